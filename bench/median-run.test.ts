import { describe, expect, it } from 'vitest';
import { medianRun } from './median-run';

describe('medianRun', () => {
  it('picks the run with the middle score, whatever the order the runs came in', () => {
    const runs = [{ score: 71, lcp: 'c' }, { score: 40, lcp: 'a' }, { score: 65, lcp: 'b' }];
    expect(medianRun(runs)).toEqual({ score: 65, lcp: 'b' });
  });

  it('picks the lower middle run of an even count, and nothing from no runs', () => {
    expect(medianRun([{ score: 90 }, { score: 80 }])).toEqual({ score: 80 });
    expect(medianRun([])).toBeUndefined();
  });
});
