import { Dialog, Toast } from 'antd-mobile';
import { FLOW_MESSAGES } from '../../shared/messages/flow';
import type { ApiNotifier } from '../api/api-client';
import { createToastQueue } from '../api/toast-queue';

const toasts = createToastQueue((message) => Toast.show({ content: message, duration: 2000 }));

/** The API client's messages as antd-mobile toasts (queued) and the 温馨提示 dialog. */
export const notifier: ApiNotifier = {
  toast: (message) => toasts.push(message),
  reminder: (message) =>
    new Promise<void>((resolve) => {
      Dialog.alert({ title: FLOW_MESSAGES.friendlyReminder, content: message, confirmText: FLOW_MESSAGES.gotIt, onClose: resolve });
    }),
};
