import { describe, expect, it } from 'vitest';
import { pickerDateToText, textToPickerDate } from './picker-date';

describe('picker dates', () => {
  it('round-trips calendar dates and minutes in local time', () => {
    expect(pickerDateToText(textToPickerDate('2060-12-31')!, false)).toBe('2060-12-31');
    expect(pickerDateToText(textToPickerDate('2026-02-03 08:05')!, true)).toBe('2026-02-03 08:05');
  });

  it('reads nothing from other text', () => {
    expect(textToPickerDate('长期')).toBeUndefined();
    expect(textToPickerDate(undefined)).toBeUndefined();
  });
});
