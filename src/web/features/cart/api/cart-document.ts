import type { CartContents, CartItem } from '../../../../domain/cart/cart-contents';
import type { CartDocument, CartLine } from '../../../../domain/cart/cart.schema';

function toCartItem(line: CartLine): CartItem {
  const addedAt = Date.parse(line.addedAt);
  return {
    productId: line.productId,
    slug: line.slug,
    name: line.name,
    priceCents: line.priceCents,
    image: line.image,
    quantity: line.quantity,
    availableStock: line.availableStock,
    addedAt: Number.isFinite(addedAt) ? addedAt : 0,
  };
}

/** The server's cart document as the browser's cart contents. */
export function cartContentsOf(document: CartDocument): CartContents {
  return {
    items: document.items.map(toCartItem),
    savedForLater: document.savedForLater.map(toCartItem),
  };
}
