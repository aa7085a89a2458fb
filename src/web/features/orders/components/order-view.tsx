import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CART_MESSAGES } from '../../../../domain/cart/cart-labels.messages';
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_REVIEW_MESSAGES,
} from '../../../../domain/checkout/checkout.messages';
import {
  formatDeliveryRange,
  SHIPPING_MESSAGES,
  SHIPPING_METHOD_LABELS,
} from '../../../../domain/checkout/shipping.messages';
import { LAYOUT_MESSAGES } from '../../../../domain/messages';
import { formatEuro } from '../../../../domain/money';
import {
  formatOrderDateTime,
  ORDER_MESSAGES,
  ORDER_PAGE_MESSAGES,
  ORDER_PAYMENT_LABELS,
  ORDER_STATUS_LABELS,
} from '../../../../domain/orders/order.messages';
import type { OrderStatus } from '../../../../domain/orders/order-status';
import type { Order } from '../../../../domain/orders/order.schema';
import type { TestCardInput } from '../../../../domain/orders/test-card.rules';
import { APP_ROUTES } from '../../../../domain/routes';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../../../styles/orders.css';
import { notify } from '../../notifications/notifications.store';
import { useCancelOrder } from '../api/cancel-order';
import { useOrder } from '../api/get-order';
import { ORDERS_LIST_QUERY_KEY } from '../api/get-orders';
import { usePayOrder } from '../api/pay-order';
import { PAYMENT_SECTION_ID } from '../order-path';
import { OrderPayment } from './order-payment';
import { OrderReturn } from './order-return';
import { OrderPlacedAndStatus } from './order-placed-status';
import { PostalAddress } from './postal-address';
import { OrdersLoadError } from './orders-load-error';

const IDS = {
  lines: 'order-lines-title',
  summary: 'order-summary-title',
  delivery: 'order-delivery-title',
  payment: 'order-payment-summary-title',
  history: 'order-history-title',
} as const;

/** Until it arrives, an order still has a delivery to expect. */
const AWAITING_DELIVERY: readonly OrderStatus[] = [
  'pending_payment',
  'paid',
  'preparing',
  'shipped',
];

function BackToOrders() {
  return (
    <p className="order-page__back">
      <Link to={APP_ROUTES.orders.path}>
        <span aria-hidden="true">‹ </span>
        {ORDER_PAGE_MESSAGES.backToOrders}
      </Link>
    </p>
  );
}

/** 404: not an order of this user (or no order at all). */
export function OrderNotFound() {
  useDocumentTitle(ORDER_MESSAGES.notFound);
  return (
    <section className="page page--narrow order-page">
      <h1>{ORDER_MESSAGES.notFound}</h1>
      <p>
        <Link className="button button--primary" to={APP_ROUTES.orders.path}>
          {ORDER_PAGE_MESSAGES.backToOrders}
        </Link>
      </p>
    </section>
  );
}

