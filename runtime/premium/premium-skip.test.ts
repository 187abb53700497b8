import { describe, expect, it } from 'vitest';
import type { CalculationOrder } from '../order/build-order';
import { premiumSkipReason, pricesByTrial } from './premium-skip';

const order: CalculationOrder = {
  planId: 'P1',
  holder: { person: { name: '张三' } },
  insuredList: [{ person: { birthday: '1990-01-01' } }],
  packageList: [],
};
const base = { order, pageOrder: 2, insuranceCategory: 'healthInsurance' as const, factorsComplete: true };

describe('premiumSkipReason', () => {
  it('calculates when every precondition holds', () => {
    expect(premiumSkipReason(base)).toBeUndefined();
  });

  it('skips without a plan, holder or insured', () => {
    expect(premiumSkipReason({ ...base, order: undefined })).toBe('noPlan');
    expect(premiumSkipReason({ ...base, order: { ...order, holder: {} } })).toBe('noHolder');
    expect(premiumSkipReason({ ...base, order: { ...order, insuredList: [] } })).toBe('noInsured');
  });

  it('skips when no insured is selected or a factor is empty', () => {
    expect(premiumSkipReason({ ...base, order: { ...order, insuredList: [{ selected: false }] } })).toBe('noSelectedInsured');
    expect(premiumSkipReason({ ...base, factorsComplete: false })).toBe('factorsIncomplete');
  });

  it('skips page 1 of life and health products only', () => {
    expect(premiumSkipReason({ ...base, pageOrder: 1 })).toBe('firstPageLifeHealth');
    expect(premiumSkipReason({ ...base, pageOrder: 1, insuranceCategory: 'lifeInsurance' })).toBe('firstPageLifeHealth');
    expect(premiumSkipReason({ ...base, pageOrder: 1, insuranceCategory: 'propertyInsurance' })).toBeUndefined();
  });

  it('prices page 1 by the trial: life and health always, any product while nobody is named', () => {
    expect(pricesByTrial('firstPageLifeHealth', 1)).toBe(true);
    expect(pricesByTrial(premiumSkipReason({ ...base, pageOrder: 1, insuranceCategory: 'propertyInsurance', order: { ...order, holder: {} } }), 1)).toBe(true);
    expect(pricesByTrial('noHolder', 2)).toBe(false);
    expect(pricesByTrial('factorsIncomplete', 1)).toBe(false);
    expect(pricesByTrial(undefined, 1)).toBe(false);
  });
});
