import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { COMPARE_MESSAGES } from '../../../../domain/catalog/catalog.messages';
import {
  COMPARE_IDS_PARAM,
  COMPARE_MAX_PRODUCTS,
  compareIdsParamOf,
  compareSpecLabels,
  orderByIds,
  parseCompareIds,
  setCompareSlot,
  specValueOf,
} from '../../../../domain/catalog/compare-selection';
import {
  displayRating,
  displayReviewCount,
  productLinkSegment,
  productPath,
} from '../../../../domain/catalog/product';
import type { Category, ProductSummary } from '../../../../domain/catalog/product.schema';
import { CATALOG_PAGE_SIZE_MAX } from '../../../../domain/constants';
import { LoadingStatus } from '../../../components/ui/loading-status';
import '../../../styles/catalog.css';
import { useCategories } from '../api/get-categories';
import { productQueryOptions } from '../api/get-product';
import { productsQueryOptions, type ProductListParams } from '../api/get-products';
import { usePageOnScreen } from '../page-on-screen';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { RatingStars } from './rating-stars';
import { StockLabel } from './stock-label';

/** Everything the selects offer: the catalog's first (and, for the sample shop, only) page. */
export const COMPARE_CHOICES_PARAMS: ProductListParams = { pageSize: CATALOG_PAGE_SIZE_MAX };

export function compareSelectionParams(ids: readonly number[]): ProductListParams {
  return { ids, pageSize: COMPARE_MAX_PRODUCTS };
}

interface ChoiceGroup {
  label: string;
  products: ProductSummary[];
}

/** The products of the selects, grouped by family in the shop's order, by name within one. */
function groupChoices(
  products: readonly ProductSummary[],
  categories: readonly Category[],
): ChoiceGroup[] {
  const byName = (a: ProductSummary, b: ProductSummary) => a.name.localeCompare(b.name, 'it');
  const groups: ChoiceGroup[] = categories.map((category) => ({
    label: category.name,
    products: products.filter((p) => p.category?.slug === category.slug).sort(byName),
  }));
  const known = new Set(categories.map((category) => category.slug));
  const others = products.filter((p) => !p.category || !known.has(p.category.slug)).sort(byName);
  if (others.length > 0) groups.push({ label: COMPARE_MESSAGES.otherFamily, products: others });
  return groups.filter((group) => group.products.length > 0);
}

function MissingValue() {
  return (
    <>
      <span aria-hidden="true">{COMPARE_MESSAGES.missingValue}</span>
      <span className="visually-hidden">{COMPARE_MESSAGES.missingValueLabel}</span>
    </>
  );
}