function OrderLines({ order }: { order: Order }) {
  return (
    <section className="order-section" aria-labelledby={IDS.lines}>
      <h2 id={IDS.lines}>{ORDER_PAGE_MESSAGES.linesTitle}</h2>
      <div className="order-lines__frame">
        <table className="order-lines" aria-labelledby={IDS.lines}>
          <thead>
            <tr>
              <th scope="col">{ORDER_PAGE_MESSAGES.product}</th>
              <th scope="col" className="order-lines__number">
                {ORDER_PAGE_MESSAGES.quantity}
              </th>
              <th scope="col" className="order-lines__number">
                {ORDER_PAGE_MESSAGES.unitPrice}
              </th>
              <th scope="col" className="order-lines__number">
                {ORDER_PAGE_MESSAGES.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              // Lines have no id of their own, and a product may have left the catalog.
              <tr key={index}>
                <th scope="row" className="order-lines__name">
                  {line.slug ? (
                    <Link to={`${APP_ROUTES.products.path}/${line.slug}`}>{line.name}</Link>
                  ) : (
                    line.name
                  )}
                </th>
                <td className="order-lines__number">{line.quantity}</td>
                <td className="order-lines__number">{formatEuro(line.unitPriceCents)}</td>
                <td className="order-lines__number">{formatEuro(line.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function OrderTotals({ order }: { order: Order }) {
  return (
    <section className="order-section order-totals" aria-labelledby={IDS.summary}>
      <h2 id={IDS.summary}>{ORDER_PAGE_MESSAGES.summaryTitle}</h2>
      <dl className="order-totals__rows">
        <div>
          <dt>{CART_MESSAGES.subtotal}</dt>
          <dd>{formatEuro(order.subtotalCents)}</dd>
        </div>
        <div>
          <dt>{`${CART_MESSAGES.shipping} (${SHIPPING_METHOD_LABELS[order.shippingMethod]})`}</dt>
          <dd>
            {order.shippingCents === 0 ? SHIPPING_MESSAGES.free : formatEuro(order.shippingCents)}
          </dd>
        </div>
        <div className="order-totals__total">
          <dt>{CART_MESSAGES.total}</dt>
          <dd>{formatEuro(order.totalCents)}</dd>
        </div>
        <div className="order-totals__vat">
          <dt>{CHECKOUT_REVIEW_MESSAGES.vatShare}</dt>
          <dd>{formatEuro(order.vatCents)}</dd>
        </div>
      </dl>
    </section>
  );
}

function OrderDelivery({ order }: { order: Order }) {
  const { delivery } = order;
  return (
    <section className="order-section" aria-labelledby={IDS.delivery}>
      <h2 id={IDS.delivery}>{ORDER_PAGE_MESSAGES.deliveryTitle}</h2>
      {delivery && AWAITING_DELIVERY.includes(order.status) ? (
        <p className="order-delivery__expected">
          {formatDeliveryRange(delivery.earliest, delivery.latest)}
        </p>
      ) : null}
      <dl className="order-facts">
        <div>
          <dt>{ORDER_PAGE_MESSAGES.address}</dt>
          <dd>
            <PostalAddress className="order-address" address={order.shippingAddress} />
          </dd>
        </div>
        <div>
          <dt>{ORDER_PAGE_MESSAGES.shippingMethod}</dt>
          <dd>{SHIPPING_METHOD_LABELS[order.shippingMethod]}</dd>
        </div>
        {order.trackingNumber ? (
          <div>
            <dt>{ORDER_PAGE_MESSAGES.trackingNumber}</dt>
            <dd className="order-facts__code">{order.trackingNumber}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function OrderPaymentSummary({ order }: { order: Order }) {
  const { payment } = order;
  return (
    <section className="order-section" aria-labelledby={IDS.payment}>
      <h2 id={IDS.payment}>{ORDER_PAGE_MESSAGES.paymentTitle}</h2>
      <dl className="order-facts">
        <div>
          <dt>{ORDER_PAGE_MESSAGES.paymentMethod}</dt>
          <dd>{ORDER_PAYMENT_LABELS.provider[payment.provider]}</dd>
        </div>
        {payment.cardLast4 ? (
          <div>
            <dt>{ORDER_PAGE_MESSAGES.card}</dt>
            <dd>{ORDER_PAYMENT_LABELS.card(payment.cardBrand, payment.cardLast4)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{ORDER_PAGE_MESSAGES.paidAt}</dt>
          <dd>
            {payment.paidAt ? (
              <time dateTime={payment.paidAt}>{formatOrderDateTime(payment.paidAt)}</time>
            ) : (
              ORDER_PAGE_MESSAGES.notPaid
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function OrderHistory({ order }: { order: Order }) {
  return (
    <section className="order-section order-history" aria-labelledby={IDS.history}>
      <h2 id={IDS.history}>{ORDER_PAGE_MESSAGES.historyTitle}</h2>
      <ol className="order-history__list">
        {order.history.map((entry) => (
          <li key={`${entry.status}-${entry.at}`} className="order-history__entry">
            <span className="order-history__status">{ORDER_STATUS_LABELS[entry.status]}</span>{' '}
            <time dateTime={entry.at}>{formatOrderDateTime(entry.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The thank-you line after checkout (?placed=1) or a payment made on this page. */
function thankYouMessage(order: Order, show: boolean): string | null {
  if (!show || order.status === 'cancelled') return null;
  return order.status === 'pending_payment'
    ? ORDER_PAGE_MESSAGES.thankYouPending(order.number)
    : CHECKOUT_MESSAGES.paid(order.number);
}

function OrderDetails({ order }: { order: Order }) {
  useDocumentTitle(ORDER_PAGE_MESSAGES.orderTitle(order.number));
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const pay = usePayOrder(order.number);
  const cancel = useCancelOrder(order.number);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [paidHere, setPaidHere] = useState(false);
  const placed = searchParams.get('placed') === '1';
  const thanks = thankYouMessage(order, placed || paidHere);

  // Just placed: a list read before the checkout does not have this order yet.
  useEffect(() => {
    if (placed) void queryClient.invalidateQueries({ queryKey: ORDERS_LIST_QUERY_KEY });
  }, [placed, queryClient]);

  // "Paga ora" in the list leads to the payment form: focus goes there.
  useEffect(() => {
    if (location.hash === `#${PAYMENT_SECTION_ID}`) {
      document.getElementById(PAYMENT_SECTION_ID)?.focus();
    }
  }, [location.hash]);

  // The form goes away with the payment: focus moves to the title, the thanks follow it.
  function showPaid() {
    setPaidHere(true);
    headingRef.current?.focus();
  }

  function payWithCard(card: TestCardInput) {
    pay.mutate({ provider: 'test', card }, { onSuccess: showPaid });
  }

  function cancelOrder() {
    cancel.mutate(undefined, {
      onSuccess: () => {
        notify(ORDER_PAGE_MESSAGES.cancelled, { kind: 'success' });
        headingRef.current?.focus();
      },
    });
  }

  return (
    <div className="page order-page">
      <BackToOrders />
      {/* Printed only: the receipt's letterhead. */}
      <div className="order-receipt-header">
        <p className="order-receipt-header__shop">{LAYOUT_MESSAGES.siteName}</p>
        <p>{ORDER_PAGE_MESSAGES.receiptTitle}</p>
      </div>
      <header className="page-heading order-page__heading">
        <h1 ref={headingRef} tabIndex={-1}>
          {ORDER_PAGE_MESSAGES.orderTitle(order.number)}
        </h1>
        <dl className="order-page__facts">
          <OrderPlacedAndStatus order={order} />
        </dl>
        <div className="order-page__actions">
          <button type="button" className="button button--ghost" onClick={() => window.print()}>
            {ORDER_PAGE_MESSAGES.printReceipt}
          </button>
        </div>
      </header>

      <div className="order-page__notice" role="status">
        {thanks ? <p className="order-notice order-notice--success">{thanks}</p> : null}
      </div>

      {order.status === 'pending_payment' ? (
        <OrderPayment
          order={order}
          pay={pay}
          cancel={cancel}
          onPay={payWithCard}
          onPaid={showPaid}
          onCancel={cancelOrder}
        />
      ) : null}

      <div className="order-page__layout">
        <div className="order-page__main">
          <OrderLines order={order} />
          <OrderDelivery order={order} />
          <OrderPaymentSummary order={order} />
        </div>
        <div className="order-page__side">
          <OrderTotals order={order} />
          <OrderHistory order={order} />
          <OrderReturn order={order} />
        </div>
      </div>
    </div>
  );
}

/** /orders/{number} (login required): one order of the user, its payment, receipt and return. */
export function OrderView({ number }: { number: string }) {
  const query = useOrder(number);
  if (query.isPending) {
    return (
      <div className="page order-page">
        <LoadingStatus label={ORDER_PAGE_MESSAGES.loadingOrder} />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === 'not-found') return <OrderNotFound />;
    return (
      <OrderLoadFailed number={number} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return <OrderDetails order={query.data.order} />;
}

function OrderLoadFailed({
  number,
  error,
  onRetry,
}: {
  number: string;
  error: Error;
  onRetry: () => void;
}) {
  useDocumentTitle(ORDER_PAGE_MESSAGES.orderTitle(number));
  return (
    <div className="page order-page">
      <BackToOrders />
      <h1>{ORDER_PAGE_MESSAGES.orderTitle(number)}</h1>
      <OrdersLoadError error={error} onRetry={onRetry} />
    </div>
  );
}
