import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout.messages';
import {
  formatDeliveryRange,
  SHIPPING_MESSAGES,
  SHIPPING_METHOD_LABELS,
} from '../../../domain/checkout/shipping.messages';
import { LAYOUT_MESSAGES } from '../../../domain/messages';
import { formatEuro } from '../../../domain/money';
import {
  formatOrderDate,
  ORDER_MAIL_MESSAGES as TEXT,
  ORDER_PAYMENT_LABELS,
} from '../../../domain/orders/order.messages';
import type { Order } from '../../../domain/orders/order.schema';
import { escapeHtml } from '../../mail/escape-html';
import type { MailMessage } from '../../mail/mailer';

/** A label and its value, as the summary lists them. */
type Row = readonly [label: string, value: string];

function shippingPrice(cents: number): string {
  return cents === 0 ? SHIPPING_MESSAGES.free : formatEuro(cents);
}

/** The card when the provider told its last digits, else how the order was paid. */
function paymentMethod(payment: Order['payment']): string {
  return payment.cardLast4
    ? ORDER_PAYMENT_LABELS.card(payment.cardBrand, payment.cardLast4)
    : ORDER_PAYMENT_LABELS.provider[payment.provider];
}

function addressLines(address: Order['shippingAddress']): string[] {
  return [
    address.fullName ?? TEXT.deletedCustomer,
    ...(address.street ? [address.street] : []),
    ...(address.streetExtra ? [address.streetExtra] : []),
    `${address.postalCode} ${address.city} (${address.province})`,
    ...(address.phone ? [TEXT.phone(address.phone)] : []),
  ];
}

function invoiceLines(invoice: NonNullable<Order['invoice']>): string[] {
  if (invoice.kind === 'person') return [`${TEXT.invoiceTaxCode}: ${invoice.taxCode}`];
  return [
    invoice.companyName,
    `${TEXT.invoiceVatNumber}: ${invoice.vatNumber}`,
    ...(invoice.taxCode ? [`${TEXT.invoiceTaxCode}: ${invoice.taxCode}`] : []),
    `${TEXT.invoiceSdiCode}: ${invoice.sdiCode}`,
    ...(invoice.pec ? [`${TEXT.invoicePec}: ${invoice.pec}`] : []),
  ];
}

const MUTED = 'color:#555d6b;';
const CELL = 'padding:6px 0;vertical-align:top;';
const AMOUNT_CELL = `${CELL}padding-left:16px;text-align:right;white-space:nowrap;`;

function htmlRows(rows: readonly Row[], style = ''): string {
  return rows
    .map(
      ([label, value]) =>
        `<tr style="${style}"><td style="${CELL}">${escapeHtml(label)}</td><td style="${AMOUNT_CELL}">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
}

function htmlBlock(heading: string, lines: readonly string[]): string {
  return `<p style="margin:0 0 4px;font-weight:700;">${escapeHtml(heading)}</p>
<p style="margin:0 0 24px;">${lines.map(escapeHtml).join('<br>')}</p>`;
}

/**
 * The email that confirms an order to its customer: plain text and a simple HTML version with
 * inline styles, both with the whole summary. `to` is the customer's account email: the order
 * itself does not carry it.
 */
export function orderConfirmationMail(order: Order, publicUrl: string, to: string): MailMessage {
  const shop = LAYOUT_MESSAGES.siteName;
  const subject = TEXT.subject(order.number);
  const orderUrl = `${publicUrl}/orders/${encodeURIComponent(order.number)}`;
  const returnsUrl = `${publicUrl}/returns`;

  const details: Row[] = [
    [TEXT.orderNumber, order.number],
    [TEXT.orderDate, formatOrderDate(order.createdAt)],
  ];
  const lines: Row[] = order.lines.map((line) => [
    `${line.name} × ${line.quantity}`,
    formatEuro(line.lineTotalCents),
  ]);
  const amounts: Row[] = [
    [TEXT.subtotal, formatEuro(order.subtotalCents)],
    [SHIPPING_METHOD_LABELS[order.shippingMethod], shippingPrice(order.shippingCents)],
  ];
  const total: Row = [TEXT.total, formatEuro(order.totalCents)];
  const vat: Row = [TEXT.vatShare, formatEuro(order.vatCents)];
  const payment: Row = [TEXT.payment, paymentMethod(order.payment)];
  const address = addressLines(order.shippingAddress);
  const delivery = order.delivery
    ? formatDeliveryRange(order.delivery.earliest, order.delivery.latest)
    : null;
  const invoice = order.invoice ? invoiceLines(order.invoice) : null;

  const textRow = ([label, value]: Row) => `${label}: ${value}`;
  const text = [
    TEXT.greeting(order.shippingAddress.fullName),
    '',
    TEXT.intro,
    '',
    ...details.map(textRow),
    '',
    TEXT.products,
    ...lines.map(([label, value]) => `- ${label}: ${value}`),
    '',
    ...amounts.map(textRow),
    textRow(total),
    textRow(vat),
    '',
    textRow(payment),
    '',
    TEXT.deliveryAddress,
    ...address,
    '',
    ...(delivery ? [delivery, ''] : []),
    ...(invoice ? [TEXT.invoice, ...invoice, ''] : []),
    TEXT.orderLinkIntro,
    orderUrl,
    '',
    CHECKOUT_MESSAGES.withdrawalNotice,
    `${TEXT.returnsLink}: ${returnsUrl}`,
    '',
    TEXT.signature,
  ].join('\n');

  const orderHref = escapeHtml(orderUrl);
  const returnsHref = escapeHtml(returnsUrl);
  const html = `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a1d23;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;">
<p style="margin:0 0 24px;font-size:22px;font-weight:800;">${escapeHtml(shop)}</p>
<p style="margin:0 0 16px;">${escapeHtml(TEXT.greeting(order.shippingAddress.fullName))}</p>
<p style="margin:0 0 24px;">${escapeHtml(TEXT.intro)}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 24px;">
${htmlRows(details)}
</table>
<p style="margin:0 0 4px;font-weight:700;">${escapeHtml(TEXT.products)}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 24px;">
${htmlRows(lines, 'border-bottom:1px solid #e3e6eb;')}
${htmlRows(amounts)}
${htmlRows([total], 'font-weight:700;font-size:18px;')}
${htmlRows([vat], `font-size:14px;${MUTED}`)}
</table>
<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 24px;">
${htmlRows([payment])}
</table>
${htmlBlock(TEXT.deliveryAddress, address)}
${delivery ? `<p style="margin:0 0 24px;">${escapeHtml(delivery)}</p>\n` : ''}${invoice ? `${htmlBlock(TEXT.invoice, invoice)}\n` : ''}<p style="margin:0 0 16px;">${escapeHtml(TEXT.orderLinkIntro)}</p>
<p style="margin:0 0 24px;"><a href="${orderHref}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#0b5cad;color:#ffffff;font-weight:700;text-decoration:none;">${escapeHtml(TEXT.orderLinkButton)}</a></p>
<p style="margin:0 0 24px;font-size:14px;${MUTED}word-break:break-all;">${orderHref}</p>
<p style="margin:0 0 8px;font-size:14px;${MUTED}">${escapeHtml(CHECKOUT_MESSAGES.withdrawalNotice)}</p>
<p style="margin:0 0 24px;font-size:14px;"><a href="${returnsHref}" style="color:#0b5cad;">${escapeHtml(TEXT.returnsLink)}</a></p>
<p style="margin:0;">${escapeHtml(TEXT.signature)}</p>
</div>
</body>
</html>`;

  return { to, subject, text, html };
}
