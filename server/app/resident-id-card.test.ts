import { describe, expect, it } from 'vitest';
import { residentIdCard } from './resident-id-card';

describe('residentIdCard', () => {
  it('reads a valid ID card number in its 18-digit form with birthday and gender', () => {
    expect(residentIdCard('I', '110105491231002', '2026-01-01')).toMatchObject({ normalized: '11010519491231002X', birthday: '1949-12-31', gender: 'F' });
  });

  it('is undefined for other certificates and for invalid numbers', () => {
    expect(residentIdCard('P', '11010519491231002X', '2026-01-01')).toBeUndefined();
    expect(residentIdCard('I', '123', '2026-01-01')).toBeUndefined();
    expect(residentIdCard('I', undefined, '2026-01-01')).toBeUndefined();
  });
});
