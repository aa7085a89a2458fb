import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, ne, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES } from '../../../domain/account/account-deletion.messages';
import { DELETED_CUSTOMER_EMAIL } from '../../../domain/account/order-anonymisation';
import { PROFILE_ERRORS } from '../../../domain/account/profile.errors';
import { SESSION_TTL_MS } from '../../../domain/constants';
import { SESSION_COOKIE_NAME } from '../../../domain/http';
import {
  addresses,
  auditLog,
  cartLines,
  carts,
  devices,
  newsletterSubscribers,
  orderLines,
  orders,
  orderStatusHistory,
  sessions,
  tempRegistrations,
  users,
  wishlistItems,
  wishlists,
} from '../../db/schema';
import { openEventStream } from '../../test/event-stream';
import { browserHeaders, createUser, injectAs } from '../../test/helper';
import { codeIn, newIp, post, setupAccountsTestApp, solvedAltcha } from '../auth/accounts-test-app';
import { createSession } from '../auth/session.repository';
import { seedCustomerData } from './account-data.fixtures';

describe('POST /api/account/delete', () => {
  const t = setupAccountsTestApp();

  beforeEach(() => {
    t.mail.sent.length = 0;
  });

  const avatarsDir = () => path.join(t.base.config.dataDir, 'uploads', 'avatars');

  async function newSession(userId: string): Promise<string> {
    return (await createSession(t.db, userId, SESSION_TTL_MS)).token;
  }

  const deleteAccount = (token: string, password: unknown) =>
    injectAs(t.app, token, { method: 'POST', url: '/api/account/delete', payload: { password } });

  /** A login from an address of its own (the per-IP login limit stays out of the way). */
  const logIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: browserHeaders(),
      remoteAddress: newIp(),
      payload: { email, password },
    });

  async function userExists(id: string): Promise<boolean> {
    return (await t.db.select().from(users).where(eq(users.id, id))).length === 1;
  }

  it('deletes the account, keeps its order anonymised, and frees the address', async () => {
    const customer = await createUser(t.db);
    const data = await seedCustomerData(t.db, customer.id);
    const bystander = await createUser(t.db);
    const bystanderData = await seedCustomerData(t.db, bystander.id);
    await t.db.insert(newsletterSubscribers).values({
      email: customer.email.toUpperCase(),
      status: 'confirmed',
      confirmedAt: new Date(),
    });
    await t.db.insert(tempRegistrations).values({
      email: customer.email,
      purpose: 'reset',
      codeHash: 'code-hash',
      maxAttempts: 3,
      expiresAt: new Date(Date.now() + 600_000),
    });
    const avatarFolder = path.join(avatarsDir(), customer.id);
    await mkdir(avatarFolder, { recursive: true });
    await writeFile(path.join(avatarFolder, 'a1b2c3-128.webp'), 'webp');
    await t.db.insert(auditLog).values({
      actorId: bystander.id,
      actorEmail: bystander.email,
      action: 'device.remove',
      entityType: 'device',
      entityId: data.device.id,
      before: {
        userEmail: customer.email,
        displayName: data.device.displayName,
        city: 'Milano',
        lastActiveAt: new Date().toISOString(),
      },
      after: { sessionsEnded: 1 },
    });
    const [orderBefore] = await t.db.select().from(orders).where(eq(orders.id, data.order.id));
    const linesBefore = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, data.order.id));

    const here = await newSession(customer.id);
    const elsewhere = await newSession(customer.id);
    const stream = await openEventStream(t.app, elsewhere);
    expect(stream.status).toBe(200);

    const response = await deleteAccount(here, customer.password);
    expect(response.statusCode, response.body).toBe(204);

    // The browser keeps no cookie of the account; the other one is told, and is a guest's.
    const cleared = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME);
    expect(cleared?.value).toBe('');
    expect((await stream.next('session-revoked')).data).toMatchObject({
      reason: 'session-revoked',
    });
    await stream.ended;
    expect((await injectAs(t.app, elsewhere, { url: '/api/cart' })).statusCode).toBe(401);
    const session = await injectAs(t.app, here, { url: '/api/auth/session' });
    expect(session.json().user).toBeNull();
    expect((await logIn(customer.email, customer.password)).statusCode).toBe(401);

    // Everything the account owned is gone.
    expect(await userExists(customer.id)).toBe(false);
    for (const [table, column] of [
      [sessions, sessions.userId],
      [carts, carts.userId],
      [cartLines, cartLines.userId],
      [wishlists, wishlists.userId],
      [wishlistItems, wishlistItems.userId],
      [addresses, addresses.userId],
      [devices, devices.userId],
    ] as const) {
      expect(await t.db.select().from(table).where(eq(column, customer.id))).toEqual([]);
    }
    expect(
      await t.db
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = ${customer.email.toLowerCase()}`),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(tempRegistrations)
        .where(eq(tempRegistrations.email, customer.email)),
    ).toEqual([]);
    await expect(stat(avatarFolder)).rejects.toMatchObject({ code: 'ENOENT' });

    // The order stays, with its amounts, lines and history, and nothing that names the customer.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, data.order.id));
    expect(order).toMatchObject({
      number: data.order.number,
      userId: null,
      email: DELETED_CUSTOMER_EMAIL,
      status: 'delivered',
      totalCents: data.order.totalCents,
      subtotalCents: orderBefore!.subtotalCents,
      vatCents: orderBefore!.vatCents,
      paidAt: orderBefore!.paidAt,
      deliveredAt: orderBefore!.deliveredAt,
      createdAt: orderBefore!.createdAt,
      returnReason: null,
    });
    expect(order!.shippingAddress).toEqual({
      postalCode: '20121',
      city: 'Milano',
      province: 'MI',
      countryCode: 'IT',
    });
    expect(order!.invoice).toEqual({ kind: 'person', taxCode: data.order.taxCode });
    expect(
      await t.db.select().from(orderLines).where(eq(orderLines.orderId, data.order.id)),
    ).toEqual(linesBefore);
    expect(
      await t.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, data.order.id)),
    ).toHaveLength(2);
    const orderText = JSON.stringify(order);
    for (const personal of [data.address.fullName, data.address.street, data.address.phone]) {
      expect(orderText).not.toContain(personal);
    }

    // The admin's audit entry stays, without the customer's email and device.
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, data.device.id));
    expect(entry?.before).toMatchObject({
      userEmail: DELETED_CUSTOMER_EMAIL,
      displayName: null,
      city: null,
    });

    // Nobody else lost anything.
    expect(await userExists(bystander.id)).toBe(true);
    expect(
      await t.db.select().from(cartLines).where(eq(cartLines.userId, bystander.id)),
    ).toHaveLength(2);
    const [bystanderOrder] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, bystanderData.order.id));
    expect(bystanderOrder).toMatchObject({
      userId: bystander.id,
      email: expect.stringContaining('ordini-'),
    });

    // The same address can register again.
    const ip = newIp();
    const code = await post(
      t.app,
      '/api/auth/registration/code',
      {
        email: customer.email,
        password: 'Girasole-2026',
        firstName: 'Giulia',
        lastName: 'Rossi',
        altcha: await solvedAltcha(t.app),
      },
      { ip },
    );
    expect(code.statusCode, code.body).toBe(201);
    const verified = await post(
      t.app,
      '/api/auth/registration/verify',
      { email: customer.email, code: codeIn(t.mail.sent.at(-1)) },
      { ip },
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const [again] = await t.db.select().from(users).where(eq(users.email, customer.email));
    expect(again?.id).not.toBe(customer.id);
  });

  it('refuses a wrong password on its field and deletes nothing', async () => {
    const customer = await createUser(t.db);
    await seedCustomerData(t.db, customer.id);
    const token = await newSession(customer.id);
    const response = await deleteAccount(token, 'non-è-questa-123');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'invalid-argument',
        message: PROFILE_ERRORS.wrongPassword,
        fields: { password: PROFILE_ERRORS.wrongPassword },
      },
    });
    expect(await userExists(customer.id)).toBe(true);
    expect(
      await t.db.select().from(cartLines).where(eq(cartLines.userId, customer.id)),
    ).toHaveLength(2);
    expect((await injectAs(t.app, token, { url: '/api/cart' })).statusCode).toBe(200);
    expect((await logIn(customer.email, customer.password)).statusCode).toBe(200);
  });

  it('stops guessing after 5 tries in 15 minutes with 429', async () => {
    const customer = await createUser(t.db);
    const token = await newSession(customer.id);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await deleteAccount(token, `tentativo-${i}`)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await deleteAccount(token, customer.password)).statusCode).toBe(429);
    expect(await userExists(customer.id)).toBe(true);
  });

  it('refuses the last active admin, and lets an admin go while another one is active', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const token = await newSession(admin.id);
    // Every other admin of this database is made inactive, then back as it was.
    const others = await t.db
      .update(users)
      .set({ isActive: false })
      .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, admin.id)))
      .returning({ id: users.id });
    try {
      const refused = await deleteAccount(token, admin.password);
      expect(refused.statusCode).toBe(412);
      expect(refused.json()).toMatchObject({
        error: {
          code: 'failed-precondition',
          message: ACCOUNT_DELETION_MESSAGES.lastAdmin,
          details: { reason: 'last-admin' },
        },
      });
      expect(await userExists(admin.id)).toBe(true);
      expect((await injectAs(t.app, token, { url: '/api/cart' })).statusCode).toBe(200);

      await createUser(t.db, { role: 'admin' });
      expect((await deleteAccount(token, admin.password)).statusCode).toBe(204);
      expect(await userExists(admin.id)).toBe(false);
    } finally {
      for (const other of others) {
        await t.db.update(users).set({ isActive: true }).where(eq(users.id, other.id));
      }
    }
  });

  it('waits for the orders still to be paid or delivered, naming them', async () => {
    const customer = await createUser(t.db);
    const data = await seedCustomerData(t.db, customer.id, { orderStatus: 'shipped' });
    const token = await newSession(customer.id);
    const refused = await deleteAccount(token, customer.password);
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'failed-precondition',
        message: ACCOUNT_DELETION_MESSAGES.ordersInProgress([data.order.number]),
        details: { reason: 'orders-in-progress' },
      },
    });
    expect(await userExists(customer.id)).toBe(true);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, data.order.id));
    expect(order).toMatchObject({
      userId: customer.id,
      shippingAddress: { fullName: data.address.fullName },
    });
  });

  it('refuses a request without the password, and guests', async () => {
    const customer = await createUser(t.db);
    const token = await newSession(customer.id);
    for (const payload of [{}, { password: '' }, { password: customer.password, force: true }]) {
      const response = await injectAs(t.app, token, {
        method: 'POST',
        url: '/api/account/delete',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const guest = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/account/delete',
      payload: { password: customer.password },
    });
    expect(guest.statusCode).toBe(401);
    expect(await userExists(customer.id)).toBe(true);
  });

  it('deletes an account that never had any data', async () => {
    const customer = await createUser(t.db);
    const token = await newSession(customer.id);
    expect((await deleteAccount(token, customer.password)).statusCode).toBe(204);
    expect(await userExists(customer.id)).toBe(false);
  });

  it('leaves an order the admin can still open, without the customer, and /track finds no one', async () => {
    const customer = await createUser(t.db);
    const data = await seedCustomerData(t.db, customer.id);
    const admin = await createUser(t.db, { role: 'admin' });
    const adminToken = await newSession(admin.id);
    const token = await newSession(customer.id);
    expect((await deleteAccount(token, customer.password)).statusCode).toBe(204);

    const view = await injectAs(t.app, adminToken, {
      url: `/api/admin/orders/${data.order.number}`,
    });
    expect(view.statusCode, view.body).toBe(200);
    const order = view.json().order;
    expect(order.totalCents).toBe(data.order.totalCents);
    expect(order.shippingAddress).toMatchObject({ fullName: null, street: null, phone: null });
    expect(order.shippingAddress.postalCode).toMatch(/^\d{5}$/);

    const track = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/orders/track',
      payload: { number: data.order.number, email: DELETED_CUSTOMER_EMAIL },
      remoteAddress: newIp(),
    });
    // The placeholder is no address a customer can type: the lookup is refused.
    expect(track.statusCode).toBe(400);
    expect(track.json().status).toBeUndefined();
  });
});
