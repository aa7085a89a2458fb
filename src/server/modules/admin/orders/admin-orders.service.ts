import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDERS_PAGE_SIZE,
  adminNextStatuses,
  refundableCents,
  type AdminOrder,
  type AdminOrdersPage,
  type AdminOrdersQuery,
} from '../../../../domain/admin/orders-admin';
import { formatEuro } from '../../../../domain/money';
import { ORDER_MESSAGES } from '../../../../domain/orders/order.messages';
import { transitionRefusal } from '../../../../domain/orders/order-status.rules';
import type { OrderStatus } from '../../../../domain/orders/order-status';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import {
  findOrderByNumber,
  listOrderLines,
  returnStock,
  updateOrder,
  type OrderRow,
} from '../../orders/orders.repository';
import { releaseStock, viewOf } from '../../orders/orders.service';
import {
  PaymentProviderUnavailableError,
  RefundRefusedError,
} from '../../payments/payment-provider';
import type { AdminContext } from '../admin-context';
import { recordAdminChange, type AdminActor } from '../audit/audit.repository';
import {
  insertRefund,
  listAllOrders,
  listOrderRefunds,
  lockOrderByNumber,
} from './admin-orders.repository';
import { orderShippedMail } from './order-shipped-mail';

/**
 * The admin's use cases on orders (issue "Admin" §6, decision 021): the list, one order, a
 * status change and a refund. Each change locks the order row, checks it against what the
 * admin saw, writes the order, its history and the audit entry in one transaction.
 */

function orderNotFound(): AppError {
  return new AppError('not-found', ORDER_MESSAGES.notFound);
}

function refused(reason: string, message: string, details: Record<string, string> = {}): AppError {
  return new AppError('failed-precondition', message, undefined, { reason, ...details });
}

function invalidField(field: string, message: string): AppError {
  return new AppError('invalid-argument', message, { [field]: message });
}

export async function listOrdersForAdmin(
  db: Db,
  query: AdminOrdersQuery,
): Promise<AdminOrdersPage> {
  const { rows, total } = await listAllOrders(db, query);
  return {
    orders: rows,
    page: query.page,
    pageCount: Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE),
    total,
  };
}

async function adminViewOf(db: Db, row: OrderRow, now: Date): Promise<AdminOrder> {
  const [order, refunds] = await Promise.all([viewOf(db, row, now), listOrderRefunds(db, row.id)]);
  return {
    order,
    customer: { userId: row.userId, email: row.email },
    returnReason: row.returnReason,
    paymentReference: row.paymentReference,
    refundedCents: row.refundedCents,
    refundableCents: refundableCents(row),
    refunds: refunds.map((refund) => ({
      amountCents: refund.amountCents,
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
      createdBy: refund.createdByEmail,
    })),
    nextStatuses: adminNextStatuses(row.status),
  };
}

export async function getOrderForAdmin(ctx: AdminContext, number: string): Promise<AdminOrder> {
  const now = ctx.now?.() ?? new Date();
  const row = await findOrderByNumber(ctx.db, number);
  if (!row) throw orderNotFound();
  return adminViewOf(ctx.db, row, now);
}

/** The provider gives money back; its failures become the admin's 4xx/503 answers. */
async function refundThroughProvider(
  ctx: AdminContext,
  order: OrderRow,
  amountCents: number,
): Promise<string> {
  if (!order.paymentReference) throw refused('not-refundable', ADMIN_ORDER_MESSAGES.refundNothing);
  try {
    // One key per order and amount already refunded: a retry of this same refund (a lost
    // answer, a crash before the commit) is refunded once by the provider.
    const key = `vetrina-refund-${order.id}-${order.refundedCents}-${amountCents}`;
    return await ctx.provider.refund(order.paymentReference, amountCents, key);
  } catch (error) {
    if (error instanceof RefundRefusedError) {
      ctx.log.warn({ err: error, order: order.number }, 'refund refused by the payment provider');
      throw refused('refund-refused', ADMIN_ORDER_MESSAGES.refundFailed);
    }
    if (error instanceof PaymentProviderUnavailableError) {
      ctx.log.warn(
        { err: error, order: order.number },
        'payment provider unavailable for a refund',
      );
      throw new AppError('unavailable', ADMIN_ORDER_MESSAGES.refundFailed, undefined, {
        reason: 'payment-provider',
      });
    }
    throw error;
  }
}

export interface StatusChange {
  from: OrderStatus;
  status: OrderStatus;
  trackingNumber?: string | undefined;
}

/**
 * Moves an order on by hand. "Spedito" stores the tracking number and mails it to the
 * customer; "consegnato" starts the withdrawal period; "annullato" gives the stock back and,
 * for a paid order, refunds what was not yet refunded.
 */
