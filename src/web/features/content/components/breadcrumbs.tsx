import { Link } from 'react-router';
import { findContentPage } from '../../../../domain/content-pages';
import { CONTENT_MESSAGES } from '../../../../domain/content/content.messages';
import type { ContentPageFrame } from '../content-page-frame';
import { pathTitle } from '../path-title';

/** Home › parents › this page (WAI-ARIA breadcrumb pattern). */
export function Breadcrumbs({ page }: { page: Pick<ContentPageFrame, 'title' | 'parentPath'> }) {
  const ancestors: { path: string; title: string }[] = [];
  for (let path = page.parentPath; path; path = findContentPage(path)?.parentPath) {
    ancestors.unshift({ path, title: pathTitle(path) });
  }
  return (
    <nav className="content-breadcrumbs" aria-label={CONTENT_MESSAGES.breadcrumbsLabel}>
      <ol className="content-breadcrumbs__list">
        <li className="content-breadcrumbs__item">
          <Link to="/">{CONTENT_MESSAGES.home}</Link>
        </li>
        {ancestors.map((ancestor) => (
          <li key={ancestor.path} className="content-breadcrumbs__item">
            <Link to={ancestor.path}>{ancestor.title}</Link>
          </li>
        ))}
        <li className="content-breadcrumbs__item">
          <span aria-current="page">{page.title}</span>
        </li>
      </ol>
    </nav>
  );
}
