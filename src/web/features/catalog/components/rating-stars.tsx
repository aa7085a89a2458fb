import { CATALOG_LIST_MESSAGES } from '../../../../domain/messages';

const STAR_COUNT = 5;

type StarFill = 'full' | 'half' | 'empty';

/** Five stars rounded to the nearest half, e.g. 4.3 → ★★★★☆ with the fifth half-filled. */
export function starFills(rating: number): StarFill[] {
  const halves = Math.round(Math.min(Math.max(rating, 0), STAR_COUNT) * 2);
  return Array.from({ length: STAR_COUNT }, (_, i) => {
    const left = halves - i * 2;
    if (left >= 2) return 'full';
    return left === 1 ? 'half' : 'empty';
  });
}

export function RatingStars({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    <p
      className="rating"
      role="img"
      aria-label={CATALOG_LIST_MESSAGES.ratingLabel(rating, reviewCount)}
    >
      <span className="rating__stars" aria-hidden="true">
        {starFills(rating).map((fill, i) => (
          <span key={i} className={`rating__star rating__star--${fill}`}>
            ★
          </span>
        ))}
      </span>
      <span className="rating__count" aria-hidden="true">
        ({reviewCount})
      </span>
    </p>
  );
}
