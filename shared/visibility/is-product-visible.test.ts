import { describe, it, expect } from 'vitest';
import type { CollocationRule } from '../../schema/entities/collocation-rule';
import { isProductVisible } from './is-product-visible';

const childrenOnly: CollocationRule = {
  effect: 'require',
  combinator: 'and',
  conditions: [{ factor: 'insuredAgeYears', min: 0, max: 17 }],
};

describe('isProductVisible', () => {
  it('shows a product with no rule', () => {
    expect(isProductVisible(undefined, { insuredCount: 3 })).toBe(true);
    expect(isProductVisible(null, {})).toBe(true);
  });

  it('require by age in years: shown only when every insured is in range', () => {
    const today = '2024-06-15';
    expect(isProductVisible(childrenOnly, { insuredBirthdays: ['2010-01-01'], today })).toBe(true);
    expect(isProductVisible(childrenOnly, { insuredBirthdays: ['2006-06-15'], today })).toBe(false);
    expect(isProductVisible(childrenOnly, { insuredBirthdays: ['2006-06-16'], today })).toBe(true);
    expect(isProductVisible(childrenOnly, { insuredBirthdays: ['2010-01-01', '1980-01-01'], today })).toBe(false);
  });

  it('any-insured matching needs just one insured in range', () => {
    const rule: CollocationRule = { ...childrenOnly, conditions: [{ factor: 'insuredAgeYears', max: 17, insuredMatch: 'any' }] };
    expect(isProductVisible(rule, { insuredBirthdays: ['2010-01-01', '1980-01-01'], today: '2024-06-15' })).toBe(true);
  });

  it('exclude by age in days: newborns under 28 days are hidden', () => {
    const rule: CollocationRule = { effect: 'exclude', combinator: 'and', conditions: [{ factor: 'insuredAgeDays', max: 27 }] };
    expect(isProductVisible(rule, { insuredAgesInDays: [10] })).toBe(false);
    expect(isProductVisible(rule, { insuredAgesInDays: [28] })).toBe(true);
    expect(isProductVisible(rule, { insuredBirthdays: ['2024-06-01'], today: '2024-06-15' })).toBe(false);
  });

  it('by insured count', () => {
    const family: CollocationRule = { effect: 'require', combinator: 'and', conditions: [{ factor: 'insuredCount', min: 2 }] };
    expect(isProductVisible(family, { insuredCount: 1 })).toBe(false);
    expect(isProductVisible(family, { insuredCount: 2 })).toBe(true);
  });

  it('combines conditions with and / or', () => {
    const conditions: CollocationRule['conditions'] = [
      { factor: 'insuredAgeYears', min: 18 },
      { factor: 'insuredCount', max: 1 },
    ];
    const adult = { insuredAgesInDays: [30 * 366], insuredCount: 2 };
    expect(isProductVisible({ effect: 'require', combinator: 'and', conditions }, adult)).toBe(false);
    expect(isProductVisible({ effect: 'require', combinator: 'or', conditions }, adult)).toBe(true);
    expect(isProductVisible({ effect: 'exclude', combinator: 'or', conditions }, adult)).toBe(false);
  });

  it('judges only what is known, and shows the product while nothing is', () => {
    const rule: CollocationRule = {
      effect: 'require',
      combinator: 'and',
      conditions: [{ factor: 'insuredAgeYears', max: 17 }, { factor: 'insuredCount', max: 1 }],
    };
    expect(isProductVisible(rule, {})).toBe(true);
    expect(isProductVisible(rule, { insuredCount: 2 })).toBe(false);
  });

  it('requires every one of several rules to allow the product', () => {
    const notNewborn: CollocationRule = { effect: 'exclude', combinator: 'and', conditions: [{ factor: 'insuredAgeDays', max: 27 }] };
    expect(isProductVisible([childrenOnly, notNewborn], { insuredAgesInDays: [400] })).toBe(true);
    expect(isProductVisible([childrenOnly, notNewborn], { insuredAgesInDays: [5] })).toBe(false);
  });
});
