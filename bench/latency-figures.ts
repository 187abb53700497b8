/** Median and 95th percentile of a list of durations in milliseconds. */
export function latencyFigures(samples: readonly number[]): { median: number; p95: number; count: number } {
  if (samples.length === 0) return { median: Number.NaN, p95: Number.NaN, count: 0 };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)] ?? Number.NaN;
  const middle = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? (sorted[Math.floor(middle)] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, p95: at(0.95), count: sorted.length };
}
