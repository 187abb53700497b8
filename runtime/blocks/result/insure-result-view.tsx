import { ErrorBlock, Result, SpinLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { AttrsOf } from '../../../schema/catalogue';
import type { InsureResult } from '../../../schema/entities/insure-result';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import type { InsureResultPhase } from '../../order-flow/insure-result-phase';
import { orderSummaryRows, type OrderFacts } from '../../order-flow/order-summary-rows';
import type { FinalRefusal } from '../../order-flow/final-refusal';
import { ConfirmCard } from '../shared/order-details/confirm-card';
import { OrderUnavailable } from './order-unavailable';
import { PolicyList } from './policy-list';

/** A title as a heading of the given level, in the look it has as plain text. */
function Titled({ level, children }: { level: 1 | 2; children: ReactNode }) {
  const style = { margin: 0, font: 'inherit', color: 'inherit' } as const;
  return level === 1 ? <h1 style={style}>{children}</h1> : <h2 style={style}>{children}</h2>;
}

/**
 * The insure result: 订单处理中... while the insurer decides, then success with each policy and its
 * number (and the e-policy download where configured), or failure with the insurer's reason; when the
 * page names no order, that no order was found; when the server refuses the order, its words and what
 * the buyer can do.
 */
export function InsureResultView({ attrs, phase, result, facts, refusal, headingLevel = 2 }: {
  attrs: AttrsOf<'insureResult'>;
  /** 1 on the result page, whose heading the result's title is; 2 as a block under a template page's title. */
  headingLevel?: 1 | 2;
  phase: InsureResultPhase;
  result: InsureResult | undefined;
  facts: OrderFacts;
  refusal?: FinalRefusal | undefined;
}) {
  if (phase === 'unavailable') return <OrderUnavailable refusal={refusal} />;
  if (phase === 'noOrder') {
    return <ErrorBlock status="empty" title={<Titled level={headingLevel}>{ORDER_MESSAGES.resultOrderMissing}</Titled>} description="" style={{ padding: '64px 0', background: '#fff' }} />;
  }
  if (phase === 'processing') {
    return (
      <div role="status" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: '64px 0', background: '#fff' }}>
        <SpinLoading color="primary" style={{ '--size': '40px' }} />
        <span style={{ color: '#666' }}>
          <Titled level={headingLevel}>{attrs.processingText ?? SCREEN_MESSAGES.orderProcessing}</Titled>
        </span>
      </div>
    );
  }
  const success = phase === 'success';
  const policies = result?.policyList ?? [];
  const merged: OrderFacts = { ...facts, orderNo: result?.orderNo ?? facts.orderNo };
  return (
    <>
      <Result
        status={success ? 'success' : 'error'}
        title={<Titled level={headingLevel}>{success ? attrs.successTitle : attrs.failTitle}</Titled>}
        description={success ? attrs.successText : (result?.message ?? attrs.failText)}
      />
      {success ? <PolicyList policies={policies} download={attrs.showPolicyDownload ? attrs.downloadText : undefined} /> : null}
      {attrs.showOrderInfo && attrs.orderInfoRows ? <ConfirmCard title={ORDER_MESSAGES.orderInfoTitle} rows={orderSummaryRows(attrs.orderInfoRows, merged)} /> : null}
    </>
  );
}
