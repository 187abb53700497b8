import { describe, expect, it } from 'vitest';
import { latencyFigures } from './latency-figures';

describe('latencyFigures', () => {
  it('gives the median and the 95th percentile', () => {
    const samples = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(latencyFigures(samples)).toEqual({ median: 10.5, p95: 19, count: 20 });
    expect(latencyFigures([5, 1, 3])).toMatchObject({ median: 3, p95: 5 });
  });

  it('has nothing to say about no samples', () => {
    expect(latencyFigures([]).count).toBe(0);
    expect(Number.isNaN(latencyFigures([]).median)).toBe(true);
  });
});
