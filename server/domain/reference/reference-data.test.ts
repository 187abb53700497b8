import { describe, expect, it } from 'vitest';
import { BANK_CARD_BINS } from './data/bank-card-bins';
import { BANKS } from './data/banks';
import { COUNTRIES } from './data/countries';
import { SEED_DOCUMENTS } from './data/documents';
import { OCCUPATION_ROWS } from './data/occupations';
import { SELECT_OPTION_LISTS } from './data/select-options';

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('occupation data', () => {
  const codes = new Set(OCCUPATION_ROWS.map((row) => row.code));

  it('has a few hundred occupations with unique codes under existing groups', () => {
    expect(unique(OCCUPATION_ROWS.map((row) => row.code))).toBe(true);
    expect(OCCUPATION_ROWS.filter((row) => row.level === 3).length).toBeGreaterThan(250);
    for (const row of OCCUPATION_ROWS) if (row.parentCode !== null) expect(codes.has(row.parentCode), row.code).toBe(true);
  });

  it('gives a category to occupations only, and uses every category from 1 to 7', () => {
    for (const row of OCCUPATION_ROWS) expect(row.category !== null, row.code).toBe(row.level === 3);
    expect(new Set(OCCUPATION_ROWS.map((row) => row.category).filter((category) => category !== null))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
  });

  it('has no group without occupations', () => {
    for (const group of OCCUPATION_ROWS.filter((row) => row.level < 3)) {
      expect(OCCUPATION_ROWS.some((row) => row.parentCode === group.code), group.code).toBe(true);
    }
  });
});

describe('flat dictionaries', () => {
  it('have unique country codes, China first', () => {
    expect(unique(COUNTRIES.map(([code]) => code))).toBe(true);
    expect(COUNTRIES[0]).toEqual(['CHN', '中国']);
    for (const [code] of COUNTRIES) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('have BINs of known banks, each BIN once', () => {
    const banks = new Set(BANKS.map(([code]) => code));
    expect(unique(BANK_CARD_BINS.map(([bin]) => bin))).toBe(true);
    for (const [bin, bankCode] of BANK_CARD_BINS) expect(banks.has(bankCode), bin).toBe(true);
  });

  it('have at most one preselected option per list and unique values', () => {
    for (const list of SELECT_OPTION_LISTS) {
      expect(list.options.filter(([, , isDefault]) => isDefault).length, list.code).toBeLessThanOrEqual(1);
      expect(unique(list.options.map(([value]) => value)), list.code).toBe(true);
    }
  });
});

describe('documents', () => {
  it('include the clause documents the products link to', () => {
    const ids = SEED_DOCUMENTS.map((document) => document.id);
    expect(unique(ids)).toBe(true);
    expect(ids).toEqual(expect.arrayContaining(['DOC-HEALTH-CLAUSE', 'DOC-HEALTH-NOTICE', 'DOC-LIFE-CLAUSE', 'DOC-PROP-CLAUSE']));
  });
});
