/** What is stored under a key: the value and when it stops counting (epoch milliseconds). */
interface ExpiringEntry {
  readonly value: unknown;
  readonly expiresAt: number;
}

/** Local storage, or none where reading it throws (storage disabled, some sandboxed frames). */
function localStorageIfAny(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function parseEntry(text: string): ExpiringEntry | undefined {
  try {
    const entry = JSON.parse(text) as unknown;
    if (typeof entry !== 'object' || entry === null || !('expiresAt' in entry) || !('value' in entry)) return undefined;
    return typeof entry.expiresAt === 'number' && Number.isFinite(entry.expiresAt) ? (entry as ExpiringEntry) : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets a key; storage that refuses is left as it is. */
export function removeExpiring(key: string, storage: Storage | undefined = localStorageIfAny()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a value that cannot be removed is still refused on reading once it expires.
  }
}

/**
 * The value kept under `key` (spec section 4: local storage values may carry an expiry time), or
 * undefined when there is none. An expired entry, or one that is not what `writeExpiring` stores
 * (another writer, a damaged value), reads as absent and is removed. Never throws.
 */
export function readExpiring(key: string, now: number = Date.now(), storage: Storage | undefined = localStorageIfAny()): unknown {
  let text: string | null;
  try {
    text = storage?.getItem(key) ?? null;
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  const entry = parseEntry(text);
  if (entry && entry.expiresAt > now) return entry.value;
  removeExpiring(key, storage);
  return undefined;
}

/**
 * Keeps `value` under `key` for `ttlMs`. Returns false where storage is missing, disabled or full
 * (the page goes on without it); never throws.
 */
export function writeExpiring(key: string, value: unknown, ttlMs: number, now: number = Date.now(), storage: Storage | undefined = localStorageIfAny()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify({ value, expiresAt: now + ttlMs } satisfies ExpiringEntry));
    return true;
  } catch {
    return false;
  }
}
