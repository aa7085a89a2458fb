import type { ProductSummary } from '../../../../domain/catalog/product.schema';
import { getProducts } from '../../catalog/api/get-products';

/** Spec §7: products by id, one batch of at most 10 (STOCK_QUERY_BATCH_SIZE) per request. */
export async function readCartStock(ids: readonly number[]): Promise<ProductSummary[]> {
  const page = await getProducts({ ids, pageSize: ids.length });
  return page.items;
}
