import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { fetchApiQuery } from '../../api/api-queries';
import { useRuntime } from '../../app/runtime-context';
import { OrderUnavailable } from '../../blocks/result/order-unavailable';
import { finalRefusal, type FinalRefusal } from '../../order-flow/final-refusal';
import { inAppPath } from '../../order-flow/in-app-path';
import { useOrderLookup } from '../../order-flow/use-order-lookup';
import { usePageEffects } from '../../order-flow/use-page-effects';
import { recordMoment } from '../../recording/recording-moments';
import { PageFrame, PageMissing, PageWaiting } from './page-frame';

/**
 * `/querypay`: asks where a submitted order goes next (`queryQueryPayNextUrl`): a paid order to its
 * result page, an unpaid one to a freshly signed cashier, by its address (the mock cashier) or by the
 * page actions of the reply (the insurer's cashier, entered by a posted form). The buyer is sent on
 * by address with history replaced, so Back from the cashier does not land here and open yet another
 * payment. An order closed unpaid says so (订单已超时关闭，请重新投保), with nothing to retry; so does
 * one the server refuses for good (4xx: 404 订单不存在 for an order missing or not this buyer's), in
 * its words; a query that failed on the way (offline, 5xx) can be retried.
 */
export default function QueryPayRoute() {
  const { api } = useRuntime();
  const navigate = useNavigate();
  const lookup = useOrderLookup();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [closed, setClosed] = useState(false);
  const [refusal, setRefusal] = useState<FinalRefusal | undefined>(undefined);
  const performPageActions = usePageEffects();
  const key = lookup ? JSON.stringify(lookup) : undefined;

  useEffect(() => {
    if (!key) return undefined;
    let current = true;
    setFailed(false);
    setRefusal(undefined);
    // Asked afresh every time (a read is fresh for no time): the cashier's address is freshly signed.
    fetchApiQuery(api, 'queryQueryPayNextUrl', JSON.parse(key) as NonNullable<typeof lookup>).then(
      (reply) => {
        if (!current) return;
        if (reply.result?.payStatus === 'closed') {
          setClosed(true);
          return;
        }
        const actions = reply.result?.pageActionList;
        // The buyer is sent to the cashier (a posted form or its address) from here.
        if (actions?.length || reply.result?.nextUrl) recordMoment({ kind: 'payment-started', ...(reply.result?.orderNo ? { orderNo: reply.result.orderNo } : {}) });
        if (actions?.length) {
          void performPageActions(actions).then((left) => current && !left && setFailed(true));
          return;
        }
        const next = reply.result?.nextUrl;
        if (!next) {
          setFailed(true);
          return;
        }
        const path = inAppPath(next, window.location.origin);
        if (path) navigate(path, { replace: true });
        else window.location.replace(next);
      },
      (error: unknown) => {
        if (!current) return;
        const final = finalRefusal(error);
        if (final) setRefusal(final);
        else setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [api, key, attempt, navigate, performPageActions]);

  return (
    <PageFrame title={ORDER_MESSAGES.cashierTitle}>
      {!lookup ? (
        <PageMissing text={ORDER_MESSAGES.orderLost} />
      ) : closed ? (
        <PageMissing text={ORDER_MESSAGES.orderClosed} />
      ) : refusal ? (
        <OrderUnavailable refusal={refusal} />
      ) : failed ? (
        <PageMissing text={ORDER_MESSAGES.payUnfinished}>
          <Button color="primary" onClick={() => setAttempt((n) => n + 1)}>
            {ORDER_MESSAGES.payAgain}
          </Button>
        </PageMissing>
      ) : (
        <PageWaiting text={ORDER_MESSAGES.payQuerying} />
      )}
    </PageFrame>
  );
}
