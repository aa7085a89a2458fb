import { Link } from 'react-router';
import { PRODUCT_MESSAGES } from '../../domain/admin/products.messages';
import { PAGE_TITLES } from '../../domain/messages';
import { APP_ROUTES } from '../../domain/routes';
import { AdminLayout } from '../features/admin/layout/admin-layout';
import { AdminProductsView } from '../features/admin/products/components/admin-products-view';
import { RegenerateSlugsButton } from '../features/admin/products/components/regenerate-slugs-button';

export default function AdminProductsPage() {
  return (
    <AdminLayout
      title={PAGE_TITLES.adminProducts}
      actions={
        <>
          <Link className="admin-button admin-button--primary" to={APP_ROUTES.adminProductNew.path}>
            {PRODUCT_MESSAGES.newProduct}
          </Link>
          <RegenerateSlugsButton />
        </>
      }
    >
      <AdminProductsView />
    </AdminLayout>
  );
}
