/**
 * The run whose score is the median (the lower middle for an even count): one Lighthouse run on a
 * shared machine is noisy, and its metrics must come from one consistent run, not be mixed across runs.
 */
export function medianRun<T extends { readonly score: number }>(runs: readonly T[]): T | undefined {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
