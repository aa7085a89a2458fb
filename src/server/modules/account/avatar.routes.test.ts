import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROFILE_ERRORS } from '../../../domain/account/profile.errors';
import { AVATAR_SIZES, AVATAR_MAX_BYTES } from '../../../domain/account/avatar-files';
import { users } from '../../db/schema';
import { createUser, injectAs, logInAs, setupTestApp } from '../../test/helper';

/** This file's own DATA_DIR: the files it writes are checked exactly, untouched by others. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'vetrina-avatars-'));

interface FilePart {
  field?: string;
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
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'avatar'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
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

type Colour = { r: number; g: number; b: number };

function picture(
  width: number,
  height: number,
  colour: Colour,
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A PNG of 1×1 pixel whose header claims `width`×`height`: the decompression bomb a server
 * must refuse before decoding. The header's checksum is made right again.
 */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(1, 1, { r: 1, g: 2, b: 3 }));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function avatarDir(userId: string): string {
  return path.join(dataDir, 'uploads', 'avatars', userId);
}

function filesOf(userId: string): string[] {
  const dir = avatarDir(userId);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

function fileOf(url: string): string {
  return path.join(dataDir, url);
}

async function pixelAt(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe('PUT and DELETE /api/account/avatar', () => {
  const t = setupTestApp({ env: { DATA_DIR: dataDir } });

  async function loggedInUser() {
    const user = await createUser(t.db);
    return { ...user, token: await logInAs(t.app, user) };
  }

  const upload = (token: string | null, files: readonly FilePart[]) =>
    injectAs(t.app, token, { method: 'PUT', url: '/api/account/avatar', ...multipart(files) });

  async function storedBase(userId: string): Promise<string | null> {
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    return row!.avatarUrl;
  }

  it('turns a PNG into square WebP files of 64, 128 and 256 px; the session shows the 128 px one', async () => {
    const user = await loggedInUser();
    const response = await upload(user.token, [
      {
        name: 'io.png',
        type: 'image/png',
        bytes: await picture(300, 200, { r: 200, g: 30, b: 30 }),
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { profile, user: sessionUser } = response.json();

    const base = await storedBase(user.id);
    expect(base).toMatch(new RegExp(`^/uploads/avatars/${user.id}/[0-9a-f]{24}$`));
    expect(profile.avatar).toEqual({
      64: `${base}-64.webp`,
      128: `${base}-128.webp`,
      256: `${base}-256.webp`,
    });
    expect(sessionUser.avatarUrl).toBe(`${base}-128.webp`);
    for (const size of AVATAR_SIZES) {
      const metadata = await sharp(fileOf(profile.avatar[size])).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: size, height: size });
    }
    expect(filesOf(user.id)).toHaveLength(3);

    const session = await injectAs(t.app, user.token, { url: '/api/auth/session' });
    expect(session.json().user.avatarUrl).toBe(`${base}-128.webp`);
    const read = await injectAs(t.app, user.token, { url: '/api/account/profile' });
    expect(read.json().avatar).toEqual(profile.avatar);

    const served = await t.app.inject({ url: profile.avatar[128] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Named by its content's hash: a new picture gets a new name, so a browser may keep this one.
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('turns a JPEG upright by its EXIF orientation, crops the centre and keeps no metadata', async () => {
    const user = await loggedInUser();
    // Stored 200×100, left half red and right half blue; orientation 6 shows it turned a
    // quarter clockwise, 100×200 with red above blue.
    const jpeg = await sharp({
      create: { width: 200, height: 100, channels: 3, background: { r: 255, g: 0, b: 0 } },
    })
      .composite([
        {
          input: {
            create: { width: 100, height: 100, channels: 3, background: { r: 0, g: 0, b: 255 } },
          },
          left: 100,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Fotocamera segreta', Artist: 'Giulia' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const response = await upload(user.token, [
      { name: 'foto.jpg', type: 'image/jpeg', bytes: jpeg },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { avatar } = response.json().profile;
    for (const size of AVATAR_SIZES) {
      const metadata = await sharp(fileOf(avatar[size])).metadata();
      expect(metadata).toMatchObject({ width: size, height: size });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    const [redTop] = await pixelAt(fileOf(avatar[256]), 200, 30);
    const blueBottom = await pixelAt(fileOf(avatar[256]), 50, 225);
    expect(redTop).toBeGreaterThan(200);
    expect(blueBottom[2]).toBeGreaterThan(200);
    expect(blueBottom[0]).toBeLessThan(50);
  });

  it('takes a WebP, removes the previous files after a new upload, and all of them on delete', async () => {
    const user = await loggedInUser();
    const first = await upload(user.token, [
      { name: 'a.png', type: 'image/png', bytes: await picture(80, 80, { r: 1, g: 100, b: 1 }) },
    ]);
    expect(first.statusCode).toBe(200);
    const firstFiles = filesOf(user.id);
    expect(firstFiles).toHaveLength(3);

    const second = await upload(user.token, [
      {
        name: 'b.webp',
        type: 'image/webp',
        bytes: await picture(500, 900, { r: 9, g: 9, b: 200 }, 'webp'),
      },
    ]);
    expect(second.statusCode, second.body).toBe(200);
    const secondFiles = filesOf(user.id);
    expect(secondFiles).toHaveLength(3);
    expect(secondFiles.some((name) => firstFiles.includes(name))).toBe(false);
    const base = (await storedBase(user.id))!;
    expect(secondFiles).toEqual(
      AVATAR_SIZES.map((size) => path.basename(`${base}-${size}.webp`)).sort(),
    );

    // The same picture again changes nothing and keeps its files.
    const again = await upload(user.token, [
      {
        name: 'b.webp',
        type: 'image/webp',
        bytes: await picture(500, 900, { r: 9, g: 9, b: 200 }, 'webp'),
      },
    ]);
    expect(again.statusCode).toBe(200);
    expect(filesOf(user.id)).toEqual(secondFiles);

    const removed = await injectAs(t.app, user.token, {
      method: 'DELETE',
      url: '/api/account/avatar',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().profile.avatar).toBeNull();
    expect(removed.json().user.avatarUrl).toBeNull();
    expect(await storedBase(user.id)).toBeNull();
    expect(filesOf(user.id)).toEqual([]);
    const session = await injectAs(t.app, user.token, { url: '/api/auth/session' });
    expect(session.json().user.avatarUrl).toBeNull();
  });

  it('refuses what is not a usable image, with its message and never a 5xx, keeping the avatar', async () => {
    const user = await loggedInUser();
    const kept = await upload(user.token, [
      { name: 'ok.png', type: 'image/png', bytes: await picture(64, 64, { r: 5, g: 5, b: 5 }) },
    ]);
    expect(kept.statusCode).toBe(200);
    const base = await storedBase(user.id);
    const files = filesOf(user.id);

    const whole = await picture(400, 400, { r: 7, g: 70, b: 7 });
    const cases: { files: FilePart[]; message: string }[] = [
      {
        // 6 MB: a real PNG with padding after it.
        files: [
          {
            name: 'grande.png',
            type: 'image/png',
            bytes: Buffer.concat([whole, Buffer.alloc(6 * 1024 * 1024)]),
          },
        ],
        message: PROFILE_ERRORS.avatarTooLarge,
      },
      {
        files: [
          { name: 'finta.png', type: 'image/png', bytes: Buffer.from('Non sono una foto.\n') },
        ],
        message: PROFILE_ERRORS.avatarNotImage,
      },
      {
        files: [
          {
            name: 'anim.png',
            type: 'image/png',
            bytes: await picture(10, 10, { r: 1, g: 1, b: 1 }, 'gif'),
          },
        ],
        message: PROFILE_ERRORS.avatarNotImage,
      },
      {
        files: [
          { name: 'tagliata.png', type: 'image/png', bytes: whole.subarray(0, whole.length / 2) },
        ],
        message: PROFILE_ERRORS.avatarNotImage,
      },
      {
        files: [{ name: 'bomba.png', type: 'image/png', bytes: await pngClaiming(10_000, 10_000) }],
        message: PROFILE_ERRORS.avatarTooManyPixels,
      },
      { files: [], message: PROFILE_ERRORS.avatarMissing },
      {
        files: [{ name: 'vuota.png', type: 'image/png', bytes: Buffer.alloc(0) }],
        message: PROFILE_ERRORS.avatarMissing,
      },
      {
        files: [
          { name: 'a.png', type: 'image/png', bytes: whole },
          { name: 'b.png', type: 'image/png', bytes: whole },
        ],
        message: PROFILE_ERRORS.avatarOneFile,
      },
    ];
    for (const refused of cases) {
      const response = await upload(user.token, refused.files);
      expect(response.statusCode, refused.message).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'invalid-argument',
        message: refused.message,
        fields: { avatar: refused.message },
      });
    }

    const json = await injectAs(t.app, user.token, {
      method: 'PUT',
      url: '/api/account/avatar',
      payload: { avatar: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(PROFILE_ERRORS.avatarMissing);

    expect(await storedBase(user.id)).toBe(base);
    expect(filesOf(user.id)).toEqual(files);
  });

  it('refuses a decoded picture beyond 40 megapixels (8000×6000 of one colour)', async () => {
    const user = await loggedInUser();
    const big = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(big.length).toBeLessThan(AVATAR_MAX_BYTES);
    const response = await upload(user.token, [
      { name: 'enorme.png', type: 'image/png', bytes: big },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(PROFILE_ERRORS.avatarTooManyPixels);
    expect(filesOf(user.id)).toEqual([]);
  });

  it('refuses guests with 401', async () => {
    const response = await upload(null, [
      { name: 'a.png', type: 'image/png', bytes: await picture(10, 10, { r: 1, g: 1, b: 1 }) },
    ]);
    expect(response.statusCode).toBe(401);
    const removed = await injectAs(t.app, null, { method: 'DELETE', url: '/api/account/avatar' });
    expect(removed.statusCode).toBe(401);
  });
});
