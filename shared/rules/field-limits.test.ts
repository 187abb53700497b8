import { describe, expect, it } from 'vitest';
import { fieldLimit, limitedMaxLength } from './field-limits';
import { validateField } from './rule-catalogue';

/** The error the field's limit gives the value, as the form and the server check it. */
function limitError(formKey: string, control: 'text' | 'number', label: string, value: unknown): string | undefined {
  const limit = fieldLimit(formKey, control, label);
  if (!limit) throw new Error(`${formKey} has no limit`);
  return validateField(value, limit.rules, { label });
}

describe('field length limits of spec section 5', () => {
  it('refuses an address longer than 25 characters, a Chinese character counting as one', () => {
    expect(limitError('address', 'text', '详细地址', '文'.repeat(25))).toBeUndefined();
    expect(limitError('address', 'text', '详细地址', '文'.repeat(26))).toBe('详细地址不能超过25个字');
    expect(limitError('policyHolder.address', 'text', '单位地址', 'a'.repeat(26))).toBe('单位地址不能超过25个字');
  });

  it('wants 5 to 100 characters for the work unit and the work place', () => {
    for (const [key, label] of [['workUnit', '工作单位'], ['workPlace', '工作地点']] as const) {
      expect(limitError(key, 'text', label, '杭州某某')).toBe(`${label}应为5-100个字`);
      expect(limitError(key, 'text', label, '杭州某某公司')).toBeUndefined();
      expect(limitError(key, 'text', label, '单'.repeat(100))).toBeUndefined();
      expect(limitError(key, 'text', label, '单'.repeat(101))).toBe(`${label}应为5-100个字`);
      expect(limitError(key, 'text', label, '')).toBeUndefined();
    }
  });

  it('refuses a licence plate of more than 7 characters', () => {
    expect(limitError('licencePlate', 'text', '车牌号码', '浙A12345')).toBeUndefined();
    expect(limitError('licencePlate', 'text', '车牌号码', '浙A123456')).toBe('车牌号码不能超过7个字');
  });

  it('allows an age number of 2 digits and an age text of 3 characters', () => {
    expect(limitError('age', 'number', '年龄', 99)).toBeUndefined();
    expect(limitError('age', 'number', '年龄', 100)).toBe('年龄最多2位数字');
    expect(limitError('age', 'text', '年龄', '100')).toBeUndefined();
    expect(limitError('age', 'text', '年龄', '1000')).toBe('年龄不能超过3个字');
  });

  it('puts no limit on other fields or on a number typed into an address row', () => {
    expect(fieldLimit('name', 'text', '姓名')).toBeUndefined();
    expect(fieldLimit(undefined, 'text', '备注')).toBeUndefined();
    expect(fieldLimit('address', 'number', '地址')).toBeUndefined();
  });

  it('caps a template\'s maximum length at the limit and fills it in when the template sets none', () => {
    const address = fieldLimit('address', 'text', '详细地址');
    expect(limitedMaxLength(50, address)).toBe(25);
    expect(limitedMaxLength(20, address)).toBe(20);
    expect(limitedMaxLength(undefined, address)).toBe(25);
    expect(limitedMaxLength(30, undefined)).toBe(30);
  });
});
