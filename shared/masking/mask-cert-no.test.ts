import { describe, expect, it } from 'vitest';
import { maskCertNo } from './mask-cert-no';

describe('maskCertNo', () => {
  it('keeps an ID card’s first 4 characters and its check character, a shorter number’s first and last 2', () => {
    expect(maskCertNo('110101199003070373')).toBe('1101*************3');
    expect(maskCertNo('110101900307037')).toBe('1101**********7');
    expect(maskCertNo('E12345678')).toBe('E1*****78');
  });

  it('changes nothing in a masked number or an empty one', () => {
    expect(maskCertNo(maskCertNo('110101199003070373'))).toBe('1101*************3');
    expect(maskCertNo('')).toBe('');
  });
});
