import { describe, it, expect } from 'vitest';
import { validateBeneficiaries, type BeneficiaryInput } from './validate-beneficiaries';

const TYPE = 'designated';

describe('validateBeneficiaries', () => {
  it('exempts the legal type entirely', () => {
    expect(validateBeneficiaries([], 'LEGAL')).toBeUndefined();
    expect(validateBeneficiaries([{ benefitRatio: 5 }], 'legalBeneficiary')).toBeUndefined();
  });

  it('accepts a complete list whose ratios come to 100', () => {
    const list: BeneficiaryInput[] = [
      { name: '张三', benefitOrder: 1, benefitRatio: '33.33' },
      { name: '李四', benefitOrder: '1', benefitRatio: 33.33 },
      { name: '王五', benefitOrder: 1, benefitRatio: '33.34' },
    ];
    expect(validateBeneficiaries(list, TYPE)).toBeUndefined();
  });

  it('asks for a beneficiary when none is given', () => {
    expect(validateBeneficiaries([], TYPE)).toBe('未添加受益人');
    expect(validateBeneficiaries(undefined, 'specialBeneficiary')).toBe('未添加受益人');
  });

  it('requires a name', () => {
    expect(validateBeneficiaries([{ name: '  ', benefitOrder: 1, benefitRatio: 100 }], TYPE)).toBe('请填写完整的受益人信息');
  });

  it('allows at most two decimals in a ratio', () => {
    const list = [{ name: '张三', benefitOrder: 1, benefitRatio: '99.999' }];
    expect(validateBeneficiaries(list, TYPE)).toBe('受益比例仅支持两位小数');
  });

  it('rejects a ratio that is not a number', () => {
    expect(validateBeneficiaries([{ name: '张三', benefitOrder: 1, benefitRatio: '一半' }], TYPE)).toBe('受益比例格式不正确');
  });

  it('requires the order to be a positive whole number', () => {
    for (const benefitOrder of [0, '1.5', -1, 'a', undefined]) {
      expect(validateBeneficiaries([{ name: '张三', benefitOrder, benefitRatio: 100 }], TYPE)).toBe('受益顺序必须为正整数');
    }
  });

  it('requires the given ratios of each order to come to 100', () => {
    const short = [
      { name: '张三', benefitOrder: 1, benefitRatio: 50 },
      { name: '李四', benefitOrder: 1, benefitRatio: 49.99 },
    ];
    expect(validateBeneficiaries(short, TYPE)).toBe('受益比例之和必须为100%');
    const twoOrders = [
      { name: '张三', benefitOrder: 1, benefitRatio: 100 },
      { name: '李四', benefitOrder: 2, benefitRatio: 60 },
      { name: '王五', benefitOrder: 2, benefitRatio: 40 },
    ];
    expect(validateBeneficiaries(twoOrders, TYPE)).toBeUndefined();
  });

  it('does not sum beneficiaries without a ratio', () => {
    expect(validateBeneficiaries([{ name: '张三', benefitOrder: 1 }], TYPE)).toBeUndefined();
  });

  it('allows at most 100 beneficiaries', () => {
    const list = Array.from({ length: 101 }, (_, index) => ({ name: `受益人${index}`, benefitOrder: 1 }));
    expect(validateBeneficiaries(list, TYPE)).toBe('受益人最多添加100人');
    expect(validateBeneficiaries(list.slice(0, 100), TYPE)).toBeUndefined();
  });
});
