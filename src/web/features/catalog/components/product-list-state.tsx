import type { UseQueryResult } from '@tanstack/react-query';
import type { ProductPage } from '../../../../domain/catalog/product';
import { CATALOG_LIST_MESSAGES } from '../../../../domain/messages';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { ProductGrid } from './product-grid';

/** A product list query on screen: loading, error, empty or the grid of tiles. */
export function ProductListState({
  query,
  headingLevel,
  label,
}: {
  query: UseQueryResult<ProductPage>;
  headingLevel: 2 | 3;
  label?: string;
}) {
  if (query.isPending) return <LoadingStatus />;
  if (query.isError) {
    return (
      <p className="form-error" role="alert">
        {query.error.message}
      </p>
    );
  }
  if (query.data.items.length === 0)
    return <p className="empty-state">{CATALOG_LIST_MESSAGES.empty}</p>;
  return <ProductGrid products={query.data.items} headingLevel={headingLevel} label={label} />;
}