/** /products/compare: up to four products side by side; the selection is `?ids=1,5,9`. */
export function CompareView() {
  usePageOnScreen(useLocation().pathname);
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const fromUrl = useMemo(
    () => parseCompareIds(searchParams.get(COMPARE_IDS_PARAM)),
    [searchParams],
  );
  // Shown at once, before the router commits the URL (see use-catalog-filters.ts).
  const [optimistic, setOptimistic] = useState<{ from: string; ids: number[] } | null>(null);
  if (optimistic !== null && optimistic.from !== search) setOptimistic(null);
  const ids = optimistic !== null && optimistic.from === search ? optimistic.ids : fromUrl;
  const baseId = useId();

  const categories = useCategories();
  const choices = useQuery(productsQueryOptions(COMPARE_CHOICES_PARAMS));
  const selection = useQuery({
    ...productsQueryOptions(compareSelectionParams(ids)),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  const products = ids.length === 0 ? [] : orderByIds(selection.data?.items ?? [], ids);
  // Specs are only in the product detail; these requests share the product pages' cache.
  const details = useQueries({
    queries: products.map((product) => productQueryOptions(productLinkSegment(product))),
  });
  // A detail that failed leaves its column's specs empty ("—") rather than blocking the rest.
  const detailsSettled = details.every((detail) => !detail.isPending);
  const specLabels = detailsSettled
    ? compareSpecLabels(details.map((detail) => detail.data?.product ?? { specs: [] }))
    : [];

  const choiceProducts = useMemo(() => {
    const list = [...(choices.data?.items ?? [])];
    for (const product of selection.data?.items ?? [])
      if (!list.some((item) => item.id === product.id)) list.push(product);
    return list;
  }, [choices.data, selection.data]);
  const groups = groupChoices(choiceProducts, categories.data ?? []);

  const choose = (slot: number, value: string) => {
    const next = setCompareSlot(ids, slot, value === '' ? null : Number(value));
    const params = new URLSearchParams(searchParams);
    if (next.length > 0) params.set(COMPARE_IDS_PARAM, compareIdsParamOf(next));
    else params.delete(COMPARE_IDS_PARAM);
    setOptimistic({ from: search, ids: next });
    setSearchParams(params, { preventScrollReset: true });
  };

  return (
    <>
      <p className="compare__intro">{COMPARE_MESSAGES.intro}</p>
      <fieldset className="compare__picker">
        <legend className="visually-hidden">{COMPARE_MESSAGES.pickerLegend}</legend>
        {Array.from({ length: COMPARE_MAX_PRODUCTS }, (_, slot) => (
          <div key={slot} className="compare__slot">
            <label htmlFor={`${baseId}-${slot}`}>{COMPARE_MESSAGES.slotLabel(slot + 1)}</label>
            <select
              id={`${baseId}-${slot}`}
              value={ids[slot] === undefined ? '' : String(ids[slot])}
              disabled={choices.isPending}
              onChange={(event) => choose(slot, event.target.value)}
            >
              <option value="">{COMPARE_MESSAGES.choose}</option>
              {groups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.products.map((product) => (
                    <option
                      key={product.id}
                      value={product.id}
                      disabled={ids.includes(product.id) && ids[slot] !== product.id}
                    >
                      {product.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        ))}
      </fieldset>

      {ids.length === 0 ? (
        <p className="empty-state">{COMPARE_MESSAGES.empty}</p>
      ) : selection.isPending ? (
        <LoadingStatus />
      ) : selection.isError ? (
        <p className="form-error" role="alert">
          {selection.error.message}
        </p>
      ) : products.length === 0 ? (
        <p className="empty-state">{COMPARE_MESSAGES.empty}</p>
      ) : (
        <>
          <div
            className="compare__scroller"
            role="region"
            aria-label={COMPARE_MESSAGES.tableRegionLabel}
            tabIndex={0}
          >
            <table className="compare-table">
              <caption className="visually-hidden">{COMPARE_MESSAGES.tableCaption}</caption>
              <thead>
                <tr>
                  <td className="compare-table__corner" />
                  {products.map((product) => (
                    <th key={product.id} scope="col" className="compare-table__product">
                      <ProductImage
                        className="compare-table__image"
                        src={product.images[0]}
                        alt=""
                        priority
                        // At most 10rem wide (catalog.css).
                        sizes="160px"
                      />
                      <Link to={productPath(product)}>{product.name}</Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{COMPARE_MESSAGES.priceRow}</th>
                  {products.map((product) => (
                    <td key={product.id}>
                      <ProductPrice
                        priceCents={product.priceCents}
                        compareAtPriceCents={product.compareAtPriceCents}
                      />
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{COMPARE_MESSAGES.ratingRow}</th>
                  {products.map((product) => (
                    <td key={product.id}>
                      <RatingStars
                        rating={displayRating(product)}
                        reviewCount={displayReviewCount(product)}
                      />
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{COMPARE_MESSAGES.stockRow}</th>
                  {products.map((product) => (
                    <td key={product.id}>
                      <StockLabel stock={product.stock} />
                    </td>
                  ))}
                </tr>
                {specLabels.map((label) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {details.map((detail, index) => {
                      const value = detail.data ? specValueOf(detail.data.product, label) : null;
                      return (
                        <td key={products[index]?.id ?? index}>{value ?? <MissingValue />}</td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {detailsSettled ? null : <LoadingStatus />}
          <p>
            <Link to={{ search: '' }}>{COMPARE_MESSAGES.clear}</Link>
          </p>
        </>
      )}
    </>
  );
}
