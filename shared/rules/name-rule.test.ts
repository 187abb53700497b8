import { describe, it, expect } from 'vitest';
import { nameRule } from './name-rule';

const spec = { rule: 'name' } as const;

describe('nameRule', () => {
  it('accepts Chinese names, including names joined by the middle dot', () => {
    for (const name of ['张三', '欧阳娜娜', '阿依古丽·买买提']) expect(nameRule(name, spec, {})).toBeUndefined();
  });

  it('asks for Chinese when there is none', () => {
    expect(nameRule('John Smith', spec, {})).toBe('姓名须全部为中文');
  });

  it('names the allowed characters when others are mixed in or the dot is misplaced', () => {
    for (const name of ['张三a', '张 三', '·张三', '张三·', '张··三']) expect(nameRule(name, spec, {})).toBe('姓名只能包含汉字和间隔号“·”');
  });

  it('requires 2 to 20 characters', () => {
    expect(nameRule('张', spec, {})).toBe('姓名长度应为2-20个字');
    expect(nameRule('张'.repeat(20), spec, {})).toBeUndefined();
    expect(nameRule('张'.repeat(21), spec, {})).toBe('姓名长度应为2-20个字');
  });
});
