import { describe, it, expect } from 'vitest';
import { certificateRule } from './certificate-rule';

const spec = { rule: 'certificate' } as const;
const withType = (certiType: string) => ({ values: { certiType }, today: '2025-06-01' });

describe('certificateRule', () => {
  it('checks an ID card number when the type is I', () => {
    expect(certificateRule('11010519491231002X', spec, withType('I'))).toBeUndefined();
    expect(certificateRule('110105194912310021', spec, withType('I'))).toBe('证件号码格式错误');
  });

  it('checks a passport number when the type is P', () => {
    expect(certificateRule('E12345678', spec, withType('P'))).toBeUndefined();
    expect(certificateRule('12345678', spec, withType('P'))).toBe('护照号码应为1位字母加8位数字');
  });

  it('checks an officer card number when the type is M', () => {
    expect(certificateRule('12345678', spec, withType('M'))).toBeUndefined();
    expect(certificateRule('E12345678', spec, withType('M'))).toBe('军官证号码应为8位数字');
  });

  it('limits SUCC numbers to 18 characters', () => {
    expect(certificateRule('A'.repeat(18), spec, withType('SUCC'))).toBeUndefined();
    expect(certificateRule('A'.repeat(19), spec, withType('SUCC'))).toBe('证件号码不能超过18位');
  });

  it('limits any other type, or none, to 100 characters', () => {
    expect(certificateRule('A'.repeat(100), spec, withType('HK'))).toBeUndefined();
    expect(certificateRule('A'.repeat(101), spec, {})).toBe('证件号码不能超过100位');
  });

  it('reads the type from the field the rule names', () => {
    const context = { values: { holder: { certiType: 'P' } } };
    expect(certificateRule('12345678', { rule: 'certificate', value: 'holder.certiType' }, context)).toBe(
      '护照号码应为1位字母加8位数字',
    );
  });
});
