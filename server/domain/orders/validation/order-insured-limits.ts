import type { Order } from '../../../../schema/entities/order';
import type { InsuredCountLimits } from '../../../../shared/insured/check-insured-count';
import type { Queryable } from '../../../db/database';
import { planInsuredLimits } from '../../products/plan-insured-limits';

/**
 * The insured count limits an order is checked against: its plan's, or for a plan the tenant does not
 * have, the spec's default of exactly one insured, so an unknown plan id opens no way round the limit.
 */
export async function orderInsuredLimits(db: Queryable, tenant: string, order: Pick<Order, 'planId'>): Promise<InsuredCountLimits> {
  return (await planInsuredLimits(db, tenant, order.planId)) ?? {};
}
