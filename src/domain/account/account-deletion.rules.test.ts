import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../orders/order-status';
import { accountDeletionRefusal, withoutDeletedCustomer } from './account-deletion.rules';
import { DELETED_CUSTOMER_EMAIL } from './order-anonymisation';

const CUSTOMER = { isActiveAdmin: false, otherActiveAdmins: 0, orders: [] };

describe('accountDeletionRefusal', () => {
  it('lets a customer without orders go', () => {
    expect(accountDeletionRefusal(CUSTOMER)).toBeNull();
  });

  it('refuses the last active admin, and lets an admin go while another one is active', () => {
    expect(accountDeletionRefusal({ ...CUSTOMER, isActiveAdmin: true })).toEqual({
      reason: 'last-admin',
    });
    expect(
      accountDeletionRefusal({ ...CUSTOMER, isActiveAdmin: true, otherActiveAdmins: 1 }),
    ).toBeNull();
  });

  it('waits for the orders the shop still owes something for, and names them', () => {
    const blocking: OrderStatus[] = ['pending_payment', 'paid', 'preparing', 'shipped'];
    for (const status of ORDER_STATUSES) {
      const refusal = accountDeletionRefusal({
        ...CUSTOMER,
        orders: [{ number: 'VT-2026-000007', status }],
      });
      if (blocking.includes(status)) {
        expect(refusal, status).toEqual({
          reason: 'orders-in-progress',
          orderNumbers: ['VT-2026-000007'],
        });
      } else {
        expect(refusal, status).toBeNull();
      }
    }
    expect(
      accountDeletionRefusal({
        ...CUSTOMER,
        orders: [
          { number: 'VT-2026-000001', status: 'delivered' },
          { number: 'VT-2026-000002', status: 'paid' },
          { number: 'VT-2026-000003', status: 'shipped' },
        ],
      }),
    ).toEqual({ reason: 'orders-in-progress', orderNumbers: ['VT-2026-000002', 'VT-2026-000003'] });
  });
});

describe('withoutDeletedCustomer', () => {
  const entry = {
    userEmail: 'Giulia.Rossi@example.it',
    displayName: 'iPhone • Safari • iOS • Milano, Italia',
    city: 'Milano',
    lastActiveAt: '2026-11-20T10:00:00.000Z',
  };

  it('replaces the customer’s email and device description, keeping the rest', () => {
    expect(withoutDeletedCustomer(entry, 'giulia.rossi@example.it')).toEqual({
      userEmail: DELETED_CUSTOMER_EMAIL,
      displayName: null,
      city: null,
      lastActiveAt: '2026-11-20T10:00:00.000Z',
    });
  });

  it('adds no key the entry did not have', () => {
    const after = {
      userEmail: 'giulia.rossi@example.it',
      reason: 'Sospetto accesso',
      sessionsEnded: 1,
    };
    expect(withoutDeletedCustomer(after, 'giulia.rossi@example.it')).toEqual({
      userEmail: DELETED_CUSTOMER_EMAIL,
      reason: 'Sospetto accesso',
      sessionsEnded: 1,
    });
  });

  it('leaves entries about someone else, and values that are not objects, as they are', () => {
    expect(withoutDeletedCustomer(entry, 'altro@example.it')).toBe(entry);
    expect(withoutDeletedCustomer(null, 'giulia.rossi@example.it')).toBeNull();
    expect(withoutDeletedCustomer({ status: 'paid' }, 'giulia.rossi@example.it')).toEqual({
      status: 'paid',
    });
  });
});
