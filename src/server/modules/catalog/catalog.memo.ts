/**
 * Values read from the catalog, kept until it changes (decision 026): a listing filter's total,
 * a category's id. Each is read once per key; `clear()` is called on every catalog change
 * notification, and a read that started before it is handed to its callers but not kept.
 */
export interface CatalogMemo<Value> {
  get(key: string, read: () => Promise<Value>): Promise<Value>;
  clear(): void;
  /** Reads every time until resume(): changes are not being heard. */
  suspend(): void;
  resume(): void;
}

export function createCatalogMemo<Value>(maxEntries: number): CatalogMemo<Value> {
  const kept = new Map<string, Promise<Value>>();
  let generation = 0;
  let suspended = false;

  return {
    get(key, read) {
      if (suspended) return read();
      const known = kept.get(key);
      if (known) return known;
      const startedIn = generation;
      const reading = read();
      if (kept.size >= maxEntries) kept.clear();
      kept.set(key, reading);
      // A failed read is not kept; neither is one a change overtook.
      reading.then(
        () => {
          if (startedIn !== generation && kept.get(key) === reading) kept.delete(key);
        },
        () => {
          if (kept.get(key) === reading) kept.delete(key);
        },
      );
      return reading;
    },
    clear() {
      generation += 1;
      kept.clear();
    },
    suspend() {
      suspended = true;
      this.clear();
    },
    resume() {
      suspended = false;
      this.clear();
    },
  };
}
