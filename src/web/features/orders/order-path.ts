import { APP_ROUTES } from '../../../domain/routes';

/** '/orders/VT-2026-000123': the page of one order. */
export function orderPath(number: string): string {
  return APP_ROUTES.order.path.replace(':number', encodeURIComponent(number));
}

/** The id of the order page's payment section: "Paga ora" in the list leads there. */
export const PAYMENT_SECTION_ID = 'pagamento';
