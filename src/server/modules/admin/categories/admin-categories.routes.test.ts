import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../../../domain/admin/categories.schema';
import type { Category } from '../../../../domain/catalog/product.schema';
import { SESSION_TTL_MS } from '../../../../domain/constants';
import { auditLog, categories, products } from '../../../db/schema';
import { createUser, injectAs, setupTestApp } from '../../../test/helper';
import { createSession } from '../../auth/session.repository';

describe('admin categories API', () => {
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

  async function adminList(): Promise<AdminCategory[]> {
    const response = await asAdmin({ method: 'GET', url: '/api/admin/categories' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().categories;
  }

  async function shopCategories(): Promise<Category[]> {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    return response.json().items;
  }

  const unique = () => randomBytes(3).toString('hex');

  async function create(name: string, description?: string): Promise<AdminCategory> {
    const response = await asAdmin({
      method: 'POST',
      url: '/api/admin/categories',
      payload: description === undefined ? { name } : { name, description },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().category;
  }

  async function lastAudit(entityId: number) {
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'category'), eq(auditLog.entityId, String(entityId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return entry;
  }

  async function auditCount(entityId: number): Promise<number> {
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'category'), eq(auditLog.entityId, String(entityId))));
    return rows.length;
  }

  it('lists the categories in the shop’s order with their product counts', async () => {
    const list = await adminList();
    expect(list.slice(0, 4).map((category) => category.slug)).toEqual([
      'iphone',
      'mac',
      'ipad',
      'watch',
    ]);
    const rows = await t.db.select().from(products).where(eq(products.categoryId, list[0]!.id));
    expect(list[0]!.productCount).toBe(rows.length);
    expect(list[0]!.productCount).toBeGreaterThan(0);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/categories' })).statusCode).toBe(
      401,
    );
    const asCustomer = await injectAs(t.app, customerToken, {
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name: 'Intrusa' },
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('adds a category at the end, shows it in the shop at once and records it', async () => {
    const name = `Audio ${unique()}`;
    const category = await create(`  ${name} `, 'Cuffie e altoparlanti');
    expect(category).toMatchObject({
      name,
      slug: name.toLowerCase().replace(' ', '-'),
      description: 'Cuffie e altoparlanti',
      productCount: 0,
    });
    const list = await adminList();
    expect(list.at(-1)?.id).toBe(category.id);
    expect((await shopCategories()).at(-1)).toEqual({
      id: category.id,
      slug: category.slug,
      name,
      description: 'Cuffie e altoparlanti',
    });
    const entry = await lastAudit(category.id);
    expect(entry).toMatchObject({
      action: 'category.create',
      actorEmail: adminEmail,
      before: null,
      after: { name, slug: category.slug, description: 'Cuffie e altoparlanti' },
    });
  });

  it('refuses empty, too long and unstorable names with a message per field', async () => {
    const cases = [
      [{ name: '   ' }, { name: 'Inserisci il nome della categoria.' }],
      [{}, { name: 'Inserisci il nome della categoria.' }],
      [{ name: 'x'.repeat(61) }, { name: 'Il nome può avere al massimo 60 caratteri.' }],
      [{ name: '???' }, { name: 'Il nome deve contenere almeno una lettera o una cifra.' }],
      [{ name: 'Bad\u0000' }, { name: 'Il testo contiene caratteri non validi.' }],
      [
        { name: 'Lunga', description: 'd'.repeat(501) },
        { description: 'La descrizione può avere al massimo 500 caratteri.' },
      ],
    ] as const;
    for (const [payload, fields] of cases) {
      const response = await asAdmin({ method: 'POST', url: '/api/admin/categories', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'invalid-argument', fields });
    }
  });

  it('refuses a name or an address another category or a product already has (409)', async () => {
    const sameName = await asAdmin({
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name: ' IPHONE ' },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toEqual({
      code: 'already-exists',
      message: 'Esiste già una categoria "iPhone".',
      fields: { name: 'Esiste già una categoria "iPhone".' },
      details: { reason: 'duplicate-name' },
    });

    const sameSlug = await asAdmin({
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name: 'Màc!' },
    });
    expect(sameSlug.statusCode).toBe(409);
    expect(sameSlug.json().error.details).toEqual({ reason: 'duplicate-slug' });
    expect(sameSlug.json().error.fields.name).toContain('/products/mac');

    const [product] = await t.db.select().from(products).limit(1);
    const productSlug = await asAdmin({
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name: product!.slug!.replace(/-/g, ' ') },
    });
    expect(productSlug.statusCode).toBe(409);
    expect(productSlug.json().error.details).toEqual({ reason: 'product-slug' });
  });

  it('renames a category: the address stays, the shop reads the new name at once', async () => {
    const category = await create(`Vecchio nome ${unique()}`);
    const [product] = await t.db
      .insert(products)
      .values({ name: `Prodotto ${unique()}`, priceCents: 1000, stock: 3, categoryId: category.id })
      .returning();
    const newName = `Nuovo nome ${unique()}`;
    const response = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/categories/${category.id}`,
      payload: { name: newName, description: 'Descrizione nuova' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const renamed: AdminCategory = response.json().category;
    expect(renamed).toMatchObject({
      id: category.id,
      name: newName,
      slug: category.slug,
      description: 'Descrizione nuova',
      position: category.position,
      productCount: 1,
    });

    const inShop = (await shopCategories()).find((item) => item.id === category.id);
    expect(inShop).toEqual({
      id: category.id,
      slug: renamed.slug,
      name: newName,
      description: 'Descrizione nuova',
    });
    // The address is kept: the old links show the category under its new name.
    const listing = await t.app.inject({ url: `/api/products?category=${category.slug}` });
    expect(listing.json().items.map((item: { id: number }) => item.id)).toEqual([product!.id]);
    expect(listing.json().items[0].category).toEqual({ slug: category.slug, name: newName });

    expect(await lastAudit(category.id)).toMatchObject({
      action: 'category.update',
      before: { name: category.name, slug: category.slug, description: '' },
      after: { name: newName, slug: renamed.slug, description: 'Descrizione nuova' },
    });
  });

  it('keeps the address when the description or the case changes', async () => {
    const list = await adminList();
    const watch = list.find((category) => category.slug === 'watch')!;
    const description = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/categories/${watch.id}`,
      payload: { description: 'Tutti gli Apple Watch.' },
    });
    expect(description.statusCode).toBe(200);
    expect(description.json().category).toMatchObject({
      slug: 'watch',
      name: 'Watch',
      description: 'Tutti gli Apple Watch.',
    });
    const recase = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/categories/${watch.id}`,
      payload: { name: 'WATCH' },
    });
    expect(recase.statusCode, recase.body).toBe(200);
    expect(recase.json().category).toMatchObject({ slug: 'watch', name: 'WATCH' });
  });

  it('writes nothing for a change that changes nothing', async () => {
    const category = await create(`Invariata ${unique()}`);
    const before = await auditCount(category.id);
    const response = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/categories/${category.id}`,
      payload: { name: category.name },
    });
    expect(response.statusCode).toBe(200);
    expect(await auditCount(category.id)).toBe(before);
  });

  it('refuses renaming to another category’s name', async () => {
    const category = await create(`Doppione ${unique()}`);
    const response = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/categories/${category.id}`,
      payload: { name: 'ipad' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Esiste già una categoria "iPad".');
    const [row] = await t.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row!.name).toBe(category.name);
  });

  it('answers 404 for unknown categories and 400 for bad ids or bodies, never 500', async () => {
    const calls: [InjectOptions, number][] = [
      [{ method: 'PATCH', url: '/api/admin/categories/999999', payload: { name: 'X y' } }, 404],
      [{ method: 'DELETE', url: '/api/admin/categories/999999' }, 404],
      [
        { method: 'POST', url: '/api/admin/categories/999999/move', payload: { direction: 'up' } },
        404,
      ],
      [{ method: 'PATCH', url: '/api/admin/categories/abc', payload: { name: 'X y' } }, 400],
      [{ method: 'DELETE', url: '/api/admin/categories/0' }, 400],
      [{ method: 'DELETE', url: '/api/admin/categories/2147483648' }, 400],
      [{ method: 'PATCH', url: '/api/admin/categories/1', payload: {} }, 400],
      [{ method: 'PATCH', url: '/api/admin/categories/1', payload: { name: 42 } }, 400],
      [
        { method: 'POST', url: '/api/admin/categories/1/move', payload: { direction: 'left' } },
        400,
      ],
      [{ method: 'POST', url: '/api/admin/categories/1/move' }, 400],
    ];
    for (const [options, status] of calls) {
      const response = await asAdmin(options);
      expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBe(
        status,
      );
    }
  });

  it('moves a category up and down; the shop follows the new order', async () => {
    const first = await create(`Prima ${unique()}`);
    const second = await create(`Seconda ${unique()}`);
    const up = await asAdmin({
      method: 'POST',
      url: `/api/admin/categories/${second.id}/move`,
      payload: { direction: 'up' },
    });
    expect(up.statusCode, up.body).toBe(200);
    const order = (up.json().categories as AdminCategory[]).map((category) => category.id);
    expect(order.indexOf(second.id)).toBe(order.indexOf(first.id) - 1);
    const positions = (up.json().categories as AdminCategory[]).map((c) => c.position);
    expect(new Set(positions).size).toBe(positions.length);
    expect((await shopCategories()).map((category) => category.id)).toEqual(order);

    const entry = await lastAudit(second.id);
    expect(entry).toMatchObject({ action: 'category.reorder', actorEmail: adminEmail });
    expect((entry!.after as { position: number }).position).toBe(
      (entry!.before as { position: number }).position - 1,
    );

    const down = await asAdmin({
      method: 'POST',
      url: `/api/admin/categories/${second.id}/move`,
      payload: { direction: 'down' },
    });
    const back = (down.json().categories as AdminCategory[]).map((category) => category.id);
    expect(back.indexOf(second.id)).toBe(back.indexOf(first.id) + 1);
  });

  it('leaves the first category where it is when moved up', async () => {
    const before = await adminList();
    const response = await asAdmin({
      method: 'POST',
      url: `/api/admin/categories/${before[0]!.id}/move`,
      payload: { direction: 'up' },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json().categories as AdminCategory[]).map((c) => c.id)).toEqual(
      before.map((c) => c.id),
    );
  });

  it('refuses to delete a category with products, with the spec’s message and their count', async () => {
    const list = await adminList();
    const iphone = list.find((category) => category.slug === 'iphone')!;
    const count = (await t.db.select().from(products).where(eq(products.categoryId, iphone.id)))
      .length;
    const response = await asAdmin({ method: 'DELETE', url: `/api/admin/categories/${iphone.id}` });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'already-exists',
      message: `Impossibile eliminare "iPhone": ${count} prodotti associati`,
      details: { reason: 'has-products', productCount: count },
    });
    expect((await shopCategories()).some((category) => category.id === iphone.id)).toBe(true);
  });

  it('counts hidden products too when refusing a deletion', async () => {
    const category = await create(`Con nascosti ${unique()}`);
    await t.db.insert(products).values([
      { name: `Nascosto ${unique()}`, priceCents: 100, categoryId: category.id, isVisible: false },
      { name: `Nascosto ${unique()}`, priceCents: 100, categoryId: category.id, isVisible: false },
    ]);
    const response = await asAdmin({
      method: 'DELETE',
      url: `/api/admin/categories/${category.id}`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      `Impossibile eliminare "${category.name}": 2 prodotti associati`,
    );
  });

  it('deletes an empty category, drops it from the shop and records it', async () => {
    const category = await create(`Da eliminare ${unique()}`);
    const response = await asAdmin({
      method: 'DELETE',
      url: `/api/admin/categories/${category.id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().category).toMatchObject({ id: category.id, name: category.name });
    expect((await shopCategories()).some((item) => item.id === category.id)).toBe(false);
    expect(await lastAudit(category.id)).toMatchObject({
      action: 'category.delete',
      before: { name: category.name, slug: category.slug },
      after: null,
    });
    const again = await asAdmin({ method: 'DELETE', url: `/api/admin/categories/${category.id}` });
    expect(again.statusCode).toBe(404);
  });
});
