import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminDevice, AdminDevicesPage } from '../../../../domain/admin/devices.schema';
import { REMOTE_LOGOUT_CLEANUP_MS, SESSION_TTL_MS } from '../../../../domain/constants';
import { auditLog, devices, remoteLogouts, sessions } from '../../../db/schema';
import { createUser, injectAs, setupTestApp } from '../../../test/helper';
import { createSession, sessionIdOf } from '../../auth/session.repository';
import { deleteExecutedRemoteLogouts } from '../../devices/devices.repository';

describe('admin devices API', () => {
  const t = setupTestApp();
  let admin: { id: string; email: string };
  let adminDeviceId = '';
  let adminToken = '';

  function hex(): string {
    return randomBytes(4).toString('hex');
  }

  function newDeviceId(): string {
    return `device_${Date.now()}_${hex()}_${hex()}_${hex()}`;
  }

  /** A device row of the user, last active `minutesAgo`, and a session tied to it. */
  async function deviceWithSession(
    userId: string,
    values: { displayName?: string; city?: string; minutesAgo?: number } = {},
  ): Promise<{ id: string; token: string }> {
    const id = newDeviceId();
    await t.db.insert(devices).values({
      id,
      userId,
      deviceType: 'Laptop',
      browserName: 'Firefox',
      operatingSystem: 'Linux',
      city: values.city ?? 'Bologna',
      region: 'Emilia-Romagna',
      country: 'Italia',
      countryCode: 'IT',
      displayName: values.displayName ?? 'Firefox • Linux • Bologna, Italia',
      lastActiveAt: new Date(Date.now() - (values.minutesAgo ?? 0) * 60_000),
    });
    const { token } = await createSession(t.db, userId, SESSION_TTL_MS);
    await t.db
      .update(sessions)
      .set({ deviceId: id })
      .where(eq(sessions.id, sessionIdOf(token)));
    return { id, token };
  }

  beforeAll(async () => {
    admin = await createUser(t.db, { role: 'admin', email: `capo-${hex()}@example.it` });
    const own = await deviceWithSession(admin.id, { displayName: 'Postazione admin' });
    adminDeviceId = own.id;
    adminToken = own.token;
  });

  const asAdmin = (options: InjectOptions) => injectAs(t.app, adminToken, options);

  async function listDevices(query: string): Promise<AdminDevicesPage> {
    const response = await asAdmin({ method: 'GET', url: `/api/admin/devices${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const removeDevice = (deviceId: string, token = adminToken) =>
    injectAs(t.app, token, { method: 'DELETE', url: `/api/admin/devices/${deviceId}` });

  const remoteLogout = (deviceId: string, payload: unknown, token = adminToken) =>
    injectAs(t.app, token, {
      method: 'POST',
      url: `/api/admin/devices/${deviceId}/remote-logout`,
      payload: payload as InjectOptions['payload'],
    });

  const cartOf = (token: string) => injectAs(t.app, token, { method: 'GET', url: '/api/cart' });

  async function sessionOf(token: string) {
    const response = await injectAs(t.app, token, { method: 'GET', url: '/api/auth/session' });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function auditOf(deviceId: string) {
    return t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'device'), eq(auditLog.entityId, deviceId)))
      .orderBy(desc(auditLog.id));
  }

  it('lists every user’s devices with the user, most recent activity first, 25 a page', async () => {
    const marker = `elenco${hex()}`;
    const owner = await createUser(t.db, { email: `${marker}@example.it`, firstName: 'Marta' });
    const created = [];
    for (let index = 0; index < 27; index++) {
      created.push(
        await deviceWithSession(owner.id, {
          displayName: `Telefono ${index}`,
          city: index === 0 ? 'Palermo' : 'Torino',
          minutesAgo: 10 + index,
        }),
      );
    }
    const first = await listDevices(`?q=${marker}`);
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 27 });
    expect(first.devices.map((device) => device.id)).toEqual(
      created.slice(0, 25).map((device) => device.id),
    );
    expect(first.devices[0]).toEqual({
      id: created[0]!.id,
      displayName: 'Telefono 0',
      deviceType: 'Laptop',
      city: 'Palermo',
      country: 'Italia',
      lastActiveAt: expect.any(String),
      createdAt: expect.any(String),
      current: false,
      user: { id: owner.id, email: owner.email, displayName: 'Marta Rossi' },
      remoteLogout: null,
    } satisfies AdminDevice);
    const second = await listDevices(`?q=${marker}&page=2`);
    expect(second.devices.map((device) => device.id)).toEqual(
      created.slice(25).map((device) => device.id),
    );

    const own = await listDevices(`?q=${encodeURIComponent(admin.email)}`);
    expect(own.devices).toEqual([
      expect.objectContaining({
        id: adminDeviceId,
        current: true,
        displayName: 'Postazione admin',
      }),
    ]);
  });

  it('searches the user’s email and name and the device’s name, taking % and _ literally', async () => {
    const marker = hex();
    const owner = await createUser(t.db, { email: `cerca_${marker}@example.it` });
    const other = await createUser(t.db, { email: `cercax${marker}@example.it` });
    const phone = await deviceWithSession(owner.id, { displayName: `iPhone ${marker} • Safari` });
    const laptop = await deviceWithSession(other.id, { displayName: `ThinkPad ${marker}` });
    const ids = async (q: string) =>
      (await listDevices(`?q=${encodeURIComponent(q)}`)).devices.map((device) => device.id);
    expect(await ids(`CERCA_${marker}`)).toEqual([phone.id]);
    expect(await ids(`thinkpad ${marker}`)).toEqual([laptop.id]);
    expect((await ids(marker)).sort()).toEqual([phone.id, laptop.id].sort());
    expect((await listDevices(`?q=${encodeURIComponent('%%%')}`)).total).toBe(0);
  });

  it('refuses bad queries with 400', async () => {
    for (const query of ['?page=0', '?page=abc', `?q=${'x'.repeat(101)}`, '?q=%00']) {
      const response = await asAdmin({ method: 'GET', url: `/api/admin/devices${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('removes a device: its sessions end at once with the notice’s reason, the record goes, the change is logged', async () => {
    const owner = await createUser(t.db);
    const removed = await deviceWithSession(owner.id, { city: 'Bari' });
    const kept = await deviceWithSession(owner.id);
    expect((await cartOf(removed.token)).statusCode).toBe(200);

    const response = await removeDevice(removed.id);
    expect(response.statusCode, response.body).toBe(204);
    expect((await cartOf(removed.token)).statusCode).toBe(401);
    expect((await cartOf(kept.token)).statusCode).toBe(200);
    expect(await t.db.select().from(devices).where(eq(devices.id, removed.id))).toEqual([]);
    expect((await sessionOf(removed.token)).ended).toMatchObject({
      reason: 'device-removed',
      detail: null,
    });
    const [entry, ...others] = await auditOf(removed.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'device.remove',
      actorId: admin.id,
      actorEmail: admin.email,
      before: { userEmail: owner.email, city: 'Bari' },
      after: { sessionsEnded: 1 },
    });

    expect((await removeDevice(removed.id)).statusCode).toBe(404);
  });

  it('logs a device out remotely with a reason, executed at once and cleaned up after 5 minutes', async () => {
    const owner = await createUser(t.db);
    const target = await deviceWithSession(owner.id);
    const other = await deviceWithSession(owner.id);
    const before = Date.now();

    const response = await remoteLogout(target.id, { reason: '  Accesso sospetto  ' });
    expect(response.statusCode, response.body).toBe(201);
    const { remoteLogout: command } = response.json();
    expect(command).toEqual({
      reason: 'Accesso sospetto',
      createdAt: expect.any(String),
      executed: true,
      executedAt: command.createdAt,
    });
    expect(Date.parse(command.executedAt)).toBeGreaterThanOrEqual(before - 1000);

    expect((await cartOf(target.token)).statusCode).toBe(401);
    expect((await cartOf(other.token)).statusCode).toBe(200);
    expect((await sessionOf(target.token)).ended).toMatchObject({
      reason: 'remote-logout',
      detail: 'Accesso sospetto',
    });
    // The device record stays: only its sessions end.
    const listed = await listDevices(`?q=${encodeURIComponent(owner.email)}`);
    expect(listed.devices.find((device) => device.id === target.id)?.remoteLogout).toEqual(command);
    const [entry] = await auditOf(target.id);
    expect(entry).toMatchObject({
      action: 'device.remote-logout',
      actorEmail: admin.email,
      before: null,
      after: { userEmail: owner.email, reason: 'Accesso sospetto', sessionsEnded: 1 },
    });

    // A second command replaces the first.
    const again = await remoteLogout(target.id, { reason: 'Secondo avviso' });
    expect(again.statusCode).toBe(201);
    const rows = await t.db
      .select()
      .from(remoteLogouts)
      .where(eq(remoteLogouts.deviceId, target.id));
    expect(rows).toEqual([
      expect.objectContaining({ reason: 'Secondo avviso', executed: true, createdBy: admin.id }),
    ]);

    const executedAt = rows[0]!.executedAt!.getTime();
    await deleteExecutedRemoteLogouts(t.db, new Date(executedAt + REMOTE_LOGOUT_CLEANUP_MS - 1000));
    expect(
      await t.db.select().from(remoteLogouts).where(eq(remoteLogouts.deviceId, target.id)),
    ).toHaveLength(1);
    await deleteExecutedRemoteLogouts(t.db, new Date(executedAt + REMOTE_LOGOUT_CLEANUP_MS + 1000));
    expect(
      await t.db.select().from(remoteLogouts).where(eq(remoteLogouts.deviceId, target.id)),
    ).toEqual([]);
  });

  it('refuses a missing, empty, too long or unstorable reason with 400 and writes nothing', async () => {
    const owner = await createUser(t.db);
    const target = await deviceWithSession(owner.id);
    for (const payload of [
      {},
      { reason: '' },
      { reason: '    ' },
      { reason: 'x'.repeat(201) },
      { reason: 'a\u0000b' },
      { reason: 42 },
    ]) {
      const response = await remoteLogout(target.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields).toHaveProperty('reason');
    }
    expect(
      await t.db.select().from(remoteLogouts).where(eq(remoteLogouts.deviceId, target.id)),
    ).toEqual([]);
    expect((await cartOf(target.token)).statusCode).toBe(200);
    expect(await auditOf(target.id)).toEqual([]);
    expect((await remoteLogout(target.id, { reason: 'x'.repeat(200) })).statusCode).toBe(201);
  });

  it('answers 404 for unknown devices and 400 for malformed ids', async () => {
    const unknown = newDeviceId();
    expect((await removeDevice(unknown)).statusCode).toBe(404);
    expect((await remoteLogout(unknown, { reason: 'Prova' })).statusCode).toBe(404);
    expect((await removeDevice('not-a-device')).statusCode).toBe(400);
    expect((await remoteLogout('device_1', { reason: 'Prova' })).statusCode).toBe(400);
  });

  it('refuses to remove or log out the device of the admin’s own session (409)', async () => {
    for (const response of [
      await removeDevice(adminDeviceId),
      await remoteLogout(adminDeviceId, { reason: 'Prova' }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'already-exists',
        details: { reason: 'self' },
      });
    }
    expect((await cartOf(adminToken)).statusCode).toBe(200);
    expect(await t.db.select().from(devices).where(eq(devices.id, adminDeviceId))).toHaveLength(1);
    expect(await auditOf(adminDeviceId)).toEqual([]);
  });

  it('lets an admin remove another device of their own account', async () => {
    const second = await deviceWithSession(admin.id);
    expect((await removeDevice(second.id)).statusCode).toBe(204);
    expect((await cartOf(second.token)).statusCode).toBe(401);
    expect((await cartOf(adminToken)).statusCode).toBe(200);
  });

  it('refuses a plain user with 403 and changes nothing', async () => {
    const user = await createUser(t.db);
    const own = await deviceWithSession(user.id);
    const victim = await deviceWithSession((await createUser(t.db)).id);
    expect(
      (await injectAs(t.app, own.token, { method: 'GET', url: '/api/admin/devices' })).statusCode,
    ).toBe(403);
    expect((await removeDevice(victim.id, own.token)).statusCode).toBe(403);
    expect((await remoteLogout(victim.id, { reason: 'Prova' }, own.token)).statusCode).toBe(403);
    expect((await cartOf(victim.token)).statusCode).toBe(200);
    expect(await t.db.select().from(devices).where(eq(devices.id, victim.id))).toHaveLength(1);
  });
});
