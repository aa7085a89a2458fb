import { AUTH_MESSAGES } from '../../../../domain/messages';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AdminUsersPage } from '../../../../domain/admin/users.schema';
import { SESSION_TTL_MS } from '../../../../domain/constants';
import { auditLog, sessions, users } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { browserHeaders, createUser, injectAs, setupTestApp } from '../../../test/helper';
import { createSession } from '../../auth/session.repository';
import { changeUserAccount } from './admin-users.service';

describe('admin users API', () => {
  const t = setupTestApp();
  let admin: { id: string; email: string; password: string };
  let adminToken = '';

  beforeAll(async () => {
    admin = await createUser(t.db, { role: 'admin', email: `capo-${hex()}@example.it` });
    adminToken = await sessionOf(admin.id);
  });

  function hex(): string {
    return randomBytes(4).toString('hex');
  }

  async function sessionOf(userId: string): Promise<string> {
    return (await createSession(t.db, userId, SESSION_TTL_MS)).token;
  }

  const asAdmin = (options: InjectOptions) => injectAs(t.app, adminToken, options);

  async function listUsers(query: string): Promise<AdminUsersPage> {
    const response = await asAdmin({ method: 'GET', url: `/api/admin/users${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** Accounts written straight to the table, `minutesAgo` apart, with the given names. */
  async function insertUsers(
    rows: {
      email: string;
      firstName?: string;
      lastName?: string;
      isActive?: boolean;
      role?: 'user' | 'admin';
      minutesAgo: number;
    }[],
  ) {
    return t.db
      .insert(users)
      .values(
        rows.map((row) => ({
          email: row.email,
          firstName: row.firstName ?? null,
          lastName: row.lastName ?? null,
          isActive: row.isActive ?? true,
          role: row.role ?? 'user',
          createdAt: new Date(Date.now() - row.minutesAgo * 60_000),
        })),
      )
      .returning();
  }

  async function changeActive(userId: string, active: boolean, token = adminToken) {
    return injectAs(t.app, token, {
      method: 'POST',
      url: `/api/admin/users/${userId}/active`,
      payload: { active },
    });
  }

  async function changeRole(userId: string, role: 'user' | 'admin', token = adminToken) {
    return injectAs(t.app, token, {
      method: 'POST',
      url: `/api/admin/users/${userId}/role`,
      payload: { role },
    });
  }

  async function lastAudit(userId: string) {
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return entry;
  }

  it('lists 25 users a page, newest first, with the total', async () => {
    const marker = `pagina${hex()}`;
    const inserted = await insertUsers(
      Array.from({ length: 30 }, (_, index) => ({
        email: `${marker}-${index}@example.it`,
        firstName: 'Paginato',
        lastName: `N${index}`,
        minutesAgo: 1000 + index,
      })),
    );
    const first = await listUsers(`?q=${marker}`);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 30 });
    expect(first.users).toHaveLength(25);
    expect(first.users.map((user) => user.email)).toEqual(
      inserted.slice(0, 25).map((row) => row.email),
    );
    expect(first.users[0]).toEqual({
      id: inserted[0]!.id,
      email: `${marker}-0@example.it`,
      name: 'Paginato N0',
      role: 'user',
      emailVerified: false,
      isActive: true,
      createdAt: inserted[0]!.createdAt.toISOString(),
      lastLoginAt: null,
    } satisfies AdminUser);
    const second = await listUsers(`?q=${marker}&page=2`);
    expect(second.users.map((user) => user.email)).toEqual(
      inserted.slice(25).map((row) => row.email),
    );
  });

  it('searches names and emails without case, taking % and _ literally', async () => {
    const marker = hex();
    await insertUsers([
      { email: `anna_${marker}@example.it`, firstName: 'Anna', lastName: 'Bianchi', minutesAgo: 1 },
      {
        email: `annax${marker}@example.it`,
        firstName: 'Annamaria',
        lastName: 'Verdi',
        minutesAgo: 2,
      },
      {
        email: `carlo${marker}@example.it`,
        firstName: 'Carlo',
        lastName: `Neri${marker}`,
        minutesAgo: 3,
      },
    ]);
    const byEmail = await listUsers(`?q=${encodeURIComponent(`ANNA_${marker}`)}`);
    expect(byEmail.users.map((user) => user.email)).toEqual([`anna_${marker}@example.it`]);
    const byFullName = await listUsers(`?q=${encodeURIComponent(`carlo neri${marker}`)}`);
    expect(byFullName.users.map((user) => user.email)).toEqual([`carlo${marker}@example.it`]);
    expect((await listUsers(`?q=${encodeURIComponent('%%%')}`)).total).toBe(0);
  });

  it('filters by role and by state', async () => {
    const marker = `filtro${hex()}`;
    await insertUsers([
      { email: `${marker}-admin@example.it`, role: 'admin', isActive: false, minutesAgo: 1 },
      { email: `${marker}-attivo@example.it`, minutesAgo: 2 },
      { email: `${marker}-spento@example.it`, isActive: false, minutesAgo: 3 },
    ]);
    const emails = async (query: string) =>
      (await listUsers(`?q=${marker}${query}`)).users.map((user) => user.email.split('@')[0]);
    expect(await emails('&role=admin')).toEqual([`${marker}-admin`]);
    expect(await emails('&role=user&state=all')).toEqual([`${marker}-attivo`, `${marker}-spento`]);
    expect(await emails('&state=active')).toEqual([`${marker}-attivo`]);
    expect(await emails('&state=inactive&role=user')).toEqual([`${marker}-spento`]);
  });

  it('refuses bad queries with 400', async () => {
    for (const query of [
      '?page=0',
      '?page=abc',
      '?role=owner',
      '?state=gone',
      `?q=${'x'.repeat(101)}`,
      '?q=%00',
    ]) {
      const response = await asAdmin({ method: 'GET', url: `/api/admin/users${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('deactivation ends the user’s sessions at once and is recorded; activation undoes it', async () => {
    const user = await createUser(t.db);
    const token = await sessionOf(user.id);
    const cart = () => injectAs(t.app, token, { method: 'GET', url: '/api/cart' });
    expect((await cart()).statusCode).toBe(200);

    const response = await changeActive(user.id, false);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, email: user.email, isActive: false });
    expect((await cart()).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await lastAudit(user.id)).toMatchObject({
      action: 'user.deactivate',
      actorEmail: admin.email,
      entityType: 'user',
      before: { isActive: true },
      after: { isActive: false },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: browserHeaders(),
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.message).toBe(AUTH_MESSAGES.accountDeactivated);

    const activated = await changeActive(user.id, true);
    expect(activated.statusCode).toBe(200);
    expect(activated.json().user.isActive).toBe(true);
    expect(await lastAudit(user.id)).toMatchObject({
      action: 'user.activate',
      before: { isActive: false },
      after: { isActive: true },
    });
  });

  it('promotes a user to admin and removes the role again, effective on the next request', async () => {
    const user = await createUser(t.db);
    const token = await sessionOf(user.id);
    const adminCall = () => injectAs(t.app, token, { method: 'GET', url: '/api/admin/users' });
    expect((await adminCall()).statusCode).toBe(403);

    const promoted = await changeRole(user.id, 'admin');
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().user.role).toBe('admin');
    expect((await adminCall()).statusCode).toBe(200);
    expect(await lastAudit(user.id)).toMatchObject({
      action: 'user.promote',
      before: { role: 'user' },
      after: { role: 'admin' },
    });

    const demoted = await changeRole(user.id, 'user');
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().user.role).toBe('user');
    expect((await adminCall()).statusCode).toBe(403);
    expect(await lastAudit(user.id)).toMatchObject({
      action: 'user.demote',
      before: { role: 'admin' },
      after: { role: 'user' },
    });
  });

  it('records nothing for a change that changes nothing', async () => {
    const user = await createUser(t.db);
    const response = await changeActive(user.id, true);
    expect(response.statusCode).toBe(200);
    expect(await lastAudit(user.id)).toBeUndefined();
  });

  it('refuses every change to the admin’s own account (409)', async () => {
    for (const response of [
      await changeActive(admin.id, false),
      await changeRole(admin.id, 'user'),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'already-exists',
        message:
          'Non puoi cambiare il ruolo o lo stato del tuo account: chiedilo a un altro amministratore.',
        details: { reason: 'self' },
      });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ role: 'admin', isActive: true });
  });

  it('answers 404 for unknown users and 400 for bad ids or bodies, never 500', async () => {
    const cases: [InjectOptions, number][] = [
      [
        {
          method: 'POST',
          url: `/api/admin/users/${randomUUID()}/active`,
          payload: { active: false },
        },
        404,
      ],
      [
        {
          method: 'POST',
          url: `/api/admin/users/${randomUUID()}/role`,
          payload: { role: 'admin' },
        },
        404,
      ],
      [{ method: 'POST', url: '/api/admin/users/123/active', payload: { active: false } }, 400],
      [
        { method: 'POST', url: `/api/admin/users/${admin.id}/active`, payload: { active: 'no' } },
        400,
      ],
      [
        { method: 'POST', url: `/api/admin/users/${admin.id}/role`, payload: { role: 'owner' } },
        400,
      ],
      [{ method: 'POST', url: `/api/admin/users/${admin.id}/role` }, 400],
    ];
    for (const [options, status] of cases) {
      const response = await asAdmin(options);
      expect(response.statusCode, `${options.url}: ${response.body}`).toBe(status);
    }
  });

  it('never takes away the last active admin, even when asked by a caller no longer admin', async () => {
    // Through the API the caller is an active admin, so another one always remains; the rule
    // is reached when the caller lost the role meanwhile, as here.
    const onlyAdmin = await createUser(t.db, { role: 'admin' });
    const others = await t.db
      .update(users)
      .set({ isActive: false })
      .where(
        and(
          eq(users.role, 'admin'),
          eq(users.isActive, true),
          notInArray(users.id, [onlyAdmin.id]),
        ),
      )
      .returning({ id: users.id });
    try {
      const formerAdmin = { id: admin.id, email: admin.email };
      for (const change of [
        { kind: 'role', role: 'user' },
        { kind: 'active', active: false },
      ] as const) {
        const refusal = await changeUserAccount(t.db, formerAdmin, onlyAdmin.id, change).catch(
          (error: unknown) => error,
        );
        expect(refusal).toBeInstanceOf(AppError);
        expect(refusal).toMatchObject({
          code: 'already-exists',
          message: `"${onlyAdmin.email}" è l’ultimo amministratore attivo: prima rendi amministratore qualcun altro.`,
          details: { reason: 'last-admin' },
        });
      }
      const [row] = await t.db.select().from(users).where(eq(users.id, onlyAdmin.id));
      expect(row).toMatchObject({ role: 'admin', isActive: true });
    } finally {
      await t.db
        .update(users)
        .set({ isActive: true })
        .where(
          inArray(
            users.id,
            others.map((row) => row.id),
          ),
        );
    }
  });

  it('keeps one active admin when two admins demote each other at the same time', async () => {
    const first = await createUser(t.db, { role: 'admin' });
    const second = await createUser(t.db, { role: 'admin' });
    const others = await t.db
      .update(users)
      .set({ role: 'user' })
      .where(and(eq(users.role, 'admin'), notInArray(users.id, [first.id, second.id])))
      .returning({ id: users.id });
    try {
      const [firstToken, secondToken] = await Promise.all([
        sessionOf(first.id),
        sessionOf(second.id),
      ]);
      const answers = await Promise.all([
        changeRole(second.id, 'user', firstToken),
        changeRole(first.id, 'user', secondToken),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const remaining = await t.db
        .select()
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
      expect(remaining.map((row) => row.id)).toHaveLength(1);
      expect([first.id, second.id]).toContain(remaining[0]!.id);
    } finally {
      await t.db
        .update(users)
        .set({ role: 'admin' })
        .where(
          inArray(
            users.id,
            others.map((row) => row.id),
          ),
        );
    }
  });
});
