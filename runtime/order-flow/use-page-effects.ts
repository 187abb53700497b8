import { Dialog } from 'antd-mobile';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PageAction } from '../../schema/entities/page-action';
import { FLOW_MESSAGES } from '../../shared/messages/flow';
import { interpretPageActions } from '../../shared/page-actions/interpret-page-actions';
import { flowStateAtom } from '../state/flow-atoms';
import { inAppPath } from './in-app-path';
import { performPageEffects } from './perform-page-effects';
import { postForm } from './post-form';

/**
 * Returns a function that carries out a `pageActionList` (nextStep, submit, pay confirm): the order
 * number into the flow state, alerts, in-app or external navigation, gateway form posts and template
 * page jumps (by `jumpToPage`, which only the template pages can do). Resolves to whether the buyer left.
 */
export function usePageEffects(jumpToPage?: (pageCode: string) => boolean): (list: readonly PageAction[] | undefined) => Promise<boolean> {
  const navigate = useNavigate();
  const setFlow = useSetAtom(flowStateAtom);
  return useCallback(
    (list) =>
      performPageEffects(interpretPageActions(list), {
        mergeOrderNo: (orderNo, encryptOrderNo) => setFlow((flow) => ({ ...flow, orderNo, ...(encryptOrderNo ? { encryptOrderNo } : {}) })),
        alert: (message, title) =>
          new Promise<void>((resolve) => {
            Dialog.alert({ title: title ?? FLOW_MESSAGES.friendlyReminder, content: message, confirmText: FLOW_MESSAGES.gotIt, onClose: resolve });
          }),
        navigate: (url) => {
          const path = inAppPath(url, window.location.origin);
          if (path) navigate(path);
          else window.location.assign(url);
        },
        postForm,
        jumpToPage: (pageCode) => jumpToPage?.(pageCode) ?? false,
        // Warnings are for whoever configured the server: a buyer cannot act on them.
        warn: (message) => console.warn(message),
      }),
    [navigate, setFlow, jumpToPage],
  );
}
