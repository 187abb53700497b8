import { describe, expect, it } from 'vitest';
import { maskCertNo, maskPhone } from './mask';

describe('masking', () => {
  it('hides the middle of phone and certificate numbers', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('未填写')).toBe('未填写');
    expect(maskCertNo('110101199003077777')).toBe('110***********7777');
    expect(maskCertNo('A12345')).toBe('A12345');
  });
});
