import { isOrderStatus } from '../../../../domain/orders/order-status.rules';
import { toQueryString } from '../../../lib/query-string';
import type { AdminOrdersFilters } from './api/get-admin-orders';

/** A page number of the address bar; anything else is the first page. */
export function pageFromSearch(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * The list's filters from the address bar (?status=&from=&to=&customer=&page=). An unknown
 * status is no filter (the select cannot show it); days and text go to the server as typed,
 * which says beside the filter what is wrong with them.
 */
export function filtersFromSearch(searchParams: URLSearchParams): AdminOrdersFilters {
  const status = searchParams.get('status');
  const text = (key: string) => searchParams.get(key) || undefined;
  return {
    page: pageFromSearch(searchParams),
    status: isOrderStatus(status) ? status : undefined,
    from: text('from'),
    to: text('to'),
    customer: text('customer'),
  };
}

/** The "?…" of the list with these filters; the first page has no page parameter. */
export function searchForFilters(filters: AdminOrdersFilters): string {
  return toQueryString({
    status: filters.status,
    from: filters.from,
    to: filters.to,
    customer: filters.customer,
    page: filters.page === 1 ? undefined : filters.page,
  });
}
