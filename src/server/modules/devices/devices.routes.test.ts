import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices, sessions } from '../../db/schema';
import { createUser, injectAs, logInAs, setupTestApp } from '../../test/helper';
import { sessionIdOf } from '../auth/session.repository';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const PUBLIC_IP = '8.8.8.8';

let counter = 0;
function newDeviceId(): string {
  counter += 1;
  return `device_${String(Date.now())}_abc${String(counter).padStart(3, '0')}_def456_0a1b2c`;
}

describe('device records', () => {
  const t = setupTestApp();

  const report = (
    token: string,
    deviceId: string,
    options: { userAgent?: string; ip?: string; body?: Record<string, unknown> } = {},
  ) =>
    injectAs(t.app, token, {
      method: 'PUT',
      url: '/api/session/device',
      remoteAddress: options.ip ?? PUBLIC_IP,
      headers: { 'user-agent': options.userAgent ?? CHROME_WINDOWS },
      payload: {
        deviceId,
        screenResolution: '1920x1080',
        timezone: 'Europe/Rome',
        language: 'it-IT',
        platform: 'Win32',
        colorDepth: 24,
        ...options.body,
      },
    });

  it('writes the record from the user agent, the place of the IP and the browser facts', async () => {
    const user = await createUser(t.db);
    const token = await logInAs(t.app, user);
    const deviceId = newDeviceId();
    const response = await report(token, deviceId);
    expect(response.statusCode).toBe(200);
    const { device } = response.json<{ device: Record<string, unknown> }>();
    expect(device).toMatchObject({
      id: deviceId,
      deviceType: 'Desktop',
      current: true,
      isTrusted: false,
      countryCode: 'US',
    });
    expect(device.browserName).toMatch(/^Chrome/);
    expect(device.operatingSystem).toMatch(/^Windows/);
    expect(device.displayName).toContain(' • ');
    expect(JSON.stringify(device)).not.toContain(PUBLIC_IP);

    const [row] = await t.db.select().from(devices).where(eq(devices.id, deviceId));
    expect(row).toMatchObject({ userId: user.id, screenResolution: '1920x1080', colorDepth: 24 });
    // The address is kept only as a keyed hash: no column holds it.
    expect(JSON.stringify(row)).not.toContain(PUBLIC_IP);
    expect(row!.ipHash).toMatch(/^[\w-]{20,}$/);
    const [session] = await t.db
      .select({ deviceId: sessions.deviceId })
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    expect(session!.deviceId).toBe(deviceId);
  });

  it('places unknown and private addresses in Italy', async () => {
    const user = await createUser(t.db);
    const token = await logInAs(t.app, user);
    const response = await report(token, newDeviceId(), { ip: '192.168.1.20' });
    expect(response.json()).toMatchObject({ device: { countryCode: 'IT', country: 'Italia' } });
  });

  it('refreshes the record at most every 30 s', async () => {
    const user = await createUser(t.db);
    const token = await logInAs(t.app, user);
    const deviceId = newDeviceId();
    const first = (await report(token, deviceId)).json<{ device: { lastActiveAt: string } }>();
    const second = (await report(token, deviceId, { userAgent: SAFARI_IPHONE })).json<{
      device: { lastActiveAt: string; deviceType: string };
    }>();
    expect(second.device.lastActiveAt).toBe(first.device.lastActiveAt);
    expect(second.device.deviceType).toBe('Desktop');

    await t.db
      .update(devices)
      .set({ lastActiveAt: new Date(Date.now() - 31_000) })
      .where(eq(devices.id, deviceId));
    const third = (await report(token, deviceId, { userAgent: SAFARI_IPHONE })).json<{
      device: { lastActiveAt: string; deviceType: string; deviceModel: string };
    }>();
    expect(Date.parse(third.device.lastActiveAt)).toBeGreaterThan(Date.now() - 5_000);
    expect(third.device.deviceType).toBe('Mobile');
  });

  it("refuses another account's device id and a second id for one session", async () => {
    const owner = await createUser(t.db);
    const intruder = await createUser(t.db);
    const deviceId = newDeviceId();
    await report(await logInAs(t.app, owner), deviceId);

    const taken = await report(await logInAs(t.app, intruder), deviceId);
    expect(taken.statusCode).toBe(403);
    expect(taken.json()).toMatchObject({ error: { details: { reason: 'device-refused' } } });
    const [row] = await t.db.select().from(devices).where(eq(devices.id, deviceId));
    expect(row!.userId).toBe(owner.id);

    const token = await logInAs(t.app, intruder);
    expect((await report(token, newDeviceId())).statusCode).toBe(200);
    expect((await report(token, newDeviceId())).statusCode).toBe(403);
  });

  it('refuses malformed reports with 400 and guests with 401', async () => {
    const user = await createUser(t.db);
    const token = await logInAs(t.app, user);
    expect((await report(token, 'device_1')).statusCode).toBe(400);
    expect(
      (await report(token, newDeviceId(), { body: { screenResolution: '<script>' } })).statusCode,
    ).toBe(400);
    expect((await report(token, newDeviceId(), { body: { colorDepth: 1e9 } })).statusCode).toBe(
      400,
    );
    const guest = await injectAs(t.app, null, {
      method: 'PUT',
      url: '/api/session/device',
      payload: { deviceId: newDeviceId() },
    });
    expect(guest.statusCode).toBe(401);
  });

  it("lists the user's own devices, marking the current one", async () => {
    const user = await createUser(t.db);
    const stranger = await createUser(t.db);
    const laptop = await logInAs(t.app, user);
    const phone = await logInAs(t.app, user);
    const laptopId = newDeviceId();
    const phoneId = newDeviceId();
    await report(laptop, laptopId);
    await report(phone, phoneId, { userAgent: SAFARI_IPHONE });
    await report(await logInAs(t.app, stranger), newDeviceId());

    const response = await injectAs(t.app, phone, { url: '/api/devices' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const listed = response.json<{ devices: { id: string; current: boolean }[] }>().devices;
    expect(listed.map((d) => [d.id, d.current]).sort()).toEqual(
      [
        [laptopId, false],
        [phoneId, true],
      ].sort(),
    );
  });

  it('signs out another device: its record goes and its cookie is refused with the reason', async () => {
    const user = await createUser(t.db);
    const laptop = await logInAs(t.app, user);
    const phone = await logInAs(t.app, user);
    const laptopId = newDeviceId();
    const phoneId = newDeviceId();
    await report(laptop, laptopId);
    await report(phone, phoneId);

    const current = await injectAs(t.app, laptop, {
      method: 'DELETE',
      url: `/api/devices/${laptopId}`,
    });
    expect(current.statusCode).toBe(412);

    const removed = await injectAs(t.app, laptop, {
      method: 'DELETE',
      url: `/api/devices/${phoneId}`,
    });
    expect(removed.statusCode).toBe(204);
    expect(await t.db.select().from(devices).where(eq(devices.id, phoneId))).toEqual([]);
    expect((await injectAs(t.app, phone, { url: '/api/cart' })).statusCode).toBe(401);
    const session = await injectAs(t.app, phone, { url: '/api/auth/session' });
    expect(session.json()).toMatchObject({ user: null, ended: { reason: 'device-removed' } });
    expect((await injectAs(t.app, laptop, { url: '/api/cart' })).statusCode).toBe(200);

    const again = await injectAs(t.app, laptop, {
      method: 'DELETE',
      url: `/api/devices/${phoneId}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it("cannot sign out another user's device", async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const ownerToken = await logInAs(t.app, owner);
    const deviceId = newDeviceId();
    await report(ownerToken, deviceId);
    const response = await injectAs(t.app, await logInAs(t.app, other), {
      method: 'DELETE',
      url: `/api/devices/${deviceId}`,
    });
    expect(response.statusCode).toBe(404);
    expect((await injectAs(t.app, ownerToken, { url: '/api/cart' })).statusCode).toBe(200);
  });

  it('counts POST /api/session/activity as activity', async () => {
    const user = await createUser(t.db);
    const token = await logInAs(t.app, user);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(sessions.id, sessionIdOf(token)));
    const response = await injectAs(t.app, token, { method: 'POST', url: '/api/session/activity' });
    expect(response.statusCode).toBe(204);
    const [row] = await t.db
      .select({ idleMs: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt}) * 1000` })
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    expect(Number(row!.idleMs)).toBeLessThan(5_000);
  });
});
