import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { ConfirmCard } from '../../blocks/shared/order-details/confirm-card';
import { orderDetailFacts } from '../../order-flow/order-detail-facts';
import { orderSummaryRows } from '../../order-flow/order-summary-rows';
import { useOrderDetail } from '../../order-flow/use-order-detail';
import { OrderDetailPending } from './order-detail-pending';
import { ContinueOnPhone } from './continue-on-phone';
import { PageFrame } from './page-frame';
import { useOrderLookup } from '../../order-flow/use-order-lookup';
import { issueStatusText } from '../../order-flow/issue-status-text';
import { useOrderPolicies } from '../../order-flow/use-order-policies';
import { PolicyList } from '../../blocks/result/policy-list';
import { insureResult } from '../../../schema/generated/block-default-attrs.js';

/** The download label the result block gives the e-policy by default. */
const DOWNLOAD_TEXT = insureResult.downloadText;

const ROWS = ['orderNo', 'goodsName', 'planName', 'insurancePeriod', 'paymentPeriod', 'paymentFrequency', 'insuranceAmount', 'initialPremium', 'firstYearPremium', 'insuranceStartDate', 'insuranceEndDate', 'holderName', 'insuredNames'];

/**
 * `/orderDetail`: the stored order (`queryOrderByOrderNoForShow`), its underwriting status
 * (`queryPolicyResult`) and issued policies (`queryPolicyDetail`), with a way to its persons and a
 * QR code that hands the order on to a phone (`createBuyerLink`).
 */
export default function OrderDetailRoute() {
  const lookup = useOrderLookup();
  const state = useOrderDetail(lookup);
  const { result, policies } = useOrderPolicies(lookup, state.status === 'ready');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <PageFrame title={ORDER_MESSAGES.orderDetailTitle}>
      {state.status !== 'ready' ? <OrderDetailPending state={state} /> : (
        <>
          <ConfirmCard
            title={ORDER_MESSAGES.orderDetailTitle}
            rows={[...orderSummaryRows(ROWS, orderDetailFacts(state.detail)), ...(result ? [{ key: 'issueStatus', label: ORDER_MESSAGES.issueStatus, text: issueStatusText(result) }] : [])]}
          />
          <PolicyList policies={policies} download={DOWNLOAD_TEXT} />
          <div style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 12 }}>
            <Button block fill="outline" color="primary" onClick={() => navigate(`/orderPersonDetail${location.search}`)}>
              {ORDER_MESSAGES.personDetailTitle}
            </Button>
            {lookup ? <ContinueOnPhone lookup={lookup} /> : null}
          </div>
        </>
      )}
    </PageFrame>
  );
}
