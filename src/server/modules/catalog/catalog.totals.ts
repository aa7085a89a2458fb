/**
 * How many products each listing filter matches, counted once and kept until the catalog changes
 * (decision 026): the pages of a filter and all its orders share one count, so a page costs an
 * index walk of its own rows only. `clear()` is called on every catalog change notification; a
 * count that started before it is handed to its callers but not kept.
 */
export interface CatalogTotals {
  get(filterKey: string, count: () => Promise<number>): Promise<number>;
  clear(): void;
  /** Counts every time until resume(): changes are not being heard. */
  suspend(): void;
  resume(): void;
}

export function createCatalogTotals(maxEntries: number): CatalogTotals {
  const totals = new Map<string, Promise<number>>();
  let generation = 0;
  let suspended = false;

  return {
    get(filterKey, count) {
      if (suspended) return count();
      const known = totals.get(filterKey);
      if (known) return known;
      const startedIn = generation;
      const counting = count();
      if (totals.size >= maxEntries) totals.clear();
      totals.set(filterKey, counting);
      // A failed count is not kept; neither is one a change overtook.
      counting.then(
        () => {
          if (startedIn !== generation && totals.get(filterKey) === counting)
            totals.delete(filterKey);
        },
        () => {
          if (totals.get(filterKey) === counting) totals.delete(filterKey);
        },
      );
      return counting;
    },
    clear() {
      generation += 1;
      totals.clear();
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
