import { describe, it, expect } from 'vitest';
import { emailRule } from './email-rule';

const spec = { rule: 'email' } as const;

describe('emailRule', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['12345@qq.com', 'zhang.san+ins@mail.example.com.cn']) expect(emailRule(email, spec, {})).toBeUndefined();
  });

  it('rejects malformed addresses', () => {
    for (const email of ['zhangsan', 'zhang@', '@qq.com', 'a@b', 'a b@qq.com', 'a@-qq.com', 'a@qq.c0m']) {
      expect(emailRule(email, spec, {})).toBe('邮箱格式错误');
    }
  });
});
