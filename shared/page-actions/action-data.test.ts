import { describe, it, expect } from 'vitest';
import { isNavigableUrl, readField, readFormData, readText } from './action-data';

describe('action data readers', () => {
  it('reads text from a bare value or the first named key holding one', () => {
    expect(readText('abc', ['x'])).toBe('abc');
    expect(readText({ msg: '', content: '内容' }, ['msg', 'content'])).toBe('内容');
    expect(readText({ x: {} }, ['x'])).toBeUndefined();
    expect(readField('abc', 'x')).toBeUndefined();
  });

  it('allows http(s), protocol-relative and same-site addresses only', () => {
    expect(isNavigableUrl('https://a.example.com/x')).toBe(true);
    expect(isNavigableUrl('HTTP://a.example.com')).toBe(true);
    expect(isNavigableUrl('//a.example.com/x')).toBe(true);
    expect(isNavigableUrl('/h?page=2')).toBe(true);
    expect(isNavigableUrl('javascript:alert(1)')).toBe(false);
    expect(isNavigableUrl('data:text/html,hi')).toBe(false);
  });

  it('has no form data unless formData is an object', () => {
    expect(readFormData({ formData: 'a=1' })).toBeUndefined();
    expect(readFormData({ formData: { ok: true } })).toEqual({ ok: 'true' });
  });
});
