import { describe, expect, it } from 'vitest';
import { SEED_GOODS, SEED_PLANS } from '../../../seed/seed-ids';
import { planProducts } from '../plan-config';
import { findRateRow, type RateTable } from '../rate-table';
import { PRODUCT_TENANT_FLAVOURS } from '../seed';
import { healthGoods } from './health-goods';
import { lifeGoods } from './life-goods';
import { propertyGoods } from './property-goods';

const flavour = PRODUCT_TENANT_FLAVOURS[0]!;
const allGoods = [healthGoods(flavour), lifeGoods(flavour), propertyGoods(flavour)];

function tableOf(code: string): RateTable {
  const table = allGoods.flatMap((goods) => goods.rateTables).find((seed) => seed.table.code === code)?.table;
  if (!table) throw new Error(`no rate table ${code}`);
  return table;
}

describe('seeded products', () => {
  it('seed the goods and plans every other domain refers to', () => {
    expect(allGoods.map((goods) => goods.goods.goodsId)).toEqual(Object.values(SEED_GOODS).map((goods) => goods.goodsId));
    const plans = allGoods.flatMap((goods) => goods.plans.map((plan) => [plan.plan.planId, goods.goods.goodsId, plan.plan.salesname]));
    expect(plans).toEqual(Object.values(SEED_PLANS).map((plan) => [plan.planId, plan.goodsId, plan.salesName]));
  });

  it('price every product and liability from a rate table that exists, with unique rows', () => {
    for (const goods of allGoods) {
      for (const product of goods.plans.flatMap(planProducts)) {
        const codes = product.product.premiumCalculateType === 'bySumInsured' ? [product.rateTableCode] : product.liabilities.map((entry) => entry.rateTableCode);
        for (const code of codes.filter((value): value is string => value !== null)) expect(() => tableOf(code)).not.toThrow();
      }
      for (const { table } of goods.rateTables) {
        const keys = table.rows.map((row) => [row.gender, row.insurancePeriod, row.paymentPeriod, row.paymentFrequency, row.sumInsured, row.factorKey, row.ageMin].join('/'));
        expect(new Set(keys).size).toBe(keys.length);
      }
    }
  });

  it('cover medical ages 0 to 65 by gender, social insurance and payment frequency', () => {
    const table = tableOf('RT-HB-GEN');
    for (let age = 0; age <= 65; age += 1) {
      for (const gender of ['M', 'F'] as const) {
        for (const socialSecurity of ['Y', 'N']) {
          for (const paymentFrequency of ['year', 'month'] as const) {
            const key = { age, gender, insurancePeriod: '1-Y', paymentPeriod: '1-Y', paymentFrequency, sumInsured: 0, factors: { socialSecurity } };
            expect(findRateRow(table, key), `${age} ${gender} ${socialSecurity} ${paymentFrequency}`).toBeDefined();
          }
        }
      }
    }
  });

  it('cover term life ages 18 to 60 for every term that ends by 70', () => {
    const table = tableOf('RT-LIFE-MAIN');
    const terms = { '10-Y': ['1-Y', '5-Y', '10-Y'], '20-Y': ['1-Y', '10-Y', '20-Y'], '30-Y': ['10-Y', '20-Y', '30-Y'] } as const;
    for (let age = 18; age <= 60; age += 1) {
      for (const [insurancePeriod, paymentPeriods] of Object.entries(terms)) {
        for (const paymentPeriod of paymentPeriods) {
          const key = { age, gender: 'F' as const, insurancePeriod, paymentPeriod, paymentFrequency: 'year' as const, sumInsured: 0, factors: {} };
          expect(findRateRow(table, key) !== undefined, `${age} ${insurancePeriod} ${paymentPeriod}`).toBe(age + Number.parseInt(insurancePeriod, 10) <= 70);
        }
      }
    }
  });

  it('charge more for older lives, men, and shorter payment', () => {
    const table = tableOf('RT-LIFE-MAIN');
    const rate = (age: number, gender: 'M' | 'F', paymentPeriod: string) =>
      findRateRow(table, { age, gender, insurancePeriod: '20-Y', paymentPeriod, paymentFrequency: 'year', sumInsured: 0, factors: {} })?.rate ?? 0;
    expect(rate(40, 'M', '20-Y')).toBeGreaterThan(rate(30, 'M', '20-Y'));
    expect(rate(30, 'M', '20-Y')).toBeGreaterThan(rate(30, 'F', '20-Y'));
    expect(rate(30, 'M', '10-Y')).toBeGreaterThan(rate(30, 'M', '20-Y'));
  });

  it('price the second tenant 5% below the first', () => {
    const ba = propertyGoods(PRODUCT_TENANT_FLAVOURS[1]!).rateTables[0]?.table.rows[0]?.rate;
    expect(ba).toBe(Math.round((propertyGoods(flavour).rateTables[0]?.table.rows[0]?.rate ?? 0) * 0.95));
  });
});
