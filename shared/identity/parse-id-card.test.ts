import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseCalendarDate } from '../dates/calendar-date';
import { idCardCheckChar } from './id-card-check-char';
import { parseIdCard } from './parse-id-card';

const TODAY = '2025-06-01';

describe('parseIdCard', () => {
  it('derives birthday, gender and region from an 18-digit number', () => {
    expect(parseIdCard('11010519491231002X', TODAY)).toEqual({
      valid: true,
      normalized: '11010519491231002X',
      regionCode: '110105',
      birthday: '1949-12-31',
      gender: 'F',
    });
  });

  it('accepts a lower-case x and surrounding spaces', () => {
    expect(parseIdCard(' 11010519491231002x ', TODAY)).toMatchObject({ valid: true, normalized: '11010519491231002X' });
  });

  it('reads a 15-digit number as born in 19yy and upgrades it to 18 digits', () => {
    expect(parseIdCard('110105491231001', TODAY)).toEqual({
      valid: true,
      normalized: '110105194912310011',
      regionCode: '110105',
      birthday: '1949-12-31',
      gender: 'M',
    });
  });

  it('gives the reason a number is invalid', () => {
    expect(parseIdCard('1234', TODAY)).toEqual({ valid: false, reason: 'length' });
    expect(parseIdCard('1101051949123100X2', TODAY)).toEqual({ valid: false, reason: 'format' });
    expect(parseIdCard('11010549123100X', TODAY)).toEqual({ valid: false, reason: 'format' });
    expect(parseIdCard('110105194912310021', TODAY)).toEqual({ valid: false, reason: 'checksum' });
  });

  it('rejects birth dates that do not exist, lie in the future or before 1900', () => {
    const withBirthday = (yyyymmdd: string) => {
      const first17 = `110105${yyyymmdd}001`;
      return parseIdCard(first17 + idCardCheckChar(first17), TODAY);
    };
    expect(withBirthday('19490230')).toEqual({ valid: false, reason: 'birthday' });
    expect(withBirthday('20250602')).toEqual({ valid: false, reason: 'birthday' });
    expect(withBirthday('18991231')).toEqual({ valid: false, reason: 'birthday' });
    expect(withBirthday('20250601')).toMatchObject({ valid: true, birthday: '2025-06-01' });
  });
});

const digits = (count: number) => fc.stringMatching(new RegExp(`^\\d{${count}}$`));
const birthday = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date(`${TODAY}T00:00:00Z`), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10).replaceAll('-', ''));
const validIdCard = fc
  .tuple(digits(6), birthday, digits(3))
  .map(([region, born, sequence]) => `${region}${born}${sequence}`)
  .map((first17) => first17 + idCardCheckChar(first17));

describe('parseIdCard checksum properties', () => {
  it('accepts any 17 digits plus the computed check character exactly when the birth date is valid', () => {
    fc.assert(
      fc.property(digits(17), (first17) => {
        const iso = `${first17.slice(6, 10)}-${first17.slice(10, 12)}-${first17.slice(12, 14)}`;
        const birthdayValid = parseCalendarDate(iso) !== undefined && iso >= '1900-01-01' && iso <= TODAY;
        expect(parseIdCard(first17 + idCardCheckChar(first17), TODAY).valid).toBe(birthdayValid);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every number built from a valid birth date, with the gender of the 17th digit', () => {
    fc.assert(
      fc.property(validIdCard, (no) => {
        const result = parseIdCard(no, TODAY);
        expect(result.valid).toBe(true);
        if (result.valid) expect(result.gender).toBe(Number(no.charAt(16)) % 2 === 1 ? 'M' : 'F');
      }),
    );
  });

  it('rejects a valid number in which any one character is changed', () => {
    const mutation = validIdCard.chain((no) =>
      fc.integer({ min: 0, max: 17 }).chain((index) =>
        fc
          .constantFrom(...(index === 17 ? '0123456789X' : '0123456789'))
          .filter((char) => char !== no.charAt(index))
          .map((char) => no.slice(0, index) + char + no.slice(index + 1)),
      ),
    );
    fc.assert(
      fc.property(mutation, (changed) => {
        expect(parseIdCard(changed, TODAY).valid).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
