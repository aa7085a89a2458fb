import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS } from './order.messages';
import {
  canRequestReturn,
  canTransition,
  isFinalOrderStatus,
  isOrderStatus,
  nextOrderStatuses,
  transitionRefusal,
  withdrawalDeadline,
} from './order-status.rules';
import { ORDER_STATUSES, type OrderStatus } from './order-status';

const ALLOWED: ReadonlyArray<[OrderStatus, OrderStatus]> = [
  ['pending_payment', 'paid'],
  ['pending_payment', 'cancelled'],
  ['paid', 'preparing'],
  ['paid', 'cancelled'],
  ['paid', 'refunded'],
  ['preparing', 'shipped'],
  ['preparing', 'cancelled'],
  ['preparing', 'refunded'],
  ['shipped', 'delivered'],
  ['shipped', 'refunded'],
  ['delivered', 'refunded'],
];

describe('order statuses', () => {
  it('has an Italian label for every status', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      pending_payment: 'In attesa di pagamento',
      paid: 'Pagato',
      preparing: 'In preparazione',
      shipped: 'Spedito',
      delivered: 'Consegnato',
      cancelled: 'Annullato',
      refunded: 'Rimborsato',
    });
  });

  it('recognises a status name', () => {
    expect(isOrderStatus('paid')).toBe(true);
    expect(isOrderStatus('pending')).toBe(false);
    expect(isOrderStatus(null)).toBe(false);
  });

  it('allows exactly the listed changes', () => {
    const allowed = new Set(ALLOWED.map(([from, to]) => `${from}>${to}`));
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        expect(canTransition(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
  });

  it('lists the next statuses; cancelled and refunded are final', () => {
    expect(nextOrderStatuses('shipped')).toEqual(['delivered', 'refunded']);
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['cancelled', 'refunded']);
  });
});

describe('transitionRefusal', () => {
  it('is null for an allowed change', () => {
    for (const [from, to] of ALLOWED) expect(transitionRefusal(from, to)).toBeNull();
  });

  it('says why a change is refused, in Italian', () => {
    expect(transitionRefusal('paid', 'paid')).toBe('L’ordine è già «pagato».');
    expect(transitionRefusal('cancelled', 'paid')).toBe(
      'L’ordine è annullato: il suo stato non può più cambiare.',
    );
    expect(transitionRefusal('refunded', 'delivered')).toBe(
      'L’ordine è rimborsato: il suo stato non può più cambiare.',
    );
    expect(transitionRefusal('shipped', 'cancelled')).toBe(
      'Un ordine non può passare da «spedito» a «annullato».',
    );
    expect(transitionRefusal('pending_payment', 'shipped')).toBe(
      'Un ordine non può passare da «in attesa di pagamento» a «spedito».',
    );
  });

  it('has a text for every refused change', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (!canTransition(from, to)) expect(transitionRefusal(from, to)).toMatch(/\.$/);
      }
    }
  });
});

describe('withdrawalDeadline', () => {
  it('ends 14 days after the day of delivery, at the end of that day in Rome', () => {
    // Tuesday 1 December 2026, 10:00 in Rome → Tuesday 15 December, 23:59:59.999 CET.
    expect(withdrawalDeadline(new Date('2026-12-01T09:00:00Z'))).toEqual({
      lastDay: '2026-12-15',
      endsAt: new Date('2026-12-15T22:59:59.999Z'),
    });
  });

  it('counts from the delivery day in Rome, not in UTC', () => {
    // 00:30 on 1 December in Rome, still 30 November in UTC.
    expect(withdrawalDeadline(new Date('2026-11-30T23:30:00Z')).lastDay).toBe('2026-12-15');
    // 23:30 on 30 November in Rome.
    expect(withdrawalDeadline(new Date('2026-11-30T22:30:00Z')).lastDay).toBe('2026-12-14');
  });

  it('ends at midnight summer or winter time, across the clock changes', () => {
    // Delivered Friday 20 March 2026 (winter) → Friday 3 April (summer): midnight is 22:00 UTC.
    expect(withdrawalDeadline(new Date('2026-03-20T10:00:00Z')).endsAt).toEqual(
      new Date('2026-04-03T21:59:59.999Z'),
    );
    // Delivered Tuesday 20 October 2026 (summer) → Tuesday 3 November (winter): 23:00 UTC.
    expect(withdrawalDeadline(new Date('2026-10-20T10:00:00Z')).endsAt).toEqual(
      new Date('2026-11-03T22:59:59.999Z'),
    );
  });

  it('runs to the next working day when the last day is a weekend or a holiday', () => {
    // Saturday 28 November 2026 → Saturday 12 December → Monday 14.
    expect(withdrawalDeadline(new Date('2026-11-28T10:00:00Z')).lastDay).toBe('2026-12-14');
    // Friday 11 December 2026 → Christmas → Monday 28 December.
    expect(withdrawalDeadline(new Date('2026-12-11T10:00:00Z')).lastDay).toBe('2026-12-28');
    // Monday 23 March 2026 → Easter Monday 6 April → Tuesday 7.
    expect(withdrawalDeadline(new Date('2026-03-23T10:00:00Z')).lastDay).toBe('2026-04-07');
    // Thursday 18 December 2026 → Friday 1 January 2027 → Monday 4 January.
    expect(withdrawalDeadline(new Date('2026-12-18T10:00:00Z')).lastDay).toBe('2027-01-04');
  });
});

describe('canRequestReturn', () => {
  const deliveredAt = new Date('2026-12-01T09:00:00Z');
  const endsAt = new Date('2026-12-15T22:59:59.999Z');

  it('is open for a delivered order up to the last millisecond of the deadline', () => {
    const order = { status: 'delivered' as const, deliveredAt };
    expect(canRequestReturn(order, deliveredAt)).toBe(true);
    expect(canRequestReturn(order, endsAt)).toBe(true);
    expect(canRequestReturn(order, new Date(endsAt.getTime() + 1))).toBe(false);
  });

  it('is closed for an order not delivered, or already refunded', () => {
    const now = new Date('2026-12-02T09:00:00Z');
    expect(canRequestReturn({ status: 'shipped', deliveredAt: null }, now)).toBe(false);
    expect(canRequestReturn({ status: 'delivered', deliveredAt: null }, now)).toBe(false);
    expect(canRequestReturn({ status: 'refunded', deliveredAt }, now)).toBe(false);
  });
});
