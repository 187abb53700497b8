import type { PremiumCalculateResult } from '../../../schema/api/premium-calculate';
import type { Order } from '../../../schema/entities/order';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';
import type { Queryable } from '../../db/database';
import { calculatePremium } from '../products/premium-service';
import { invalidOrder } from './validation/reminder';

/**
 * Prices an order with the products domain's premium calculation, in the caller's transaction (the
 * price and the submission are one decision). The plan's insured count, age, visibility and
 * collocation rules are enforced there, refusing with 20000.
 */
export async function priceOrder(tx: Queryable, tenant: string, order: Order, now: Date): Promise<PremiumCalculateResult> {
  const { holder, insuredList, packageList } = order;
  // The submit body schema demands all three; the guard keeps the types honest.
  if (!holder || !insuredList || !packageList) throw invalidOrder(VALIDATION_MESSAGES.premiumNotCalculated);
  // A submitted order is priced for people whose ages are known, so the plan's age limits hold.
  return calculatePremium(tx, tenant, { ...order, holder, insuredList, packageList }, now, { requireAge: true });
}