export async function changeOrderStatus(
  ctx: AdminContext,
  actor: AdminActor,
  number: string,
  change: StatusChange,
): Promise<AdminOrder> {
  const now = ctx.now?.() ?? new Date();
  const { row, cancelledPayment } = await ctx.db.transaction(async (tx) => {
    const order = await lockOrderByNumber(tx, number);
    if (!order) throw orderNotFound();
    if (order.status !== change.from) {
      throw refused('changed', ADMIN_ORDER_MESSAGES.changedMeanwhile, { status: order.status });
    }
    if (!adminNextStatuses(order.status).includes(change.status)) {
      const message =
        transitionRefusal(order.status, change.status) ?? ADMIN_ORDER_MESSAGES.statusNotAllowed;
      throw refused('transition', message);
    }
    let updated: OrderRow;
    switch (change.status) {
      case 'shipped': {
        if (!change.trackingNumber) {
          throw invalidField('trackingNumber', ADMIN_ORDER_MESSAGES.trackingRequired);
        }
        updated = await updateOrder(
          tx,
          order.id,
          { trackingNumber: change.trackingNumber },
          'shipped',
        );
        break;
      }
      case 'delivered':
        updated = await updateOrder(tx, order.id, { deliveredAt: now }, 'delivered');
        break;
      case 'cancelled':
        updated = await cancelByShop(ctx, tx, actor, order);
        break;
      default:
        updated = await updateOrder(tx, order.id, {}, change.status);
    }
    await recordAdminChange(tx, actor, {
      action: 'order.status',
      entityType: 'order',
      entityId: order.number,
      before: { status: order.status, trackingNumber: order.trackingNumber },
      after: {
        status: updated.status,
        trackingNumber: updated.trackingNumber,
        ...(updated.refundedCents !== order.refundedCents
          ? { refundedCents: updated.refundedCents }
          : {}),
      },
    });
    const unpaidPayment = order.status === 'pending_payment' ? order.paymentReference : null;
    return { row: updated, cancelledPayment: unpaidPayment };
  });

  // After the commit: a started but unpaid payment may no longer complete.
  if (cancelledPayment && ctx.provider.kind !== 'test') {
    await ctx.provider.cancel(cancelledPayment).catch((err: unknown) => {
      ctx.log.warn({ err, order: row.number }, 'payment of a cancelled order not cancelled');
    });
  }
  const view = await adminViewOf(ctx.db, row, now);
  if (change.status === 'shipped' && row.trackingNumber) {
    await ctx.mailer
      .send(orderShippedMail(view.order, row.trackingNumber, ctx.publicUrl, row.email))
      .catch((err: unknown) => {
        ctx.log.warn({ err, order: row.number }, 'shipping email not sent');
      });
  }
  return view;
}

/**
 * The shop cancels an order that has not left: an unpaid one gives its held stock back; a paid
 * one gives its stock back and is refunded in full (what was not refunded yet).
 */
async function cancelByShop(
  ctx: AdminContext,
  tx: Db,
  actor: AdminActor,
  order: OrderRow,
): Promise<OrderRow> {
  if (order.status === 'pending_payment') {
    const released = await releaseStock(tx, order);
    return updateOrder(tx, released.id, { stockHeld: false, reservedUntil: null }, 'cancelled');
  }
  await returnStock(tx, await listOrderLines(tx, order.id));
  const amount = refundableCents(order);
  if (amount > 0) {
    const reference = await refundThroughProvider(ctx, order, amount);
    await insertRefund(tx, {
      orderId: order.id,
      amountCents: amount,
      reference,
      reason: null,
      createdBy: actor.id,
    });
  }
  return updateOrder(tx, order.id, { refundedCents: order.refundedCents + amount }, 'cancelled');
}

export interface RefundInput {
  amountCents: number;
  expectedRefundedCents: number;
  reason?: string | undefined;
}

/**
 * Refunds part or all of a paid order through the payment provider and marks it "rimborsato".
 * More partial refunds may follow until the whole total is back. The order row stays locked
 * across the provider's call, so two refunds of one order never overlap.
 */
export async function refundOrder(
  ctx: AdminContext,
  actor: AdminActor,
  number: string,
  input: RefundInput,
): Promise<AdminOrder> {
  const now = ctx.now?.() ?? new Date();
  const row = await ctx.db.transaction(async (tx) => {
    const order = await lockOrderByNumber(tx, number);
    if (!order) throw orderNotFound();
    if (order.refundedCents !== input.expectedRefundedCents) {
      throw refused('changed', ADMIN_ORDER_MESSAGES.refundChanged);
    }
    const refundable = refundableCents(order);
    if (refundable === 0) throw refused('not-refundable', ADMIN_ORDER_MESSAGES.refundNothing);
    if (input.amountCents > refundable) {
      throw invalidField('amountCents', ADMIN_ORDER_MESSAGES.refundTooMuch(formatEuro(refundable)));
    }
    const reference = await refundThroughProvider(ctx, order, input.amountCents);
    const reason = input.reason?.trim() || null;
    await insertRefund(tx, {
      orderId: order.id,
      amountCents: input.amountCents,
      reference,
      reason,
      createdBy: actor.id,
    });
    const updated = await updateOrder(
      tx,
      order.id,
      { refundedCents: order.refundedCents + input.amountCents },
      order.status === 'refunded' ? undefined : 'refunded',
    );
    await recordAdminChange(tx, actor, {
      action: 'order.refund',
      entityType: 'order',
      entityId: order.number,
      before: { status: order.status, refundedCents: order.refundedCents },
      after: {
        status: updated.status,
        refundedCents: updated.refundedCents,
        amountCents: input.amountCents,
        reason,
      },
    });
    return updated;
  });
  return adminViewOf(ctx.db, row, now);
}
