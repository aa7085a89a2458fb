import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS, WISHLIST_MAX_ITEMS } from '../../../domain/constants';
import { CSRF_COOKIE_NAME, SESSION_COOKIE_NAME } from '../../../domain/http';
import type {
  AddWishlistItemResponse,
  WishlistDocument,
  WishlistResponse,
} from '../../../domain/wishlist/wishlist.schema';
import { cartLines, carts, products, wishlistItems } from '../../db/schema';
import { createUser, injectAs, setupTestApp } from '../../test/helper';
import { createSession } from '../auth/session.repository';

interface Product {
  id: number;
  name: string;
  slug: string | null;
  priceCents: number;
  images: string[];
  stock: number;
}

describe('wishlist API', () => {
  const t = setupTestApp();
  let catalog: Product[] = [];

  beforeAll(async () => {
    catalog = await t.db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        priceCents: products.priceCents,
        images: products.images,
        stock: products.stock,
      })
      .from(products)
      .where(eq(products.isVisible, true))
      .orderBy(asc(products.id));
  });

  /** A product of its own for a test that hides it. */
  function lastProducts(count: number): Product[] {
    const picked = catalog.splice(catalog.length - count, count);
    if (picked.length !== count) throw new Error('the seeded catalog has too few products');
    return picked;
  }

  /** A logged-in shopper. The session is made directly: the login endpoint is rate limited. */
  async function newShopper() {
    const user = await createUser(t.db);
    const { token } = await createSession(t.db, user.id, SESSION_TTL_MS);
    const call = (options: InjectOptions) => injectAs(t.app, token, options);
    const ok = async <T = WishlistResponse>(options: InjectOptions): Promise<T> => {
      const response = await call(options);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    return {
      id: user.id,
      token,
      call,
      get: () => ok<WishlistDocument>({ url: '/api/wishlist' }),
      add: (productId: number, unlessInCart?: boolean) =>
        ok<AddWishlistItemResponse>({
          method: 'POST',
          url: '/api/wishlist/items',
          payload: { productId, ...(unlessInCart === undefined ? {} : { unlessInCart }) },
        }),
      remove: (productId: number) =>
        ok({ method: 'DELETE', url: `/api/wishlist/items/${productId}` }),
      clear: () => ok({ method: 'DELETE', url: '/api/wishlist' }),
      save: (changes: unknown[]) =>
        ok({ method: 'PATCH', url: '/api/wishlist', payload: { changes } }),
    };
  }

  it('answers 401 to guests on every route', async () => {
    const productId = catalog[0]!.id;
    const routes: InjectOptions[] = [
      { method: 'GET', url: '/api/wishlist' },
      { method: 'PATCH', url: '/api/wishlist', payload: { changes: [{ clear: true }] } },
      { method: 'DELETE', url: '/api/wishlist' },
      { method: 'POST', url: '/api/wishlist/items', payload: { productId } },
      { method: 'DELETE', url: `/api/wishlist/items/${productId}` },
    ];
    for (const route of routes) {
      const response = await injectAs(t.app, null, route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
  });

  it('refuses a change without the CSRF header and writes nothing', async () => {
    const shopper = await newShopper();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/wishlist/items',
      headers: { cookie: `${SESSION_COOKIE_NAME}=${shopper.token}; ${CSRF_COOKIE_NAME}=abc` },
      payload: { productId: catalog[0]!.id },
    });
    expect(response.statusCode).toBe(403);
    expect((await shopper.get()).items).toEqual([]);
  });

  it('gives a new user an empty list, not stored and not cached', async () => {
    const shopper = await newShopper();
    const response = await shopper.call({ url: '/api/wishlist' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      userId: shopper.id,
      items: [],
      products: {},
      createdAt: null,
      lastUpdated: null,
    });
  });

  it('adds with the catalog summary, newest first, and never twice', async () => {
    const shopper = await newShopper();
    const [first, second] = [catalog[0]!, catalog[1]!];
    const one = await shopper.add(first.id);
    expect(one.outcome).toBe('added');
    const two = await shopper.call({
      method: 'POST',
      url: '/api/wishlist/items',
      // Anything but the id is ignored: the summary comes from the catalog.
      payload: { productId: second.id, name: 'Hack', priceCents: 1 },
    });
    const answer: AddWishlistItemResponse = two.json();
    expect(answer.outcome).toBe('added');
    expect(answer.wishlist.items).toEqual([second.id, first.id]);
    expect(answer.wishlist.products[String(second.id)]).toEqual({
      id: second.id,
      slug: second.slug,
      name: second.name,
      priceCents: second.priceCents,
      image: second.images[0] ?? null,
      stock: second.stock,
    });
    expect(answer.wishlist.userId).toBe(shopper.id);
    expect(answer.wishlist.createdAt).not.toBeNull();
    expect(answer.wishlist.lastUpdated).not.toBeNull();

    const again = await shopper.add(first.id);
    expect(again.outcome).toBe('unchanged');
    expect(again.wishlist.items).toEqual([second.id, first.id]);
    expect(await shopper.get()).toEqual(again.wishlist);
  });

  it('requires a product id, and refuses a product the catalog does not sell', async () => {
    const shopper = await newShopper();
    const missing = await shopper.call({ method: 'POST', url: '/api/wishlist/items', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('invalid-argument');

    const unknown = await shopper.call({
      method: 'POST',
      url: '/api/wishlist/items',
      payload: { productId: 99_999_999 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not-found');

    const [hidden] = lastProducts(1);
    await t.db.update(products).set({ isVisible: false }).where(eq(products.id, hidden!.id));
    const refused = await shopper.call({
      method: 'POST',
      url: '/api/wishlist/items',
      payload: { productId: hidden!.id },
    });
    expect(refused.statusCode).toBe(404);
    expect((await shopper.get()).items).toEqual([]);
  });

  it('removes one product and clears the list', async () => {
    const shopper = await newShopper();
    for (const product of catalog.slice(0, 3)) await shopper.add(product.id);
    const afterRemove = await shopper.remove(catalog[1]!.id);
    expect(afterRemove.wishlist.items).toEqual([catalog[2]!.id, catalog[0]!.id]);
    expect(afterRemove.wishlist.products[String(catalog[1]!.id)]).toBeUndefined();
    // Removing what is not there is not an error.
    expect((await shopper.remove(catalog[1]!.id)).wishlist.items).toHaveLength(2);

    const cleared = await shopper.clear();
    expect(cleared.wishlist.items).toEqual([]);
    expect(cleared.wishlist.products).toEqual({});
    expect(await shopper.get()).toMatchObject({ items: [], products: {} });
  });

  it('applies a batch of changes in order and reports the adds it could not take', async () => {
    const shopper = await newShopper();
    const [a, b, c] = [catalog[3]!, catalog[4]!, catalog[5]!];
    await shopper.add(a.id);
    const answer = await shopper.save([
      { productId: b.id, inList: true },
      { productId: 99_999_999, inList: true },
      { productId: a.id, inList: false },
      { productId: c.id, inList: true },
    ]);
    expect(answer.wishlist.items).toEqual([c.id, b.id]);
    expect(answer.refused).toEqual([99_999_999]);
    expect((await shopper.get()).items).toEqual([c.id, b.id]);

    const afterClear = await shopper.save([{ clear: true }, { productId: a.id, inList: true }]);
    expect(afterClear.wishlist.items).toEqual([a.id]);
    expect((await shopper.get()).items).toEqual([a.id]);

    const invalid = await shopper.call({
      method: 'PATCH',
      url: '/api/wishlist',
      payload: { changes: [{ productId: 'x', inList: true }] },
    });
    expect(invalid.statusCode).toBe(400);
    const empty = await shopper.call({
      method: 'PATCH',
      url: '/api/wishlist',
      payload: { changes: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it(`holds at most ${WISHLIST_MAX_ITEMS} products`, async () => {
    const shopper = await newShopper();
    // More products than the sample catalog holds, made for this test.
    const made = await t.db
      .insert(products)
      .values(
        Array.from({ length: WISHLIST_MAX_ITEMS + 1 }, (_, i) => ({
          name: `Prodotto di prova ${i + 1}`,
          priceCents: 1000 + i,
          stock: 3,
        })),
      )
      .returning({ id: products.id });
    const ids = made.map((product) => product.id);
    const answer = await shopper.save(ids.map((productId) => ({ productId, inList: true })));
    expect(answer.wishlist.items).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(answer.refused).toEqual([ids[WISHLIST_MAX_ITEMS]]);
    const full = await shopper.add(ids[WISHLIST_MAX_ITEMS]!);
    expect(full.outcome).toBe('full');
    expect(full.wishlist.items).toHaveLength(WISHLIST_MAX_ITEMS);
    // Newest first: the last one added leads.
    expect(full.wishlist.items[0]).toBe(ids[WISHLIST_MAX_ITEMS - 1]);
  });

  it('does not add the pending item of a login when it is already in the cart', async () => {
    const shopper = await newShopper();
    const [inCart, saved] = [catalog[6]!, catalog[7]!];
    await t.db.insert(carts).values({ userId: shopper.id });
    await t.db.insert(cartLines).values([
      { userId: shopper.id, productId: inCart.id, list: 'cart', quantity: 1 },
      { userId: shopper.id, productId: saved.id, list: 'saved', quantity: 1 },
    ]);
    const refused = await shopper.add(inCart.id, true);
    expect(refused.outcome).toBe('in-cart');
    expect(refused.wishlist.items).toEqual([]);
    // "Salvati per dopo" is not the cart; and without the flag the add is plain.
    expect((await shopper.add(saved.id, true)).outcome).toBe('added');
    expect((await shopper.add(inCart.id)).outcome).toBe('added');
  });

  it('hides products no longer on sale, keeps their rows, and removes them on request', async () => {
    const shopper = await newShopper();
    const [kept, hidden] = lastProducts(2);
    await shopper.add(kept!.id);
    await shopper.add(hidden!.id);
    await t.db.update(products).set({ isVisible: false }).where(eq(products.id, hidden!.id));
    expect((await shopper.get()).items).toEqual([kept!.id]);

    await t.db.update(products).set({ isVisible: true }).where(eq(products.id, hidden!.id));
    expect((await shopper.get()).items).toEqual([hidden!.id, kept!.id]);

    await t.db.update(products).set({ isVisible: false }).where(eq(products.id, hidden!.id));
    await shopper.remove(hidden!.id);
    const rows = await t.db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, shopper.id));
    expect(rows).toEqual([{ productId: kept!.id }]);
  });

  it("never shows or changes another user's list", async () => {
    const owner = await newShopper();
    const other = await newShopper();
    await owner.add(catalog[8]!.id);
    expect((await other.get()).items).toEqual([]);
    expect((await other.get()).userId).toBe(other.id);
    await other.clear();
    await other.remove(catalog[8]!.id);
    await other.save([{ productId: catalog[8]!.id, inList: false }]);
    expect((await owner.get()).items).toEqual([catalog[8]!.id]);
    // No route takes a user id.
    const byId = await other.call({ url: `/api/wishlist/${owner.id}` });
    expect(byId.statusCode).toBe(404);
  });

  it('serialises concurrent changes of one list: no add is lost', async () => {
    const shopper = await newShopper();
    const ids = catalog.slice(10, 30).map((product) => product.id);
    await Promise.all(ids.map((id) => shopper.add(id)));
    const stored = await shopper.get();
    expect([...stored.items].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
  });
});
