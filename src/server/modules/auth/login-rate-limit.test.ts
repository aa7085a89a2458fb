import { describe, expect, it, vi } from 'vitest';
import { LOGIN_LOCK_MS } from '../../../domain/constants';
import { createMemoryRateLimiter, type RateLimiter } from '../../security/rate-limiter';
import { createUser } from '../../test/helper';
import { LOGIN_CONCURRENCY, LOGIN_QUEUE_LIMIT, loginLoad } from './auth.service';
import {
  manualClockRateLimiter,
  newIp,
  post,
  setupAccountsTestApp,
  uniqueEmail,
} from './accounts-test-app';
import {
  DUMMY_PASSWORD_HASH,
  PASSWORD_HASH_CONCURRENCY,
  PASSWORD_HASH_QUEUE_LIMIT,
  verifyPassword,
} from './password-hash';

const WRONG = 'password-sbagliata-1';

describe('login limits', () => {
  const t = setupAccountsTestApp();

  const logIn = (email: string, password: string, ip = newIp()) =>
    post(t.app, '/api/auth/login', { email, password }, { ip });

  it('locks an account after three failed attempts, from any network, even for the right password', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('bersaglio') });
    for (let i = 0; i < 3; i++) {
      // A new address each time: changing network does not buy more guesses.
      expect((await logIn(user.email, WRONG, newIp())).statusCode).toBe(401);
    }
    const locked = await logIn(user.email, user.password, newIp());
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.json()).toEqual({
      error: {
        code: 'resource-exhausted',
        message: 'Troppi tentativi. Riprova tra 15 minuti.',
        details: { reason: 'rate-limit', retryAfterSeconds: retryAfter },
      },
    });
    expect(locked.cookies.some((c) => c.name === 'vetrina_session')).toBe(false);
  });

  it('answers an unknown address exactly as a known one, lock included', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('esistente') });
    const answers = async (email: string) => {
      const seen = [];
      for (let i = 0; i < 4; i++) {
        const response = await logIn(email, WRONG);
        const { error } = response.json<{ error: { code: string; message: string } }>();
        seen.push({ status: response.statusCode, code: error.code, message: error.message });
      }
      return seen;
    };
    const known = await answers(user.email);
    const unknown = await answers(uniqueEmail('inesistente'));
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 429]);
  });

  it('forgets the failures of an account after a successful login', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('distratto') });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) expect((await logIn(user.email, WRONG)).statusCode).toBe(401);
      expect((await logIn(user.email, user.password)).statusCode).toBe(200);
    }
  });

  it('allows 30 attempts per 15 minutes from one IP, whatever the emails', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) {
      expect((await logIn(uniqueEmail('elenco'), 'password-qualsiasi-1', ip)).statusCode).toBe(401);
    }
    const limited = await logIn(uniqueEmail('elenco'), 'password-qualsiasi-1', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.details.reason).toBe('rate-limit');
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('answers 503 with Retry-After at once while password hashing is saturated', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('folla') });
    // Fill every hashing slot and the whole queue, as a flood of logins would.
    const flood = Array.from(
      { length: PASSWORD_HASH_CONCURRENCY + PASSWORD_HASH_QUEUE_LIMIT },
      () => verifyPassword('indovina', DUMMY_PASSWORD_HASH),
    );
    const busy = await logIn(user.email, user.password);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({
      error: {
        code: 'unavailable',
        message: 'Il negozio è molto impegnato in questo momento. Riprova tra qualche secondo.',
        details: { reason: 'busy', retryAfterSeconds: 1 },
      },
    });
    await Promise.all(flood);
    expect((await logIn(user.email, user.password)).statusCode).toBe(200);
  });
});

describe('login admission', () => {
  // A rate limiter that holds every count until the test opens the gate: logins pile up
  // inside, as they would on a slow database during a flood.
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  const counted: string[] = [];
  const memory = createMemoryRateLimiter();
  const held: RateLimiter = {
    ...memory,
    async hit(key, limit, windowMs) {
      counted.push(key);
      await gate;
      return memory.hit(key, limit, windowMs);
    },
  };
  const t = setupAccountsTestApp({ rateLimiter: () => held });

  it('refuses at once, before any counting or database work, the logins it cannot hold', async () => {
    const inside = Array.from({ length: LOGIN_CONCURRENCY + LOGIN_QUEUE_LIMIT }, () =>
      post(t.app, '/api/auth/login', { email: uniqueEmail('folla'), password: WRONG }),
    );
    await vi.waitFor(() =>
      expect(loginLoad()).toEqual({ running: LOGIN_CONCURRENCY, waiting: LOGIN_QUEUE_LIMIT }),
    );
    const countedBefore = counted.length;

    const refused = await post(t.app, '/api/auth/login', {
      email: uniqueEmail('in-coda'),
      password: WRONG,
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json().error.code).toBe('unavailable');
    // Nothing was counted for it: a refused attempt uses up no limit and locks no account.
    expect(counted).toHaveLength(countedBefore);

    openGate();
    const answers = await Promise.all(inside);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 401));
    expect(loginLoad()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('login lock time', () => {
  const clock = manualClockRateLimiter();
  const t = setupAccountsTestApp({ rateLimiter: () => clock });

  it('lets the owner in again once the lock time has passed', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('paziente') });
    const logIn = (password: string) =>
      post(t.app, '/api/auth/login', { email: user.email, password });
    for (let i = 0; i < 3; i++) expect((await logIn(WRONG)).statusCode).toBe(401);
    clock.advance(LOGIN_LOCK_MS - 1_000);
    expect((await logIn(user.password)).statusCode).toBe(429);
    clock.advance(1_000);
    expect((await logIn(user.password)).statusCode).toBe(200);
  });
});
