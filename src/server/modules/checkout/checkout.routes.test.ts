import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../../domain/checkout/checkout-address.messages';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout.messages';
import type {
  CheckoutReview,
  SavedAddressesResponse,
  ShippingOptionsResponse,
} from '../../../domain/checkout/checkout.schema';
import type { SavedDeliveryAddress } from '../../../domain/checkout/address.schema';
import { SESSION_TTL_MS } from '../../../domain/constants';
import { vatShareCents } from '../../../domain/orders/vat';
import { addresses, products } from '../../db/schema';
import { createUser, injectAs, setupTestApp } from '../../test/helper';
import { createSession } from '../auth/session.repository';

/** A built browser app of one page, so that a page answer (and its CSP) can be read. */
const webDir = mkdtempSync(path.join(tmpdir(), 'vetrina-web-'));
writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html lang="it"><head><title>Vetrina</title></head><body></body></html>',
);

const MILAN_ADDRESS = {
  fullName: 'Mario Rossi',
  street: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'mi',
  phone: '333 123 4567',
};

/** Capri: a minor island, delivered by standard shipping only (shipping.rules.ts). */
const CAPRI_CAP = '80073';

describe('checkout API', () => {
  const t = setupTestApp({ webDir });

  /** A product of its own, visible, with the given price and stock. */
  async function newProduct(values: { priceCents: number; stock?: number; name?: string }) {
    const suffix = randomBytes(4).toString('hex');
    const name = values.name ?? `Prodotto di prova ${suffix}`;
    const [row] = await t.db
      .insert(products)
      .values({
        name,
        slug: `prodotto-prova-${suffix}`,
        priceCents: values.priceCents,
        stock: values.stock ?? 20,
        isVisible: true,
      })
      .returning({ id: products.id });
    if (!row) throw new Error('product not inserted');
    return { id: row.id, name, priceCents: values.priceCents };
  }

  /** A logged-in shopper. The session is made directly: the login endpoint is rate limited. */
  async function newShopper() {
    const user = await createUser(t.db);
    const { token } = await createSession(t.db, user.id, SESSION_TTL_MS);
    const call = (options: InjectOptions) => injectAs(t.app, token, options);
    const expectStatus = async <T>(status: number, options: InjectOptions): Promise<T> => {
      const response = await call(options);
      expect(response.statusCode, response.body).toBe(status);
      return response.json<T>();
    };
    return {
      id: user.id,
      call,
      addToCart: (productId: number, quantity: number) =>
        expectStatus(200, {
          method: 'POST',
          url: '/api/cart/items',
          payload: { productId, quantity },
        }),
      saveForLater: (productId: number) =>
        expectStatus(200, {
          method: 'PUT',
          url: '/api/cart',
          payload: { changes: [{ productId, list: 'saved', quantity: 1 }] },
        }),
      listAddresses: () =>
        expectStatus<SavedAddressesResponse>(200, { url: '/api/checkout/addresses' }),
      saveAddress: async (address: Record<string, unknown> = MILAN_ADDRESS) =>
        (
          await expectStatus<{ address: SavedDeliveryAddress }>(201, {
            method: 'POST',
            url: '/api/checkout/addresses',
            payload: address,
          })
        ).address,
      review: (body: Record<string, unknown>) =>
        call({ method: 'POST', url: '/api/checkout/review', payload: body }),
    };
  }

  it('answers 401 to guests on every route', async () => {
    const routes: InjectOptions[] = [
      { method: 'GET', url: '/api/checkout/payment-config' },
      { method: 'GET', url: '/api/checkout/addresses' },
      { method: 'POST', url: '/api/checkout/addresses', payload: MILAN_ADDRESS },
      { method: 'PUT', url: '/api/checkout/addresses/1', payload: MILAN_ADDRESS },
      { method: 'DELETE', url: '/api/checkout/addresses/1' },
      { method: 'GET', url: '/api/checkout/shipping-options?postalCode=20121' },
      {
        method: 'POST',
        url: '/api/checkout/review',
        payload: { address: MILAN_ADDRESS, shippingMethod: 'standard' },
      },
    ];
    for (const route of routes) {
      const response = await injectAs(t.app, null, route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
  });

  describe('payment configuration', () => {
    it('names the test provider without a publishable key', async () => {
      const shopper = await newShopper();
      const response = await shopper.call({ url: '/api/checkout/payment-config' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ provider: 'test', publishableKey: null });
    });

    it('lets no Stripe origin into the Content-Security-Policy of a page', async () => {
      const response = await t.app.inject({ url: '/' });
      expect(response.statusCode).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('stripe.com');
    });
  });

  describe('saved addresses', () => {
    it('saves, lists, edits and deletes an address, normalized', async () => {
      const shopper = await newShopper();
      expect(await shopper.listAddresses()).toEqual({ addresses: [] });

      const saved = await shopper.saveAddress();
      expect(saved).toEqual({
        id: expect.any(Number),
        fullName: 'Mario Rossi',
        street: 'Via Roma 1',
        streetExtra: null,
        postalCode: '20121',
        city: 'Milano',
        province: 'MI',
        countryCode: 'IT',
        phone: '+393331234567',
      });
      expect(await shopper.listAddresses()).toEqual({ addresses: [saved] });

      const edited = await shopper.call({
        method: 'PUT',
        url: `/api/checkout/addresses/${saved.id}`,
        payload: { ...MILAN_ADDRESS, street: 'Corso Buenos Aires 10', streetExtra: 'Scala B' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const expectedEdit = { ...saved, street: 'Corso Buenos Aires 10', streetExtra: 'Scala B' };
      expect(edited.json()).toEqual({ address: expectedEdit });
      expect(await shopper.listAddresses()).toEqual({ addresses: [expectedEdit] });

      const deleted = await shopper.call({
        method: 'DELETE',
        url: `/api/checkout/addresses/${saved.id}`,
      });
      expect(deleted.statusCode).toBe(204);
      expect(await shopper.listAddresses()).toEqual({ addresses: [] });
      const again = await shopper.call({
        method: 'DELETE',
        url: `/api/checkout/addresses/${saved.id}`,
      });
      expect(again.statusCode).toBe(404);
    });

    it("answers 404 for another user's address and leaves it as it was", async () => {
      const owner = await newShopper();
      const intruder = await newShopper();
      const saved = await owner.saveAddress();

      const edit = await intruder.call({
        method: 'PUT',
        url: `/api/checkout/addresses/${saved.id}`,
        payload: { ...MILAN_ADDRESS, fullName: 'Ladro Qualunque' },
      });
      expect(edit.statusCode).toBe(404);
      expect(edit.json().error).toEqual({
        code: 'not-found',
        message: CHECKOUT_MESSAGES.addressNotFound,
      });
      const remove = await intruder.call({
        method: 'DELETE',
        url: `/api/checkout/addresses/${saved.id}`,
      });
      expect(remove.statusCode).toBe(404);

      expect(await owner.listAddresses()).toEqual({ addresses: [saved] });
      expect(await intruder.listAddresses()).toEqual({ addresses: [] });
    });

    it('refuses the 11th address with 412', async () => {
      const shopper = await newShopper();
      for (let i = 1; i <= 10; i++) {
        await shopper.saveAddress({ ...MILAN_ADDRESS, street: `Via Roma ${i}` });
      }
      const eleventh = await shopper.call({
        method: 'POST',
        url: '/api/checkout/addresses',
        payload: { ...MILAN_ADDRESS, street: 'Via Roma 11' },
      });
      expect(eleventh.statusCode).toBe(412);
      expect(eleventh.json().error).toMatchObject({
        code: 'failed-precondition',
        message: CHECKOUT_MESSAGES.addressLimit,
      });
      const rows = await t.db.select().from(addresses).where(eq(addresses.userId, shopper.id));
      expect(rows).toHaveLength(10);
      expect((await shopper.listAddresses()).addresses).toHaveLength(10);
    });

    it('answers the field errors of a wrong CAP and of the areas outside the VAT territory', async () => {
      const shopper = await newShopper();
      const cases = [
        { postalCode: '2012', message: ADDRESS_MESSAGES.postalCodeInvalid },
        { postalCode: '23041', message: ADDRESS_MESSAGES.outsideVatTerritory('Livigno') },
        { postalCode: '22061', message: ADDRESS_MESSAGES.outsideVatTerritory('Campione d’Italia') },
      ];
      for (const { postalCode, message } of cases) {
        const response = await shopper.call({
          method: 'POST',
          url: '/api/checkout/addresses',
          payload: { ...MILAN_ADDRESS, postalCode },
        });
        expect(response.statusCode, postalCode).toBe(400);
        expect(response.json().error.code).toBe('invalid-argument');
        expect(response.json().error.fields).toEqual({ postalCode: message });
      }
      // An edit is checked the same way.
      const saved = await shopper.saveAddress();
      const edit = await shopper.call({
        method: 'PUT',
        url: `/api/checkout/addresses/${saved.id}`,
        payload: { ...MILAN_ADDRESS, postalCode: '23041' },
      });
      expect(edit.statusCode).toBe(400);
      expect(edit.json().error.fields).toEqual({
        postalCode: ADDRESS_MESSAGES.outsideVatTerritory('Livigno'),
      });
      expect(await shopper.listAddresses()).toEqual({ addresses: [saved] });
    });
  });

  describe('shipping options', () => {
    const optionsFor = async (postalCode: string) => {
      const shopper = await newShopper();
      return shopper.call({
        url: `/api/checkout/shipping-options?postalCode=${encodeURIComponent(postalCode)}`,
      });
    };

    it('offers standard (free) and express shipping to mainland Italy', async () => {
      const response = await optionsFor('20121');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json<ShippingOptionsResponse>();
      expect(body.zone).toBe('mainland');
      expect(body.options.map(({ method, priceCents }) => ({ method, priceCents }))).toEqual([
        { method: 'standard', priceCents: 0 },
        { method: 'express', priceCents: 990 },
      ]);
      // Delivery days from now on, the first no later than the last.
      const today = new Date().toISOString().slice(0, 10);
      for (const option of body.options) {
        expect(option.earliest >= today).toBe(true);
        expect(option.earliest <= option.latest).toBe(true);
      }
    });

    it('offers no express shipping to a minor island', async () => {
      const response = await optionsFor(CAPRI_CAP);
      expect(response.statusCode).toBe(200);
      const body = response.json<ShippingOptionsResponse>();
      expect(body.zone).toBe('remote');
      expect(body.options.map((option) => option.method)).toEqual(['standard']);
    });

    it('answers 400 with the postalCode field for a CAP that is wrong or not served', async () => {
      for (const [postalCode, message] of [
        ['1234', ADDRESS_MESSAGES.postalCodeInvalid],
        ['23041', ADDRESS_MESSAGES.outsideVatTerritory('Livigno')],
      ] as const) {
        const response = await optionsFor(postalCode);
        expect(response.statusCode, postalCode).toBe(400);
        expect(response.json().error.fields).toEqual({ postalCode: message });
      }
    });
  });

  describe('review', () => {
    it('computes the review from the stored cart, without the saved-for-later lines', async () => {
      const shopper = await newShopper();
      const first = await newProduct({ priceCents: 12_345 });
      const second = await newProduct({ priceCents: 999 });
      const saved = await newProduct({ priceCents: 50_000 });
      await shopper.addToCart(first.id, 2);
      await shopper.addToCart(second.id, 3);
      await shopper.addToCart(saved.id, 1);
      await shopper.saveForLater(saved.id);

      const response = await shopper.review({ address: MILAN_ADDRESS, shippingMethod: 'standard' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const review = response.json<CheckoutReview>();
      expect(
        review.lines.map(({ productId, name, unitPriceCents, quantity, lineTotalCents }) => ({
          productId,
          name,
          unitPriceCents,
          quantity,
          lineTotalCents,
        })),
      ).toEqual([
        {
          productId: first.id,
          name: first.name,
          unitPriceCents: 12_345,
          quantity: 2,
          lineTotalCents: 24_690,
        },
        {
          productId: second.id,
          name: second.name,
          unitPriceCents: 999,
          quantity: 3,
          lineTotalCents: 2_997,
        },
      ]);
      expect(review.subtotalCents).toBe(27_687);
      expect(review.shippingCents).toBe(0);
      expect(review.totalCents).toBe(27_687);
      expect(review.vatCents).toBe(vatShareCents(27_687));
      expect(review.shippingMethod).toBe('standard');
      expect(review.delivery.earliest <= review.delivery.latest).toBe(true);
    });

    it('adds 9,90 € for express shipping, IVA included in the total', async () => {
      const shopper = await newShopper();
      const product = await newProduct({ priceCents: 4_990 });
      await shopper.addToCart(product.id, 1);

      const response = await shopper.review({ address: MILAN_ADDRESS, shippingMethod: 'express' });
      expect(response.statusCode, response.body).toBe(200);
      const review = response.json<CheckoutReview>();
      expect(review.subtotalCents).toBe(4_990);
      expect(review.shippingCents).toBe(990);
      expect(review.totalCents).toBe(5_980);
      expect(review.vatCents).toBe(vatShareCents(5_980));
      expect(review.shippingMethod).toBe('express');
    });

    it('refuses express shipping to a minor island', async () => {
      const shopper = await newShopper();
      const product = await newProduct({ priceCents: 1_000 });
      await shopper.addToCart(product.id, 1);
      const response = await shopper.review({
        address: { ...MILAN_ADDRESS, postalCode: CAPRI_CAP, city: 'Capri', province: 'NA' },
        shippingMethod: 'express',
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['shippingMethod']);
    });

    it('answers 412 empty-cart when the cart holds nothing to buy', async () => {
      const shopper = await newShopper();
      const empty = await shopper.review({ address: MILAN_ADDRESS, shippingMethod: 'standard' });
      expect(empty.statusCode).toBe(412);
      expect(empty.json().error).toMatchObject({
        code: 'failed-precondition',
        message: CHECKOUT_MESSAGES.emptyCart,
        details: { reason: 'empty-cart' },
      });

      // Only saved-for-later lines: still nothing to buy.
      const product = await newProduct({ priceCents: 1_000 });
      await shopper.addToCart(product.id, 1);
      await shopper.saveForLater(product.id);
      const onlySaved = await shopper.review({
        address: MILAN_ADDRESS,
        shippingMethod: 'standard',
      });
      expect(onlySaved.statusCode).toBe(412);
      expect(onlySaved.json().error.details).toEqual({ reason: 'empty-cart' });
    });

    it('answers the address field errors under address.*', async () => {
      const shopper = await newShopper();
      const product = await newProduct({ priceCents: 1_000 });
      await shopper.addToCart(product.id, 1);
      for (const [postalCode, message] of [
        ['2012', ADDRESS_MESSAGES.postalCodeInvalid],
        ['23041', ADDRESS_MESSAGES.outsideVatTerritory('Livigno')],
        ['22061', ADDRESS_MESSAGES.outsideVatTerritory('Campione d’Italia')],
      ] as const) {
        const response = await shopper.review({
          address: { ...MILAN_ADDRESS, postalCode },
          shippingMethod: 'standard',
        });
        expect(response.statusCode, postalCode).toBe(400);
        expect(response.json().error.fields).toEqual({ 'address.postalCode': message });
      }
    });

    it('ignores prices, quantities and totals sent by the browser', async () => {
      const shopper = await newShopper();
      const product = await newProduct({ priceCents: 25_000 });
      await shopper.addToCart(product.id, 2);

      const response = await shopper.review({
        address: { ...MILAN_ADDRESS, priceCents: 1 },
        shippingMethod: 'standard',
        priceCents: 1,
        quantity: 50,
        totalCents: 1,
        subtotalCents: 1,
        shippingCents: 0,
        lines: [{ productId: product.id, unitPriceCents: 1, quantity: 50 }],
      });
      expect(response.statusCode, response.body).toBe(200);
      const review = response.json<CheckoutReview>();
      expect(review.lines).toHaveLength(1);
      expect(review.lines[0]).toMatchObject({
        productId: product.id,
        unitPriceCents: 25_000,
        quantity: 2,
        lineTotalCents: 50_000,
      });
      expect(review.totalCents).toBe(50_000);
      expect(review.vatCents).toBe(vatShareCents(50_000));
    });

    it('follows the catalog price at the time of the review', async () => {
      const shopper = await newShopper();
      const product = await newProduct({ priceCents: 10_000 });
      await shopper.addToCart(product.id, 1);
      await t.db.update(products).set({ priceCents: 8_000 }).where(eq(products.id, product.id));

      const response = await shopper.review({ address: MILAN_ADDRESS, shippingMethod: 'standard' });
      expect(response.statusCode).toBe(200);
      expect(response.json<CheckoutReview>().totalCents).toBe(8_000);
    });
  });
});
