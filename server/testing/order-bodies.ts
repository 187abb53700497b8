import type { CallBody } from '../../schema/api/define-call';
import type { premiumCalculate } from '../../schema/api/premium-calculate';
import type { Insured } from '../../schema/entities/insured';
import type { Person } from '../../schema/entities/person';
import type { Product } from '../../schema/entities/product';
import { SEED_GOODS, SEED_PLANS } from '../seed/seed-ids';
import { HEALTH_PRODUCT_IDS } from '../domain/products/seed-data/health-goods';
import { LIFE_PRODUCT_IDS } from '../domain/products/seed-data/life-goods';
import { PROPERTY_PRODUCT_IDS } from '../domain/products/seed-data/property-goods';

/** A premiumCalculate / benefitCalculate body; also a whole order once the fields a submit needs are added. */
export type CalculationBody = CallBody<typeof premiumCalculate>;

/** The holder of the test orders: a man born 1990-03-07 (36 on the test clock's 2026-11-22 start). */
export const HOLDER: Person = { name: '张伟', certType: 'I', certNo: '110101199003071233', birthday: '1990-03-07', gender: 'M', phone: '13812345678' };

/** The holder insured as SELF. */
export const SELF: Insured = { holderRelation: 'SELF', selected: true };

/** Another insured person. */
export function insured(birthday: string, gender: 'M' | 'F', extra: Partial<Insured> = {}): Insured {
  return { holderRelation: 'CHILD', selected: true, person: { name: '张小明', birthday, gender }, ...extra };
}

/** A product of an order with the liabilities chosen, as [code, sumInsured?]. */
export function chosen(productId: string, liabilities: readonly (readonly [string, number?])[] = [], extra: Partial<Product> = {}): Product {
  return {
    productId,
    productCode: productId,
    productName: productId,
    planConfigLiabilityList: liabilities.map(([liabilityCode, sumInsured]) => ({
      liabilityCode,
      liabilityName: liabilityCode,
      ...(sumInsured === undefined ? {} : { sumInsured }),
    })),
    ...extra,
  };
}

function order(planId: string, goodsId: string, productPackageId: string, products: Product[], extra: Partial<CalculationBody>): CalculationBody {
  return {
    planId,
    goodsId,
    holder: { customerType: 'person', person: HOLDER },
    insuredList: [SELF],
    packageList: [{ productPackageId, productPackageCode: productPackageId, productList: products }],
    ...extra,
  };
}

/** An order of the basic health plan with the main product's required liabilities. */
export function basicHealthOrder(products: Product[] = [chosen(HEALTH_PRODUCT_IDS.basicMain)], extra: Partial<CalculationBody> = {}): CalculationBody {
  return order(SEED_PLANS.healthBasic.planId, SEED_GOODS.health.goodsId, HEALTH_PRODUCT_IDS.basicPackage, products, extra);
}

/** An order of the upgraded health plan. */
export function plusHealthOrder(products: Product[] = [chosen(HEALTH_PRODUCT_IDS.plusMain)], extra: Partial<CalculationBody> = {}): CalculationBody {
  return order(SEED_PLANS.healthPlus.planId, SEED_GOODS.health.goodsId, HEALTH_PRODUCT_IDS.plusPackage, products, extra);
}

/** An order of the term life plan for `sumInsured` fen. */
export function lifeOrder(sumInsured: number, extra: Partial<CalculationBody> = {}, riders: Product[] = []): CalculationBody {
  return order(SEED_PLANS.lifeStandard.planId, SEED_GOODS.life.goodsId, LIFE_PRODUCT_IDS.package, [chosen(LIFE_PRODUCT_IDS.main, [], { sumInsured }), ...riders], extra);
}

/** An order of the home insurance plan. */
export function propertyOrder(products: Product[] = [chosen(PROPERTY_PRODUCT_IDS.main)], extra: Partial<CalculationBody> = {}): CalculationBody {
  return order(SEED_PLANS.propertyStandard.planId, SEED_GOODS.property.goodsId, PROPERTY_PRODUCT_IDS.package, products, extra);
}
