import { mkdtempSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductsPage } from '../../../../domain/admin/products.schema';
import { SESSION_TTL_MS } from '../../../../domain/constants';
import {
  auditLog,
  cartLines,
  carts,
  categories,
  orderLines,
  orders,
  products,
  productSlugRedirects,
  wishlistItems,
  wishlists,
} from '../../../db/schema';
import { createUser, injectAs, setupTestApp } from '../../../test/helper';
import { createSession } from '../../auth/session.repository';

const webDir = mkdtempSync(path.join(tmpdir(), 'vetrina-admin-products-'));
writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html lang="it"><head><title>Vetrina</title></head><body><div id="root"></div></body></html>',
);

describe('admin products API', () => {
  const t = setupTestApp({ webDir });
  let adminToken = '';
  let adminEmail = '';
  let customer = { id: '', email: '' };
  let customerToken = '';

  beforeAll(async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    adminEmail = admin.email;
    adminToken = (await createSession(t.db, admin.id, SESSION_TTL_MS)).token;
    const user = await createUser(t.db);
    customer = { id: user.id, email: user.email };
    customerToken = (await createSession(t.db, user.id, SESSION_TTL_MS)).token;
  });

  const asAdmin = (options: InjectOptions) => injectAs(t.app, adminToken, options);
  /** A word no product of the seed holds, so search finds exactly the test's product. */
  const uniqueWord = () => `zq${randomBytes(4).toString('hex').replace(/\d/g, 'x')}`;

  async function create(payload: Record<string, unknown>): Promise<AdminProduct> {
    const response = await asAdmin({ method: 'POST', url: '/api/admin/products', payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().product;
  }

  async function list(search: string): Promise<AdminProductsPage> {
    const response = await asAdmin({ method: 'GET', url: `/api/admin/products${search}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function lastAudit(entityId: string) {
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, entityId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return entry;
  }

  async function auditCount(entityId: string): Promise<number> {
    const rows = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, entityId)));
    return rows.length;
  }

  async function shopHas(product: AdminProduct, word: string) {
    const listing = await t.app.inject({ url: `/api/products?ids=${product.id}` });
    const search = await t.app.inject({ url: `/api/search?q=${word}` });
    const sitemap = await t.app.inject({ url: '/sitemaps/products-1.xml' });
    const page = await t.app.inject({ url: `/api/products/${product.slug}` });
    expect(listing.statusCode, listing.body).toBe(200);
    expect(search.statusCode, search.body).toBe(200);
    return {
      listing: listing.json().items.some((item: { id: number }) => item.id === product.id),
      search: search.json().items.some((item: { id: number }) => item.id === product.id),
      sitemap: sitemap.body.includes(`/products/${product.slug}<`),
      page: page.statusCode === 200,
    };
  }

  /**
   * Waits until the listing, search, sitemap and product page all show the product, or all no
   * longer do. Kept answers go when the database's notification arrives: within the promised
   * second.
   */
  async function expectShopShows(product: AdminProduct, word: string, shown: boolean) {
    await expect
      .poll(() => shopHas(product, word), { timeout: 1_000 })
      .toEqual({ listing: shown, search: shown, sitemap: shown, page: shown });
  }

  it('is for admins only', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/admin/products' });
    expect(guest.statusCode).toBe(401);
    const asCustomer = await injectAs(t.app, customerToken, {
      method: 'POST',
      url: '/api/admin/products',
      payload: { name: 'Intruso', priceCents: 100 },
    });
    expect(asCustomer.statusCode).toBe(403);
    const answer = await asAdmin({ method: 'GET', url: '/api/admin/products' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('lists every product, hidden ones too, 25 a page, newest first, with the total', async () => {
    const all = await t.db.select({ id: products.id }).from(products);
    const page = await list('');
    expect(page.total).toBe(all.length);
    expect(page.totalExact).toBe(true);
    expect(page.pageSize).toBe(25);
    expect(page.products).toHaveLength(Math.min(25, all.length));
    const dates = page.products.map((product) => product.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.hasNextPage).toBe(all.length > 25);

    const second = await list('?page=2');
    expect(second.page).toBe(2);
    const firstIds = new Set(page.products.map((product) => product.id));
    expect(second.products.every((product) => !firstIds.has(product.id))).toBe(true);
  });

  it('searches names, filters and sorts', async () => {
    const word = uniqueWord();
    const [category] = await t.db.select().from(categories).limit(1);
    const cheap = await create({
      name: `Cavo ${word} corto`,
      priceCents: 990,
      stock: 0,
      categoryId: category!.id,
      isVisible: false,
    });
    const dear = await create({
      name: `Cavo ${word.toUpperCase()} lungo`,
      priceCents: 2990,
      stock: 3,
      isFeatured: true,
    });
    const plenty = await create({ name: `Cavo ${word} medio`, priceCents: 1990, stock: 40 });

    const found = await list(`?q=${word}`);
    expect(found.total).toBe(3);
    expect(found.products.map((product) => product.id)).toEqual([plenty.id, dear.id, cheap.id]);
    expect(found.products[2]).toMatchObject({
      isVisible: false,
      category: { id: category!.id, name: category!.name },
      image: null,
    });

    const ids = async (search: string) =>
      (await list(`?q=${word}&${search}`)).products.map((product) => product.id);
    expect(await ids('sort=price-asc')).toEqual([cheap.id, plenty.id, dear.id]);
    expect(await ids('sort=price-desc')).toEqual([dear.id, plenty.id, cheap.id]);
    expect(await ids('sort=name-asc')).toEqual([cheap.id, dear.id, plenty.id]);
    expect(await ids('sort=name-desc')).toEqual([plenty.id, dear.id, cheap.id]);
    expect(await ids('sort=stock-asc')).toEqual([cheap.id, dear.id, plenty.id]);
    expect(await ids('sort=oldest')).toEqual([cheap.id, dear.id, plenty.id]);
    expect(await ids('visible=no')).toEqual([cheap.id]);
    expect(await ids('visible=yes&sort=oldest')).toEqual([dear.id, plenty.id]);
    expect(await ids('featured=yes')).toEqual([dear.id]);
    expect(await ids('stock=out')).toEqual([cheap.id]);
    expect(await ids('stock=low')).toEqual([dear.id]);
    expect(await ids('stock=in')).toEqual([plenty.id]);
    expect(await ids(`category=${category!.id}`)).toEqual([cheap.id]);
    // LIKE's wildcards are plain characters.
    expect((await list(`?q=${encodeURIComponent('%_%')}`)).total).toBe(0);
    // The id, typed alone, finds the product too.
    expect((await list(`?q=${dear.id}`)).products.map((product) => product.id)).toContain(dear.id);
  });

  it('refuses bad list parameters with a message per parameter', async () => {
    const response = await asAdmin({
      method: 'GET',
      url: '/api/admin/products?sort=prezzo&stock=molto&page=0&visible=forse',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      sort: 'Ordinamento non valido.',
      stock: 'Filtro non valido.',
      page: 'Numero di pagina non valido.',
      visible: 'Filtro non valido.',
    });
  });

  it('adds a product with its slug from the name, and records it', async () => {
    const word = uniqueWord();
    const name = `Custodia ${word} – Blu notte`;
    const product = await create({
      name: `  ${name} `,
      priceCents: 129900,
      compareAtPriceCents: 149900,
      stock: 7,
      description: 'Protezione completa.',
      specs: [{ label: 'Materiale', value: 'Silicone' }],
      tags: [' Silicone', 'USB-C', 'silicone', ''],
    });
    expect(product).toMatchObject({
      name,
      slug: `custodia-${word}-blu-notte`,
      priceCents: 129900,
      compareAtPriceCents: 149900,
      stock: 7,
      description: 'Protezione completa.',
      specs: [{ label: 'Materiale', value: 'Silicone' }],
      tags: ['silicone', 'usb-c'],
      images: [],
      image: null,
      categoryId: null,
      isVisible: true,
      isFeatured: false,
    });
    expect(await lastAudit(String(product.id))).toMatchObject({
      action: 'product.create',
      actorEmail: adminEmail,
      before: null,
      after: { name, slug: product.slug, priceCents: 129900, stock: 7 },
    });
    const fetched = await asAdmin({ method: 'GET', url: `/api/admin/products/${product.id}` });
    expect(fetched.json().product).toEqual(product);

    // A namesake gets the next free address.
    const twin = await create({ name, priceCents: 100 });
    expect(twin.slug).toBe(`${product.slug}-2`);
  });

  it('refuses invalid fields, each with its own Italian message, all at once', async () => {
    const response = await asAdmin({
      method: 'POST',
      url: '/api/admin/products',
      payload: {
        name: '  ',
        stock: -1,
        specs: [{ label: '', value: 'x' }],
        tags: ['t'.repeat(41)],
        isVisible: 'sì',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'invalid-argument',
      fields: {
        name: 'Inserisci il nome del prodotto.',
        priceCents: 'Inserisci il prezzo, per esempio 1.299,00.',
        stock: 'La disponibilità deve essere un numero intero, 0 o più.',
        'specs.0.label': 'Inserisci il nome della caratteristica.',
        'tags.0': 'Ogni tag può avere al massimo 40 caratteri.',
        isVisible: 'Valore non valido: sì o no.',
      },
    });

    const compare = await asAdmin({
      method: 'POST',
      url: '/api/admin/products',
      payload: { name: 'Prezzo strano', priceCents: 1000, compareAtPriceCents: 1000 },
    });
    expect(compare.statusCode).toBe(400);
    expect(compare.json().error.fields).toEqual({
      compareAtPriceCents: 'Il prezzo di listino deve essere maggiore del prezzo.',
    });

    const noCategory = await asAdmin({
      method: 'POST',
      url: '/api/admin/products',
      payload: { name: 'Senza casa', priceCents: 1000, categoryId: 2_000_000_000 },
    });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().error.fields).toEqual({
      categoryId: 'Questa categoria non esiste più: scegline un’altra.',
    });
  });

  it('hides and shows a product in the catalog, search and sitemap at once', async () => {
    const word = uniqueWord();
    const product = await create({ name: `Altoparlante ${word}`, priceCents: 4990, stock: 5 });
    await expectShopShows(product, word, true);

    const hide = await asAdmin({
      method: 'POST',
      url: `/api/admin/products/${product.id}/visibility`,
      payload: { visible: false },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().product.isVisible).toBe(false);
    await expectShopShows(product, word, false);
    expect(await lastAudit(String(product.id))).toMatchObject({
      action: 'product.visibility',
      before: { isVisible: true },
      after: { isVisible: false },
    });

    const show = await asAdmin({
      method: 'POST',
      url: `/api/admin/products/${product.id}/visibility`,
      payload: { visible: true },
    });
    expect(show.json().product.isVisible).toBe(true);
    await expectShopShows(product, word, true);

    // The same state again changes and records nothing.
    const before = await auditCount(String(product.id));
    await asAdmin({
      method: 'POST',
      url: `/api/admin/products/${product.id}/visibility`,
      payload: { visible: true },
    });
    expect(await auditCount(String(product.id))).toBe(before);
  });

  it('puts a product among the featured ones and takes it out', async () => {
    const product = await create({ name: `Cuffie ${uniqueWord()}`, priceCents: 9990 });
    const on = await asAdmin({
      method: 'POST',
      url: `/api/admin/products/${product.id}/featured`,
      payload: { featured: true },
    });
    expect(on.json().product.isFeatured).toBe(true);
    const featured = await t.app.inject({ url: `/api/products?featured=true&ids=${product.id}` });
    expect(featured.json().total).toBe(1);
    expect(await lastAudit(String(product.id))).toMatchObject({
      action: 'product.featured',
      before: { isFeatured: false },
      after: { isFeatured: true },
    });
    const off = await asAdmin({
      method: 'POST',
      url: `/api/admin/products/${product.id}/featured`,
      payload: { featured: false },
    });
    expect(off.json().product.isFeatured).toBe(false);
    const bad = await asAdmin({
      method: 'POST',
      url: `/api/admin/products/${product.id}/featured`,
      payload: { featured: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('edits the given fields, keeps the address, and records only what changed', async () => {
    const word = uniqueWord();
    const product = await create({ name: `Tastiera ${word}`, priceCents: 5000, stock: 2 });
    const response = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      payload: { name: `Tastiera ${word} Pro`, priceCents: 6000, compareAtPriceCents: 7000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().product).toMatchObject({
      name: `Tastiera ${word} Pro`,
      slug: product.slug,
      priceCents: 6000,
      compareAtPriceCents: 7000,
      stock: 2,
    });
    expect(await lastAudit(String(product.id))).toMatchObject({
      action: 'product.update',
      before: { name: `Tastiera ${word}`, priceCents: 5000, compareAtPriceCents: null },
      after: { name: `Tastiera ${word} Pro`, priceCents: 6000, compareAtPriceCents: 7000 },
    });

    // A price at or above the stored list price is refused beside the list price.
    const above = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      payload: { priceCents: 7000 },
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().error.fields).toEqual({
      compareAtPriceCents: 'Il prezzo di listino deve essere maggiore del prezzo.',
    });

    const before = await auditCount(String(product.id));
    const same = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      payload: { priceCents: 6000, stock: 2 },
    });
    expect(same.statusCode).toBe(200);
    expect(await auditCount(String(product.id))).toBe(before);

    const missing = await asAdmin({
      method: 'PATCH',
      url: '/api/admin/products/2000000000',
      payload: { stock: 1 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(
      'Prodotto non trovato: forse è stato eliminato nel frattempo.',
    );
  });

  it('moves the address with the name when asked, the old one answering 301', async () => {
    const word = uniqueWord();
    const product = await create({ name: `Mouse ${word}`, priceCents: 2500 });
    const oldSlug = product.slug!;
    const response = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      payload: { name: `Mouse ${word} senza fili`, regenerateSlug: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const newSlug = `mouse-${word}-senza-fili`;
    expect(response.json().product.slug).toBe(newSlug);

    const page = await t.app.inject({ url: `/products/${oldSlug}?ref=mail` });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/products/${newSlug}?ref=mail`);
    const api = await t.app.inject({ url: `/api/products/${oldSlug}` });
    expect(api.statusCode).toBe(301);
    expect(api.headers.location).toBe(`/api/products/${newSlug}`);
    expect((await t.app.inject({ url: `/products/${newSlug}` })).statusCode).toBe(200);
    expect(await lastAudit(String(product.id))).toMatchObject({
      before: { name: `Mouse ${word}`, slug: oldSlug },
      after: { name: `Mouse ${word} senza fili`, slug: newSlug },
    });
  });

  it('deletes a product in an order, a cart and a wishlist: the order keeps its copy', async () => {
    const product = await create({ name: `Caricatore ${uniqueWord()}`, priceCents: 1990 });
    const [order] = await t.db
      .insert(orders)
      .values({
        number: `VT-2099-${randomBytes(3).toString('hex')}`,
        email: customer.email,
        userId: customer.id,
        status: 'paid',
        subtotalCents: 1990,
        totalCents: 1990,
      })
      .returning();
    await t.db.insert(orderLines).values({
      orderId: order!.id,
      productId: product.id,
      slug: product.slug,
      name: product.name,
      unitPriceCents: 1990,
      quantity: 1,
      lineTotalCents: 1990,
    });
    await t.db.insert(carts).values({ userId: customer.id }).onConflictDoNothing();
    await t.db
      .insert(cartLines)
      .values({ userId: customer.id, productId: product.id, list: 'cart', quantity: 2 });
    await t.db.insert(wishlists).values({ userId: customer.id }).onConflictDoNothing();
    await t.db.insert(wishlistItems).values({ userId: customer.id, productId: product.id });

    const response = await asAdmin({ method: 'DELETE', url: `/api/admin/products/${product.id}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().product.name).toBe(product.name);

    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(line).toMatchObject({ productId: null, name: product.name, unitPriceCents: 1990 });
    expect(await t.db.select().from(cartLines).where(eq(cartLines.productId, product.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(wishlistItems).where(eq(wishlistItems.productId, product.id)),
    ).toEqual([]);
    const cart = await injectAs(t.app, customerToken, { method: 'GET', url: '/api/cart' });
    expect(cart.statusCode).toBe(200);
    expect(await lastAudit(String(product.id))).toMatchObject({
      action: 'product.delete',
      before: { name: product.name },
      after: null,
    });

    const again = await asAdmin({ method: 'DELETE', url: `/api/admin/products/${product.id}` });
    expect(again.statusCode).toBe(404);
    const fetched = await asAdmin({ method: 'GET', url: `/api/admin/products/${product.id}` });
    expect(fetched.statusCode).toBe(404);
  });

  it('regenerates every slug from the names; old addresses redirect to the new ones', async () => {
    const word = uniqueWord();
    const product = await create({ name: `Supporto ${word}`, priceCents: 1500 });
    await t.db
      .update(products)
      .set({ slug: `vecchio-${word}` })
      .where(eq(products.id, product.id));

    const response = await asAdmin({ method: 'POST', url: '/api/admin/products/slugs/regenerate' });
    expect(response.statusCode, response.body).toBe(200);
    const { updated } = response.json();
    expect(updated).toBeGreaterThanOrEqual(1);

    const after = await asAdmin({ method: 'GET', url: `/api/admin/products/${product.id}` });
    expect(after.json().product.slug).toBe(`supporto-${word}`);
    const old = await t.app.inject({ url: `/products/vecchio-${word}` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/products/supporto-${word}`);
    const [redirect] = await t.db
      .select()
      .from(productSlugRedirects)
      .where(eq(productSlugRedirects.oldSlug, `vecchio-${word}`));
    expect(redirect?.productId).toBe(product.id);
    expect(await lastAudit('*')).toMatchObject({
      action: 'product.slugs',
      after: { updated },
    });

    // Every slug now follows its name: a second run changes nothing.
    const again = await asAdmin({ method: 'POST', url: '/api/admin/products/slugs/regenerate' });
    expect(again.json()).toEqual({ updated: 0 });
  });
});
