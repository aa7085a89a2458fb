import type { SearchQuery, SearchResponse } from '../../../domain/search/search.schema';
import { expandQueryWords } from '../../../domain/search/search.rules';
import type { Db } from '../../db/client';
import { toProductSummary } from '../catalog/catalog.service';
import { findQueryWords, rankMatchingProducts } from './search.repository';

/**
 * Spec §2.4, §5: the visible products that match the query, best first, with how many match in
 * all. Three steps (decision 009): the dictionary says which catalog words each query word may
 * mean, the domain rules keep the ones it does mean, and the index ranks the products (their
 * tiles read in the same statement).
 */
export async function searchProducts(db: Db, { q, limit }: SearchQuery): Promise<SearchResponse> {
  const expansions = expandQueryWords(await findQueryWords(db, q));
  // Only one-letter words, or words the catalog does not know: nothing can match.
  if (expansions.length === 0) return { query: q, total: 0, items: [] };

  const ranked = await rankMatchingProducts(db, expansions, limit);
  const items = ranked.items.map(toProductSummary);
  return { query: q, total: ranked.total, items };
}
