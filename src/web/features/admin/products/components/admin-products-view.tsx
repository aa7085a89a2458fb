import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_MESSAGES } from '../../../../../domain/admin/admin.messages';
import { PRODUCT_MESSAGES as M } from '../../../../../domain/admin/products.messages';
import {
  readAdminProductsQuery,
  writeAdminProductsQuery,
  type AdminProductsPage,
  type AdminProductsQuery,
  type AdminProductSummary,
} from '../../../../../domain/admin/products.schema';
import { LoadingStatus } from '../../../../components/ui/loading-status';
import { notify } from '../../../notifications/notifications.store';
import { useAdminProducts } from '../api/get-admin-products';
import { useProductCategories } from '../api/get-product-categories';
import { useSetProductFeatured } from '../api/set-product-featured';
import { useSetProductVisibility } from '../api/set-product-visibility';
import { adminFailureText } from '../../shared/admin-error';
import { ProductsFilters } from './products-filters';
import { ProductsTable, type ProductToggle } from './products-table';
import '../admin-products.css';

function searchFor(query: AdminProductsQuery): string {
  const search = writeAdminProductsQuery(query).toString();
  return search ? `?${search}` : '';
}

/** Previous / next links; "Pagina X di Y" when the total is exact, else "Pagina X". */
function ProductsPagination({
  data,
  query,
}: {
  data: AdminProductsPage;
  query: AdminProductsQuery;
}) {
  const pageCount = data.totalExact ? Math.max(1, Math.ceil(data.total / data.pageSize)) : null;
  if (data.page <= 1 && !data.hasNextPage) return null;
  const label =
    pageCount === null ? M.pageOnly(data.page) : ADMIN_MESSAGES.pageOf(data.page, pageCount);
  return (
    <nav className="admin-pagination" aria-label={label}>
      {data.page > 1 ? (
        <Link
          className="admin-button"
          rel="prev"
          to={{ search: searchFor({ ...query, page: data.page - 1 }) }}
        >
          {ADMIN_MESSAGES.previousPage}
        </Link>
      ) : (
        <span className="admin-button admin-products__inert" aria-disabled="true">
          {ADMIN_MESSAGES.previousPage}
        </span>
      )}
      <span aria-current="page">{label}</span>
      {data.hasNextPage ? (
        <Link
          className="admin-button"
          rel="next"
          to={{ search: searchFor({ ...query, page: data.page + 1 }) }}
        >
          {ADMIN_MESSAGES.nextPage}
        </Link>
      ) : (
        <span className="admin-button admin-products__inert" aria-disabled="true">
          {ADMIN_MESSAGES.nextPage}
        </span>
      )}
    </nav>
  );
}

/**
 * Issue "Admin" §2: every product, searched, filtered, sorted and 25 a page, all kept in the
 * address bar; visibility and featured switched right in the table, each with its notification.
 */
export function AdminProductsView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readAdminProductsQuery(searchParams);
  const products = useAdminProducts(query);
  const categories = useProductCategories();
  const setVisibility = useSetProductVisibility();
  const setFeatured = useSetProductFeatured();
  const [pendingProductId, setPendingProductId] = useState<number | null>(null);

  async function toggle(product: AdminProductSummary, change: ProductToggle) {
    setPendingProductId(product.id);
    try {
      if (change.kind === 'visible') {
        await setVisibility.mutateAsync({ id: product.id, visible: change.value });
        notify(change.value ? M.shown(product.name) : M.hidden(product.name), {
          kind: 'success',
        });
      } else {
        await setFeatured.mutateAsync({ id: product.id, featured: change.value });
        notify(change.value ? M.featuredOn(product.name) : M.featuredOff(product.name), {
          kind: 'success',
        });
      }
    } catch (error) {
      notify(adminFailureText(error), { kind: 'error' });
    } finally {
      setPendingProductId(null);
    }
  }

  return (
    <div className="admin-products">
      <p>{M.intro}</p>
      <ProductsFilters
        key={searchParams.toString()}
        query={query}
        categories={categories.data ?? []}
        onChange={(next) => setSearchParams(writeAdminProductsQuery(next))}
      />
      {products.isPending ? (
        <LoadingStatus label={M.loading} />
      ) : products.isError ? (
        <div className="admin-card" role="alert">
          <p className="admin-error">{adminFailureText(products.error)}</p>
          <button type="button" className="admin-button" onClick={() => void products.refetch()}>
            {ADMIN_MESSAGES.retry}
          </button>
        </div>
      ) : (
        <div className="admin-card">
          {products.data.products.length === 0 ? (
            <p>{M.empty}</p>
          ) : (
            <ProductsTable
              products={products.data.products}
              caption={M.caption(M.productCount(products.data.total, products.data.totalExact))}
              pendingProductId={pendingProductId}
              busy={products.isPlaceholderData}
              onToggle={(product, change) => void toggle(product, change)}
            />
          )}
          <ProductsPagination data={products.data} query={query} />
        </div>
      )}
    </div>
  );
}
