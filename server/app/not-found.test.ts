import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error';
import { notFound, requireFound } from './not-found';

describe('requireFound', () => {
  it('hands back what a lookup found, zero and empty text included', () => {
    expect(requireFound({ id: 1 }, 'x')).toEqual({ id: 1 });
    expect(requireFound(0, 'x')).toBe(0);
  });

  it('refuses a missing row with 40400 and HTTP 404', () => {
    expect(() => requireFound(undefined, '订单不存在')).toThrow(DomainError);
    expect(notFound('订单不存在')).toMatchObject({ code: 40400, httpStatus: 404, message: '订单不存在' });
  });
});
