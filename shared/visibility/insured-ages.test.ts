import { describe, it, expect } from 'vitest';
import { insuredAges } from './insured-ages';

describe('insuredAges', () => {
  it('gives calendar ages from birthdays: a year older exactly on the birthday', () => {
    expect(insuredAges({ insuredBirthdays: ['2006-06-15', '2006-06-16'], today: '2024-06-15' })).toEqual([
      { days: 6575, years: 18 },
      { days: 6574, years: 17 },
    ]);
  });

  it('leaves out birthdays that are invalid or in the future', () => {
    expect(insuredAges({ insuredBirthdays: ['2023-02-30', '2030-01-01', null, '2024-06-14'], today: '2024-06-15' })).toEqual([
      { days: 1, years: 0 },
    ]);
  });

  it('rebuilds exact ages from day counts when today is known, and estimates otherwise', () => {
    expect(insuredAges({ insuredAgesInDays: [6575], today: '2024-06-15' })).toEqual([{ days: 6575, years: 18 }]);
    expect(insuredAges({ insuredAgesInDays: [400, -3, 1.5] })).toEqual([{ days: 400, years: 1 }]);
  });
});

describe('insuredAges and ageOn agree', () => {
  it('counts a 29 February birthday a year older only on 1 March', () => {
    expect(insuredAges({ insuredBirthdays: ['2004-02-29'], today: '2023-02-28' })[0]?.years).toBe(18);
    expect(insuredAges({ insuredBirthdays: ['2004-02-29'], today: '2023-03-01' })[0]?.years).toBe(19);
  });
});
