import { Link } from 'react-router';
import { PRODUCT_PAGE_MESSAGES } from '../../../../domain/catalog/catalog.messages';
import '../../../styles/catalog.css';

export interface Crumb {
  label: string;
  /** Absent for the current page (the last crumb). */
  to?: string;
}

/** Home › Prodotti › iPhone › iPhone 16 Pro — the last crumb is the page itself. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={PRODUCT_PAGE_MESSAGES.breadcrumbLabel}>
      <ol className="breadcrumbs__list">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="breadcrumbs__item">
            {item.to !== undefined && index < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
