import type { ProductSummary } from '../../../../domain/catalog/product';
import { ProductTile } from './product-tile';

/** The widest grid shows four tiles a row: those images are above the fold. */
const EAGER_IMAGE_COUNT = 4;

export function ProductGrid({
  products,
  headingLevel,
  label,
}: {
  products: readonly ProductSummary[];
  headingLevel: 2 | 3;
  label?: string;
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className="product-grid__item">
          <ProductTile
            product={product}
            headingLevel={headingLevel}
            eagerImage={index < EAGER_IMAGE_COUNT}
          />
        </li>
      ))}
    </ul>
  );
}
