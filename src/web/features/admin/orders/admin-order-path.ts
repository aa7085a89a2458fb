import { APP_ROUTES } from '../../../../domain/routes';

/** /admin/orders/{number}: one order in the admin area. */
export function adminOrderPath(number: string): string {
  return `${APP_ROUTES.adminOrders.path}/${encodeURIComponent(number)}`;
}
