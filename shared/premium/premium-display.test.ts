import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { yuanToFen } from '../format/money-conversion';
import { premiumDisplay } from './premium-display';
import { premiumDisplayText } from './premium-display-text';

describe('premiumDisplay', () => {
  it('shows a dash until a premium is known', () => {
    expect(premiumDisplay({ payType: 1 })).toEqual({ kind: 'unknown', text: '-' });
    expect(premiumDisplay({ payType: 2, initialPremium: null, nextPremium: 3580 })).toEqual({ kind: 'unknown', text: '-' });
    expect(premiumDisplay({ initialPremium: Number.NaN })).toEqual({ kind: 'unknown', text: '-' });
  });

  it('says the premium is being calculated while a calculation runs', () => {
    expect(premiumDisplay({ payType: 1, initialPremium: 100, calculating: true })).toEqual({
      kind: 'calculating',
      text: '保费计算中',
    });
  });

  it('shows one yuan amount for payType 1', () => {
    expect(premiumDisplay({ payType: 1, initialPremium: 123456, nextPremium: 999 })).toEqual({
      kind: 'year',
      amount: 123456,
      amountText: '1,234.56',
      unit: '元',
    });
    expect(premiumDisplay({ payType: '1', initialPremium: 100 }).kind).toBe('year');
  });

  it('shows first month and from-next-month amounts for any other payType', () => {
    expect(premiumDisplay({ payType: 2, initialPremium: 0, nextPremium: 3580 })).toEqual({
      kind: 'month',
      firstMonth: 0,
      fromNextMonth: 3580,
      firstMonthLabel: '首月',
      firstMonthText: '0.00',
      fromNextMonthLabel: '次月起',
      fromNextMonthText: '35.80',
      instalmentsText: '/月，共11期',
      unit: '元',
    });
    expect(premiumDisplay({ payType: undefined, initialPremium: 100 }).kind).toBe('month');
    expect(premiumDisplay({ payType: 12, initialPremium: 100 }).kind).toBe('month');
  });
});

describe('premiumDisplayText', () => {
  it('writes the display as one Chinese line', () => {
    expect(premiumDisplayText({ payType: 1, initialPremium: 123456 })).toBe('1,234.56元');
    expect(premiumDisplayText({ payType: 2, initialPremium: 0, nextPremium: 3580 })).toBe('首月0.00元，次月起35.80元/月，共11期');
    expect(premiumDisplayText({ payType: 2, initialPremium: 1990 })).toBe('首月19.90元，次月起-/月，共11期');
    expect(premiumDisplayText({ calculating: true })).toBe('保费计算中');
    expect(premiumDisplayText({})).toBe('-');
  });

  it('accepts an already decided display', () => {
    expect(premiumDisplayText(premiumDisplay({ payType: 1, initialPremium: 5 }))).toBe('0.05元');
  });

  it('states the yearly amount the buyer will pay, to the fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (fen) => {
        expect(yuanToFen(premiumDisplayText({ payType: 1, initialPremium: fen }))).toBe(fen);
      }),
    );
  });
});
