import { z } from 'zod';
import { textSchema } from '../input.schema';
import { ORDER_STATUS_LABELS } from '../orders/order.messages';
import { nextOrderStatuses } from '../orders/order-status.rules';
import type { OrderStatus } from '../orders/order-status';
import { orderSchema, orderStatusSchema } from '../orders/order.schema';

/**
 * The admin's side of orders (issue "Admin" §6, decision 021): the list with its filters, the
 * status changes an admin may make, refunds, and their texts. The customer's order contract
 * (domain/orders/order.schema.ts) is reused for the order itself.
 */

const isoInstant = z.iso.datetime({ offset: true });
const cents = z.number().int().min(0);

/**
 * The statuses an admin may set by hand from `from`. "Pagato" comes only from the payment
 * provider, "rimborsato" only from a refund; the rest follows the order's rules.
 */
export function adminNextStatuses(from: OrderStatus): OrderStatus[] {
  return nextOrderStatuses(from).filter((status) => status !== 'paid' && status !== 'refunded');
}

/** The money an order still has to give back: paid, not cancelled, not all refunded yet. */
export function refundableCents(order: {
  status: OrderStatus;
  totalCents: number;
  refundedCents: number;
  paidAt: string | Date | null;
}): number {
  if (order.paidAt === null) return 0;
  // Unpaid, or cancelled by the shop (which refunds the whole order itself).
  if (order.status === 'pending_payment' || order.status === 'cancelled') return 0;
  return Math.max(0, order.totalCents - order.refundedCents);
}

export const TRACKING_NUMBER_MAX_CHARS = 64;
export const REFUND_REASON_MAX_CHARS = 300;
export const ADMIN_ORDERS_PAGE_SIZE = 25;

export const ADMIN_ORDER_MESSAGES = {
  statusChanged: (number: string, status: OrderStatus) =>
    `Ordine ${number}: stato cambiato in «${ORDER_STATUS_LABELS[status]}».`,
  refunded: (number: string, amount: string) =>
    `Rimborso di ${amount} registrato per l’ordine ${number}.`,
  trackingRequired: 'Inserisci il numero di spedizione del corriere.',
  trackingInvalid: 'Il numero di spedizione può contenere solo lettere, cifre, spazi e trattini.',
  trackingTooLong: `Il numero di spedizione può avere al massimo ${TRACKING_NUMBER_MAX_CHARS} caratteri.`,
  statusNotAllowed: 'Questo stato non si può impostare a mano.',
  changedMeanwhile: 'L’ordine è cambiato nel frattempo: ricarica la pagina e riprova.',
  refundAmountInvalid: 'Inserisci un importo valido in euro, ad esempio 19,90.',
  refundTooMuch: (max: string) => `Si possono rimborsare al massimo ${max}.`,
  refundNothing: 'Questo ordine non ha importi da rimborsare.',
  refundReasonTooLong: `Il motivo può avere al massimo ${REFUND_REASON_MAX_CHARS} caratteri.`,
  refundChanged: 'L’ordine è cambiato nel frattempo: ricarica la pagina e controlla l’importo.',
  refundFailed: 'Il sistema di pagamento non ha eseguito il rimborso. Riprova tra qualche minuto.',
  dateInvalid: 'Inserisci una data valida.',
  dateRange: 'La data iniziale deve precedere quella finale.',
  customerTooLong: 'Testo di ricerca troppo lungo.',
  shippedMail: {
    subject: (number: string) => `Il tuo ordine ${number} è stato spedito`,
    intro: (number: string) =>
      `buone notizie: il tuo ordine ${number} è stato affidato al corriere ed è in viaggio verso di te.`,
    trackingNumber: 'Numero di spedizione',
    trackingHint: 'Con questo numero puoi seguire il pacco sul sito del corriere.',
  },
} as const;

// The list --------------------------------------------------------------------------------------

const isoDayInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_ORDER_MESSAGES.dateInvalid)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), ADMIN_ORDER_MESSAGES.dateInvalid);

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/admin/orders: filters by status, creation day (Rome, inclusive) and customer. */
export const adminOrdersQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    status: z.preprocess(emptyToUndefined, orderStatusSchema.optional()),
    from: z.preprocess(emptyToUndefined, isoDayInput.optional()),
    to: z.preprocess(emptyToUndefined, isoDayInput.optional()),
    /** Part of the customer's email or name, or of the order number. */
    customer: z.preprocess(
      emptyToUndefined,
      textSchema().max(100, ADMIN_ORDER_MESSAGES.customerTooLong).optional(),
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: ADMIN_ORDER_MESSAGES.dateRange,
    path: ['to'],
  });
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminOrderSummarySchema = z.object({
  number: z.string(),
  status: orderStatusSchema,
  createdAt: isoInstant,
  email: z.string(),
  customerName: z.string().nullable(),
  itemCount: z.number().int().min(0),
  totalCents: cents,
  refundedCents: cents,
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrdersPageSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  page: z.number().int().min(1),
  pageCount: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

// One order -------------------------------------------------------------------------------------

export const orderRefundSchema = z.object({
  amountCents: z.number().int().min(1),
  reason: z.string().nullable(),
  createdAt: isoInstant,
  createdBy: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** GET /api/admin/orders/:number: the order as its customer sees it, plus the admin's facts. */
export const adminOrderSchema = z.object({
  order: orderSchema,
  customer: z.object({
    userId: z.uuid().nullable(),
    email: z.string(),
  }),
  returnReason: z.string().nullable(),
  paymentReference: z.string().nullable(),
  refundedCents: cents,
  refundableCents: cents,
  refunds: z.array(orderRefundSchema),
  /** The statuses this admin may set now (adminNextStatuses). */
  nextStatuses: z.array(orderStatusSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

const trackingNumberSchema = textSchema(ADMIN_ORDER_MESSAGES.trackingInvalid)
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, ADMIN_ORDER_MESSAGES.trackingRequired)
      .max(TRACKING_NUMBER_MAX_CHARS, ADMIN_ORDER_MESSAGES.trackingTooLong)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, ADMIN_ORDER_MESSAGES.trackingInvalid),
  );

/**
 * POST /api/admin/orders/:number/status. "Spedito" needs the courier's tracking number, which
 * the customer receives by email. `from` is the status the admin saw: a change made meanwhile
 * by someone else (or a double click) is refused rather than applied twice.
 */
export const adminOrderStatusRequestSchema = z
  .object({
    from: orderStatusSchema,
    status: orderStatusSchema,
    trackingNumber: trackingNumberSchema.optional(),
  })
  .refine((body) => body.status !== 'shipped' || body.trackingNumber !== undefined, {
    message: ADMIN_ORDER_MESSAGES.trackingRequired,
    path: ['trackingNumber'],
  });
export type AdminOrderStatusRequest = z.input<typeof adminOrderStatusRequestSchema>;

/**
 * POST /api/admin/orders/:number/refunds. `expectedRefundedCents` is what the admin saw as
 * already refunded: a repeated click finds it changed and is refused, never refunded twice.
 */
export const adminRefundRequestSchema = z.object({
  amountCents: z
    .number({ message: ADMIN_ORDER_MESSAGES.refundAmountInvalid })
    .int(ADMIN_ORDER_MESSAGES.refundAmountInvalid)
    .min(1, ADMIN_ORDER_MESSAGES.refundAmountInvalid)
    .max(100_000_000, ADMIN_ORDER_MESSAGES.refundAmountInvalid),
  expectedRefundedCents: z.number().int().min(0),
  reason: textSchema()
    .transform((value) => value.trim())
    .pipe(z.string().max(REFUND_REASON_MAX_CHARS, ADMIN_ORDER_MESSAGES.refundReasonTooLong))
    .optional(),
});
export type AdminRefundRequest = z.input<typeof adminRefundRequestSchema>;

// The dashboard ---------------------------------------------------------------------------------

export const DASHBOARD_DAYS = 30;
export const LOW_STOCK_THRESHOLD = 5;

export const adminDashboardSchema = z.object({
  counts: z.object({
    products: z.number().int(),
    users: z.number().int(),
    orders: z.number().int(),
  }),
  /** The last 30 calendar days (Rome), oldest first, each day present: paid orders, revenue net of refunds. */
  days: z.array(
    z.object({ day: z.iso.date(), orders: z.number().int(), revenueCents: z.number().int() }),
  ),
  lowStock: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string().nullable(),
      stock: z.number().int(),
    }),
  ),
  latestOrders: z.array(adminOrderSummarySchema),
  newUsers: z.array(
    z.object({
      id: z.uuid(),
      email: z.string(),
      displayName: z.string().nullable(),
      createdAt: isoInstant,
    }),
  ),
  /** Labels of the seller's details still missing (the legal pages need them). */
  missingShopSettings: z.array(z.string()),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const DASHBOARD_MESSAGES = {
  chartTitle: 'Ordini e incassi degli ultimi 30 giorni',
  chartTableCaption: 'Ordini pagati e incasso netto per giorno',
  day: 'Giorno',
  orders: 'Ordini',
  revenue: 'Incasso',
  showTable: 'Mostra i dati in tabella',
  lowStockTitle: 'Prodotti in esaurimento',
  lowStockEmpty: 'Nessun prodotto sotto le 5 unità.',
  stock: 'Disponibili',
  latestOrdersTitle: 'Ultimi ordini',
  newUsersTitle: 'Nuovi utenti',
  countsTitle: 'In breve',
  products: 'Prodotti',
  users: 'Utenti',
  missingShopSettings: 'Mancano dati del venditore richiesti dalle pagine legali:',
  completeShopSettings: 'Completa i dati del venditore',
} as const;
