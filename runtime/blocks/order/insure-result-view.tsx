import { Button, ErrorBlock, List, Result, SpinLoading } from 'antd-mobile';
import type { AttrsOf } from '../../../schema/catalogue';
import type { InsureResult } from '../../../schema/entities/insure-result';
import { formatPremium } from '../../../shared/format/format-premium';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import type { InsureResultPhase } from '../../order-flow/insure-result-phase';
import { orderSummaryRows, type OrderFacts } from '../../order-flow/order-summary-rows';
import type { FinalRefusal } from '../../order-flow/final-refusal';
import { ConfirmCard } from './confirm-card';
import { OrderUnavailable } from './order-unavailable';

/**
 * The insure result: 订单处理中... while the insurer decides, then success with each policy and its
 * number (and the e-policy download where configured), or failure with the insurer's reason; when the
 * page names no order, that no order was found; when the server refuses the order, its words and what
 * the buyer can do.
 */
export function InsureResultView({ attrs, phase, result, facts, refusal }: {
  attrs: AttrsOf<'insureResult'>;
  phase: InsureResultPhase;
  result: InsureResult | undefined;
  facts: OrderFacts;
  refusal?: FinalRefusal | undefined;
}) {
  if (phase === 'unavailable') return <OrderUnavailable refusal={refusal} />;
  if (phase === 'noOrder') {
    return <ErrorBlock status="empty" title={ORDER_MESSAGES.resultOrderMissing} description="" style={{ padding: '64px 0', background: '#fff' }} />;
  }
  if (phase === 'processing') {
    return (
      <div role="status" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: '64px 0', background: '#fff' }}>
        <SpinLoading color="primary" style={{ '--size': '40px' }} />
        <span style={{ color: '#666' }}>{attrs.processingText ?? SCREEN_MESSAGES.orderProcessing}</span>
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
        title={success ? attrs.successTitle : attrs.failTitle}
        description={success ? attrs.successText : (result?.message ?? attrs.failText)}
      />
      {success && policies.length > 0 ? (
        <List header={ORDER_MESSAGES.policyList} style={{ marginTop: 12 }}>
          {policies.map((policy) => (
            <List.Item
              key={policy.policyNo}
              description={[policy.insuredName, policy.premium !== undefined ? formatPremium(policy.premium, { withUnit: true }) : undefined].filter(Boolean).join(' · ')}
              extra={attrs.showPolicyDownload && policy.ePolicyUrl ? (
                <Button size="mini" color="primary" fill="outline" onClick={() => {
                  window.open(policy.ePolicyUrl, '_blank', 'noopener');
                }}>
                  {attrs.downloadText}
                </Button>
              ) : undefined}
            >
              <div style={{ fontSize: 15 }}>{policy.productName ?? policy.planName}</div>
              <div style={{ fontSize: 13, color: '#666' }} data-testid="policy-no">{`${ORDER_MESSAGES.policyNo}：${policy.policyNo}`}</div>
            </List.Item>
          ))}
        </List>
      ) : null}
      {attrs.showOrderInfo && attrs.orderInfoRows ? <ConfirmCard title={ORDER_MESSAGES.orderInfoTitle} rows={orderSummaryRows(attrs.orderInfoRows, merged)} /> : null}
    </>
  );
}
