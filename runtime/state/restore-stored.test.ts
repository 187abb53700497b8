import { describe, expect, it } from 'vitest';
import { restoreStored } from './restore-stored';

const FLOW = { stepedPage: 1, clauseAgreed: false, openRenewal: false };

describe('restoreStored', () => {
  it('gives a record saved by an older page the fields added since', () => {
    expect(restoreStored({ stepedPage: 2, clauseAgreed: true }, FLOW)).toEqual({ stepedPage: 2, clauseAgreed: true, openRenewal: false });
  });

  it('falls back to the initial value when something of another kind was stored', () => {
    expect(restoreStored(null, FLOW)).toEqual(FLOW);
    expect(restoreStored('broken', FLOW)).toEqual(FLOW);
    expect(restoreStored([1, 2], FLOW)).toEqual(FLOW);
    expect(restoreStored({ a: 1 }, [] as string[])).toEqual([]);
    expect(restoreStored('yes', false)).toBe(false);
  });

  it('keeps what fits', () => {
    expect(restoreStored(['k1'], [] as string[])).toEqual(['k1']);
    expect(restoreStored(true, false)).toBe(true);
    expect(restoreStored('year', null as 'month' | 'year' | null)).toBe('year');
    expect(restoreStored({ totalPremium: 100 }, null as Record<string, unknown> | null)).toEqual({ totalPremium: 100 });
  });
});
