import { formatDate } from '../../../../shared/dates/format-date-time';
import { formatInsurancePeriod } from '../../../../shared/dates/format-insurance-period';
import { formatPremium } from '../../../../shared/format/format-premium';
import { formatSumInsured } from '../../../../shared/format/format-sum-insured';
import { ORDER_MESSAGES } from '../../../../shared/messages/order';
import type { AppContext } from '../../../app/app-context';
import { maskOrder } from '../display/mask-order';
import { orderDetailView } from '../display/order-detail-view';
import { planName } from '../../products/plan-name';
import { findOrder } from '../store/find-order';
import type { PolicyDocumentFacts } from './policy-document-html';
import { isPolicyDocumentToken } from './policy-document-token';
import type { PolicyColumns } from '../policy-queries';

interface PolicyRow extends PolicyColumns {
  readonly order_no: string;
  readonly issued_at: Date;
  readonly insurer_name: string;
}

function optional<T, R>(value: T | null | undefined, format: (value: T) => R): R | undefined {
  return value === null || value === undefined ? undefined : format(value);
}

/**
 * The facts of a tenant's policy for its printable document, or undefined when the token is not the
 * policy's own (forged, altered, or another tenant's) or the tenant has no such policy; the token is
 * checked before anything is read. Names are masked as the result page masks them.
 */
export async function loadPolicyDocument(app: AppContext, tenant: string, policyNo: string, token: string): Promise<PolicyDocumentFacts | undefined> {
  if (!isPolicyDocumentToken(app.config.orderTokenSecret, tenant, policyNo, token)) return undefined;
  const { rows } = await app.db.query<PolicyRow>(
    `SELECT p.order_no, p.product_name, p.plan_name, p.holder_name, p.insured_name, p.premium, p.sum_insured, p.insurance_start_date,
            p.insurance_end_date, p.issued_at, t.name AS insurer_name
       FROM policies p JOIN tenants t ON t.code = p.tenant_code
      WHERE p.tenant_code = $1 AND p.policy_no = $2`,
    [tenant, policyNo],
  );
  const policy = rows[0];
  if (!policy) return undefined;
  // The route's context has no buyer OrderAccess: the token above is what authorised the order.
  const order = await findOrder(app.db, app, tenant, { orderNo: policy.order_no });
  if (!order) return undefined;
  const detail = orderDetailView(app, order, await planName(app.db, tenant, order.plan_id));
  const names = maskOrder({
    holderName: optional(policy.holder_name, (sealed) => app.pii.open(sealed)),
    insuredName: optional(policy.insured_name, (sealed) => app.pii.open(sealed)),
  });
  return {
    policyNo,
    insurerName: policy.insurer_name,
    productName: policy.product_name ?? detail.goodsName,
    planName: policy.plan_name ?? detail.planName,
    holderName: names.holderName,
    insuredName: names.insuredName,
    insurancePeriod: formatInsurancePeriod(detail.insurancePeriod) || undefined,
    insuranceStartDate: optional(policy.insurance_start_date, formatDate),
    insuranceEndDate: optional(policy.insurance_end_date, formatDate),
    paymentPeriod: formatInsurancePeriod(detail.paymentPeriod) || undefined,
    paymentFrequency: optional(detail.paymentFrequency, (frequency) => (frequency === 'year' ? ORDER_MESSAGES.yearly : ORDER_MESSAGES.monthly)),
    sumInsured: optional(policy.sum_insured, (fen) => formatSumInsured(fen)),
    premium: optional(policy.premium, (fen) => formatPremium(fen, { withUnit: true })),
    issueDate: formatDate(policy.issued_at),
  };
}
