import { describe, expect, it } from 'vitest';
import { beneficiaryOrderProblem, beneficiaryRatioProblem } from './beneficiary-fields';
import { validateBeneficiaries } from './validate-beneficiaries';

describe('a beneficiary ratio', () => {
  it('may have two decimals, not three: 受益比例仅支持两位小数', () => {
    for (const ok of ['33.33', '33.3', '0', '1', '100', 100, 33.33]) expect(beneficiaryRatioProblem(ok), String(ok)).toBeUndefined();
    for (const three of ['10.555', '33.333', 33.333]) expect(beneficiaryRatioProblem(three), String(three)).toBe('受益比例仅支持两位小数');
  });

  it('is a plain number, and no ratio is not its problem', () => {
    expect(beneficiaryRatioProblem('一半')).toBe('受益比例格式不正确');
    expect(beneficiaryRatioProblem('-5')).toBe('受益比例格式不正确');
    expect(beneficiaryRatioProblem('')).toBeUndefined();
  });
});

describe('a beneficiary order', () => {
  it('is a positive whole number: 受益顺序必须为正整数 for 0, 1.5 and none', () => {
    for (const ok of ['1', 1, 2, '100']) expect(beneficiaryOrderProblem(ok), String(ok)).toBeUndefined();
    for (const bad of ['0', 0, '1.5', 1.5, '-1', '', undefined]) expect(beneficiaryOrderProblem(bad), String(bad)).toBe('受益顺序必须为正整数');
  });
});

describe('the list check with these field checks', () => {
  it('still sums the ratios of each order to 100', () => {
    const list = (ratios: string[]) => ratios.map((benefitRatio, index) => ({ name: `受益人${index}`, benefitOrder: 1, benefitRatio }));
    expect(validateBeneficiaries(list(['33.33', '33.33', '33.34']), 'designated')).toBeUndefined();
    expect(validateBeneficiaries(list(['33.33', '33.33', '33.33']), 'designated')).toBe('受益比例之和必须为100%');
    expect(validateBeneficiaries(list(['100']), 'designated')).toBeUndefined();
    expect(validateBeneficiaries(list(['33.333', '66.667']), 'designated')).toBe('受益比例仅支持两位小数');
  });
});
