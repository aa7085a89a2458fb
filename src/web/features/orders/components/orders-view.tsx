import { Link, useSearchParams } from 'react-router';
import { CART_MESSAGES } from '../../../../domain/cart/cart-labels.messages';
import { PAGE_TITLES } from '../../../../domain/messages';
import { formatEuro } from '../../../../domain/money';
import { ORDER_PAGE_MESSAGES } from '../../../../domain/orders/order.messages';
import { ordersQuerySchema, type OrderSummary } from '../../../../domain/orders/order.schema';
import { APP_ROUTES } from '../../../../domain/routes';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../../../styles/catalog.css';
import '../../../styles/orders.css';
import { Pagination } from '../../catalog/components/pagination';
import { useOrders } from '../api/get-orders';
import { orderPath, PAYMENT_SECTION_ID } from '../order-path';
import { OrderPlacedAndStatus } from './order-placed-status';
import { OrdersLoadError } from './orders-load-error';

/** ?page=N of the address bar; anything else is the first page. */
function pageOf(searchParams: URLSearchParams): number {
  const parsed = ordersQuerySchema.safeParse({ page: searchParams.get('page') ?? undefined });
  return parsed.success ? parsed.data.page : 1;
}

/** The "?…" of the list at a page: the first page has none. */
function searchForPage(page: number): string {
  return page === 1 ? '' : `?page=${page}`;
}

function OrderRow({ order }: { order: OrderSummary }) {
  const titleId = `order-${order.number}-title`;
  return (
    <li className="orders-list__item">
      <article className="order-card" aria-labelledby={titleId}>
        <h2 id={titleId} className="order-card__title">
          <Link to={orderPath(order.number)}>{ORDER_PAGE_MESSAGES.orderTitle(order.number)}</Link>
        </h2>
        <dl className="order-card__facts">
          <OrderPlacedAndStatus order={order} />
          <div>
            <dt>{ORDER_PAGE_MESSAGES.items}</dt>
            <dd>{CART_MESSAGES.itemCount(order.itemCount)}</dd>
          </div>
          <div>
            <dt>{CART_MESSAGES.total}</dt>
            <dd className="order-card__total">{formatEuro(order.totalCents)}</dd>
          </div>
        </dl>
        {order.status === 'pending_payment' ? (
          <Link
            className="button button--primary order-card__pay"
            to={`${orderPath(order.number)}#${PAYMENT_SECTION_ID}`}
            aria-label={ORDER_PAGE_MESSAGES.payNowFor(order.number)}
          >
            {ORDER_PAGE_MESSAGES.payNow}
          </Link>
        ) : null}
      </article>
    </li>
  );
}

function EmptyOrders() {
  return (
    <section className="orders-empty" aria-labelledby="orders-empty-title">
      <h2 id="orders-empty-title">{ORDER_PAGE_MESSAGES.emptyTitle}</h2>
      <p>{ORDER_PAGE_MESSAGES.emptyBody}</p>
      <Link className="button button--primary" to={APP_ROUTES.products.path}>
        {ORDER_PAGE_MESSAGES.emptyAction}
      </Link>
    </section>
  );
}

/**
 * /orders (spec §2.1, login required): the user's orders, newest first, 10 a page with the
 * page in the address (?page=N), each linking to its page; unpaid ones offer "Paga ora".
 */
export function OrdersView() {
  useDocumentTitle(PAGE_TITLES.orders);
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams);
  const query = useOrders(page);
  const data = query.data;

  return (
    <div className="page orders-page">
      <header className="page-heading orders-page__heading">
        <h1>{PAGE_TITLES.orders}</h1>
        {data && data.total > 0 ? (
          <p className="orders-page__count">{ORDER_PAGE_MESSAGES.orderCount(data.total)}</p>
        ) : null}
      </header>

      {query.isPending ? (
        <LoadingStatus label={ORDER_PAGE_MESSAGES.loadingOrders} />
      ) : query.isError ? (
        <OrdersLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.total === 0 ? (
        <EmptyOrders />
      ) : (
        <>
          {query.data.orders.length === 0 ? (
            <p className="orders-page__out-of-range">
              {ORDER_PAGE_MESSAGES.pageWithoutOrders}{' '}
              <Link to={APP_ROUTES.orders.path}>{ORDER_PAGE_MESSAGES.firstPage}</Link>
            </p>
          ) : (
            <ul
              className="orders-list"
              aria-label={ORDER_PAGE_MESSAGES.listLabel}
              aria-busy={query.isPlaceholderData || undefined}
            >
              {query.data.orders.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </ul>
          )}
          <Pagination page={page} pageCount={query.data.pageCount} searchForPage={searchForPage} />
        </>
      )}
    </div>
  );
}
