import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_SERVICE_HOURS } from '../../../domain/content/content.messages';
import { buildApp } from '../../app';
import { shopSettings } from '../../db/schema';
import { setupTestApp, testConfig } from '../../test/helper';

const FIRST_START = {
  SHOP_COMPANY_NAME: 'Vetrina S.r.l.',
  SHOP_VAT_NUMBER: 'IT12345678903',
  SHOP_REA_NUMBER: 'mi 1234567',
  SHOP_PEC: 'Vetrina@PEC.it',
};

async function storedValues(db: Parameters<typeof buildApp>[0]['database']['db']) {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  return row?.values;
}

describe('shop settings from SHOP_* at start', () => {
  const t = setupTestApp({ env: FIRST_START });

  it('stores the variables given, normalized, and the public answer shows them', async () => {
    expect(await storedValues(t.db)).toEqual({
      companyName: 'Vetrina S.r.l.',
      vatNumber: '12345678903',
      reaNumber: 'MI-1234567',
      pec: 'vetrina@pec.it',
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/shop-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    // Shared caches may keep it: it sets no cookie, not even the CSRF one of a first visit.
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json()).toEqual({
      companyName: 'Vetrina S.r.l.',
      vatNumber: '12345678903',
      reaNumber: 'MI-1234567',
      pec: 'vetrina@pec.it',
      customerServiceHours: CUSTOMER_SERVICE_HOURS,
    });
  });

  it('on a later start fills only the fields not stored yet: a kept value wins', async () => {
    await t.db
      .update(shopSettings)
      .set({
        values: {
          companyName: 'Nome modificato S.r.l.',
          vatNumber: '12345678903',
          reaNumber: 'MI-1234567',
          pec: 'vetrina@pec.it',
          customerServiceHours: '',
        },
      })
      .where(eq(shopSettings.id, 1));
    const restarted = await buildApp({
      config: testConfig({
        ...FIRST_START,
        SHOP_COMPANY_NAME: 'Altro nome S.p.A.',
        SHOP_PHONE: '02 1234 5678',
        SHOP_SUPPORT_HOURS: 'sempre',
      }),
      database: t.database,
      webDir: null,
      logger: false,
    });
    try {
      await restarted.ready();
      expect(await storedValues(t.db)).toEqual({
        companyName: 'Nome modificato S.r.l.',
        vatNumber: '12345678903',
        reaNumber: 'MI-1234567',
        pec: 'vetrina@pec.it',
        // Cleared in the admin area: kept cleared, the usual hours apply.
        customerServiceHours: '',
        phone: '02 1234 5678',
      });
      const answer = await restarted.inject({ method: 'GET', url: '/api/shop-settings' });
      expect(answer.json()).toMatchObject({
        companyName: 'Nome modificato S.r.l.',
        phone: '02 1234 5678',
        customerServiceHours: CUSTOMER_SERVICE_HOURS,
      });
    } finally {
      await restarted.close();
    }
  });
});

describe('shop settings of a shop started without SHOP_*', () => {
  const t = setupTestApp();

  it('stores nothing and the public answer has only the usual hours', async () => {
    expect(await storedValues(t.db)).toBeUndefined();
    const response = await t.app.inject({ method: 'GET', url: '/api/shop-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ customerServiceHours: CUSTOMER_SERVICE_HOURS });
  });
});
