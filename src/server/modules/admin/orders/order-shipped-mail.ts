import { ADMIN_ORDER_MESSAGES } from '../../../../domain/admin/orders-admin';
import { formatDeliveryRange } from '../../../../domain/checkout/shipping.messages';
import { ORDER_MAIL_MESSAGES } from '../../../../domain/orders/order.messages';
import type { Order } from '../../../../domain/orders/order.schema';
import { escapeHtml } from '../../../mail/escape-html';
import type { MailMessage } from '../../../mail/mailer';

const TEXT = ADMIN_ORDER_MESSAGES.shippedMail;

/**
 * The email a customer receives when the shop marks the order "spedito": the courier's
 * tracking number, the expected delivery and the link to the order page.
 */
export function orderShippedMail(
  order: Order,
  trackingNumber: string,
  publicUrl: string,
  to: string,
): MailMessage {
  const subject = TEXT.subject(order.number);
  const orderUrl = `${publicUrl}/orders/${encodeURIComponent(order.number)}`;
  const delivery = order.delivery
    ? formatDeliveryRange(order.delivery.earliest, order.delivery.latest)
    : null;
  const text = [
    ORDER_MAIL_MESSAGES.greeting(order.shippingAddress.fullName),
    '',
    TEXT.intro(order.number),
    '',
    `${TEXT.trackingNumber}: ${trackingNumber}`,
    TEXT.trackingHint,
    '',
    ...(delivery ? [delivery, ''] : []),
    ORDER_MAIL_MESSAGES.orderLinkIntro,
    orderUrl,
    '',
    ORDER_MAIL_MESSAGES.signature,
  ].join('\n');
  const html = `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a1d23;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;">
<p style="margin:0 0 16px;">${escapeHtml(ORDER_MAIL_MESSAGES.greeting(order.shippingAddress.fullName))}</p>
<p style="margin:0 0 24px;">${escapeHtml(TEXT.intro(order.number))}</p>
<p style="margin:0 0 4px;font-weight:700;">${escapeHtml(TEXT.trackingNumber)}</p>
<p style="margin:0 0 4px;font-size:20px;letter-spacing:1px;">${escapeHtml(trackingNumber)}</p>
<p style="margin:0 0 24px;color:#555d6b;">${escapeHtml(TEXT.trackingHint)}</p>
${delivery ? `<p style="margin:0 0 24px;">${escapeHtml(delivery)}</p>` : ''}
<p style="margin:0 0 24px;"><a href="${escapeHtml(orderUrl)}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#ffffff;border-radius:8px;text-decoration:none;">${escapeHtml(ORDER_MAIL_MESSAGES.orderLinkButton)}</a></p>
<p style="margin:0;">${escapeHtml(ORDER_MAIL_MESSAGES.signature)}</p>
</div>
</body>
</html>`;
  return { to, subject, text, html };
}
