import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { fenToYuan, toWholeFen, yuanToFen } from './money-conversion';

const safeFen = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

describe('fenToYuan', () => {
  it('writes yuan with exactly two decimals', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(12345)).toBe('123.45');
    expect(fenToYuan(100000000)).toBe('1000000.00');
    expect(fenToYuan(-5)).toBe('-0.05');
  });

  it('rounds a fractional fen half up on the magnitude', () => {
    expect(fenToYuan(12.5)).toBe('0.13');
    expect(fenToYuan(12.4999)).toBe('0.12');
    expect(fenToYuan(-12.5)).toBe('-0.13');
    expect(fenToYuan(-0.4)).toBe('0.00');
  });

  it('refuses amounts that cannot be a price', () => {
    expect(() => fenToYuan(Number.NaN)).toThrow(RangeError);
    expect(() => fenToYuan(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toWholeFen(2 ** 60)).toThrow(RangeError);
  });

  it('is exact for every safe integer amount', () => {
    fc.assert(
      fc.property(safeFen, (fen) => {
        expect(yuanToFen(fenToYuan(fen))).toBe(fen);
      }),
    );
  });
});

describe('yuanToFen', () => {
  it('parses decimal text without float drift', () => {
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen(1.005)).toBe(101);
    expect(yuanToFen('1.005')).toBe(101);
    expect(yuanToFen('1.00499')).toBe(100);
    expect(yuanToFen('-1.005')).toBe(-101);
  });

  it('accepts the ways amounts are written', () => {
    expect(yuanToFen(' 12 ')).toBe(1200);
    expect(yuanToFen('.5')).toBe(50);
    expect(yuanToFen('5.')).toBe(500);
    expect(yuanToFen('+3')).toBe(300);
    expect(yuanToFen('1e3')).toBe(100000);
    expect(yuanToFen(1e-7)).toBe(0);
    expect(yuanToFen('1,234.56')).toBe(123456);
    expect(yuanToFen('1,234.56元')).toBe(123456);
    expect(yuanToFen('1.5万元')).toBe(1500000);
    expect(yuanToFen('50万元')).toBe(50000000);
    expect(yuanToFen('-0.001')).toBe(0);
    expect(Object.is(yuanToFen('-0.001'), -0)).toBe(false);
  });

  it('rejects text that is not an amount', () => {
    for (const garbage of ['', ' ', '.', '-', 'abc', '12a', '1,23', '1,2345', '1..2', 'e5', '1e', '元']) {
      expect(yuanToFen(garbage)).toBeUndefined();
    }
    expect(yuanToFen(Number.NaN)).toBeUndefined();
    expect(yuanToFen(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('rejects amounts beyond safe integer fen, however they are written', () => {
    expect(yuanToFen('1e300')).toBeUndefined();
    expect(yuanToFen('1e99999999999')).toBeUndefined();
    expect(yuanToFen('90071992547409.92')).toBeUndefined();
    expect(yuanToFen('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(yuanToFen('1e-99999999999')).toBe(0);
  });

  it('rounds any decimal text half up on the fen', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 999 }), (fen, mills) => {
        const text = `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}${String(mills).padStart(3, '0')}`;
        expect(yuanToFen(text)).toBe(Number(fen) + (mills >= 500 ? 1 : 0));
      }),
    );
  });
});
