import { createBoundedConcurrency } from '../../security/bounded-concurrency';

/**
 * The storefront's statements on the catalog (listings, totals, product pages, categories,
 * sitemaps, search) take turns: at most four run at once in this server, up to 200 more wait in
 * arrival order, and a read that finds the queue full, or has waited a second for its turn, is
 * refused with 503 and Retry-After (decisions 034, 036). The pool's other connections stay free
 * for carts, orders and the shop's owner, whatever a crowd of shoppers or a crawler asks; and
 * four at a time served lists and searches faster on this two-core machine than ten.
 *
 * The second's bound keeps "fail fast" when the database freezes: the four statements running
 * then wait out their own timeout, and those queued behind them must not wait for it too.
 *
 * A turn is one statement: a task given to `run` never calls `run` itself (four tasks waiting
 * for a fifth turn would wait forever), and no transaction waits here.
 */
const CATALOG_TURN_MAX_WAIT_MS = 1_000;

export const catalogTurns = createBoundedConcurrency({
  concurrency: 4,
  queueLimit: 200,
  maxWaitMs: CATALOG_TURN_MAX_WAIT_MS,
});
