import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_ORDERS_PAGE_MESSAGES as M } from '../../../../../domain/admin/admin-orders-page.messages';
import { ORDER_STATUS_LABELS } from '../../../../../domain/orders/order.messages';
import { isOrderStatus } from '../../../../../domain/orders/order-status.rules';
import { ORDER_STATUSES, type OrderStatus } from '../../../../../domain/orders/order-status';
import { APP_ROUTES } from '../../../../../domain/routes';
import { LoadingStatus } from '../../../../components/ui/loading-status';
import { isApiError } from '../../../../lib/api-client';
import '../../../../styles/admin-orders.css';
import { adminFieldError } from '../../shared/admin-error';
import { filtersFromSearch, searchForFilters } from '../admin-orders-url';
import { useAdminOrders, type AdminOrdersFilters } from '../api/get-admin-orders';
import { AdminField } from '../../shared/admin-field';
import { AdminLoadError } from '../../shared/admin-load-error';
import { AdminOrdersTable } from './admin-orders-table';
import { AdminPagination } from '../../shared/admin-pagination';

type FilterField = 'status' | 'from' | 'to' | 'customer';
type FieldErrors = Partial<Record<FilterField, string>>;

/**
 * The filters, as typed until "Filtra" puts them in the address bar (the page goes back to the
 * first). Keyed by the address, so back and forward show the filters of the list on screen.
 */
function OrdersFilters({
  filters,
  errors,
  onApply,
}: {
  filters: AdminOrdersFilters;
  errors: FieldErrors;
  onApply: (filters: AdminOrdersFilters) => void;
}) {
  const [status, setStatus] = useState<OrderStatus | ''>(filters.status ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [customer, setCustomer] = useState(filters.customer ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply({
      page: 1,
      status: status || undefined,
      from: from || undefined,
      to: to || undefined,
      customer: customer.trim() || undefined,
    });
  }

  const filtered = Boolean(filters.status || filters.from || filters.to || filters.customer);
  return (
    <form className="admin-card admin-filters" aria-label={M.filtersTitle} onSubmit={submit}>
      <AdminField id="admin-orders-status" label={M.status} error={errors.status}>
        {(control) => (
          <select
            {...control}
            value={status}
            onChange={(event) =>
              setStatus(isOrderStatus(event.target.value) ? event.target.value : '')
            }
          >
            <option value="">{M.allStatuses}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ORDER_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <AdminField id="admin-orders-from" label={M.from} error={errors.from}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        )}
      </AdminField>
      <AdminField id="admin-orders-to" label={M.to} error={errors.to}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        )}
      </AdminField>
      <AdminField
        id="admin-orders-customer"
        label={M.customer}
        hint={M.customerHint}
        error={errors.customer}
      >
        {(control) => (
          <input
            {...control}
            type="search"
            value={customer}
            maxLength={200}
            onChange={(event) => setCustomer(event.target.value)}
          />
        )}
      </AdminField>
      <div className="admin-filters__actions">
        <button type="submit" className="admin-button admin-button--primary">
          {M.applyFilters}
        </button>
        {filtered ? <Link to={APP_ROUTES.adminOrders.path}>{M.clearFilters}</Link> : null}
      </div>
    </form>
  );
}

/**
 * /admin/orders: every order, newest first, 25 a page, filtered by status, creation day and
 * customer; filters and page live in the address bar, so reload and back keep them.
 */
export function AdminOrdersView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const query = useAdminOrders(filters);
  const invalid = isApiError(query.error) && query.error.code === 'invalid-argument';
  const errors: FieldErrors = invalid
    ? {
        status: adminFieldError(query.error, 'status'),
        from: adminFieldError(query.error, 'from'),
        to: adminFieldError(query.error, 'to'),
        customer: adminFieldError(query.error, 'customer'),
      }
    : {};

  function apply(next: AdminOrdersFilters) {
    setSearchParams(new URLSearchParams(searchForFilters(next)));
  }

  return (
    <div className="admin-orders">
      <OrdersFilters
        key={searchParams.toString()}
        filters={filters}
        errors={errors}
        onApply={apply}
      />
      {query.isPending ? (
        <LoadingStatus label={M.loadingOrders} />
      ) : query.isError ? (
        invalid ? (
          <p className="admin-card admin-error" role="alert">
            {M.checkFilters}
          </p>
        ) : (
          <AdminLoadError error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : query.data.orders.length === 0 ? (
        <div className="admin-card">
          <p className="admin-orders__empty">{M.empty}</p>
          <AdminPagination
            page={filters.page}
            pageCount={query.data.pageCount}
            searchForPage={(page) => searchForFilters({ ...filters, page })}
          />
        </div>
      ) : (
        <div className="admin-card">
          <AdminOrdersTable
            orders={query.data.orders}
            caption={M.tableCaption(M.orderCount(query.data.total))}
            busy={query.isPlaceholderData}
          />
          <AdminPagination
            page={filters.page}
            pageCount={query.data.pageCount}
            searchForPage={(page) => searchForFilters({ ...filters, page })}
          />
        </div>
      )}
    </div>
  );
}
