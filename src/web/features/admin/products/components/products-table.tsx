import { Link } from 'react-router';
import { PRODUCT_MESSAGES as M } from '../../../../../domain/admin/products.messages';
import type { AdminProductSummary } from '../../../../../domain/admin/products.schema';
import { formatEuro } from '../../../../../domain/money';
import { adminProductPath } from '../admin-product-path';

export type ProductToggle =
  { kind: 'visible'; value: boolean } | { kind: 'featured'; value: boolean };

/**
 * One page of products: the first image as a thumbnail, the name linking to the editor, and
 * the visible / featured switches, real checkboxes named after the product. A switch whose
 * change is under way ignores further presses and keeps the focus.
 */
export function ProductsTable({
  products,
  caption,
  pendingProductId,
  busy,
  onToggle,
}: {
  products: readonly AdminProductSummary[];
  caption: string;
  pendingProductId: number | null;
  busy: boolean;
  onToggle: (product: AdminProductSummary, toggle: ProductToggle) => void;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-products__table" aria-busy={busy || undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{M.columns.image}</th>
            <th scope="col">{M.columns.name}</th>
            <th scope="col">{M.columns.category}</th>
            <th scope="col">{M.columns.price}</th>
            <th scope="col">{M.columns.stock}</th>
            <th scope="col">{M.columns.visible}</th>
            <th scope="col">{M.columns.featured}</th>
            <th scope="col">{M.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const pending = pendingProductId === product.id;
            return (
              <tr key={product.id}>
                <td>
                  {product.image ? (
                    <img
                      className="admin-products__thumb"
                      src={product.image}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                    />
                  ) : (
                    <span className="admin-muted">{M.noImage}</span>
                  )}
                </td>
                <th scope="row">
                  <Link to={adminProductPath(product.id)}>{product.name}</Link>
                  {product.slug ? (
                    <span className="admin-products__slug">/products/{product.slug}</span>
                  ) : null}
                </th>
                <td>
                  {product.category?.name ?? <span className="admin-muted">{M.noCategory}</span>}
                </td>
                <td>
                  {formatEuro(product.priceCents)}
                  {product.compareAtPriceCents !== null ? (
                    <s className="admin-products__compare">
                      {formatEuro(product.compareAtPriceCents)}
                    </s>
                  ) : null}
                </td>
                <td>{product.stock.toLocaleString('it-IT')}</td>
                <td>
                  <input
                    type="checkbox"
                    className="admin-products__switch"
                    checked={product.isVisible}
                    aria-label={M.visibleToggleLabel(product.name)}
                    aria-disabled={pending || undefined}
                    onChange={() => {
                      if (!pending)
                        onToggle(product, { kind: 'visible', value: !product.isVisible });
                    }}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    className="admin-products__switch"
                    checked={product.isFeatured}
                    aria-label={M.featuredToggleLabel(product.name)}
                    aria-disabled={pending || undefined}
                    onChange={() => {
                      if (!pending)
                        onToggle(product, { kind: 'featured', value: !product.isFeatured });
                    }}
                  />
                </td>
                <td>
                  <Link
                    className="admin-button admin-button--small"
                    to={adminProductPath(product.id)}
                    aria-label={M.editLabel(product.name)}
                  >
                    {M.edit}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
