import { describe, it, expect } from 'vitest';
import { AML_TOTAL_PREMIUM_THRESHOLD_FEN } from '../constants';
import { amlRule } from './aml-rule';

const spec = { rule: 'aml' } as const;

describe('amlRule', () => {
  it('requires the field once the total premium reaches 200000 yuan', () => {
    const context = { label: '年收入', totalPremiumFen: AML_TOTAL_PREMIUM_THRESHOLD_FEN };
    expect(amlRule('', spec, context)).toBe('根据反洗钱相关规定，年收入为必填项');
    expect(amlRule(undefined, spec, { totalPremiumFen: 30_000_000 })).toBe('根据反洗钱相关规定，此项为必填项');
  });

  it('lets the field stay empty below the threshold or before a premium exists', () => {
    expect(amlRule('', spec, { totalPremiumFen: AML_TOTAL_PREMIUM_THRESHOLD_FEN - 1 })).toBeUndefined();
    expect(amlRule('', spec, {})).toBeUndefined();
  });

  it('passes a filled field at any premium', () => {
    expect(amlRule('50', spec, { totalPremiumFen: AML_TOTAL_PREMIUM_THRESHOLD_FEN })).toBeUndefined();
  });
});
