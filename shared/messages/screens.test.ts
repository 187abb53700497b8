import { describe, expect, it } from 'vitest';
import { SCREEN_MESSAGES } from './screens';

describe('SCREEN_MESSAGES.bookTitle', () => {
  it('wraps a bare name in 《》', () => {
    expect(SCREEN_MESSAGES.bookTitle('保险条款')).toBe('《保险条款》');
  });

  it('leaves a name that already carries the marks as it is', () => {
    expect(SCREEN_MESSAGES.bookTitle('《守护定期寿险条款》')).toBe('《守护定期寿险条款》');
    expect(SCREEN_MESSAGES.bookTitle(' 《投保须知》 ')).toBe('《投保须知》');
  });

  it('wraps a name that only quotes another title inside it', () => {
    expect(SCREEN_MESSAGES.bookTitle('《民法典》释义')).toBe('《《民法典》释义》');
  });
});
