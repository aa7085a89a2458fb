import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ADMIN_ORDERS_PAGE_MESSAGES as M } from '../../../../../domain/admin/admin-orders-page.messages';
import type { AdminOrder } from '../../../../../domain/admin/orders-admin';
import { CART_MESSAGES } from '../../../../../domain/cart/cart-labels.messages';
import { CHECKOUT_REVIEW_MESSAGES } from '../../../../../domain/checkout/checkout.messages';
import {
  SHIPPING_MESSAGES,
  SHIPPING_METHOD_LABELS,
} from '../../../../../domain/checkout/shipping.messages';
import { formatEuro } from '../../../../../domain/money';
import {
  formatOrderDateTime,
  formatOrderDay,
  ORDER_MAIL_MESSAGES,
  ORDER_PAGE_MESSAGES,
} from '../../../../../domain/orders/order.messages';
import type { Order } from '../../../../../domain/orders/order.schema';
import { APP_ROUTES } from '../../../../../domain/routes';
import { LoadingStatus } from '../../../../components/ui/loading-status';
import { isApiError } from '../../../../lib/api-client';
import '../../../../styles/admin-orders.css';
import { PostalAddress } from '../../../orders/components/postal-address';
import { useAdminOrder } from '../api/get-admin-order';
import { AdminLoadError } from '../../shared/admin-load-error';
import { AdminOrderStatusBadge } from './admin-order-status-badge';
import { OrderRefundForm } from './order-refund-form';
import { OrderStatusForm } from './order-status-form';

/** A label → value list; a missing value reads "—". */
function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="admin-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? M.none}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatOrderDateTime(at)}</time>;
}

function OrderSummaryFacts({ data }: { data: AdminOrder }) {
  const { order } = data;
  return (
    <Section id="admin-order-summary" title={M.summaryTitle}>
      <Facts
        rows={[
          [M.currentStatus, <AdminOrderStatusBadge key="status" status={order.status} />],
          [M.placedOn, <When key="placed" at={order.createdAt} />],
          [M.customerEmail, data.customer.email],
          [M.account, data.customer.userId ? M.withAccount : M.guest],
        ]}
      />
    </Section>
  );
}

