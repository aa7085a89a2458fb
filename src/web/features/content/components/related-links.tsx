import { Link } from 'react-router';
import { CONTENT_MESSAGES } from '../../../../domain/content/content.messages';
import { pathTitle } from '../path-title';

/** "Pagine correlate": links to pages that exist (content pages or app routes). */
export function RelatedLinks({ paths }: { paths: readonly string[] }) {
  return (
    <aside className="content-related" aria-labelledby="content-related-title">
      <h2 id="content-related-title" className="content-related__title">
        {CONTENT_MESSAGES.relatedTitle}
      </h2>
      <ul className="content-related__list">
        {paths.map((path) => (
          <li key={path}>
            <Link to={path}>{pathTitle(path)}</Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
