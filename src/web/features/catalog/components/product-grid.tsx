import type { ReactNode } from 'react';
import type { ProductSummary } from '../../../../domain/catalog/product.schema';
import { HydrateLater } from '../../../lib/staged-hydration';
import { ProductTile } from './product-tile';
import { renderProductTileActions } from './product-tile-actions';

export function ProductGrid({
  products,
  headingLevel,
  label,
  priorityCount = 0,
  renderActions = renderProductTileActions,
  variant = 'grid',
}: {
  products: readonly ProductSummary[];
  headingLevel: 2 | 3;
  label?: string;
  /** How many leading tiles are above the fold (their images load at once). */
  priorityCount?: number;
  /** Buttons under each tile; by default add to cart (see product-tile-actions.tsx). */
  renderActions?: (product: ProductSummary) => ReactNode;
  /** A wrapping grid, or one row that scrolls sideways (home strips). */
  variant?: 'grid' | 'strip';
}) {
  return (
    <ul className={variant === 'strip' ? 'product-strip' : 'product-grid'} aria-label={label}>
      {products.map((product, index) => (
        // Each tile is hydrated in a task of its own (decision 031).
        <HydrateLater key={product.id}>
          <li className="product-grid__item">
            <ProductTile
              product={product}
              headingLevel={headingLevel}
              priority={index < priorityCount}
              actions={renderActions(product)}
            />
          </li>
        </HydrateLater>
      ))}
    </ul>
  );
}
