import { APP_ROUTES } from '../../../../domain/routes';

/** /admin/products/:id of one product. */
export function adminProductPath(id: number): string {
  return APP_ROUTES.adminProduct.path.replace(':id', String(id));
}
