import { describe, expect, it } from 'vitest';
import { normalizeCertNo } from './normalize-cert-no';

describe('normalizeCertNo', () => {
  it('writes an ID number in its 18-digit upper-case form', () => {
    expect(normalizeCertNo('I', ' 11010519491231002x ', '2026-01-01')).toBe('11010519491231002X');
    expect(normalizeCertNo('I', '110105491231002', '2026-01-01')).toBe('11010519491231002X');
  });

  it('keeps an invalid ID number and other certificates as typed, trimmed and upper case', () => {
    expect(normalizeCertNo('I', '123', '2026-01-01')).toBe('123');
    expect(normalizeCertNo('P', ' e12345678 ', '2026-01-01')).toBe('E12345678');
  });
});
