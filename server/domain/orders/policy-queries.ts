import type { queryInsureResult, queryPolicyDetail, queryPolicyResult } from '../../../schema/api/policy-result';
import type { InsureResult } from '../../../schema/entities/insure-result';
import type { Policy } from '../../../schema/entities/policy';
import type { AppContext } from '../../app/app-context';
import type { CallHandler } from '../../app/call-handler';
import { maskOrder } from './display/mask-order';
import { ORDER_MESSAGES as SHARED_ORDER_MESSAGES } from '../../../shared/messages/order';
import { ORDER_MESSAGES } from './order-messages';
import { policyDocumentLink } from './policy-document/policy-document-link';
import { type OrderRef, requireOrder } from './store/find-order';
import type { OrderRow } from './store/order-row';

/** The columns of a stored policy every reader of policies shows. */
export interface PolicyColumns {
  readonly product_name: string | null;
  readonly plan_name: string | null;
  readonly holder_name: string | null;
  readonly insured_name: string | null;
  readonly premium: number | null;
  readonly sum_insured: number | null;
  readonly insurance_start_date: Date | null;
  readonly insurance_end_date: Date | null;
}

interface PolicyRow extends PolicyColumns {
  readonly policy_no: string;
}

/** The order's policies, holder and insured names masked, each with the address of its electronic policy. */
async function policiesOf(app: AppContext, row: OrderRow): Promise<Policy[]> {
  const { rows } = await app.db.query<PolicyRow>(
    `SELECT policy_no, product_name, plan_name, holder_name, insured_name, premium, sum_insured, insurance_start_date, insurance_end_date
       FROM policies WHERE tenant_code = $1 AND order_no = $2 ORDER BY insured_index`,
    [row.tenant_code, row.order_no],
  );
  return rows.map((policy) =>
    maskOrder({
      policyNo: policy.policy_no,
      orderNo: row.order_no,
      ...(policy.product_name ? { productName: policy.product_name } : {}),
      ...(policy.plan_name ? { planName: policy.plan_name } : {}),
      ...(policy.holder_name ? { holderName: app.pii.open(policy.holder_name) } : {}),
      ...(policy.insured_name ? { insuredName: app.pii.open(policy.insured_name) } : {}),
      ...(policy.premium === null ? {} : { premium: policy.premium }),
      ...(policy.sum_insured === null ? {} : { sumInsured: policy.sum_insured }),
      ...(policy.insurance_start_date ? { insuranceStartDate: policy.insurance_start_date.getTime() } : {}),
      ...(policy.insurance_end_date ? { insuranceEndDate: policy.insurance_end_date.getTime() } : {}),
      ePolicyUrl: policyDocumentLink(app, row.tenant_code, policy.policy_no),
    }),
  );
}

/**
 * The insure result of an order: processing while issuing runs (the result page polls), success with
 * the policies (resultStatus 1), failed with the reason (resultStatus 0). An unpaid order has no
 * issue status yet.
 */
async function insureResult(app: AppContext, tenant: string, ref: OrderRef): Promise<InsureResult> {
  const row = await requireOrder(app.db, app, tenant, ref);
  switch (row.status) {
    case 'processing':
      return { orderNo: row.order_no, issueStatus: 'processing' };
    case 'success':
      return { orderNo: row.order_no, issueStatus: 'success', resultStatus: 1, policyList: await policiesOf(app, row) };
    case 'failed':
      return { orderNo: row.order_no, issueStatus: 'failed', resultStatus: 0, message: row.fail_reason ?? ORDER_MESSAGES.issueSystemFailure };
    case 'closed':
      // Closed unpaid: the result page tells the buyer to insure again instead of waiting.
      return { orderNo: row.order_no, issueStatus: 'failed', resultStatus: 0, message: SHARED_ORDER_MESSAGES.orderClosed };
    case 'draft':
    case 'submitted':
    case 'paying':
      return { orderNo: row.order_no, message: ORDER_MESSAGES.paymentPending };
  }
}

/** queryInsureResult: see insureResult. */
export const handleQueryInsureResult: CallHandler<typeof queryInsureResult> = async ({ body, tenant, app }) => ({
  success: true,
  code: 0,
  result: await insureResult(app, tenant, body),
});

/** queryPolicyResult: the same result, looked up by order number. */
export const handleQueryPolicyResult: CallHandler<typeof queryPolicyResult> = async ({ body, tenant, app }) => ({
  success: true,
  code: 0,
  result: await insureResult(app, tenant, body),
});

/** queryPolicyDetail: the policies issued for an order (none before issuing succeeds). */
export const handleQueryPolicyDetail: CallHandler<typeof queryPolicyDetail> = async ({ body, tenant, app }) => {
  const row = await requireOrder(app.db, app, tenant, body);
  return { success: true, code: 0, result: { orderNo: row.order_no, policyList: await policiesOf(app, row) } };
};
