import { describe, expect, it } from 'vitest';
import { formEncode } from './form-encode';

describe('formEncode', () => {
  it('encodes top-level fields and nested values as JSON, skipping empty ones', () => {
    expect(formEncode({ a: '1 2', n: 3, nested: { x: [1] }, none: null, skipped: undefined }).toString()).toBe('a=1+2&n=3&nested=%7B%22x%22%3A%5B1%5D%7D');
  });
});
