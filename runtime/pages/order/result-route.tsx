import { Button, NoticeBar } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useNavigate, useParams } from 'react-router-dom';
// The result block's default texts: this route shows the result outside any template.
import { insureResult as ATTRS } from '../../../schema/generated/block-default-attrs.js';
import { assertNever } from '../../../shared/assert-never';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { useRuntime } from '../../app/runtime-context';
import { InsureResultView } from '../../blocks/result/insure-result-view';
import { previewPhase, type InsureResultPhase } from '../../order-flow/insure-result-phase';
import { useInsureResult } from '../../order-flow/use-insure-result';
import { useOrderFacts } from '../../order-flow/use-order-facts';
import { useResultLookup } from '../../order-flow/use-result-lookup';
import { previewInsureResultStatusAtom } from '../../state/preview-atoms';
import { PageFrame } from './page-frame';

/** The browser title of each phase of the result. */
function pageTitle(phase: InsureResultPhase): string {
  switch (phase) {
    case 'success':
      return ATTRS.successTitle;
    case 'failed':
      return ATTRS.failTitle;
    case 'processing':
      return ATTRS.processingText ?? SCREEN_MESSAGES.orderProcessing;
    case 'noOrder':
      return ORDER_MESSAGES.resultOrderMissing;
    case 'unavailable':
      return ORDER_MESSAGES.orderUnavailable;
    default:
      return assertNever(phase);
  }
}

/**
 * `/result/:t?/:m?`: where payment returns. Polls the insure result every 5 s while processing
 * (订单处理中...), then shows success with each policy number, or failure; without any order to ask
 * about it says so and asks nothing; an order the server refuses for good (404 订单不存在) is said
 * so, with no more asking and no way to a detail that would be refused too. The order is named by the address (`encryptOrderNo` from the
 * payment's return link, or `orderNo`), else this session's order; the optional first path
 * segment `t` is accepted as the order token of older links, and `m` is ignored (the mode comes from
 * `?mode=`). In preview it shows the status the editor asked for; after a simulated order it says so
 * (模拟下单成功) above the result.
 */
export default function ResultRoute() {
  const { t } = useParams();
  const { query } = useRuntime();
  const navigate = useNavigate();
  const lookup = useResultLookup(t);
  const preview = query.mode === 'preview';
  const state = useInsureResult(preview ? undefined : lookup);
  const previewStatus = useAtomValue(previewInsureResultStatusAtom);
  const facts = useOrderFacts(undefined);
  const phase = preview ? previewPhase(previewStatus ?? 0) : state.phase;
  const detailSearch = new URLSearchParams({ ...(lookup?.encryptOrderNo ? { encryptOrderNo: lookup.encryptOrderNo } : {}), ...(lookup?.orderNo ? { orderNo: lookup.orderNo } : {}), ...(query.params.from ? { from: query.params.from } : {}) });
  return (
    // The result's title is the page's heading, but for an order the server refuses, whose block says why under it.
    <PageFrame title={pageTitle(phase)} ownHeading={phase !== 'unavailable'}>
      {query.mode === 'simulate' ? (
        <div role="status">
          <NoticeBar color="info" wrap content={`${SCREEN_MESSAGES.simulatedOrderSuccess}：${SCREEN_MESSAGES.simulatedOrderNote}`} />
        </div>
      ) : null}
      <InsureResultView headingLevel={1} attrs={{ ...ATTRS, showPolicyDownload: true }} phase={phase} result={state.result} facts={facts} refusal={state.refusal} />
      {phase !== 'processing' && phase !== 'unavailable' && lookup ? (
        <div style={{ padding: 16 }}>
          <Button block fill="outline" color="primary" onClick={() => navigate(`/orderDetail?${detailSearch.toString()}`)}>
            {ORDER_MESSAGES.viewOrder}
          </Button>
        </div>
      ) : null}
    </PageFrame>
  );
}
