import type { PremiumCalculateResult } from '../../../schema/api/premium-calculate';
import type { Order } from '../../../schema/entities/order';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';
import type { Queryable } from '../../db/database';
import type { PlanPackage } from '../../../schema/entities/plan-package';
import type { Product } from '../../../schema/entities/product';
import { withChosenFactors, type FactorValues } from '../../../shared/premium/product-factors';
import { priceCalculation } from '../products/premium-service';
import { earliestStart } from './validation/earliest-start';
import { invalidOrder } from './validation/reminder';

/** The packages with every product stating the factors it was priced with (sub-products too). */
function statingFactors(packages: readonly PlanPackage[], factors: ReadonlyMap<string, FactorValues> | undefined): PlanPackage[] {
  if (!factors) return [...packages];
  const stated = (product: Product): Product => {
    const own = factors.get(product.productId);
    const written = own ? withChosenFactors(product, own) : product;
    return product.productList ? { ...written, productList: product.productList.map(stated) } : written;
  };
  return packages.map((pkg) => ({ ...pkg, productList: (pkg.productList ?? []).map(stated) }));
}

/**
 * Prices an order with the products domain's premium calculation, in the caller's transaction (the
 * price and the submission are one decision). The plan's insured count, age, visibility and
 * collocation rules are enforced there, refusing with 20000. Answers the figures and the order to
 * store: every product states the factors it was priced with, defaults included, and the order the day
 * its cover starts (the buyer's, else tomorrow, as it was priced), so the stored order (and every
 * screen that reads it: 保障起期, 保障止期) says exactly what was bought whatever the request left out.
 */
export async function priceOrder(tx: Queryable, tenant: string, order: Order, now: Date): Promise<{ priced: PremiumCalculateResult; order: Order }> {
  const { holder, insuredList, packageList } = order;
  // The submit body schema demands all three; the guard keeps the types honest.
  if (!holder || !insuredList || !packageList) throw invalidOrder(VALIDATION_MESSAGES.premiumNotCalculated);
  // A submitted order is priced for people whose ages are known, so the plan's age limits hold.
  const { result, factorsByInsured } = await priceCalculation(tx, tenant, { ...order, holder, insuredList, packageList }, now, { requireAge: true });
  let counted = 0;
  const stated = insuredList.map((insured) => {
    if (insured.selected === false) return insured;
    const factors = factorsByInsured[counted];
    counted += 1;
    return insured.packageList && insured.packageList.length > 0 ? { ...insured, packageList: statingFactors(insured.packageList, factors) } : insured;
  });
  return {
    priced: result,
    order: { ...order, insuranceStartDate: order.insuranceStartDate ?? earliestStart(now), insuredList: stated, packageList: statingFactors(packageList, factorsByInsured[0]) },
  };
}
