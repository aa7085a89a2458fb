import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountExport } from '../../../domain/account/account-export';
import { exportFileName } from '../../../domain/account/profile.schema';
import { romeDateOf } from '../../../domain/checkout/italian-holidays';
import { SESSION_TTL_MS } from '../../../domain/constants';
import { newsletterSubscribers, passwordChanges, sessions, users } from '../../db/schema';
import { createUser, injectAs, setupTestApp } from '../../test/helper';
import { createSession } from '../auth/session.repository';
import { seedCustomerData } from './account-data.fixtures';

describe('GET /api/account/export', () => {
  const t = setupTestApp();

  async function newCustomer() {
    const user = await createUser(t.db);
    const { token } = await createSession(t.db, user.id, SESSION_TTL_MS);
    const data = await seedCustomerData(t.db, user.id);
    return { ...user, token, data };
  }

  const download = (token: string | null) => injectAs(t.app, token, { url: '/api/account/export' });

  it('answers a JSON file to download, named after today in Rome, never cached', async () => {
    const customer = await newCustomer();
    const response = await download(customer.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${exportFileName(romeDateOf(new Date()))}"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const file = JSON.parse(response.body) as AccountExport;
    expect(Date.now() - Date.parse(file.exportedAt)).toBeLessThan(60_000);
  });

  it('holds the profile, addresses, orders, wishlist, cart, saved items, devices and newsletter', async () => {
    const customer = await newCustomer();
    const { data } = customer;
    await t.db
      .update(users)
      .set({ avatarUrl: `/uploads/avatars/${customer.id}/a1b2c3` })
      .where(eq(users.id, customer.id));
    await t.db.insert(passwordChanges).values({ userId: customer.id });
    await t.db
      .insert(newsletterSubscribers)
      .values({ email: customer.email, status: 'confirmed', confirmedAt: new Date() });

    const file = (await download(customer.token)).json<AccountExport>();

    expect(file.profile).toMatchObject({
      id: customer.id,
      email: customer.email,
      emailVerified: true,
      firstName: 'Giulia',
      lastName: 'Rossi',
      role: 'user',
      avatar: {
        64: `/uploads/avatars/${customer.id}/a1b2c3-64.webp`,
        128: `/uploads/avatars/${customer.id}/a1b2c3-128.webp`,
        256: `/uploads/avatars/${customer.id}/a1b2c3-256.webp`,
      },
    });
    expect(file.addresses).toEqual([
      expect.objectContaining({
        fullName: data.address.fullName,
        street: data.address.street,
        streetExtra: 'Scala A',
        postalCode: '20121',
        city: 'Milano',
        province: 'MI',
        countryCode: 'IT',
        phone: data.address.phone,
      }),
    ]);
    expect(file.cart).toEqual([
      {
        productId: data.cartProduct.id,
        name: data.cartProduct.name,
        quantity: 2,
        addedAt: expect.any(String),
      },
    ]);
    expect(file.savedForLater).toEqual([
      {
        productId: data.savedProduct.id,
        name: data.savedProduct.name,
        quantity: 1,
        addedAt: expect.any(String),
      },
    ]);
    expect(file.wishlist).toEqual([
      {
        productId: data.wishlistProduct.id,
        name: data.wishlistProduct.name,
        addedAt: expect.any(String),
      },
    ]);
    expect(file.devices).toEqual([
      expect.objectContaining({
        displayName: data.device.displayName,
        deviceType: 'Mobile',
        browserName: 'Chrome 131',
        operatingSystem: 'Android 15',
        city: 'Milano',
        country: 'Italia',
      }),
    ]);
    expect(file.orders).toHaveLength(1);
    expect(file.orders[0]).toMatchObject({
      number: data.order.number,
      status: 'delivered',
      totalCents: data.order.totalCents,
      subtotalCents: 9_980,
      vatCents: 1_800,
      shippingMethod: 'standard',
      shippingAddress: { fullName: data.address.fullName, city: 'Milano' },
      invoice: { kind: 'person', taxCode: data.order.taxCode },
      payment: { cardBrand: 'visa', cardLast4: '4242' },
      statusHistory: [{ status: 'pending_payment' }, { status: 'delivered' }],
      lines: [
        {
          productId: data.cartProduct.id,
          name: data.cartProduct.name,
          quantity: 2,
          unitPriceCents: 4_990,
          vatRatePercent: 22,
          lineTotalCents: 9_980,
        },
      ],
    });
    expect(file.passwordChanges).toHaveLength(1);
    expect(file.newsletter).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) });
  });

  it('holds nothing of another customer', async () => {
    const customer = await newCustomer();
    const other = await newCustomer();
    const text = (await download(customer.token)).body;
    for (const foreign of [
      other.email,
      other.id,
      other.data.label,
      other.data.order.number,
      other.data.address.phone,
    ]) {
      expect(text).not.toContain(foreign);
    }
    expect(text).toContain(customer.data.label);
  });

  it('holds no secret: password hash, sessions, IP hash, payment reference', async () => {
    const customer = await newCustomer();
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.id));
    const sessionRows = await t.db.select().from(sessions).where(eq(sessions.userId, customer.id));
    const text = (await download(customer.token)).body;

    expect(text).not.toContain(user!.passwordHash!);
    expect(text).not.toContain('scrypt$');
    expect(text).not.toContain('passwordHash');
    expect(sessionRows.length).toBeGreaterThan(0);
    for (const session of sessionRows) expect(text).not.toContain(session.id);
    expect(text).not.toContain(customer.token);
    expect(text).not.toContain(customer.data.device.ipHash);
    expect(text).not.toContain('ipHash');
    expect(text).not.toContain(`pay-${customer.data.label}`);
  });

  it('holds empty lists and no avatar for a new account', async () => {
    const user = await createUser(t.db);
    const { token } = await createSession(t.db, user.id, SESSION_TTL_MS);
    const file = (await download(token)).json<AccountExport>();
    expect(file).toMatchObject({
      profile: { email: user.email, avatar: null, lastLoginAt: null },
      addresses: [],
      orders: [],
      wishlist: [],
      cart: [],
      savedForLater: [],
      devices: [],
      passwordChanges: [],
      newsletter: { status: 'none', confirmedAt: null },
    });
  });

  it('refuses guests with 401', async () => {
    expect((await download(null)).statusCode).toBe(401);
  });

  it('limits one account to 10 downloads an hour', async () => {
    const user = await createUser(t.db);
    const { token } = await createSession(t.db, user.id, SESSION_TTL_MS);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await download(token)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });
});
