import { describe, expect, it } from 'vitest';
import { describeAgeRange, isAgeWithin, pricingPerson, type PricingPerson } from './pricing-person';

const START = '2026-11-22';

function person(result: ReturnType<typeof pricingPerson>): PricingPerson {
  if ('missing' in result) throw new Error('expected a person');
  return result.person;
}

describe('pricingPerson', () => {
  it('takes the stated birthday and gender and counts the age on the start day', () => {
    expect(person(pricingPerson({ birthday: '1990-11-22', gender: 'F' }, undefined, 1, START))).toEqual({ position: 1, birthday: '1990-11-22', age: 36, gender: 'F' });
    expect(person(pricingPerson({ birthday: '1990-11-23' }, undefined, 1, START)).age).toBe(35);
  });

  it('reads birthday and gender from a mainland ID number', () => {
    expect(person(pricingPerson({ certType: 'I', certNo: '110105201805010024' }, undefined, 2, START))).toEqual({ position: 2, birthday: '2018-05-01', age: 8, gender: 'F' });
  });

  it('fills what an insured lacks from the holder, and falls back to a stated age', () => {
    expect(person(pricingPerson(undefined, { birthday: '1980-01-01', gender: 'M' }, 1, START)).age).toBe(46);
    expect(person(pricingPerson({ age: 30 }, undefined, 1, START))).toEqual({ position: 1, birthday: undefined, age: 30, gender: undefined });
    expect(pricingPerson({ name: '李娜' }, undefined, 1, START)).toEqual({ missing: 'birthday' });
    expect(pricingPerson({ birthday: '2027-01-01' }, undefined, 1, START)).toEqual({ missing: 'birthday' });
  });
});

describe('isAgeWithin', () => {
  const range = { begin: '30-D', end: '65-Y' };
  it('is exact to the day with a birthday', () => {
    expect(isAgeWithin(person(pricingPerson({ birthday: '2026-10-23' }, undefined, 1, START)), range, START)).toBe(true);
    expect(isAgeWithin(person(pricingPerson({ birthday: '2026-10-24' }, undefined, 1, START)), range, START)).toBe(false);
    expect(isAgeWithin(person(pricingPerson({ birthday: '1960-11-23' }, undefined, 1, START)), range, START)).toBe(true);
    expect(isAgeWithin(person(pricingPerson({ birthday: '1960-11-22' }, undefined, 1, START)), range, START)).toBe(false);
  });

  it('judges a bare age in whole years', () => {
    expect(isAgeWithin(person(pricingPerson({ age: 0 }, undefined, 1, START)), range, START)).toBe(true);
    expect(isAgeWithin(person(pricingPerson({ age: 66 }, undefined, 1, START)), range, START)).toBe(false);
    expect(isAgeWithin(person(pricingPerson({ age: 17 }, undefined, 1, START)), { begin: '18-Y', end: '60-Y' }, START)).toBe(false);
  });

  it('describes the range in Chinese', () => {
    expect(describeAgeRange(range)).toBe('出生满30天至65周岁');
    expect(describeAgeRange({ begin: '6-M', end: '18-Y' })).toBe('出生满6个月至18周岁');
  });
});
