import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED_SHOP_SETTING_FIELDS } from '../../../../domain/admin/shop-settings';
import { SHOP_SETTINGS_MESSAGES } from '../../../../domain/admin/shop-settings.messages';
import { INVOICE_MESSAGES } from '../../../../domain/checkout/checkout-address.messages';
import { SESSION_TTL_MS } from '../../../../domain/constants';
import { CUSTOMER_SERVICE_HOURS } from '../../../../domain/content/content.messages';
import { auditLog, shopSettings } from '../../../db/schema';
import { createUser, injectAs, setupTestApp } from '../../../test/helper';
import { createSession } from '../../auth/session.repository';
import { readShopSettingsStatus } from './admin-shop-settings.service';

const FORM = {
  companyName: 'Vetrina S.r.l.',
  vatNumber: 'IT 12345678903',
  reaNumber: 'mi-1234567',
  registeredOffice: 'Via Roma 1, 20121 Milano (MI)',
  pec: 'Vetrina@pec.it',
  phone: '02 1234 5678',
  customerServiceEmail: 'assistenza@vetrina.it',
  customerServiceHours: '',
};

const SAVED = { ...FORM, vatNumber: '12345678903', reaNumber: 'MI-1234567', pec: 'vetrina@pec.it' };

const EMPTY = {
  companyName: '',
  vatNumber: '',
  reaNumber: '',
  registeredOffice: '',
  pec: '',
  phone: '',
  customerServiceEmail: '',
  customerServiceHours: '',
};

describe('admin shop settings API', () => {
  const t = setupTestApp();
  let adminToken = '';
  let adminEmail = '';
  let customerToken = '';

  beforeAll(async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    adminEmail = admin.email;
    adminToken = (await createSession(t.db, admin.id, SESSION_TTL_MS)).token;
    const customer = await createUser(t.db);
    customerToken = (await createSession(t.db, customer.id, SESSION_TTL_MS)).token;
  });

  const asAdmin = (options: InjectOptions) => injectAs(t.app, adminToken, options);
  const put = (payload: unknown) =>
    asAdmin({ method: 'PUT', url: '/api/admin/shop-settings', payload: payload as object });

  const auditEntries = () =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'shop-settings'), eq(auditLog.entityId, '1')))
      .orderBy(desc(auditLog.id));

  const publicSettings = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/shop-settings' })).json();

  it('is for administrators only', async () => {
    for (const [token, status] of [
      [null, 401],
      [customerToken, 403],
    ] as const) {
      for (const method of ['GET', 'PUT'] as const) {
        const response = await injectAs(t.app, token, {
          method,
          url: '/api/admin/shop-settings',
          ...(method === 'PUT' ? { payload: FORM } : {}),
        });
        expect(response.statusCode, `${method} with ${token ?? 'no session'}`).toBe(status);
      }
    }
    expect(await t.db.select().from(shopSettings)).toEqual([]);
  });

  it('of a new shop answers every field blank and every required one missing', async () => {
    const response = await asAdmin({ method: 'GET', url: '/api/admin/shop-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ values: EMPTY, missing: [...REQUIRED_SHOP_SETTING_FIELDS] });
    expect(await readShopSettingsStatus(t.db)).toEqual({
      missing: [...REQUIRED_SHOP_SETTING_FIELDS],
    });
    expect(await publicSettings()).toEqual({ customerServiceHours: CUSTOMER_SERVICE_HOURS });
  });

  it('refuses bad fields with 400 and each field’s Italian message, keeping nothing', async () => {
    const response = await put({
      ...FORM,
      vatNumber: '12345678904',
      reaNumber: '1234567',
      pec: '',
      phone: 'chiamaci',
      customerServiceEmail: 'aiuto@',
      companyName: 42,
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('invalid-argument');
    expect(error.fields).toEqual({
      companyName: INVOICE_MESSAGES.invalidText,
      vatNumber: INVOICE_MESSAGES.vatNumberInvalid,
      reaNumber: SHOP_SETTINGS_MESSAGES.errors.reaNumberFormat,
      pec: SHOP_SETTINGS_MESSAGES.errors.pecRequired,
      phone: SHOP_SETTINGS_MESSAGES.errors.phoneInvalid,
      customerServiceEmail: SHOP_SETTINGS_MESSAGES.errors.customerServiceEmailInvalid,
    });
    expect(await auditEntries()).toEqual([]);
    expect(await readShopSettingsStatus(t.db)).toEqual({
      missing: [...REQUIRED_SHOP_SETTING_FIELDS],
    });
  });

  it.each([['testo'], [null], [[FORM]], [{}], [{ ...FORM, registeredOffice: 'a\u0000b' }]])(
    'answers 400, never 500, to the body %j',
    async (body) => {
      const response = await asAdmin({
        method: 'PUT',
        url: '/api/admin/shop-settings',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('invalid-argument');
    },
  );

  it('keeps valid settings normalized, with one audit entry, and the pages show them', async () => {
    const response = await put(FORM);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ values: SAVED, missing: [] });

    const [entry, ...older] = await auditEntries();
    expect(older).toEqual([]);
    expect(entry).toMatchObject({
      actorEmail: adminEmail,
      action: 'shop-settings.update',
      before: {},
      after: SAVED,
    });
    expect(await readShopSettingsStatus(t.db)).toEqual({ missing: [] });
    const { customerServiceHours: _blank, ...shown } = SAVED;
    expect(await publicSettings()).toEqual({
      ...shown,
      customerServiceHours: CUSTOMER_SERVICE_HOURS,
    });
    const again = await asAdmin({ method: 'GET', url: '/api/admin/shop-settings' });
    expect(again.json()).toEqual({ values: SAVED, missing: [] });
  });

  it('records a change with its values before and after; saving the same again writes nothing', async () => {
    const hours = 'dal lunedì al sabato, dalle 9:00 alle 19:00';
    const changed = { ...SAVED, companyName: 'Vetrina Italia S.r.l.', customerServiceHours: hours };
    expect((await put(changed)).statusCode).toBe(200);
    expect((await put(changed)).statusCode).toBe(200);
    const entries = await auditEntries();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ before: SAVED, after: changed });
    expect(await publicSettings()).toMatchObject({
      companyName: 'Vetrina Italia S.r.l.',
      customerServiceHours: hours,
    });
  });
});
