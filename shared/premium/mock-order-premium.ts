import type { PlanPackage } from '../../schema/entities/plan-package';
import type { Product } from '../../schema/entities/product';
import { MOCK_ORDER_LIABILITY_PREMIUM_YUAN } from '../constants';
import { yuanToFen } from '../format/money-conversion';

const LIABILITY_PREMIUM_FEN = yuanToFen(MOCK_ORDER_LIABILITY_PREMIUM_YUAN) ?? 0;

function liabilityCount(products: readonly Product[]): number {
  return products.reduce((count, product) => count + (product.planConfigLiabilityList?.length ?? 0) + liabilityCount(product.productList ?? []), 0);
}

/**
 * The liabilities an order's packages carry (sub-products included): those the buyer chose, since
 * the plan tabs leave an unticked optional liability out of the packages.
 */
export function chosenLiabilityCount(packages: readonly PlanPackage[] | undefined): number {
  return liabilityCount((packages ?? []).flatMap((pack) => pack.productList ?? []));
}

/**
 * What a simulated order (mode=simulate) is charged, in fen: 100 yuan for every liability chosen
 * (spec section 4, mock order path; section 9, mock order liability premium), paid at once. The
 * server prices the mock order with it and the buyer app shows the same figure before it is created,
 * so the confirmation, the cashier, the result and the order detail agree. 0 when none is chosen.
 */
export function mockOrderPremium(packages: readonly PlanPackage[] | undefined): number {
  return chosenLiabilityCount(packages) * LIABILITY_PREMIUM_FEN;
}
