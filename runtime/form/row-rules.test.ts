import { describe, expect, it } from 'vitest';
import { rowError } from './row-rules';

describe('rowError', () => {
  it('asks for a required value by kind and label', () => {
    expect(rowError('', { required: true, label: '姓名', kind: 'input', values: {} })).toBe('请输入姓名');
    expect(rowError(undefined, { required: true, label: '证件类型', kind: 'select', values: {} })).toBe('请选择证件类型');
  });

  it('reads the certificate type from the same form', () => {
    const input = { rules: [{ rule: 'certificate' as const, value: 'certiType' }], label: '证件号码', kind: 'input' as const };
    expect(rowError('123', { ...input, values: { certiType: 'I' } })).toBeDefined();
    expect(rowError('11010519491231002X', { ...input, values: { certiType: 'I' } })).toBeUndefined();
  });

  it('requires AML fields only from the threshold on', () => {
    const input = { label: '详细地址', kind: 'input' as const, values: {}, aml: true };
    expect(rowError('', { ...input, totalPremiumFen: 100 })).toBeUndefined();
    expect(rowError('', { ...input, totalPremiumFen: 20_000_000 })).toContain('反洗钱');
  });
});
