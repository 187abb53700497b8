/** A Storage in memory that lists the keys written, in order, for tests of what is kept and when. */
export function recordingStorage(): Storage & { readonly writes: string[] } {
  const items = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      writes.push(key);
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}
