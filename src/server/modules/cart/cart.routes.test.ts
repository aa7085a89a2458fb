import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CartAdjustment,
  CartDocument,
  CartLine,
  CartLineResponse,
} from '../../../domain/cart/cart.schema';
import { SESSION_TTL_MS } from '../../../domain/constants';
import { CSRF_COOKIE_NAME, SESSION_COOKIE_NAME } from '../../../domain/http';
import { cartLines, products } from '../../db/schema';
import { createUser, injectAs, setupTestApp } from '../../test/helper';
import { createSession } from '../auth/session.repository';

interface CartAnswer {
  cart: CartDocument;
  adjustments: CartAdjustment[];
}

interface Product {
  id: number;
  name: string;
  slug: string | null;
  priceCents: number;
  images: string[];
}

/** Products no test changes: visible, 100 in stock. The concurrency tests need 20 of them. */
const SHARED_PRODUCT_COUNT = 20;
const SHARED_STOCK = 100;

describe('cart API', () => {
  const t = setupTestApp();
  let shared: Product[] = [];
  let spare: Product[] = [];

  beforeAll(async () => {
    await t.db.update(products).set({ stock: SHARED_STOCK, isVisible: true });
    const all = await t.db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        priceCents: products.priceCents,
        images: products.images,
      })
      .from(products)
      .orderBy(asc(products.id));
    shared = all.slice(0, SHARED_PRODUCT_COUNT);
    spare = all.slice(SHARED_PRODUCT_COUNT);
  });

  /** A product of its own for a test that changes its stock or hides it. */
  async function takeProduct(values: { stock?: number; isVisible?: boolean } = {}) {
    const product = spare.shift();
    if (!product) throw new Error('the seeded catalog has no spare product left');
    if (Object.keys(values).length > 0)
      await t.db.update(products).set(values).where(eq(products.id, product.id));
    return product;
  }

  /** Five distinct shared products from index `from`, for a test that needs many. */
  function fiveSharedProducts(from: number) {
    const picked = shared.slice(from, from + 5);
    if (picked.length !== 5) throw new Error('not enough shared products');
    return picked as [Product, Product, Product, Product, Product];
  }

  /** A logged-in shopper. The session is made directly: the login endpoint is rate limited. */
  async function newShopper() {
    const user = await createUser(t.db);
    const { token } = await createSession(t.db, user.id, SESSION_TTL_MS);
    const call = (options: InjectOptions) => injectAs(t.app, token, options);
    const ok = async <T = CartAnswer>(options: InjectOptions): Promise<T> => {
      const response = await call(options);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    return {
      id: user.id,
      token,
      call,
      getCart: () => ok({ url: '/api/cart' }),
      add: (productId: number, quantity?: number) =>
        ok<CartLineResponse>({
          method: 'POST',
          url: '/api/cart/items',
          payload: { productId, ...(quantity === undefined ? {} : { quantity }) },
        }),
      update: (productId: number, quantity: number) =>
        ok<CartLineResponse>({
          method: 'PATCH',
          url: `/api/cart/items/${productId}`,
          payload: { quantity },
        }),
      remove: (productId: number) => ok({ method: 'DELETE', url: `/api/cart/items/${productId}` }),
      save: (changes: unknown[]) => ok({ method: 'PUT', url: '/api/cart', payload: { changes } }),
      merge: (guest: { items: unknown[]; savedForLater: unknown[] }) =>
        ok({ method: 'POST', url: '/api/cart/merge', payload: guest }),
    };
  }

  const quantities = (lines: CartLine[]) => lines.map((line) => [line.productId, line.quantity]);

  /**
   * Waits for the clock's next millisecond, so that the next change is stamped strictly later
   * than everything before it (the document orders by addedAt, in milliseconds).
   */
  async function nextMillisecond(): Promise<void> {
    const now = Date.now();
    while (Date.now() === now) await new Promise((resolve) => setImmediate(resolve));
  }

  it('answers 401 to guests on every route', async () => {
    const productId = shared[0]!.id;
    const routes: InjectOptions[] = [
      { method: 'GET', url: '/api/cart' },
      { method: 'PUT', url: '/api/cart', payload: { changes: [] } },
      { method: 'POST', url: '/api/cart/items', payload: { productId } },
      { method: 'PATCH', url: `/api/cart/items/${productId}`, payload: { quantity: 2 } },
      { method: 'DELETE', url: `/api/cart/items/${productId}` },
      { method: 'POST', url: '/api/cart/merge', payload: { items: [], savedForLater: [] } },
    ];
    for (const route of routes) {
      const response = await injectAs(t.app, null, route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
  });

  it('refuses a change without the CSRF header and writes nothing', async () => {
    const shopper = await newShopper();
    // The cookies a browser holds, but no header: what a request forged by another site sends.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { cookie: `${SESSION_COOKIE_NAME}=${shopper.token}; ${CSRF_COOKIE_NAME}=abc` },
      payload: { productId: shared[0]!.id },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('permission-denied');
    expect((await shopper.getCart()).cart.items).toEqual([]);
  });

  it('gives a new user an empty cart without creating one', async () => {
    const shopper = await newShopper();
    const response = await shopper.call({ url: '/api/cart' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      cart: { items: [], savedForLater: [], totalCents: 0, updatedAt: null },
      adjustments: [],
    });
    expect((await shopper.getCart()).cart.updatedAt).toBeNull();
  });

  it('adds with the catalog price and name, whatever the request says', async () => {
    const shopper = await newShopper();
    const product = shared[0]!;
    const response = await shopper.call({
      method: 'POST',
      url: '/api/cart/items',
      payload: { productId: product.id, quantity: 2, price: 0.01, name: 'Hack', priceCents: 1 },
    });
    expect(response.statusCode).toBe(200);
    const answer: CartLineResponse = response.json();
    expect(answer.line).toEqual({
      productId: product.id,
      name: product.name,
      added: 2,
      quantity: 2,
      limit: 50,
      capped: false,
    });
    expect(answer.adjustments).toEqual([]);
    expect(answer.cart.items).toEqual([
      {
        productId: product.id,
        slug: product.slug,
        name: product.name,
        priceCents: product.priceCents,
        image: product.images[0] ?? null,
        quantity: 2,
        availableStock: SHARED_STOCK,
        addedAt: expect.any(String),
      },
    ]);
    expect(answer.cart.totalCents).toBe(product.priceCents * 2);
    expect(answer.cart.updatedAt).not.toBeNull();
    // The stored cart says the same when read back.
    expect((await shopper.getCart()).cart).toEqual(answer.cart);
  });

  it('increases an existing line', async () => {
    const shopper = await newShopper();
    const product = shared[1]!;
    await shopper.add(product.id);
    const answer = await shopper.add(product.id, 3);
    expect(answer.line).toMatchObject({ added: 3, quantity: 4, capped: false });
    expect(quantities(answer.cart.items)).toEqual([[product.id, 4]]);
    expect(answer.cart.totalCents).toBe(product.priceCents * 4);
  });

  it('caps a line at the stock and says so', async () => {
    const shopper = await newShopper();
    const product = await takeProduct({ stock: 3 });
    await shopper.add(product.id, 2);
    const answer = await shopper.add(product.id, 5);
    expect(answer.line).toEqual({
      productId: product.id,
      name: product.name,
      added: 1,
      quantity: 3,
      limit: 3,
      capped: true,
    });
    expect(answer.adjustments).toEqual([
      { productId: product.id, reason: 'stock', requested: 7, quantity: 3 },
    ]);
    expect(quantities(answer.cart.items)).toEqual([[product.id, 3]]);
  });

  it('caps a line at 50 when the stock is larger', async () => {
    const shopper = await newShopper();
    const product = await takeProduct({ stock: 500 });
    const answer = await shopper.add(product.id, 60);
    expect(answer.line).toMatchObject({ added: 50, quantity: 50, limit: 50, capped: true });
    expect(answer.adjustments).toEqual([
      { productId: product.id, reason: 'line-max', requested: 60, quantity: 50 },
    ]);
    expect((await shopper.add(product.id)).line).toMatchObject({ added: 0, quantity: 50 });
    expect(quantities((await shopper.getCart()).cart.items)).toEqual([[product.id, 50]]);
  });

  it('adds nothing when the product is out of stock', async () => {
    const shopper = await newShopper();
    const product = await takeProduct({ stock: 0 });
    const answer = await shopper.add(product.id);
    expect(answer.line).toEqual({
      productId: product.id,
      name: product.name,
      added: 0,
      quantity: 0,
      limit: 0,
      capped: true,
    });
    expect(answer.adjustments).toEqual([
      { productId: product.id, reason: 'stock', requested: 1, quantity: 0 },
    ]);
    expect(answer.cart.items).toEqual([]);
    expect(answer.cart.totalCents).toBe(0);
  });

  it('moves a saved line back to the cart on add', async () => {
    const shopper = await newShopper();
    const product = shared[2]!;
    const saved = await shopper.save([{ productId: product.id, list: 'saved', quantity: 3 }]);
    expect(quantities(saved.cart.savedForLater)).toEqual([[product.id, 3]]);
    const answer = await shopper.add(product.id);
    expect(answer.line).toMatchObject({ added: 1, quantity: 1 });
    expect(quantities(answer.cart.items)).toEqual([[product.id, 1]]);
    expect(answer.cart.savedForLater).toEqual([]);
  });

  it('answers not-found for an unknown or hidden product and writes nothing', async () => {
    const shopper = await newShopper();
    const hidden = await takeProduct({ isVisible: false });
    for (const productId of [999_999, hidden.id]) {
      const response = await shopper.call({
        method: 'POST',
        url: '/api/cart/items',
        payload: { productId },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not-found');
    }
    expect(await t.db.select().from(cartLines).where(eq(cartLines.userId, shopper.id))).toEqual([]);
  });

  it('refuses malformed requests with invalid-argument', async () => {
    const shopper = await newShopper();
    const requests: InjectOptions[] = [
      { method: 'POST', url: '/api/cart/items', payload: { productId: 'uno' } },
      { method: 'POST', url: '/api/cart/items', payload: { productId: 1, quantity: 0 } },
      { method: 'PATCH', url: '/api/cart/items/abc', payload: { quantity: 1 } },
      { method: 'PATCH', url: `/api/cart/items/${shared[0]!.id}`, payload: { quantity: 1.5 } },
      { method: 'PUT', url: '/api/cart', payload: { changes: [{ productId: 1, list: 'x' }] } },
    ];
    for (const request of requests) {
      const response = await shopper.call(request);
      expect(response.statusCode, JSON.stringify(request.payload)).toBe(400);
      expect(response.json().error.code).toBe('invalid-argument');
    }
  });

  it('updates a quantity, caps it at the stock and removes the line at zero or less', async () => {
    const shopper = await newShopper();
    const product = await takeProduct({ stock: 6 });
    await shopper.add(product.id);

    const raised = await shopper.update(product.id, 4);
    expect(raised.line).toMatchObject({ added: 3, quantity: 4, limit: 6, capped: false });
    expect(raised.adjustments).toEqual([]);

    const capped = await shopper.update(product.id, 20);
    expect(capped.line).toMatchObject({ added: 2, quantity: 6, limit: 6, capped: true });
    expect(capped.adjustments).toEqual([
      { productId: product.id, reason: 'stock', requested: 20, quantity: 6 },
    ]);

    const lowered = await shopper.update(product.id, 2);
    expect(lowered.line).toMatchObject({ added: -4, quantity: 2 });
    expect(lowered.cart.totalCents).toBe(product.priceCents * 2);

    for (const quantity of [0, -3]) {
      await shopper.add(product.id);
      const removed = await shopper.update(product.id, quantity);
      expect(removed.line).toMatchObject({ quantity: 0, capped: false });
      expect(removed.cart.items).toEqual([]);
    }
  });

  it('answers not-found when updating a product that is not in the cart list', async () => {
    const shopper = await newShopper();
    const savedOnly = shared[3]!;
    await shopper.save([{ productId: savedOnly.id, list: 'saved', quantity: 1 }]);
    for (const productId of [shared[4]!.id, savedOnly.id]) {
      const response = await shopper.call({
        method: 'PATCH',
        url: `/api/cart/items/${productId}`,
        payload: { quantity: 2 },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not-found');
    }
    expect(quantities((await shopper.getCart()).cart.savedForLater)).toEqual([[savedOnly.id, 1]]);
  });

  it('removes a line, and removing it again is not an error', async () => {
    const shopper = await newShopper();
    const [kept, removed] = [shared[5]!, shared[6]!];
    await shopper.add(kept.id);
    await shopper.add(removed.id);
    const first = await shopper.remove(removed.id);
    expect(quantities(first.cart.items)).toEqual([[kept.id, 1]]);
    expect(first.adjustments).toEqual([]);
    const second = await shopper.remove(removed.id);
    expect(second.adjustments).toEqual([]);
    expect({ ...second.cart, updatedAt: null }).toEqual({ ...first.cart, updatedAt: null });
  });

  it('orders the cart oldest first and the saved list newest first', async () => {
    const shopper = await newShopper();
    // Higher ids first, so that an order by id alone would fail these checks.
    const [a, b, c] = [shared[9]!, shared[8]!, shared[7]!];
    for (const product of [a, b, c]) {
      await nextMillisecond();
      await shopper.add(product.id);
    }
    expect((await shopper.getCart()).cart.items.map((line) => line.productId)).toEqual([
      a.id,
      b.id,
      c.id,
    ]);

    for (const product of [c, a]) {
      await nextMillisecond();
      await shopper.save([{ productId: product.id, list: 'saved', quantity: 1 }]);
    }
    let cart = (await shopper.getCart()).cart;
    expect(cart.items.map((line) => line.productId)).toEqual([b.id]);
    expect(cart.savedForLater.map((line) => line.productId)).toEqual([a.id, c.id]);

    // Back in the cart, a line counts as added now: it goes last.
    await nextMillisecond();
    await shopper.add(c.id);
    cart = (await shopper.getCart()).cart;
    expect(cart.items.map((line) => line.productId)).toEqual([b.id, c.id]);
    expect(cart.savedForLater.map((line) => line.productId)).toEqual([a.id]);
  });

  describe('PUT /api/cart (a save of changed lines)', () => {
    it('sets each mentioned line and leaves the others untouched', async () => {
      const shopper = await newShopper();
      const [set, removed, untouched, moved, added] = fiveSharedProducts(10);
      await shopper.add(set.id, 5);
      await shopper.add(removed.id, 1);
      await shopper.add(untouched.id, 7);
      await shopper.add(moved.id, 2);

      const answer = await shopper.save([
        { productId: set.id, list: 'cart', quantity: 2 },
        { productId: removed.id, remove: true },
        { productId: moved.id, list: 'saved', quantity: 2 },
        { productId: added.id, list: 'cart', quantity: 3 },
      ]);
      expect(answer.adjustments).toEqual([]);
      expect(quantities(answer.cart.items)).toEqual([
        [set.id, 2],
        [untouched.id, 7],
        [added.id, 3],
      ]);
      expect(quantities(answer.cart.savedForLater)).toEqual([[moved.id, 2]]);
      expect(answer.cart.totalCents).toBe(
        set.priceCents * 2 + untouched.priceCents * 7 + added.priceCents * 3,
      );
      expect((await shopper.getCart()).cart).toEqual(answer.cart);
    });

    it('skips products no longer on sale and reports them', async () => {
      const shopper = await newShopper();
      const hidden = await takeProduct({ isVisible: false });
      const product = shared[0]!;
      const answer = await shopper.save([
        { productId: hidden.id, list: 'cart', quantity: 2 },
        { productId: 999_999, list: 'saved', quantity: 1 },
        { productId: product.id, list: 'cart', quantity: 1 },
      ]);
      expect(answer.adjustments).toEqual([
        { productId: hidden.id, reason: 'unavailable', requested: 2, quantity: 0 },
        { productId: 999_999, reason: 'unavailable', requested: 1, quantity: 0 },
      ]);
      expect(quantities(answer.cart.items)).toEqual([[product.id, 1]]);
    });

    it('clamps to the limits and keeps an out-of-stock cart line as saved', async () => {
      const shopper = await newShopper();
      const low = await takeProduct({ stock: 4 });
      const soldOut = await takeProduct({ stock: 0 });
      const plenty = await takeProduct({ stock: 500 });
      const answer = await shopper.save([
        { productId: low.id, list: 'cart', quantity: 9 },
        { productId: soldOut.id, list: 'cart', quantity: 2 },
        { productId: plenty.id, list: 'saved', quantity: 80 },
      ]);
      expect(answer.adjustments).toEqual([
        { productId: low.id, reason: 'stock', requested: 9, quantity: 4 },
        { productId: soldOut.id, reason: 'stock', requested: 2, quantity: 0 },
        { productId: plenty.id, reason: 'line-max', requested: 80, quantity: 50 },
      ]);
      expect(quantities(answer.cart.items)).toEqual([[low.id, 4]]);
      expect(answer.cart.savedForLater.map((line) => line.productId).sort()).toEqual(
        [soldOut.id, plenty.id].sort(),
      );
      expect(answer.cart.savedForLater.find((line) => line.productId === soldOut.id)).toMatchObject(
        { quantity: 2, availableStock: 0 },
      );
    });
  });

  describe('POST /api/cart/merge (guest cart at login)', () => {
    it('applies the four merge rules and drops products no longer on sale', async () => {
      const shopper = await newShopper();
      const [inCart, inSaved, guestNew, guestSavedNew, savedBoth] = fiveSharedProducts(15);
      const hidden = await takeProduct({ isVisible: false });
      await shopper.add(inCart.id, 2);
      await shopper.save([
        { productId: inSaved.id, list: 'saved', quantity: 1 },
        { productId: savedBoth.id, list: 'saved', quantity: 4 },
      ]);

      const answer = await shopper.merge({
        items: [
          { productId: inCart.id, quantity: 5 },
          { productId: inSaved.id, quantity: 3 },
          { productId: guestNew.id, quantity: 2 },
          { productId: hidden.id, quantity: 1 },
        ],
        savedForLater: [
          { productId: guestSavedNew.id },
          { productId: savedBoth.id },
          { productId: inCart.id },
          { productId: 999_999 },
        ],
      });

      expect(answer.adjustments).toEqual([
        { productId: hidden.id, reason: 'unavailable', requested: 1, quantity: 0 },
        { productId: 999_999, reason: 'unavailable', requested: 1, quantity: 0 },
      ]);
      // 1. The user's line keeps its quantity. 2. A guest item found in the user's saved list
      // moves to the cart with the guest's quantity. 3. A new guest item is added.
      expect(quantities(answer.cart.items)).toEqual(
        expect.arrayContaining([
          [inCart.id, 2],
          [inSaved.id, 3],
          [guestNew.id, 2],
        ]),
      );
      expect(answer.cart.items).toHaveLength(3);
      expect(answer.cart.items[0]!.productId).toBe(inCart.id);
      // 4. A guest saved item is added only if it is in neither list.
      expect(quantities(answer.cart.savedForLater)).toEqual(
        expect.arrayContaining([
          [guestSavedNew.id, 1],
          [savedBoth.id, 4],
        ]),
      );
      expect(answer.cart.savedForLater).toHaveLength(2);
      expect(answer.cart.totalCents).toBe(
        inCart.priceCents * 2 + inSaved.priceCents * 3 + guestNew.priceCents * 2,
      );
      expect((await shopper.getCart()).cart).toEqual(answer.cart);
    });

    it('caps guest quantities and keeps an out-of-stock guest item saved', async () => {
      const shopper = await newShopper();
      const low = await takeProduct({ stock: 2 });
      const soldOut = await takeProduct({ stock: 0 });
      const answer = await shopper.merge({
        items: [
          { productId: low.id, quantity: 5 },
          { productId: soldOut.id, quantity: 1 },
        ],
        savedForLater: [],
      });
      expect(answer.adjustments).toEqual([
        { productId: low.id, reason: 'stock', requested: 5, quantity: 2 },
        { productId: soldOut.id, reason: 'stock', requested: 1, quantity: 0 },
      ]);
      expect(quantities(answer.cart.items)).toEqual([[low.id, 2]]);
      expect(quantities(answer.cart.savedForLater)).toEqual([[soldOut.id, 1]]);
    });
  });

  describe('concurrent changes of one cart', () => {
    it('keeps every line when 20 saves and adds of different products run at once', async () => {
      const shopper = await newShopper();
      const answers = await Promise.all(
        shared.map((product, index) =>
          index % 2 === 0
            ? shopper.save([{ productId: product.id, list: 'cart', quantity: 1 + (index % 5) }])
            : shopper.add(product.id, 1 + (index % 5)),
        ),
      );
      expect(answers).toHaveLength(SHARED_PRODUCT_COUNT);
      const { cart } = await shopper.getCart();
      expect(cart.items.map((line) => line.productId).sort((x, y) => x - y)).toEqual(
        shared.map((product) => product.id).sort((x, y) => x - y),
      );
      for (const [index, product] of shared.entries()) {
        expect(cart.items.find((line) => line.productId === product.id)?.quantity).toBe(
          1 + (index % 5),
        );
      }
    });

    it('counts every one of 10 simultaneous adds of the same product', async () => {
      const shopper = await newShopper();
      const product = shared[0]!;
      await Promise.all(Array.from({ length: 10 }, () => shopper.add(product.id, 1)));
      expect(quantities((await shopper.getCart()).cart.items)).toEqual([[product.id, 10]]);
    });
  });

  it("never shows or changes another user's cart", async () => {
    const owner = await newShopper();
    const other = await newShopper();
    const product = shared[1]!;
    await owner.add(product.id, 2);

    expect((await other.getCart()).cart.items).toEqual([]);
    const update = await other.call({
      method: 'PATCH',
      url: `/api/cart/items/${product.id}`,
      payload: { quantity: 9 },
    });
    expect(update.statusCode).toBe(404);
    await other.remove(product.id);
    await other.save([{ productId: product.id, remove: true }]);

    expect(quantities((await owner.getCart()).cart.items)).toEqual([[product.id, 2]]);
  });

  it('leaves out the lines of hidden products and shows them again when the product returns', async () => {
    const shopper = await newShopper();
    const product = await takeProduct();
    const kept = shared[2]!;
    await shopper.add(product.id, 2);
    await nextMillisecond();
    await shopper.add(kept.id, 1);

    await t.db.update(products).set({ isVisible: false }).where(eq(products.id, product.id));
    const hiddenCart = (await shopper.getCart()).cart;
    expect(quantities(hiddenCart.items)).toEqual([[kept.id, 1]]);
    expect(hiddenCart.totalCents).toBe(kept.priceCents);
    // A change of another line leaves the hidden line in place.
    await shopper.update(kept.id, 3);

    await t.db.update(products).set({ isVisible: true }).where(eq(products.id, product.id));
    expect(quantities((await shopper.getCart()).cart.items)).toEqual([
      [product.id, 2],
      [kept.id, 3],
    ]);
  });
});
