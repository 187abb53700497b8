import type { Queryable } from '../../../db/database';
import type { PiiVault } from '../../../pii/pii-vault';

/** A policy issued for one insured of an order (index 0 for the holder when the order lists none). */
export interface NewPolicy {
  readonly policyNo: string;
  readonly tenant: string;
  readonly orderNo: string;
  readonly insuredIndex: number;
  readonly productName: string | null;
  readonly planName: string | null;
  readonly holderName: string | null;
  readonly insuredName: string | null;
  readonly premium: number | null;
  readonly sumInsured: number | null;
  readonly insuranceStartDate: Date | null;
  readonly insuranceEndDate: Date | null;
  readonly issuedAt: Date;
}

/**
 * Stores a policy, its holder and insured names sealed; an insured of the order already holding one
 * keeps it, so issuing twice changes nothing.
 */
export async function insertPolicy(tx: Queryable, pii: PiiVault, policy: NewPolicy): Promise<void> {
  await tx.query(
    `INSERT INTO policies (policy_no, tenant_code, order_no, insured_index, product_name, plan_name, holder_name, insured_name, premium, sum_insured,
                           insurance_start_date, insurance_end_date, issued_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (order_no, insured_index) DO NOTHING`,
    [
      policy.policyNo,
      policy.tenant,
      policy.orderNo,
      policy.insuredIndex,
      policy.productName,
      policy.planName,
      policy.holderName && pii.seal(policy.holderName),
      policy.insuredName && pii.seal(policy.insuredName),
      policy.premium,
      policy.sumInsured,
      policy.insuranceStartDate,
      policy.insuranceEndDate,
      policy.issuedAt,
    ],
  );
}
