import type { SearchQuery, SearchResponse } from '../../../domain/search/search.schema';
import { expandQueryWords } from '../../../domain/search/search.rules';
import type { Db } from '../../db/client';
import { listVisibleProductsByIds } from '../catalog/catalog.repository';
import { toProductSummary } from '../catalog/catalog.service';
import { findQueryWords, rankMatchingProducts } from './search.repository';

/**
 * Spec §2.4, §5: the visible products that match the query, best first, with how many match in
 * all. Three steps (decision 009): the dictionary says which catalog words each query word may
 * mean, the domain rules keep the ones it does mean, and the index ranks the products.
 */
export async function searchProducts(db: Db, { q, limit }: SearchQuery): Promise<SearchResponse> {
  const expansions = expandQueryWords(await findQueryWords(db, q));
  // Only one-letter words, or words the catalog does not know: nothing can match.
  if (expansions.length === 0) return { query: q, total: 0, items: [] };

  const { total, productIds } = await rankMatchingProducts(db, expansions, limit);
  const rows = await listVisibleProductsByIds(db, productIds);
  const rowsById = new Map(rows.map((row) => [row.product.id, row]));
  // A product hidden between the two queries is simply left out.
  const items = productIds.flatMap((id) => {
    const row = rowsById.get(id);
    return row ? [toProductSummary(row)] : [];
  });
  return { query: q, total, items };
}
