import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ADMIN_MESSAGES } from '../../../../../domain/admin/admin.messages';
import { PRODUCT_MESSAGES as M } from '../../../../../domain/admin/products.messages';
import type { AdminProduct } from '../../../../../domain/admin/products.schema';
import { APP_ROUTES } from '../../../../../domain/routes';
import { LoadingStatus } from '../../../../components/ui/loading-status';
import { notify } from '../../../notifications/notifications.store';
import { useCreateProduct } from '../api/create-product';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProduct } from '../api/get-admin-product';
import { useProductCategories } from '../api/get-product-categories';
import { useUpdateProduct } from '../api/update-product';
import { adminFailureText } from '../../shared/admin-error';
import { ProductForm } from './product-form';
import { ProductImagesSection } from './product-images-section';
import '../admin-products.css';

function BackToList() {
  return (
    <p>
      <Link to={APP_ROUTES.adminProducts.path}>{M.backToList}</Link>
    </p>
  );
}

/** /admin/products/new: the empty form; once added, back to the list with the spec's message. */
export function AdminProductNewView() {
  const categories = useProductCategories();
  const create = useCreateProduct();
  const navigate = useNavigate();
  return (
    <div className="admin-products">
      <BackToList />
      <ProductForm
        product={null}
        categories={categories.data ?? []}
        submitLabel={M.create}
        pendingLabel={M.creating}
        onSubmit={async (body) => {
          const product = await create.mutateAsync(body);
          notify(M.added(product.name), { kind: 'success' });
          await navigate(APP_ROUTES.adminProducts.path);
        }}
      />
    </div>
  );
}

/** Delete, asked once more; the order lines keep their copy of the product. */
function DeleteProduct({ product }: { product: AdminProduct }) {
  const remove = useDeleteProduct();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  async function run() {
    try {
      await remove.mutateAsync(product.id);
      notify(M.deleted(product.name), { kind: 'success' });
      await navigate(APP_ROUTES.adminProducts.path);
    } catch (error) {
      notify(adminFailureText(error), { kind: 'error' });
    }
  }

  if (!confirming)
    return (
      <button
        type="button"
        className="admin-button admin-button--danger"
        onClick={() => setConfirming(true)}
      >
        {M.delete}
      </button>
    );
  return (
    <div className="admin-products__confirm" role="group" aria-label={M.delete}>
      <p>{M.confirmDelete(product.name)}</p>
      <button
        type="button"
        className="admin-button admin-button--danger"
        aria-disabled={remove.isPending || undefined}
        onClick={() => {
          if (!remove.isPending) void run();
        }}
      >
        {remove.isPending ? M.deleting : M.confirmDeleteYes}
      </button>
      <button type="button" className="admin-button" onClick={() => setConfirming(false)}>
        {M.cancel}
      </button>
    </div>
  );
}

/** /admin/products/:id: the product's form, saved field by field on the server, and delete. */
export function AdminProductEditView({ id }: { id: number }) {
  const product = useAdminProduct(id);
  const categories = useProductCategories();
  const update = useUpdateProduct();

  if (product.isPending) return <LoadingStatus label={ADMIN_MESSAGES.loading} />;
  if (product.isError)
    return (
      <div className="admin-products">
        <BackToList />
        <div className="admin-card" role="alert">
          <p className="admin-error">{adminFailureText(product.error)}</p>
          <button type="button" className="admin-button" onClick={() => void product.refetch()}>
            {ADMIN_MESSAGES.retry}
          </button>
        </div>
      </div>
    );
  return (
    <div className="admin-products">
      <BackToList />
      <ProductForm
        // A saved product starts the form again from what the server stored.
        key={product.data.updatedAt}
        product={product.data}
        categories={categories.data ?? []}
        submitLabel={M.save}
        pendingLabel={M.saving}
        onSubmit={async (body) => {
          const saved = await update.mutateAsync({ id, body });
          notify(M.updated(saved.name), { kind: 'success' });
        }}
      >
        <DeleteProduct product={product.data} />
      </ProductForm>
      <ProductImagesSection product={product.data} />
    </div>
  );
}
