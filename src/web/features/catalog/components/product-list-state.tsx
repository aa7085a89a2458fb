import type { UseQueryResult } from '@tanstack/react-query';
import type { ProductPage } from '../../../../domain/catalog/product.schema';
import { CATALOG_LIST_MESSAGES } from '../../../../domain/messages';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { ProductGrid } from './product-grid';

/** A product list query on screen: loading, error, empty or the tiles. */
export function ProductListState({
  query,
  headingLevel,
  label,
  priorityCount = 0,
  variant = 'grid',
  emptyText = CATALOG_LIST_MESSAGES.empty,
}: {
  query: UseQueryResult<ProductPage>;
  headingLevel: 2 | 3;
  label?: string;
  priorityCount?: number;
  variant?: 'grid' | 'strip';
  emptyText?: string;
}) {
  if (query.isPending) return <LoadingStatus />;
  if (query.isError) {
    return (
      <p className="form-error" role="alert">
        {query.error.message}
      </p>
    );
  }
  if (query.data.items.length === 0) return <p className="empty-state">{emptyText}</p>;
  return (
    <ProductGrid
      products={query.data.items}
      headingLevel={headingLevel}
      label={label}
      priorityCount={priorityCount}
      variant={variant}
    />
  );
}
