import { Button, NoticeBar } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import type { CSSProperties } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AttrsOf } from '../../../schema/catalogue';
// The result block's default texts: for a result outside any template (an older link names no promotion).
import { insureResult as DEFAULT_ATTRS } from '../../../schema/generated/block-default-attrs.js';
import { assertNever } from '../../../shared/assert-never';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { pageHoldingResult } from '../../../shared/pages/page-holding-result';
import { useRuntime } from '../../app/runtime-context';
import { RouteLoading } from '../../app/route-loading';
import { InsureResultView } from '../../blocks/result/insure-result-view';
import { InsureResultContext, type SharedInsureResult } from '../../order-flow/insure-result-context';
import { previewPhase, type InsureResultPhase } from '../../order-flow/insure-result-phase';
import { useInsureResult } from '../../order-flow/use-insure-result';
import { currentParam } from '../../order-flow/use-order-lookup';
import { useResultLookup } from '../../order-flow/use-result-lookup';
import { useResultOrderFacts } from '../../order-flow/use-result-order-facts';
import { previewInsureResultStatusAtom } from '../../state/preview-atoms';
import { usePublishedTemplate } from '../../template/use-published-template';
import { PageFrame } from './page-frame';
import { ResultTemplatePage } from './result-template-page';

/** The browser title of each phase of the result, in the texts the result block is configured with. */
function pageTitle(phase: InsureResultPhase, attrs: AttrsOf<'insureResult'>): string {
  switch (phase) {
    case 'success':
      return attrs.successTitle;
    case 'failed':
      return attrs.failTitle;
    case 'processing':
      return attrs.processingText ?? SCREEN_MESSAGES.orderProcessing;
    case 'noOrder':
      return ORDER_MESSAGES.resultOrderMissing;
    case 'unavailable':
      return ORDER_MESSAGES.orderUnavailable;
    default:
      return assertNever(phase);
  }
}

/** The result outside any template: the result block's defaults, offering the e-policy download. */
function DefaultResult({ shared, goodsName }: { shared: SharedInsureResult; goodsName?: string | undefined }) {
  const lookup = useResultLookup();
  const { query } = useRuntime();
  const facts = useResultOrderFacts(query.mode === 'preview' ? undefined : lookup, goodsName);
  return <InsureResultView headingLevel={1} attrs={{ ...DEFAULT_ATTRS, showPolicyDownload: true }} phase={shared.phase} result={shared.result} facts={facts} refusal={shared.refusal} />;
}

/**
 * `/result/:t?/:m?`: where payment returns. Polls the insure result every 5 s while processing
 * (订单处理中...), then shows success with each policy number, or failure; without any order to ask
 * about it says so and asks nothing; an order the server refuses for good (404 订单不存在) is said
 * so, with no more asking and no way to a detail that would be refused too. The order is named by the
 * address (`encryptOrderNo` from the payment's return link, or `orderNo`), else this session's order;
 * the optional first path segment `t` is accepted as the order token of older links, and `m` is
 * ignored (the mode comes from `?mode=`).
 *
 * The page is the template's result page (the page holding its insure result block) of the promotion
 * the address names (`promotionId`, which the return links carry; else the one the app was opened
 * with): every module of it as configured, its titles, texts, e-policy download and hotline. Its
 * 订单信息 is the stored order's, names masked as in the policies. A link naming no promotion, or one
 * whose template has no result page, shows the result block's defaults. In preview it shows the
 * status the editor asked for; after a simulated order it says so (模拟下单成功) above the result.
 */
export default function ResultRoute() {
  const { query } = useRuntime();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const lookup = useResultLookup();
  const preview = query.mode === 'preview';
  const state = useInsureResult(preview ? undefined : lookup);
  const previewStatus = useAtomValue(previewInsureResultStatusAtom);
  const template = usePublishedTemplate(currentParam(search, 'promotionId') ?? query.params.promotionId);
  const resultPage = template.status === 'ready' ? pageHoldingResult(template.template) : undefined;
  const phase = preview ? previewPhase(previewStatus ?? 0) : state.phase;
  const shared: SharedInsureResult = { ...state, phase, headingLevel: 1 };
  const detailSearch = new URLSearchParams({ ...(lookup?.encryptOrderNo ? { encryptOrderNo: lookup.encryptOrderNo } : {}), ...(lookup?.orderNo ? { orderNo: lookup.orderNo } : {}), ...(query.params.from ? { from: query.params.from } : {}) });
  const attrs = resultPage?.attrs ?? DEFAULT_ATTRS;
  return (
    // The result's title is the page's heading, but for an order the server refuses, whose block says why under it.
    <PageFrame title={pageTitle(phase, attrs)} ownHeading={phase !== 'unavailable'}>
      {query.mode === 'simulate' ? (
        <div role="status">
          {/* Dark text on the light bar: the theme's own colour on it fell below a 4.5 contrast (3.8 to 4.0). */}
          <NoticeBar color="info" wrap style={{ '--text-color': '#1f2d3d' } as CSSProperties} content={`${SCREEN_MESSAGES.simulatedOrderSuccess}：${SCREEN_MESSAGES.simulatedOrderNote}`} />
        </div>
      ) : null}
      <InsureResultContext.Provider value={shared}>
        {template.status === 'loading' ? <RouteLoading /> : resultPage && template.status === 'ready' ? (
          <ResultTemplatePage template={template.template} resultPage={resultPage} />
        ) : (
          <DefaultResult shared={shared} goodsName={template.status === 'ready' ? template.template.goodsName : undefined} />
        )}
      </InsureResultContext.Provider>
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
