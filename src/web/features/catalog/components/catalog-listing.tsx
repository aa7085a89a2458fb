import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CATALOG_SORTS, type CatalogSort } from '../../../../domain/catalog/catalog-sort';
import { LISTING_MESSAGES, SORT_LABELS } from '../../../../domain/catalog/catalog.messages';
import {
  activeFilterCount,
  catalogApiQueryOf,
  clearCatalogFilters,
  pageCountOf,
  type CatalogFixedFilters,
} from '../../../../domain/catalog/catalog-url';
import { CATALOG_PAGE_SIZE } from '../../../../domain/constants';
import { PageHeading } from '../../../components/layout/page-heading';
import { LoadingStatus } from '../../../components/ui/loading-status';
import '../../../styles/catalog.css';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { usePageOnScreen } from '../page-on-screen';
import { useCatalogFilters } from '../use-catalog-filters';
import { CatalogFilters } from './catalog-filters';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';

/** The first row of the widest grid (four tiles) is above the fold. */
const PRIORITY_TILE_COUNT = 4;

/**
 * A product listing whose filters, order and page live in the URL: /products, a family page
 * (/products/iphone, `fixed.category`) and the new arrivals (/products/new, `fixed.sort`).
 */
export function CatalogListing({
  title,
  description,
  fixed = {},
  breadcrumbs,
}: {
  title: string;
  description?: string;
  fixed?: CatalogFixedFilters;
  breadcrumbs?: ReactNode;
}) {
  usePageOnScreen(useLocation().pathname);
  const categories = useCategories();
  const categorySlugs = useMemo(
    () => categories.data?.map((category) => category.slug),
    [categories.data],
  );
  const listing = useCatalogFilters(fixed, categorySlugs);
  const { filters } = listing;
  const products = useProducts(catalogApiQueryOf(filters, CATALOG_PAGE_SIZE));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const sortId = useId();
  const active = activeFilterCount(filters, listing.fixed);

  const total = products.data?.total ?? 0;
  const pageCount = pageCountOf(total, CATALOG_PAGE_SIZE);
  const clear = () => listing.replaceAll(clearCatalogFilters(filters, listing.fixed));

  return (
    <div className="page catalog">
      {breadcrumbs}
      <PageHeading title={title}>
        {description ? <p className="catalog__description">{description}</p> : null}
      </PageHeading>

      <div className="catalog__toolbar">
        <button
          type="button"
          className="button button--ghost catalog__filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <FilterIcon />
          {active > 0
            ? LISTING_MESSAGES.filtersToggleActive(active)
            : LISTING_MESSAGES.filtersToggle}
        </button>
        <p className="catalog__count" aria-live="polite">
          {products.data ? LISTING_MESSAGES.resultCount(total) : ''}
        </p>
        {listing.fixed.sort === undefined ? (
          <div className="catalog__sort">
            <label htmlFor={sortId}>{LISTING_MESSAGES.sortLabel}</label>
            <select
              id={sortId}
              value={filters.sort}
              onChange={(event) => listing.change({ sort: event.target.value as CatalogSort })}
            >
              {CATALOG_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

      <div className="catalog__layout">
        <div
          className={filtersOpen ? 'catalog__filters catalog__filters--open' : 'catalog__filters'}
        >
          <CatalogFilters
            id={filtersId}
            filters={filters}
            fixed={listing.fixed}
            categories={categories.data ?? []}
            onChange={listing.change}
            onClear={clear}
          />
        </div>

        <div
          className="catalog__results"
          aria-busy={products.isFetching ? true : undefined}
          data-stale={products.isPlaceholderData ? 'true' : undefined}
        >
          {products.isPending ? (
            <LoadingStatus />
          ) : products.isError ? (
            <div className="catalog__message" role="alert">
              <p>{products.error.message}</p>
              <button
                type="button"
                className="button button--primary"
                onClick={() => void products.refetch()}
              >
                {LISTING_MESSAGES.retry}
              </button>
            </div>
          ) : products.data.items.length > 0 ? (
            <>
              <ProductGrid
                products={products.data.items}
                headingLevel={2}
                priorityCount={filters.page === 1 ? PRIORITY_TILE_COUNT : 0}
              />
              <Pagination
                page={filters.page}
                pageCount={pageCount}
                searchForPage={listing.searchForPage}
              />
            </>
          ) : total > 0 ? (
            <div className="catalog__message">
              <p>{LISTING_MESSAGES.pageBeyondEnd}</p>
              <Link className="button button--primary" to={{ search: listing.searchForPage(1) }}>
                {LISTING_MESSAGES.firstPage}
              </Link>
            </div>
          ) : (
            <div className="catalog__message">
              <p className="catalog__empty-title">{LISTING_MESSAGES.empty}</p>
              {active > 0 ? (
                <>
                  <p className="empty-state">{LISTING_MESSAGES.emptyHint}</p>
                  <button type="button" className="button button--primary" onClick={clear}>
                    {LISTING_MESSAGES.clearFilters}
                  </button>
                </>
              ) : null}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

function FilterIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 5h18M6 12h12M10 19h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
