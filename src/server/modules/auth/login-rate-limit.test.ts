import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/helper';
import { newIp, post, setupAccountsTestApp, uniqueEmail } from './accounts-test-app';

describe('login rate limits', () => {
  const t = setupAccountsTestApp();

  const logIn = (email: string, password: string, ip: string) =>
    post(t.app, '/api/auth/login', { email, password }, { ip });

  it('after 10 failures for one email from one IP answers 429 with Retry-After, even to the right password', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('bersaglio') });
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      expect((await logIn(user.email, 'password-sbagliata-1', ip)).statusCode).toBe(401);
    }
    const limited = await logIn(user.email, user.password, ip);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(limited.json()).toEqual({
      error: {
        code: 'resource-exhausted',
        message: 'Troppi tentativi. Riprova tra 15 minuti.',
        details: { reason: 'rate-limit', retryAfterSeconds: retryAfter },
      },
    });
    expect(limited.cookies.some((c) => c.name === 'vetrina_session')).toBe(false);

    // The owner on another network is not locked out.
    expect((await logIn(user.email, user.password, newIp())).statusCode).toBe(200);
  });

  it('forgets the failures of an email after a successful login', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('distratto') });
    const ip = newIp();
    for (let i = 0; i < 9; i++) await logIn(user.email, 'password-sbagliata-1', ip);
    expect((await logIn(user.email, user.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await logIn(user.email, 'password-sbagliata-1', ip)).statusCode).toBe(401);
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
});
