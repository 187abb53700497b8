import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useRuntime } from '../app/runtime-context';
import { flowStateAtom } from '../state/flow-atoms';
import { useOrderDraft } from './use-order-draft';

/**
 * Saves the order as a draft (`saveOrder`) when the buyer leaves the page: the tab or app is hidden
 * (switching to WeChat or the SMS inbox, locking the phone, closing the tab: `visibilitychange` is the
 * last event a mobile browser reliably fires). Only in a live purchase, only with a plan, and only when
 * the order changed since the last save; the saved order's number is kept, so the next step and the
 * submit go on with that order rather than opening another. The save runs in the background: a failure
 * is not told (the call's errors are muted), and the next leave tries again.
 */
export function useDraftSave(): void {
  const { api, query } = useRuntime();
  const draft = useOrderDraft();
  const setFlow = useSetAtom(flowStateAtom);
  const lastSaved = useRef<string | undefined>(undefined);
  const live = query.mode === 'live';

  useEffect(() => {
    if (!live) return undefined;
    const save = () => {
      if (document.visibilityState !== 'hidden') return;
      const body = draft();
      if (!body) return;
      // What the buyer entered, not the references: the number a save hands back is no change.
      const { orderNo: _orderNo, encryptOrderNo: _token, ...entered } = body;
      const key = JSON.stringify(entered);
      if (key === lastSaved.current) return;
      lastSaved.current = key;
      api.call('saveOrder', body).then(
        (reply) => {
          const saved = reply.result;
          if (saved) setFlow((flow) => ({ ...flow, orderNo: saved.orderNo, ...(saved.encryptOrderNo ? { encryptOrderNo: saved.encryptOrderNo } : {}) }));
        },
        () => {
          lastSaved.current = undefined;
        },
      );
    };
    document.addEventListener('visibilitychange', save);
    return () => document.removeEventListener('visibilitychange', save);
  }, [api, draft, live, setFlow]);
}
