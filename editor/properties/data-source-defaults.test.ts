import { describe, expect, it } from 'vitest';
import { defaultsViolation, normaliseDefaults, setDefaultOption } from './data-source-defaults';

const options = [
  { value: 'Y', label: '是' },
  { value: 'N', label: '否', isDefault: true },
  { value: 'U', label: '不确定' },
];

describe('dataSource defaults', () => {
  it('moves the default: marking one option unmarks the others', () => {
    const next = setDefaultOption(options, 0, true, 'atMostOne');
    expect(next.map((option) => option.isDefault === true)).toEqual([true, false, false]);
    expect(next[1]).toEqual({ value: 'N', label: '否' });
  });

  it('lets an optional single choice lose its default, but not a choice that needs one', () => {
    expect(setDefaultOption(options, 1, false, 'atMostOne').some((option) => option.isDefault)).toBe(false);
    expect(setDefaultOption(options, 1, false, 'exactlyOne')).toEqual(options);
  });

  it('repairs a list with several defaults by keeping the first', () => {
    const several = [{ value: 'a', label: 'A', isDefault: true }, { value: 'b', label: 'B', isDefault: true }];
    expect(defaultsViolation(several, 'atMostOne')).toBe('several');
    expect(normaliseDefaults(several, 'atMostOne')).toEqual([{ value: 'a', label: 'A', isDefault: true }, { value: 'b', label: 'B' }]);
  });

  it('gives a list that needs a default its first option, and leaves an optional one alone', () => {
    const none: { value: string; label: string; isDefault?: boolean }[] = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }];
    expect(defaultsViolation(none, 'exactlyOne')).toBe('none');
    expect(defaultsViolation(none, 'atMostOne')).toBeUndefined();
    expect(normaliseDefaults(none, 'exactlyOne')[0]?.isDefault).toBe(true);
    expect(normaliseDefaults(none, 'atMostOne')).toEqual(none);
    expect(normaliseDefaults([], 'exactlyOne')).toEqual([]);
  });
});
