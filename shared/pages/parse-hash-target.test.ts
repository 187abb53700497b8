import { describe, it, expect } from 'vitest';
import { parseHashTarget } from './parse-hash-target';

describe('parseHashTarget', () => {
  it('reads page and certNo with or without the #', () => {
    expect(parseHashTarget('#page=3&certNo=110101199003074514')).toEqual({ page: '3', certNo: '110101199003074514' });
    expect(parseHashTarget('page=2')).toEqual({ page: '2' });
  });

  it('reads a router-style hash and ignores empty values', () => {
    expect(parseHashTarget('#/h?page=5&certNo=')).toEqual({ page: '5' });
    expect(parseHashTarget('')).toEqual({});
    expect(parseHashTarget(undefined)).toEqual({});
  });
});
