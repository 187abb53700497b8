import { describe, expect, it } from 'vitest';
import { personPortrait } from './person-portrait';

const TODAY = '2026-06-01';

describe('personPortrait', () => {
  it('uses the birthday and gender fields', () => {
    expect(personPortrait({ birthday: '1990-01-01', gender: 'M' }, TODAY)).toBe('man');
    expect(personPortrait({ birthday: '2015-01-01', gender: 'F' }, TODAY)).toBe('girl');
    expect(personPortrait({ birthday: '1985-05-05', gender: 'F' }, TODAY)).toBe('woman');
    expect(personPortrait({ birthday: '2012-05-05', gender: 'M' }, TODAY)).toBe('boy');
  });

  it('falls back on the ID number', () => {
    // 11010519491231002X: born 1949-12-31, female.
    expect(personPortrait({ certNo: '11010519491231002X' }, TODAY)).toBe('woman');
    expect(personPortrait({ certiType: 'I', certiNo: '11010519491231002X' }, TODAY)).toBe('woman');
    expect(personPortrait({ certiType: 'P', certiNo: '11010519491231002X' }, TODAY)).toBeUndefined();
  });

  it('waits until age and gender are known', () => {
    expect(personPortrait({ gender: 'M' }, TODAY)).toBeUndefined();
    expect(personPortrait({ birthday: '1990-01-01' }, TODAY)).toBeUndefined();
    expect(personPortrait(undefined, TODAY)).toBeUndefined();
  });
});
