import { WITHDRAWAL_PERIOD_DAYS } from '../constants';
import {
  addCalendarDays,
  isWorkingDay,
  nextWorkingDay,
  romeDateOf,
  romeEndOfDay,
  type IsoDate,
} from '../checkout/italian-holidays';
import { ORDER_STATUSES, type OrderStatus } from './order-status';
import { ORDER_TRANSITION_MESSAGES } from './order.messages';

/**
 * An order's life (docs/decisions/017): the changes allowed between its statuses (listed in
 * order-status.ts), and the withdrawal period after delivery. Pure functions shared by the
 * server, which enforces them, and the pages, which show only the actions that are possible.
 */

/** Where each status may go next; cancelled and refunded are final. */
const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['preparing', 'cancelled', 'refunded'],
  preparing: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT_STATUSES[from];
}

export function isFinalOrderStatus(status: OrderStatus): boolean {
  return NEXT_STATUSES[status].length === 0;
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** Why a status change is refused, in Italian; null when it is allowed. */
export function transitionRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (canTransition(from, to)) return null;
  if (from === to) return ORDER_TRANSITION_MESSAGES.same(from);
  if (isFinalOrderStatus(from)) return ORDER_TRANSITION_MESSAGES.final(from);
  return ORDER_TRANSITION_MESSAGES.refused(from, to);
}

export interface WithdrawalDeadline {
  /** The last calendar day (Rome) on which the customer may withdraw. */
  lastDay: IsoDate;
  /** The last millisecond of that day in Rome. */
  endsAt: Date;
}

/**
 * The end of the withdrawal period (Codice del Consumo art. 52: 14 days from the day the
 * customer receives the goods). The day of delivery is not counted, so a parcel delivered on
 * 1 December may be returned until the end of 15 December, Rome time. When that day is a
 * Saturday, Sunday or national holiday the period runs to the end of the next working day, as
 * Regulation (EEC, Euratom) 1182/71 art. 3(4) says — the rule Directive 2011/83/EU (recital 41)
 * applies to its periods.
 */
export function withdrawalDeadline(deliveredAt: Date): WithdrawalDeadline {
  let lastDay = addCalendarDays(romeDateOf(deliveredAt), WITHDRAWAL_PERIOD_DAYS);
  if (!isWorkingDay(lastDay)) lastDay = nextWorkingDay(lastDay);
  return { lastDay, endsAt: romeEndOfDay(lastDay) };
}

export interface ReturnableOrder {
  status: OrderStatus;
  deliveredAt: Date | null;
}

/** A withdrawal may be asked for a delivered order until its deadline (its last ms included). */
export function canRequestReturn(order: ReturnableOrder, now: Date): boolean {
  if (order.status !== 'delivered' || order.deliveredAt === null) return false;
  return now.getTime() <= withdrawalDeadline(order.deliveredAt).endsAt.getTime();
}
