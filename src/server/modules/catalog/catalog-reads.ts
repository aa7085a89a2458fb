import type { Database } from '../../db/client';
import type { StopListening } from '../../db/notifications';
import { createAnswerCache, type AnswerCache } from '../../http/answer-cache';
import { createCatalogTotals, type CatalogTotals } from './catalog.totals';

/** Raised at commit by the triggers of migration 0009 on products, categories and old slugs. */
export const CATALOG_CHANGED_CHANNEL = 'vetrina_catalog_changed';

/** Bounds for the kept answers: well inside the server's memory budget (decision 026). */
const ANSWER_CACHE_MAX_ENTRIES = 5_000;
const ANSWER_CACHE_MAX_BYTES = 48 * 1024 * 1024;
/** Only for a change whose notification never came; every notified change clears at once. */
const ANSWER_CACHE_MAX_AGE_MS = 5 * 60 * 1000;
const TOTALS_MAX_ENTRIES = 2_000;

/**
 * What the catalog and search reads keep between requests (decision 026): the finished answers
 * and the listing totals. Both are dropped on every catalog change any process commits, heard
 * through one LISTEN connection; while that connection is lost nothing is kept.
 */
export interface CatalogReads {
  answers: AnswerCache;
  totals: CatalogTotals;
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
  const totals = createCatalogTotals(TOTALS_MAX_ENTRIES);
  let stopListening: StopListening | null = null;

  const forgetAll = () => {
    answers.clear();
    totals.clear();
  };

  return {
    answers,
    totals,
    async start() {
      // Nothing is kept before the first notification could be heard.
      answers.suspend();
      totals.suspend();
      stopListening = await database.listen(CATALOG_CHANGED_CHANNEL, {
        onMessage: forgetAll,
        onLost: () => {
          answers.suspend();
          totals.suspend();
        },
        onReconnect: () => {
          answers.resume();
          totals.resume();
        },
      });
      answers.resume();
      totals.resume();
    },
    async stop() {
      await stopListening?.();
      stopListening = null;
    },
  };
}
