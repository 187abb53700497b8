import { describe, expect, it } from 'vitest';
import { ageOn } from '../identity/age-on';
import { personaBirthday } from './persona-birthday';

describe('personaBirthday', () => {
  it('gives a birthday whose age today is the persona age, for every age a persona can have', () => {
    for (const age of [0, 1, 17, 18, 30, 50, 65, 100]) {
      const birthday = personaBirthday(age, '2026-05-20');
      expect(birthday && ageOn(birthday, '2026-05-20')).toBe(age);
    }
    expect(personaBirthday(30, '2026-05-20')).toBe('1996-05-20');
  });

  it('keeps the age until the next birthday, so a start date later in the year prices the same age', () => {
    const birthday = personaBirthday(50, '2026-05-20') ?? '';
    expect(ageOn(birthday, '2026-05-21')).toBe(50);
    expect(ageOn(birthday, '2027-05-19')).toBe(50);
  });

  it('falls back to 28 February from a leap day and refuses a date that is not one', () => {
    expect(personaBirthday(1, '2028-02-29')).toBe('2027-02-28');
    expect(personaBirthday(30, '2026-02-30')).toBeUndefined();
  });
});
