import { FLOW_MESSAGES } from '../../shared/messages/flow';
import type { ApiNotifier } from '../api/api-client';
import { createToastQueue } from '../api/toast-queue';
import { TOAST_QUEUE_INTERVAL_MS } from '../../shared/constants';
import { isReadingHeld, onReadingReleased } from './reading-hold';

// Toasts and dialogs (and the animation library under them) load with the first message, not with the
// page: most visits show none, and the buyer's first load is budgeted.
const loadUi = () => import('./notifier-ui');

const toasts = createToastQueue(
  (message) => {
    void loadUi().then(({ Toast }) => Toast.show({ content: message, duration: TOAST_QUEUE_INTERVAL_MS }));
  },
  undefined,
  TOAST_QUEUE_INTERVAL_MS,
  isReadingHeld,
);
onReadingReleased(() => toasts.resume());

/** The API client's messages as antd-mobile toasts (queued) and the 温馨提示 dialog. */
export const notifier: ApiNotifier = {
  toast: (message) => toasts.push(message),
  reminder: (message) =>
    loadUi().then(
      ({ Dialog }) =>
        new Promise<void>((resolve) => {
          Dialog.alert({ title: FLOW_MESSAGES.friendlyReminder, content: message, confirmText: FLOW_MESSAGES.gotIt, onClose: resolve });
        }),
    ),
};
