/**
 * A pairwise covering array: rows of value indices, one per dimension, such that every value of every
 * dimension meets every value of every other dimension in at least one row. A space too large to try
 * whole (the product of its dimensions' sizes) is tried on these rows, which catch every fault that
 * two choices together cause, in a number of rows near the product of the two largest dimensions.
 * Built greedily and deterministically: each row starts from a pair not yet covered, and every other
 * dimension takes the value that covers the most uncovered pairs with what the row holds so far.
 */
export function pairwiseRows(sizes: readonly number[]): number[][] {
  if (sizes.some((size) => size === 0)) return [];
  if (sizes.length <= 1) return Array.from({ length: sizes[0] ?? 1 }, (_, value) => (sizes.length === 0 ? [] : [value]));
  const key = (i: number, a: number, j: number, b: number) => `${i}:${a}|${j}:${b}`;
  const uncovered = new Set<string>();
  const firstUncovered: [number, number, number, number][] = [];
  for (let i = 0; i < sizes.length; i += 1) {
    for (let j = i + 1; j < sizes.length; j += 1) {
      for (let a = 0; a < (sizes[i] ?? 0); a += 1) {
        for (let b = 0; b < (sizes[j] ?? 0); b += 1) {
          uncovered.add(key(i, a, j, b));
          firstUncovered.push([i, a, j, b]);
        }
      }
    }
  }
  const rows: number[][] = [];
  const coversNew = (row: readonly (number | undefined)[], dimension: number, value: number): number => {
    let count = 0;
    row.forEach((other, index) => {
      if (other === undefined || index === dimension) return;
      const pair = index < dimension ? key(index, other, dimension, value) : key(dimension, value, index, other);
      if (uncovered.has(pair)) count += 1;
    });
    return count;
  };
  let cursor = 0;
  while (uncovered.size > 0) {
    while (cursor < firstUncovered.length) {
      const [i, a, j, b] = firstUncovered[cursor] as [number, number, number, number];
      if (uncovered.has(key(i, a, j, b))) break;
      cursor += 1;
    }
    const [i, a, j, b] = firstUncovered[cursor] as [number, number, number, number];
    const row: (number | undefined)[] = sizes.map(() => undefined);
    row[i] = a;
    row[j] = b;
    sizes.forEach((size, dimension) => {
      if (row[dimension] !== undefined) return;
      let best = 0;
      let bestCount = -1;
      for (let value = 0; value < size; value += 1) {
        const count = coversNew(row, dimension, value);
        if (count > bestCount) {
          best = value;
          bestCount = count;
        }
      }
      row[dimension] = best;
    });
    const full = row as number[];
    for (let x = 0; x < full.length; x += 1) {
      for (let y = x + 1; y < full.length; y += 1) uncovered.delete(key(x, full[x] as number, y, full[y] as number));
    }
    rows.push(full);
  }
  return rows;
}

/** Every row of the full product of the dimensions (the whole space), for spaces small enough. */
export function allRows(sizes: readonly number[]): number[][] {
  return sizes.reduce<number[][]>((rows, size) => rows.flatMap((row) => Array.from({ length: size }, (_, value) => [...row, value])), [[]]);
}
