import { describe, it, expect } from 'vitest';
import { idCardRule } from './id-card-rule';

const spec = { rule: 'idCard' } as const;
const context = { today: '2025-06-01' };

describe('idCardRule', () => {
  it('accepts valid 18-digit and 15-digit numbers, with x in either case', () => {
    expect(idCardRule('11010519491231002X', spec, context)).toBeUndefined();
    expect(idCardRule('11010519491231002x', spec, context)).toBeUndefined();
    expect(idCardRule('110105491231002', spec, context)).toBeUndefined();
  });

  it('asks for the 18-digit number when the length is wrong', () => {
    expect(idCardRule('1101051949123100', spec, context)).toBe('请输入18位身份证号码');
  });

  it('reports a format error for a wrong check character or birth date', () => {
    expect(idCardRule('110105194912310021', spec, context)).toBe('证件号码格式错误');
    expect(idCardRule('110105194902300021', spec, context)).toBe('证件号码格式错误');
  });
});
