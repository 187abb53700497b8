import { describe, expect, it } from 'vitest';
import { DomainError } from '../../app/domain-error';
import { checkCollocations, checkVisibility } from './check-choices';
import type { PlanConfig } from './plan-config';
import { choosePaymentFrequency, resolveFactors } from './premium-factors';
import type { ProductChoice } from './product-choices';
import { resolveChoices } from './resolve-choices';
import { WAN, YUAN } from './seed-data/builders';
import { HEALTH_PRODUCT_IDS, healthGoods } from './seed-data/health-goods';
import { lifeGoods } from './seed-data/life-goods';
import { PRODUCT_TENANT_FLAVOURS } from './seed';

const flavour = PRODUCT_TENANT_FLAVOURS[0]!;
const [basic, plus] = healthGoods(flavour).plans as [PlanConfig, PlanConfig];
const [life] = lifeGoods(flavour).plans as [PlanConfig];
const IDS = HEALTH_PRODUCT_IDS;

function pick(productId: string, liabilities: [string, number?][] = [], sumInsured?: number): ProductChoice {
  return { productId, sumInsured, factors: {}, liabilities: liabilities.map(([liabilityCode, sum]) => ({ liabilityCode, sumInsured: sum })) };
}

function refusal(work: () => unknown): { code: number; message: string } {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('resolveChoices', () => {
  it('adds the required products and liabilities of a chosen package', () => {
    const resolved = resolveChoices(basic, [{ productPackageId: IDS.basicPackage, products: [] }]);
    expect(resolved.map((product) => product.config.product.productId)).toEqual([IDS.basicMain]);
    expect(resolved[0]?.liabilities.map((entry) => [entry.config.liability.liabilityCode, entry.sumInsured])).toEqual([
      ['L-GEN', 300 * WAN],
      ['L-CI', 600 * WAN],
    ]);
    expect(resolved[0]?.sumInsured).toBe(600 * WAN);
  });

  it('takes a chosen sum from the liability, the product or the common sumInsured factor, within its choices', () => {
    const byProduct = resolveChoices(life, [{ productPackageId: 'PKG-LIFE-STD', products: [pick('PR-LIFE-MAIN', [], 50 * WAN)] }]);
    expect(byProduct[0]?.sumInsured).toBe(50 * WAN);
    const byFactor = resolveChoices(life, [{ productPackageId: 'PKG-LIFE-STD', products: [] }], 300 * WAN);
    expect(byFactor[0]?.sumInsured).toBe(300 * WAN);
    const allowance = resolveChoices(basic, [{ productPackageId: IDS.basicPackage, products: [pick(IDS.basicAllowance, [['L-ALLOW', 200 * YUAN]])] }]);
    expect(allowance.map((product) => product.sumInsured)).toEqual([600 * WAN, 200 * YUAN]);
    expect(refusal(() => resolveChoices(basic, [{ productPackageId: IDS.basicPackage, products: [pick(IDS.basicAllowance, [['L-ALLOW', 300 * YUAN]])] }])).message).toBe(
      '「住院津贴保险金」的保额不在可选范围内',
    );
  });

  it('refuses stepper sums off the step and unknown packages', () => {
    const off = pick(IDS.plusOutpatient, [['L-OPD-IN', 1500 * YUAN]]);
    expect(refusal(() => resolveChoices(plus, [{ productPackageId: IDS.plusPackage, products: [off] }])).code).toBe(40000);
    expect(refusal(() => resolveChoices(plus, [{ productPackageId: IDS.basicPackage, products: [] }])).message).toBe(`产品包「${IDS.basicPackage}」不属于所选方案`);
  });
});

describe('checkCollocations and checkVisibility', () => {
  const resolvedPlus = (liabilities: [string, number?][]) => resolveChoices(plus, [{ productPackageId: IDS.plusPackage, products: [pick(IDS.plusMain, liabilities)] }]);

  it('enforces types 1, 3 and 4 and lets type 2 partners be unticked', () => {
    expect(() => checkCollocations(plus, resolvedPlus([['L-PROTON'], ['L-DRUG']]))).not.toThrow();
    expect(refusal(() => checkCollocations(plus, resolvedPlus([['L-DRUG']]))).code).toBe(20000);
    const allowanceOnly = resolveChoices(plus, [{ productPackageId: IDS.plusPackage, products: [pick(IDS.plusAllowance, [['L-ALLOW', 100 * YUAN]])] }]);
    expect(() => checkCollocations(plus, allowanceOnly)).not.toThrow();
  });

  it('judges riders on the insureds’ ages and count like the buyer app', () => {
    const family = resolveChoices(plus, [{ productPackageId: IDS.plusPackage, products: [pick(IDS.plusFamily)] }]);
    expect(() => checkVisibility(family, { insuredCount: 2 })).not.toThrow();
    expect(refusal(() => checkVisibility(family, { insuredCount: 1 })).code).toBe(20000);
  });
});

describe('resolveFactors', () => {
  it('defaults every factor and follows the insurance period’s linkage to the payment period', () => {
    expect(resolveFactors(life, [])).toEqual({ insurancePeriod: '20-Y', paymentPeriod: '20-Y', values: { insurancePeriod: '20-Y', paymentPeriod: '20-Y' } });
    expect(resolveFactors(life, [{ insurancePeriod: '10-Y' }]).paymentPeriod).toBe('10-Y');
    expect(resolveFactors(life, [{ insurancePeriod: '30-Y' }, { insurancePeriod: '10-Y', paymentPeriod: '20-Y' }])).toMatchObject({ insurancePeriod: '30-Y', paymentPeriod: '20-Y' });
    expect(refusal(() => resolveFactors(life, [{ insurancePeriod: '10-Y', paymentPeriod: '20-Y' }])).message).toBe('「缴费期间」的取值「20-Y」不可选');
    expect(resolveFactors(basic, [{ socialSecurity: 'N' }]).values).toMatchObject({ socialSecurity: 'N' });
  });

  it('uses the payment frequency asked for when the plan offers it, its default when none is asked, and refuses any other', () => {
    expect(choosePaymentFrequency(basic, 'year')).toBe('year');
    expect(choosePaymentFrequency(basic, undefined)).toBe('month');
    expect(refusal(() => choosePaymentFrequency(life, 'month')).message).toBe('「缴费方式」的取值「month」不可选');
  });
});
