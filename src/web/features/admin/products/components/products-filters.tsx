import { useId, useState, type FormEvent } from 'react';
import { PRODUCT_MESSAGES as M } from '../../../../../domain/admin/products.messages';
import {
  PRODUCT_SEARCH_MAX_LENGTH,
  PRODUCT_SORTS,
  PRODUCT_STOCK_FILTERS,
  type AdminProductsQuery,
  type ProductSort,
  type ProductStockFilter,
  type YesNo,
} from '../../../../../domain/admin/products.schema';
import type { Category } from '../../../../../domain/catalog/product.schema';

/**
 * The search (sent with the button or Enter) and the filters and sort (applied as chosen).
 * Every change starts again from page 1; keyed by the address, so back and forward show the
 * filters of the list on screen.
 */
export function ProductsFilters({
  query,
  categories,
  onChange,
}: {
  query: AdminProductsQuery;
  categories: readonly Category[];
  onChange: (query: AdminProductsQuery) => void;
}) {
  const id = useId();
  const [text, setText] = useState(query.q);
  const apply = (change: Partial<AdminProductsQuery>) =>
    onChange({ ...query, q: text.trim(), ...change, page: 1 });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply({});
  }

  const yesNoSelect = (key: 'visible' | 'featured', label: string) => (
    <div className="admin-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select
        id={`${id}-${key}`}
        value={query[key] ?? ''}
        onChange={(event) =>
          apply({ [key]: (event.target.value || undefined) as YesNo | undefined })
        }
      >
        <option value="">{M.any}</option>
        <option value="yes">{M.yes}</option>
        <option value="no">{M.no}</option>
      </select>
    </div>
  );

  return (
    <form
      className="admin-card admin-filters admin-products__filters"
      role="search"
      aria-label={M.filtersLabel}
      onSubmit={submit}
    >
      <div className="admin-field admin-products__search">
        <label htmlFor={`${id}-q`}>{M.searchLabel}</label>
        <input
          id={`${id}-q`}
          type="search"
          maxLength={PRODUCT_SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="admin-button admin-button--primary">
        {M.search}
      </button>
      <div className="admin-field">
        <label htmlFor={`${id}-category`}>{M.categoryFilterLabel}</label>
        <select
          id={`${id}-category`}
          value={query.category === undefined ? '' : String(query.category)}
          onChange={(event) =>
            apply({ category: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">{M.allCategories}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      {yesNoSelect('visible', M.visibleFilterLabel)}
      {yesNoSelect('featured', M.featuredFilterLabel)}
      <div className="admin-field">
        <label htmlFor={`${id}-stock`}>{M.stockFilterLabel}</label>
        <select
          id={`${id}-stock`}
          value={query.stock}
          onChange={(event) => apply({ stock: event.target.value as ProductStockFilter })}
        >
          {PRODUCT_STOCK_FILTERS.map((stock) => (
            <option key={stock} value={stock}>
              {M.stockFilter[stock]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-sort`}>{M.sortLabel}</label>
        <select
          id={`${id}-sort`}
          value={query.sort}
          onChange={(event) => apply({ sort: event.target.value as ProductSort })}
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {M.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
