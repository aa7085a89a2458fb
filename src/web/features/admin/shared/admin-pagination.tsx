import { Link } from 'react-router';
import { ADMIN_MESSAGES } from '../../../../domain/admin/admin.messages';
import '../../../styles/admin-orders.css';

/**
 * Previous / next links of an admin list with "Pagina X di Y"; each page is a real link, so
 * reload and back keep it. Nothing when there is one page only.
 */
export function AdminPagination({
  page,
  pageCount,
  searchForPage,
}: {
  page: number;
  pageCount: number;
  /** The "?…" of the list at another page, its filters kept. */
  searchForPage: (page: number) => string;
}) {
  if (pageCount <= 1 && page <= 1) return null;
  const shownPage = Math.min(page, Math.max(pageCount, 1));
  return (
    <nav className="admin-pagination" aria-label={ADMIN_MESSAGES.pageOf(shownPage, pageCount)}>
      {page > 1 ? (
        <Link
          className="admin-button"
          to={{ search: searchForPage(Math.min(page - 1, Math.max(pageCount, 1))) }}
          rel="prev"
        >
          {ADMIN_MESSAGES.previousPage}
        </Link>
      ) : (
        <span className="admin-button admin-button--inert" aria-disabled="true">
          {ADMIN_MESSAGES.previousPage}
        </span>
      )}
      <span aria-current="page">{ADMIN_MESSAGES.pageOf(shownPage, pageCount)}</span>
      {page < pageCount ? (
        <Link className="admin-button" to={{ search: searchForPage(page + 1) }} rel="next">
          {ADMIN_MESSAGES.nextPage}
        </Link>
      ) : (
        <span className="admin-button admin-button--inert" aria-disabled="true">
          {ADMIN_MESSAGES.nextPage}
        </span>
      )}
    </nav>
  );
}
