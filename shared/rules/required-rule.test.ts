import { describe, it, expect } from 'vitest';
import { requiredRule } from './required-rule';

const spec = { rule: 'required' } as const;

describe('requiredRule', () => {
  it('passes a filled value', () => {
    expect(requiredRule('张三', spec, {})).toBeUndefined();
    expect(requiredRule(0, spec, {})).toBeUndefined();
  });

  it('asks to select a picker field by its label', () => {
    expect(requiredRule('', spec, { kind: 'select', label: '职业' })).toBe('请选择职业');
  });

  it('asks to type into an input field by its label', () => {
    expect(requiredRule('  ', spec, { kind: 'input', label: '地址' })).toBe('请输入地址');
    expect(requiredRule(undefined, spec, { label: '地址' })).toBe('请输入地址');
  });

  it('says 必填 when the field has no label', () => {
    expect(requiredRule(null, spec, { kind: 'select' })).toBe('必填');
  });

  it('prefers the field custom required text', () => {
    expect(requiredRule([], spec, { label: '地区', requiredMessage: '请选择所在地区' })).toBe('请选择所在地区');
  });
});
