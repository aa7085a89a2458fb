import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '../../../../../domain/admin/products.messages';
import { SESSION_TTL_MS } from '../../../../../domain/constants';
import { auditLog } from '../../../../db/schema';
import { createUser, injectAs, setupTestApp } from '../../../../test/helper';
import { createSession } from '../../../auth/session.repository';

/** This file's own DATA_DIR: the files it writes are checked exactly, untouched by others. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'vetrina-product-images-'));

interface FilePart {
  name: string;
  type: string;
  bytes: Buffer;
}

function multipart(files: readonly FilePart[]): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = `----vetrina${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A picture `width`×`height` of one colour, different bytes for each colour. */
function picture(
  width: number,
  height: number,
  colour: { r: number; g: number; b: number },
  format: 'png' | 'jpeg' = 'png',
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

function productDir(productId: number): string {
  return path.join(dataDir, 'uploads', 'products', String(productId));
}

function filesOf(productId: number): string[] {
  const dir = productDir(productId);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

describe('admin product images API', () => {
  const t = setupTestApp({ env: { DATA_DIR: dataDir } });
  let adminToken = '';
  let userToken = '';

  beforeAll(async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    adminToken = (await createSession(t.db, admin.id, SESSION_TTL_MS)).token;
    const user = await createUser(t.db);
    userToken = (await createSession(t.db, user.id, SESSION_TTL_MS)).token;
  });

  const asAdmin = (options: InjectOptions) => injectAs(t.app, adminToken, options);

  async function newProduct(): Promise<{ id: number; slug: string }> {
    const response = await asAdmin({
      method: 'POST',
      url: '/api/admin/products',
      payload: {
        name: `Fotocamera ${randomBytes(4).toString('hex')}`,
        priceCents: 19900,
        stock: 5,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, slug } = response.json().product;
    return { id, slug };
  }

  function upload(productId: number, files: readonly FilePart[]) {
    return asAdmin({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      ...multipart(files),
    });
  }

  async function uploadTwo(productId: number): Promise<string[]> {
    const response = await upload(productId, [
      {
        name: 'fronte.png',
        type: 'image/png',
        bytes: await picture(1600, 1200, { r: 200, g: 10, b: 10 }),
      },
      {
        name: 'retro.png',
        type: 'image/png',
        bytes: await picture(1500, 1500, { r: 10, g: 200, b: 10 }),
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().images;
  }

  it('converts two PNGs into three WebP widths each, keeps the originals and serves them for a year', async () => {
    const product = await newProduct();
    const response = await upload(product.id, [
      {
        name: 'fronte.png',
        type: 'image/png',
        bytes: await picture(1600, 1200, { r: 200, g: 10, b: 10 }),
      },
      {
        name: 'retro.png',
        type: 'image/png',
        bytes: await picture(1500, 1500, { r: 10, g: 200, b: 10 }),
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { images, added } = response.json() as { images: string[]; added: number };
    expect(added).toBe(2);
    expect(images).toHaveLength(2);

    const files = filesOf(product.id);
    expect(files).toHaveLength(8);
    for (const url of images) {
      expect(url).toMatch(new RegExp(`^/uploads/products/${product.id}/[0-9a-f]{24}-1280\\.webp$`));
      const hash = path.basename(url).replace('-1280.webp', '');
      expect(files).toEqual(
        expect.arrayContaining([
          `${hash}-320.webp`,
          `${hash}-640.webp`,
          `${hash}-1280.webp`,
          `${hash}-original.png`,
        ]),
      );
      for (const width of [320, 640, 1280]) {
        const variant = await sharp(
          path.join(productDir(product.id), `${hash}-${width}.webp`),
        ).metadata();
        expect(variant.format).toBe('webp');
        expect(variant.width).toBe(width);
      }
      const served = await t.app.inject({ method: 'GET', url: url.replace('-1280', '-320') });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const original = await t.app.inject({
        method: 'GET',
        url: url.replace('-1280.webp', '-original.png'),
      });
      expect(original.statusCode).toBe(200);
      expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }

    // The shop shows them at once, and the change is in the audit log.
    const shop = await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}` });
    expect(shop.statusCode, shop.body).toBe(200);
    expect(JSON.stringify(shop.json())).toContain(images[0]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(product.id)), eq(auditLog.action, 'product.images')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.before).toEqual({ images: [] });
    expect(entry?.after).toEqual({ images });
  });

  it('keeps the one-day cache for other uploads, such as the sample artwork', async () => {
    mkdirSync(path.join(dataDir, 'uploads', 'catalog'), { recursive: true });
    writeFileSync(
      path.join(dataDir, 'uploads', 'catalog', 'telefono.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    const served = await t.app.inject({ method: 'GET', url: '/uploads/catalog/telefono.svg' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('turns a photo upright by its EXIF orientation and never enlarges a small one', async () => {
    const product = await newProduct();
    // 1600×900 stored sideways (orientation 6): upright it is 900 wide.
    const sideways = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const small = await picture(200, 150, { r: 9, g: 9, b: 9 });
    const response = await upload(product.id, [
      { name: 'verticale.jpg', type: 'image/jpeg', bytes: sideways },
      { name: 'piccola.png', type: 'image/png', bytes: small },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const [upright, tiny] = response.json().images as string[];
    expect(upright).toMatch(/-900\.webp$/);
    expect(tiny).toMatch(/-200\.webp$/);
    const uprightFile = path.join(dataDir, (upright ?? '').replace('/uploads/', 'uploads/'));
    const metadata = await sharp(uprightFile).metadata();
    expect([metadata.width, metadata.height]).toEqual([900, 1600]);
    const hash = path.basename(tiny ?? '').replace('-200.webp', '');
    expect(filesOf(product.id).filter((name) => name.startsWith(hash))).toEqual([
      `${hash}-200.webp`,
      `${hash}-original.png`,
    ]);
  });

  it('accepts WebP and AVIF as well, judged by their bytes and not their names', async () => {
    const product = await newProduct();
    const base = () =>
      sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 7, g: 8, b: 9 } } });
    const response = await upload(product.id, [
      { name: 'foto.bin', type: 'application/octet-stream', bytes: await base().webp().toBuffer() },
      { name: 'foto.jpg', type: 'image/jpeg', bytes: await base().avif().toBuffer() },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().added).toBe(2);
    const originals = filesOf(product.id).filter((name) => name.includes('-original.'));
    expect(originals.map((name) => name.split('-original.')[1]).sort()).toEqual(['avif', 'webp']);
  });

  it('does not add the same picture twice', async () => {
    const product = await newProduct();
    const bytes = await picture(700, 700, { r: 50, g: 60, b: 70 });
    const first = await upload(product.id, [{ name: 'a.png', type: 'image/png', bytes }]);
    expect(first.json().added).toBe(1);
    const again = await upload(product.id, [
      { name: 'a.png', type: 'image/png', bytes },
      { name: 'b.png', type: 'image/png', bytes },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ images: first.json().images, added: 0 });
  });

  it('refuses a text file named .png, and then writes nothing at all, not even the good files', async () => {
    const product = await newProduct();
    const response = await upload(product.id, [
      {
        name: 'buona.png',
        type: 'image/png',
        bytes: await picture(400, 400, { r: 1, g: 1, b: 1 }),
      },
      { name: 'finta.png', type: 'image/png', bytes: Buffer.from('non sono un’immagine\n') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(PRODUCT_MESSAGES.imageNotSupported('finta.png'));
    expect(filesOf(product.id)).toEqual([]);
    const read = await asAdmin({ method: 'GET', url: `/api/admin/products/${product.id}` });
    expect(read.json().product.images).toEqual([]);
  });

  it('refuses a picture whose data is cut short, and removes what the upload had written', async () => {
    const product = await newProduct();
    const whole = await sharp({
      create: {
        width: 1400,
        height: 1400,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    const response = await upload(product.id, [
      {
        name: 'buona.png',
        type: 'image/png',
        bytes: await picture(400, 400, { r: 2, g: 2, b: 2 }),
      },
      { name: 'tagliata.png', type: 'image/png', bytes: whole.subarray(0, whole.length / 2) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(PRODUCT_MESSAGES.imageNotSupported('tagliata.png'));
    expect(filesOf(product.id)).toEqual([]);
  });

  it('refuses a format other than JPEG, PNG, WebP or AVIF whatever its name says', async () => {
    const product = await newProduct();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    const response = await upload(product.id, [
      { name: 'foto.jpg', type: 'image/jpeg', bytes: gif },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.reason).toBe('unsupported-image');
    expect(filesOf(product.id)).toEqual([]);
  });

  it('refuses more than 10 files, a file over 10 MB, no file and a body that is not multipart', async () => {
    const product = await newProduct();
    const bytes = await picture(50, 50, { r: 3, g: 3, b: 3 });
    const eleven = Array.from({ length: 11 }, (_, index) => ({
      name: `${index}.png`,
      type: 'image/png',
      bytes,
    }));
    const tooMany = await upload(product.id, eleven);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(PRODUCT_MESSAGES.imagesTooMany(10));

    const huge = Buffer.concat([
      await picture(1000, 1000, { r: 4, g: 4, b: 4 }),
      Buffer.alloc(10 * 1024 * 1024),
    ]);
    const tooLarge = await upload(product.id, [
      { name: 'enorme.png', type: 'image/png', bytes: huge },
    ]);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.message).toBe(PRODUCT_MESSAGES.imageTooLarge('enorme.png'));

    const none = await upload(product.id, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(PRODUCT_MESSAGES.imagesMissing);

    const json = await asAdmin({
      method: 'POST',
      url: `/api/admin/products/${product.id}/images`,
      payload: { images: ['x'] },
    });
    expect(json.statusCode).toBe(400);
    expect(filesOf(product.id)).toEqual([]);
  });

  it('answers 404 for a product that does not exist', async () => {
    const bytes = await picture(50, 50, { r: 5, g: 5, b: 5 });
    const response = await upload(2_000_000_000, [{ name: 'a.png', type: 'image/png', bytes }]);
    expect(response.statusCode).toBe(404);
    expect(filesOf(2_000_000_000)).toEqual([]);
  });

  it('reorders the images, and refuses anything but the same images', async () => {
    const product = await newProduct();
    const [first, second] = (await uploadTwo(product.id)) as [string, string];
    const order = (images: unknown) =>
      asAdmin({
        method: 'PUT',
        url: `/api/admin/products/${product.id}/images/order`,
        payload: { images },
      });

    const swapped = await order([second, first]);
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().images).toEqual([second, first]);
    const read = await asAdmin({ method: 'GET', url: `/api/admin/products/${product.id}` });
    expect(read.json().product.images).toEqual([second, first]);

    for (const wrong of [
      [second],
      [second, second],
      [second, first, first],
      [second, '/uploads/x.webp'],
    ]) {
      const refused = await order(wrong);
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(409);
      expect(refused.json().error.message).toBe(PRODUCT_MESSAGES.imagesOrderMismatch);
    }
    expect((await order('nope')).statusCode).toBe(400);
    const missing = await asAdmin({
      method: 'PUT',
      url: '/api/admin/products/2000000000/images/order',
      payload: { images: [] },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('removes an image from the list and its files from the disk', async () => {
    const product = await newProduct();
    const [first, second] = (await uploadTwo(product.id)) as [string, string];
    const hash = path.basename(first).replace('-1280.webp', '');
    const remove = (url: string) =>
      asAdmin({
        method: 'DELETE',
        url: `/api/admin/products/${product.id}/images?url=${encodeURIComponent(url)}`,
      });

    const removed = await remove(first);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().images).toEqual([second]);
    expect(filesOf(product.id).some((name) => name.startsWith(hash))).toBe(false);
    expect(filesOf(product.id)).toHaveLength(4);
    const served = await t.app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(404);

    const again = await remove(first);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(PRODUCT_MESSAGES.imageNotFound);
    const noUrl = await asAdmin({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}/images`,
    });
    expect(noUrl.statusCode).toBe(400);
  });

  it('refuses a plain user before reading anything', async () => {
    const product = await newProduct();
    const bytes = await picture(50, 50, { r: 6, g: 6, b: 6 });
    const response = await injectAs(t.app, userToken, {
      method: 'POST',
      url: `/api/admin/products/${product.id}/images`,
      ...multipart([{ name: 'a.png', type: 'image/png', bytes }]),
    });
    expect(response.statusCode).toBe(403);
    expect(filesOf(product.id)).toEqual([]);
  });
});
