import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { products, sessions } from '../../db/schema';
import { openEventStream, type TestEventStream } from '../../test/event-stream';
import { createUser, injectAs, logInAs, setupTestApp } from '../../test/helper';
import { sessionIdOf } from '../auth/session.repository';
import { endSessions } from './session-end';

describe('GET /api/events', () => {
  const t = setupTestApp();
  const streams: TestEventStream[] = [];
  const open = async (...args: Parameters<typeof openEventStream>) => {
    const stream = await openEventStream(...args);
    streams.push(stream);
    return stream;
  };
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  const aProductId = async () => {
    const [row] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isVisible, true))
      .limit(1);
    return row!.id;
  };
  const addToCart = (token: string, productId: number) =>
    injectAs(t.app, token, {
      method: 'POST',
      url: '/api/cart/items',
      payload: { productId, quantity: 1 },
    });

  it('refuses a guest with 401', async () => {
    const stream = await open(t.app, null);
    expect(stream.status).toBe(401);
  });

  it('tells every session of the user about a cart change made on another device', async () => {
    const user = await createUser(t.db);
    const phone = await logInAs(t.app, user);
    const laptop = await logInAs(t.app, user);
    const stream = await open(t.app, laptop);
    expect(stream.status).toBe(200);

    const changed = await addToCart(phone, await aProductId());
    expect(changed.statusCode).toBe(200);
    const event = await stream.next('cart-changed');
    expect(event.data).toEqual({
      updatedAt: changed.json<{ cart: { updatedAt: string } }>().cart.updatedAt,
    });
    expect(Number(event.id)).toBeGreaterThan(0);
  });

  it('never tells one user about another user', async () => {
    const watcher = await createUser(t.db);
    const other = await createUser(t.db);
    const stream = await open(t.app, await logInAs(t.app, watcher));
    await addToCart(await logInAs(t.app, other), await aProductId());
    await expect(stream.next('cart-changed', 500)).rejects.toThrow();
  });

  it('replays what a reconnecting browser missed after its Last-Event-ID, header or query', async () => {
    const user = await createUser(t.db);
    const token = await logInAs(t.app, user);
    const first = await open(t.app, token);
    await addToCart(token, await aProductId());
    const seen = await first.next('cart-changed');
    first.close();

    await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/wishlist/items',
      payload: { productId: await aProductId() },
    });
    const resumed = await open(t.app, token, { lastEventId: seen.id! });
    expect((await resumed.next()).event).toBe('wishlist-changed');
    const byQuery = await open(t.app, token, { query: `?lastEventId=${seen.id!}` });
    expect((await byQuery.next()).event).toBe('wishlist-changed');
    // Nothing older than the id given comes back.
    await expect(resumed.next('cart-changed', 300)).rejects.toThrow();
  });

  it('refuses a malformed Last-Event-ID with 400', async () => {
    const user = await createUser(t.db);
    const token = await logInAs(t.app, user);
    const stream = await open(t.app, token, { query: '?lastEventId=abc' });
    expect(stream.status).toBe(400);
  });

  it('tells a session it was ended, then closes its stream; its cookie is refused with the reason', async () => {
    const user = await createUser(t.db);
    const token = await logInAs(t.app, user);
    const other = await logInAs(t.app, user);
    const stream = await open(t.app, token);
    const untouched = await open(t.app, other);

    await t.db.transaction((tx) =>
      endSessions(tx, { sessionId: sessionIdOf(token) }, 'remote-logout', 'Dispositivo smarrito'),
    );
    const event = await stream.next('remote-logout');
    expect(event.data).toMatchObject({ reason: 'remote-logout', detail: 'Dispositivo smarrito' });
    await stream.ended;

    const cart = await injectAs(t.app, token, { url: '/api/cart' });
    expect(cart.statusCode).toBe(401);
    expect(cart.json()).toMatchObject({ error: { details: { reason: 'session-ended' } } });
    const session = await injectAs(t.app, token, { url: '/api/auth/session' });
    expect(session.json()).toMatchObject({
      user: null,
      ended: { reason: 'remote-logout', detail: 'Dispositivo smarrito' },
    });
    expect(session.cookies.find((c) => c.name === 'vetrina_session')?.value).toBe('');
    // The other session of the same user heard nothing and still works.
    await expect(untouched.next('remote-logout', 300)).rejects.toThrow();
    expect((await injectAs(t.app, other, { url: '/api/cart' })).statusCode).toBe(200);
  });

  it('ends the other tabs of a browser that logs out, without a notice reason', async () => {
    const user = await createUser(t.db);
    const token = await logInAs(t.app, user);
    const otherTab = await open(t.app, token);
    await injectAs(t.app, token, { method: 'POST', url: '/api/auth/logout' });
    const event = await otherTab.next('session-revoked');
    expect(event.data).toMatchObject({ reason: 'session-revoked', detail: null });
    await otherTab.ended;
  });

  it('tells the user their new role when an admin changes it', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const user = await createUser(t.db);
    const stream = await open(t.app, await logInAs(t.app, user));
    const promoted = await injectAs(t.app, await logInAs(t.app, admin), {
      method: 'POST',
      url: `/api/admin/users/${user.id}/role`,
      payload: { role: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    expect((await stream.next('role-changed')).data).toEqual({ role: 'admin' });
  });

  it('ends every stream of a deactivated user', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const user = await createUser(t.db);
    const token = await logInAs(t.app, user);
    const stream = await open(t.app, token);
    await injectAs(t.app, await logInAs(t.app, admin), {
      method: 'POST',
      url: `/api/admin/users/${user.id}/active`,
      payload: { active: false },
    });
    expect((await stream.next('session-revoked')).data).toMatchObject({
      reason: 'session-revoked',
    });
    await stream.ended;
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  describe('with a second server on the same database', () => {
    let second: FastifyInstance;
    afterAll(async () => {
      await second?.close();
    });

    it('delivers an event raised through one server to a browser connected to the other', async () => {
      second = await buildApp({
        config: t.config,
        database: t.database,
        webDir: null,
        logger: false,
      });
      await second.ready();
      const user = await createUser(t.db);
      const token = await logInAs(t.app, user);
      const stream = await open(second, token);
      expect(stream.status).toBe(200);
      await addToCart(token, await aProductId());
      expect((await stream.next('cart-changed')).event).toBe('cart-changed');
    });
  });
});
