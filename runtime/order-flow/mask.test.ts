import { describe, expect, it } from 'vitest';
import { maskPhone } from './mask';

describe('masking', () => {
  it('hides the middle of a mobile number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('未填写')).toBe('未填写');
  });
});
