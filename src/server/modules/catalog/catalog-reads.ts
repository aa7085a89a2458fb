import type { Database } from '../../db/client';
import type { StopListening } from '../../db/notifications';
import { createAnswerCache, type AnswerCache } from '../../http/answer-cache';
import { createCatalogMemo, type CatalogMemo } from './catalog.memo';

/** Raised at commit by the triggers of migration 0009 on products, categories and old slugs. */
export const CATALOG_CHANGED_CHANNEL = 'vetrina_catalog_changed';

/** Bounds for the kept answers: well inside the server's memory budget (decision 026). */
const ANSWER_CACHE_MAX_ENTRIES = 5_000;
const ANSWER_CACHE_MAX_BYTES = 48 * 1024 * 1024;
/** Only for a change whose notification never came; every notified change clears at once. */
const ANSWER_CACHE_MAX_AGE_MS = 5 * 60 * 1000;
const TOTALS_MAX_ENTRIES = 2_000;
const CATEGORY_IDS_MAX_ENTRIES = 1_000;

/**
 * What the catalog and search reads keep between requests (decision 026): the finished answers,
 * the listing totals and the categories' ids by slug. All are dropped on every catalog change
 * any process commits, heard through one LISTEN connection; while that connection is lost
 * nothing is kept.
 */
export interface CatalogReads {
  answers: AnswerCache;
  /** A listing filter's total, by the filter's key. */
  totals: CatalogMemo<number>;
  /** A category's id by its slug; null for a slug no category has. */
  categoryIds: CatalogMemo<number | null>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createCatalogReads(
  database: Pick<Database, 'listen'>,
  options: { cacheAnswers: boolean },
): CatalogReads {
  const answers = createAnswerCache({
    enabled: options.cacheAnswers,
    maxEntries: ANSWER_CACHE_MAX_ENTRIES,
    maxBytes: ANSWER_CACHE_MAX_BYTES,
    maxAgeMs: ANSWER_CACHE_MAX_AGE_MS,
  });
  const totals = createCatalogMemo<number>(TOTALS_MAX_ENTRIES);
  const categoryIds = createCatalogMemo<number | null>(CATEGORY_IDS_MAX_ENTRIES);
  // Everything kept: forgotten, and kept again, together.
  const keepers: Pick<AnswerCache, 'clear' | 'suspend' | 'resume'>[] = [
    answers,
    totals,
    categoryIds,
  ];
  let stopListening: StopListening | null = null;

  return {
    answers,
    totals,
    categoryIds,
    async start() {
      // Nothing is kept before the first notification could be heard.
      for (const keeper of keepers) keeper.suspend();
      stopListening = await database.listen(CATALOG_CHANGED_CHANNEL, {
        onMessage: () => keepers.forEach((keeper) => keeper.clear()),
        onLost: () => keepers.forEach((keeper) => keeper.suspend()),
        onReconnect: () => keepers.forEach((keeper) => keeper.resume()),
      });
      for (const keeper of keepers) keeper.resume();
    },
    async stop() {
      await stopListening?.();
      stopListening = null;
    },
  };
}
