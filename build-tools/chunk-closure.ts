/** The part of a bundle's chunk that says what it statically imports. */
export interface ImportingChunk {
  readonly fileName: string;
  readonly imports: readonly string[];
}

/** The files `start` loads before it runs: itself and its static imports, transitively. */
export function chunkClosure(chunks: ReadonlyMap<string, ImportingChunk>, start: string): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}
