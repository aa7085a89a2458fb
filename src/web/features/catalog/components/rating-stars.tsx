import { CATALOG_LIST_MESSAGES } from '../../../../domain/messages';

const STAR_COUNT = 5;

/** How many half stars are filled, the rating rounded to the nearest half: 4.3 → 9 of 10. */
export function filledHalfStars(rating: number): number {
  return Math.round(Math.min(Math.max(rating, 0), STAR_COUNT) * 2);
}

/**
 * Five stars, filled up to the rating rounded to the nearest half, and the review count. The
 * stars are one element whose text is coloured up to its class's share (components.css): a
 * page of tiles holds one element per tile where five would be, to lay out and to hydrate.
 */
export function RatingStars({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    <p
      className="rating"
      role="img"
      aria-label={CATALOG_LIST_MESSAGES.ratingLabel(rating, reviewCount)}
    >
      <span
        className={`rating__stars rating__stars--${filledHalfStars(rating)}`}
        aria-hidden="true"
      >
        {'★'.repeat(STAR_COUNT)}
      </span>
      <span className="rating__count" aria-hidden="true">
        ({reviewCount})
      </span>
    </p>
  );
}
