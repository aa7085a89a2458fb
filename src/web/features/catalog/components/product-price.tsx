import { CATALOG_LIST_MESSAGES } from '../../../../domain/messages';
import { formatEuro } from '../../../../domain/money';

/** True when the product shows a crossed-out previous price (an offer). */
export function isDiscounted(product: {
  priceCents: number;
  compareAtPriceCents: number | null;
}): product is { priceCents: number; compareAtPriceCents: number } {
  return product.compareAtPriceCents !== null && product.compareAtPriceCents > product.priceCents;
}

/**
 * The price, and for an offer the previous one crossed out. Strikethrough is not read out by
 * screen readers, so both amounts carry a hidden "Prezzo:" / "Prezzo precedente:" label.
 */
export function ProductPrice({
  priceCents,
  compareAtPriceCents,
  className = '',
}: {
  priceCents: number;
  compareAtPriceCents: number | null;
  className?: string;
}) {
  const product = { priceCents, compareAtPriceCents };
  const discounted = isDiscounted(product);
  return (
    <p className={`price ${className}`.trim()}>
      {discounted ? (
        <span className="visually-hidden">{CATALOG_LIST_MESSAGES.currentPrice} </span>
      ) : null}
      <span className={discounted ? 'price__current price__current--offer' : 'price__current'}>
        {formatEuro(priceCents)}
      </span>
      {discounted ? (
        <>
          {' '}
          <span className="visually-hidden">{CATALOG_LIST_MESSAGES.previousPrice} </span>
          <s className="price__previous">{formatEuro(product.compareAtPriceCents)}</s>
        </>
      ) : null}
    </p>
  );
}
