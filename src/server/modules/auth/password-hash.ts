import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createBoundedConcurrency } from '../../security/bounded-concurrency';

/**
 * scrypt (N=2^15, r=8, p=1: 32 MiB, tens of milliseconds) from Node's own crypto, so no native
 * addon has to build. Stored as "scrypt$N$r$p$salt$hash" so parameters can grow later.
 */
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH_BYTES = 32;
const MAX_MEMORY_BYTES = 64 * 1024 * 1024;

/**
 * scrypt runs on libuv's thread pool (4 threads), which static files and DNS share. Two
 * hashes at a time leave the rest of the shop its threads and its CPU during a flood of
 * logins; a short queue absorbs bursts, and beyond it a login answers 503 with Retry-After
 * at once rather than waiting for seconds (docs/security.md).
 */
export const PASSWORD_HASH_CONCURRENCY = 2;
export const PASSWORD_HASH_QUEUE_LIMIT = 32;
const hashing = createBoundedConcurrency({
  concurrency: PASSWORD_HASH_CONCURRENCY,
  queueLimit: PASSWORD_HASH_QUEUE_LIMIT,
});

function deriveKey(
  password: string,
  salt: Buffer,
  n: number,
  r: number,
  p: number,
): Promise<Buffer> {
  return hashing.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(
          password.normalize('NFKC'),
          salt,
          KEY_LENGTH_BYTES,
          { N: n, r, p, maxmem: MAX_MEMORY_BYTES },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

/** How many hashes run and wait now (tests and diagnostics). */
export function passwordHashingLoad(): { running: number; waiting: number } {
  return { running: hashing.running, waiting: hashing.waiting };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await deriveKey(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to verify against when the user does not exist, so timing does not tell. */
export const DUMMY_PASSWORD_HASH =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
