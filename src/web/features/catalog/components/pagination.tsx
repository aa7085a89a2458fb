import { Link } from 'react-router';
import { LISTING_MESSAGES } from '../../../../domain/catalog/catalog.messages';
import { paginationItems } from '../../../../domain/catalog/catalog-url';

/** Page links of a listing; each page is a real link (shareable, opens in a new tab). */
export function Pagination({
  page,
  pageCount,
  searchForPage,
}: {
  page: number;
  pageCount: number;
  /** The "?…" of the listing at another page. */
  searchForPage: (page: number) => string;
}) {
  const items = paginationItems(page, pageCount);
  if (items.length === 0) return null;
  const hasPrevious = page > 1;
  const hasNext = page < pageCount;
  return (
    <nav className="pagination" aria-label={LISTING_MESSAGES.paginationLabel}>
      {hasPrevious ? (
        <Link
          className="pagination__step"
          to={{ search: searchForPage(Math.min(page - 1, pageCount)) }}
          rel="prev"
        >
          <span aria-hidden="true">‹ </span>
          {LISTING_MESSAGES.previousPage}
        </Link>
      ) : (
        <span className="pagination__step pagination__step--disabled" aria-disabled="true">
          <span aria-hidden="true">‹ </span>
          {LISTING_MESSAGES.previousPage}
        </span>
      )}
      <ul className="pagination__pages">
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                className="pagination__page"
                to={{ search: searchForPage(item.page) }}
                aria-label={LISTING_MESSAGES.pageLabel(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {hasNext ? (
        <Link className="pagination__step" to={{ search: searchForPage(page + 1) }} rel="next">
          {LISTING_MESSAGES.nextPage}
          <span aria-hidden="true"> ›</span>
        </Link>
      ) : (
        <span className="pagination__step pagination__step--disabled" aria-disabled="true">
          {LISTING_MESSAGES.nextPage}
          <span aria-hidden="true"> ›</span>
        </span>
      )}
    </nav>
  );
}