function OrderLines({ order }: { order: Order }) {
  return (
    <Section id="admin-order-lines" title={ORDER_PAGE_MESSAGES.linesTitle}>
      <div className="admin-table-wrap">
        <table className="admin-table" aria-labelledby="admin-order-lines">
          <thead>
            <tr>
              <th scope="col">{ORDER_PAGE_MESSAGES.product}</th>
              <th scope="col" className="admin-num">
                {ORDER_PAGE_MESSAGES.quantity}
              </th>
              <th scope="col" className="admin-num">
                {ORDER_PAGE_MESSAGES.unitPrice}
              </th>
              <th scope="col" className="admin-num">
                {ORDER_PAGE_MESSAGES.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              // Lines have no id of their own, and a product may have left the catalog.
              <tr key={index}>
                <th scope="row">
                  {line.slug ? (
                    <Link to={`${APP_ROUTES.products.path}/${line.slug}`}>{line.name}</Link>
                  ) : (
                    line.name
                  )}
                </th>
                <td className="admin-num">{line.quantity}</td>
                <td className="admin-num">{formatEuro(line.unitPriceCents)}</td>
                <td className="admin-num">{formatEuro(line.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

function OrderTotals({ data }: { data: AdminOrder }) {
  const { order } = data;
  return (
    <Section id="admin-order-totals" title={ORDER_PAGE_MESSAGES.summaryTitle}>
      <Facts
        rows={[
          [CART_MESSAGES.subtotal, formatEuro(order.subtotalCents)],
          [
            `${CART_MESSAGES.shipping} (${SHIPPING_METHOD_LABELS[order.shippingMethod]})`,
            order.shippingCents === 0 ? SHIPPING_MESSAGES.free : formatEuro(order.shippingCents),
          ],
          [CART_MESSAGES.total, formatEuro(order.totalCents)],
          [CHECKOUT_REVIEW_MESSAGES.vatShare, formatEuro(order.vatCents)],
          [M.refundedTotal, formatEuro(data.refundedCents)],
          [M.refundable, formatEuro(data.refundableCents)],
        ]}
      />
    </Section>
  );
}

function OrderDelivery({ order }: { order: Order }) {
  return (
    <Section id="admin-order-delivery" title={ORDER_PAGE_MESSAGES.deliveryTitle}>
      <Facts
        rows={[
          [
            ORDER_PAGE_MESSAGES.address,
            <PostalAddress
              key="address"
              className="admin-order__address"
              address={order.shippingAddress}
            />,
          ],
          [ORDER_PAGE_MESSAGES.shippingMethod, SHIPPING_METHOD_LABELS[order.shippingMethod]],
          [ORDER_PAGE_MESSAGES.trackingNumber, order.trackingNumber],
        ]}
      />
    </Section>
  );
}

function OrderInvoice({ order }: { order: Order }) {
  const { invoice } = order;
  return (
    <Section id="admin-order-invoice" title={M.invoiceTitle}>
      {invoice === null ? (
        <p className="admin-muted">{M.noInvoice}</p>
      ) : invoice.kind === 'person' ? (
        <Facts
          rows={[
            [M.invoiceKind, M.invoicePerson],
            [ORDER_MAIL_MESSAGES.invoiceTaxCode, invoice.taxCode],
          ]}
        />
      ) : (
        <Facts
          rows={[
            [M.invoiceKind, M.invoiceCompany],
            [M.companyName, invoice.companyName],
            [ORDER_MAIL_MESSAGES.invoiceVatNumber, invoice.vatNumber],
            [ORDER_MAIL_MESSAGES.invoiceTaxCode, invoice.taxCode],
            [ORDER_MAIL_MESSAGES.invoiceSdiCode, invoice.sdiCode],
            [ORDER_MAIL_MESSAGES.invoicePec, invoice.pec],
          ]}
        />
      )}
    </Section>
  );
}

function OrderPaymentFacts({ data }: { data: AdminOrder }) {
  const { payment } = data.order;
  return (
    <Section id="admin-order-payment" title={ORDER_PAGE_MESSAGES.paymentTitle}>
      <Facts
        rows={[
          [M.paymentProvider, M.paymentProviders[payment.provider]],
          [M.cardBrand, payment.cardBrand],
          [M.cardLast4, payment.cardLast4],
          [
            ORDER_PAGE_MESSAGES.paidAt,
            payment.paidAt ? <When key="paid" at={payment.paidAt} /> : ORDER_PAGE_MESSAGES.notPaid,
          ],
          [M.paymentReference, data.paymentReference],
        ]}
      />
    </Section>
  );
}

function OrderHistory({ order }: { order: Order }) {
  return (
    <Section id="admin-order-history" title={ORDER_PAGE_MESSAGES.historyTitle}>
      <ol className="admin-order__history">
        {order.history.map((entry) => (
          <li key={`${entry.status}-${entry.at}`}>
            <AdminOrderStatusBadge status={entry.status} /> <When at={entry.at} />
          </li>
        ))}
      </ol>
    </Section>
  );
}

function OrderReturnFacts({ data }: { data: AdminOrder }) {
  const { order } = data;
  return (
    <Section id="admin-order-return" title={M.returnTitle}>
      {order.returnRequestedAt ? (
        <Facts
          rows={[
            [M.returnRequestedOn, <When key="requested" at={order.returnRequestedAt} />],
            [M.returnReason, data.returnReason ?? M.noReturnReason],
          ]}
        />
      ) : (
        <p className="admin-muted">
          {M.noReturn}
          {order.returnDeadline
            ? ` ${ORDER_PAGE_MESSAGES.returnDeadline(formatOrderDay(order.returnDeadline))}`
            : null}
        </p>
      )}
    </Section>
  );
}

function OrderRefunds({ data }: { data: AdminOrder }) {
  return (
    <Section id="admin-order-refunds" title={M.refundsTitle}>
      {data.refunds.length === 0 ? (
        <p className="admin-muted">{M.noRefunds}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>{M.refundsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{M.refundDate}</th>
                <th scope="col" className="admin-num">
                  {M.refundAmountColumn}
                </th>
                <th scope="col">{M.refundReasonColumn}</th>
                <th scope="col">{M.refundBy}</th>
              </tr>
            </thead>
            <tbody>
              {data.refunds.map((refund, index) => (
                <tr key={`${refund.createdAt}-${index}`}>
                  <th scope="row">
                    <When at={refund.createdAt} />
                  </th>
                  <td className="admin-num">{formatEuro(refund.amountCents)}</td>
                  <td>{refund.reason ?? M.none}</td>
                  <td>{refund.createdBy ?? M.none}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

function BackToList() {
  return (
    <p className="admin-order__back">
      <Link to={APP_ROUTES.adminOrders.path}>
        <span aria-hidden="true">‹ </span>
        {M.backToList}
      </Link>
    </p>
  );
}

/** 404, or a number that is no order number at all. */
export function AdminOrderNotFound() {
  return (
    <div className="admin-card">
      <p className="admin-error" role="alert">
        {M.notFound}
      </p>
      <BackToList />
    </div>
  );
}

/**
 * One order for the admin: what the customer sees (lines, totals, delivery, payment, history),
 * the admin's facts (customer, invoice, payment reference, return reason, refunds) and the two
 * things an admin does with it: change its status and refund it.
 */
export function AdminOrderView({ number }: { number: string }) {
  const query = useAdminOrder(number);
  if (query.isPending) return <LoadingStatus label={M.loadingOrder} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === 'not-found') return <AdminOrderNotFound />;
    return <AdminLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const data = query.data;
  return (
    <div className="admin-order">
      <BackToList />
      <div className="admin-order__layout">
        <div className="admin-order__main">
          <OrderSummaryFacts data={data} />
          <OrderLines order={data.order} />
          <OrderTotals data={data} />
          <OrderDelivery order={data.order} />
          <OrderInvoice order={data.order} />
          <OrderPaymentFacts data={data} />
        </div>
        <div className="admin-order__side">
          <OrderStatusForm data={data} />
          <OrderRefundForm data={data} />
          <OrderHistory order={data.order} />
          <OrderReturnFacts data={data} />
          <OrderRefunds data={data} />
        </div>
      </div>
    </div>
  );
}
