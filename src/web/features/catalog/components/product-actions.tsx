import type { ProductDetail } from '../../../../domain/catalog/product';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';

/**
 * The product page's buttons: "Aggiungi alla Shopping Bag" (the wishlist heart joins it with
 * the wishlist issue). The one place the product page meets the cart feature.
 */
export function ProductActions({ product }: { product: ProductDetail }) {
  return (
    <div className="product-page__actions">
      <AddToCartButton product={product} variant="large" />
    </div>
  );
}
