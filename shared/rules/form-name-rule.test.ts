import { describe, it, expect } from 'vitest';
import { formNameRule } from './form-name-rule';

const spec = { rule: 'formName' } as const;

describe('formNameRule', () => {
  it('accepts 2 to 30 characters of any script', () => {
    expect(formNameRule('张三', spec, {})).toBeUndefined();
    expect(formNameRule('John Smith', spec, {})).toBeUndefined();
    expect(formNameRule('a'.repeat(30), spec, {})).toBeUndefined();
  });

  it('rejects shorter or longer names', () => {
    expect(formNameRule('张', spec, {})).toBe('姓名长度应为2-30个字符');
    expect(formNameRule('a'.repeat(31), spec, {})).toBe('姓名长度应为2-30个字符');
  });
});
