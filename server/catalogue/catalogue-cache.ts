/** Entries one cache holds before it starts over; the seeded catalogue needs a few dozen. */
export const CATALOGUE_CACHE_MAX_ENTRIES = 2000;

/**
 * What an instance keeps in memory of the catalogue (tenants, published templates, products, plans,
 * rate tables): values read once and reused until a catalogue change notice says a table they came
 * from changed. It serves from memory only while it is trusted, that is while the instance listens to
 * the notices (see watchCatalogue); otherwise every read goes to the database.
 *
 * A change forgets everything at once: publishes and product edits are rare beside the reads, and a
 * value derived from several tables (a published template joins four) needs no bookkeeping of where
 * it came from. A read that began before the change ends in the map the change replaced, so it is
 * never kept past the change.
 */
export class CatalogueCache {
  private entries = new Map<string, Promise<unknown>>();
  private trusted = false;
  /** How many reads went to the database, and how many times everything was forgotten (for tests and logs). */
  loads = 0;
  clears = 0;

  /** Whether values are kept: the instance is listening to change notices. */
  get isTrusted(): boolean {
    return this.trusted;
  }

  /** Listening (re)started: forget what may have changed unheard, and keep values again. */
  trust(): void {
    this.clear();
    this.trusted = true;
  }

  /** Listening stopped or was lost: forget everything and read from the database until trusted again. */
  distrust(): void {
    this.trusted = false;
    this.clear();
  }

  /** Forgets every value: the catalogue changed. */
  clear(): void {
    this.entries = new Map();
    this.clears += 1;
  }

  /**
   * The value kept for `key`, or `load()`'s, kept while trusted. Concurrent callers share one load. A
   * failed load, or a value `keep` rejects (an unknown id, so that guesses cannot fill the memory),
   * is not kept.
   */
  get<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (!this.trusted) {
      this.loads += 1;
      return load();
    }
    const hit = this.entries.get(key);
    if (hit) return hit as Promise<T>;
    if (this.entries.size >= CATALOGUE_CACHE_MAX_ENTRIES) this.entries = new Map();
    const entries = this.entries;
    this.loads += 1;
    const value = load();
    entries.set(key, value);
    const forget = () => {
      if (entries.get(key) === value) entries.delete(key);
    };
    value.then((loaded) => {
      if (!keep(loaded)) forget();
    }, forget);
    return value;
  }
}
