import { describe, expect, it } from 'vitest';
import { DATE_PICKER_MAX } from '../../../entities/limits';
import { PICKER_DATE_PATTERN } from './picker-date-attrs';

describe('PICKER_DATE_PATTERN', () => {
  const pattern = new RegExp(PICKER_DATE_PATTERN);

  it('ends at the date picker maximum', () => {
    const maxYear = Number(DATE_PICKER_MAX.slice(0, 4));
    expect(DATE_PICKER_MAX.slice(4)).toBe('-12-31');
    expect(pattern.test(DATE_PICKER_MAX)).toBe(true);
    expect(pattern.test(`${maxYear + 1}-01-01`)).toBe(false);
  });
});
