import { describe, expect, it } from 'vitest';
import { initialFrequency } from './default-frequency';

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
