import { describe, expect, it } from 'vitest';
import { frequencyForPlan, initialFrequency, planFrequencyOptions } from './default-frequency';

const both = { frequencyOptions: [{ value: 'month' as const, label: '按月缴' }, { value: 'year' as const, label: '按年缴' }] };

describe('initialFrequency', () => {
  it('keeps the buyer choice when offered', () => {
    expect(initialFrequency({ ...both, defaultFrequency: 'month' }, 'healthInsurance', 'year')).toBe('year');
  });

  it('falls back to the block default', () => {
    expect(initialFrequency({ ...both, defaultFrequency: 'month' }, 'healthInsurance', null)).toBe('month');
  });

  it('defaults to yearly for life and health and monthly otherwise', () => {
    expect(initialFrequency(both, 'lifeInsurance', null)).toBe('year');
    expect(initialFrequency(both, 'propertyInsurance', null)).toBe('month');
  });

  it('takes the only option when the default is not offered', () => {
    expect(initialFrequency({ frequencyOptions: [{ value: 'month', label: '按月缴' }], defaultFrequency: 'year' }, 'lifeInsurance', 'year')).toBe('month');
  });
});

describe('the frequency an order uses', () => {
  const yearlyPlan = { planId: 'P-LIFE', packages: [], paymentFrequencies: ['year' as const], defaultPaymentFrequency: 'year' as const };

  it('offers only the block options the plan accepts', () => {
    expect(planFrequencyOptions(both.frequencyOptions, yearlyPlan).map((option) => option.value)).toEqual(['year']);
    expect(planFrequencyOptions(both.frequencyOptions, undefined)).toHaveLength(2);
  });

  it('never sends a frequency the plan refuses, such as one kept from another product', () => {
    expect(frequencyForPlan(yearlyPlan, 'month')).toBe('year');
    expect(frequencyForPlan(yearlyPlan, null)).toBe('year');
    expect(frequencyForPlan({ ...yearlyPlan, paymentFrequencies: ['month', 'year'] }, 'month')).toBe('month');
    expect(frequencyForPlan({ planId: 'P-OLD', packages: [] }, 'month')).toBe('month');
  });
});
