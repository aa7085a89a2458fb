import { describe, expect, it } from 'vitest';
import {
  adminUsersQuerySchema,
  auditActionOf,
  refuseUserChange,
  userChangeMessage,
  type UserAccountState,
} from './users.schema';

const ACTOR = 'actor-id';
const admin = (id = 'target-id'): UserAccountState => ({ id, role: 'admin', isActive: true });
const customer = (id = 'target-id'): UserAccountState => ({ id, role: 'user', isActive: true });

describe('refuseUserChange', () => {
  it('refuses every change an admin asks of their own account', () => {
    for (const change of [
      { kind: 'active', active: false },
      { kind: 'active', active: true },
      { kind: 'role', role: 'user' },
      { kind: 'role', role: 'admin' },
    ] as const) {
      expect(
        refuseUserChange({ actorId: ACTOR, target: admin(ACTOR), change, otherActiveAdmins: 5 }),
      ).toBe('self');
    }
  });

  it('refuses to demote or deactivate the last active admin', () => {
    for (const change of [
      { kind: 'active', active: false },
      { kind: 'role', role: 'user' },
    ] as const) {
      expect(
        refuseUserChange({ actorId: ACTOR, target: admin(), change, otherActiveAdmins: 0 }),
      ).toBe('last-admin');
      expect(
        refuseUserChange({ actorId: ACTOR, target: admin(), change, otherActiveAdmins: 1 }),
      ).toBeNull();
    }
  });

  it('lets changes that keep the admin count pass even with no other admin', () => {
    const inactiveAdmin = { ...admin(), isActive: false };
    expect(
      refuseUserChange({
        actorId: ACTOR,
        target: inactiveAdmin,
        change: { kind: 'role', role: 'user' },
        otherActiveAdmins: 0,
      }),
    ).toBeNull();
    expect(
      refuseUserChange({
        actorId: ACTOR,
        target: customer(),
        change: { kind: 'active', active: false },
        otherActiveAdmins: 0,
      }),
    ).toBeNull();
    expect(
      refuseUserChange({
        actorId: ACTOR,
        target: admin(),
        change: { kind: 'role', role: 'admin' },
        otherActiveAdmins: 0,
      }),
    ).toBeNull();
  });
});

describe('auditActionOf', () => {
  it('names the change, or null when nothing changes', () => {
    expect(auditActionOf(customer(), { kind: 'active', active: false })).toBe('user.deactivate');
    expect(
      auditActionOf({ ...customer(), isActive: false }, { kind: 'active', active: true }),
    ).toBe('user.activate');
    expect(auditActionOf(customer(), { kind: 'role', role: 'admin' })).toBe('user.promote');
    expect(auditActionOf(admin(), { kind: 'role', role: 'user' })).toBe('user.demote');
    expect(auditActionOf(customer(), { kind: 'active', active: true })).toBeNull();
    expect(auditActionOf(admin(), { kind: 'role', role: 'admin' })).toBeNull();
  });
});

describe('userChangeMessage', () => {
  it('writes the notification of each change', () => {
    const email = 'giulia@example.it';
    expect(userChangeMessage(email, { kind: 'active', active: true })).toBe(
      'Utente "giulia@example.it" attivato.',
    );
    expect(userChangeMessage(email, { kind: 'active', active: false })).toBe(
      'Utente "giulia@example.it" disattivato.',
    );
    expect(userChangeMessage(email, { kind: 'role', role: 'admin' })).toBe(
      '"giulia@example.it" è ora amministratore.',
    );
    expect(userChangeMessage(email, { kind: 'role', role: 'user' })).toBe(
      '"giulia@example.it" non è più amministratore.',
    );
  });
});

describe('adminUsersQuerySchema', () => {
  it('defaults to every user, first page', () => {
    expect(adminUsersQuerySchema.parse({})).toEqual({ q: '', role: 'all', state: 'all', page: 1 });
  });

  it('trims the search and reads the page from the query string', () => {
    expect(adminUsersQuerySchema.parse({ q: '  rossi ', page: '3', role: 'admin' })).toMatchObject({
      q: 'rossi',
      page: 3,
      role: 'admin',
    });
  });

  it('refuses unknown filters, bad pages and unstorable text', () => {
    expect(adminUsersQuerySchema.safeParse({ role: 'owner' }).success).toBe(false);
    expect(adminUsersQuerySchema.safeParse({ state: 'x' }).success).toBe(false);
    expect(adminUsersQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(adminUsersQuerySchema.safeParse({ q: 'a\u0000' }).success).toBe(false);
    expect(adminUsersQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });
});
