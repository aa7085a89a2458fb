import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { tempRegistrations, users } from '../../db/schema';
import { createProofOfWork } from '../../security/altcha';
import { browserHeaders, createUser, injectAs, logInAs } from '../../test/helper';
import {
  codeIn,
  encodeSolution,
  newIp,
  post,
  setupAccountsTestApp,
  solvedAltcha,
  uniqueEmail,
  wholeDatabaseText,
} from './accounts-test-app';

const PASSWORD = 'Girasole-2026';
const SECURITY_CHECK_FAILED = 'Verifica di sicurezza non riuscita. Ricarica la pagina e riprova.';
const NOT_FOUND = 'Sessione di verifica non trovata. Riprova la registrazione.';

describe('registration by emailed code', () => {
  const t = setupAccountsTestApp();

  beforeEach(() => {
    t.mail.sent.length = 0;
    t.mail.failures = 0;
  });

  async function requestCode(email: string, overrides: Record<string, unknown> = {}, ip = newIp()) {
    return post(
      t.app,
      '/api/auth/registration/code',
      {
        email,
        password: PASSWORD,
        firstName: 'Giulia',
        lastName: 'Rossi',
        phoneNumber: '+39 333 123 4567',
        altcha: await solvedAltcha(t.app),
        ...overrides,
      },
      { ip },
    );
  }

  const verify = (email: string, code: string, ip = newIp()) =>
    post(t.app, '/api/auth/registration/verify', { email, code }, { ip });

  async function resend(email: string, ip = newIp()) {
    return post(
      t.app,
      '/api/auth/registration/resend',
      { email, altcha: await solvedAltcha(t.app) },
      { ip },
    );
  }

  const state = (email: string) =>
    t.app.inject({
      url: `/api/auth/registration/state?email=${encodeURIComponent(email)}`,
      remoteAddress: newIp(),
    });

  async function recordOf(email: string) {
    const [row] = await t.db
      .select()
      .from(tempRegistrations)
      .where(and(eq(tempRegistrations.email, email), eq(tempRegistrations.purpose, 'register')));
    return row;
  }

  /** Moves the record's send time and expiry into the past. */
  async function ageRecord(email: string, ms: number) {
    const row = await recordOf(email);
    await t.db
      .update(tempRegistrations)
      .set({
        expiresAt: new Date(row!.expiresAt.getTime() - ms),
        lastResendAt: new Date(row!.lastResendAt!.getTime() - ms),
      })
      .where(and(eq(tempRegistrations.email, email), eq(tempRegistrations.purpose, 'register')));
  }

  function wrongCodeFor(code: string): string {
    return code === '000000' ? '111111' : '000000';
  }

  it('ends the session the browser came with when the verified registration signs it in', async () => {
    const earlier = await createUser(t.db);
    const earlierSession = await logInAs(t.app, earlier);
    const email = uniqueEmail('nuova');
    expect((await requestCode(email)).statusCode).toBe(201);
    const verified = await post(
      t.app,
      '/api/auth/registration/verify',
      { email, code: codeIn(t.mail.sent[0]) },
      { headers: browserHeaders({ vetrina_session: earlierSession }) },
    );
    expect(verified.statusCode).toBe(200);
    const fresh = verified.cookies.find((c) => c.name === 'vetrina_session')!.value;
    const whoIs = async (token: string) =>
      (await injectAs(t.app, token, { url: '/api/auth/session' })).json().user;
    expect(await whoIs(fresh)).toMatchObject({ email });
    expect(await whoIs(earlierSession)).toBeNull();
  });

  it('registers: code by email, verify, account created and signed in', async () => {
    const email = uniqueEmail('giulia');
    const before = Date.now();
    const sent = await requestCode(`  ${email.toUpperCase()} `);
    expect(sent.statusCode).toBe(201);
    const body = sent.json();
    expect(body).toMatchObject({ email, attemptsLeft: 3, resendsLeft: 3 });
    const expiresIn = Date.parse(body.expiresAt) - before;
    expect(expiresIn).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000 + 5000);
    const resendIn = Date.parse(body.resendAvailableAt) - before;
    expect(resendIn).toBeGreaterThanOrEqual(119_000);
    expect(resendIn).toBeLessThanOrEqual(125_000);

    expect(t.mail.sent).toHaveLength(1);
    const mail = t.mail.sent[0]!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Il tuo codice di verifica per Vetrina');
    expect(mail.text).toContain('Il codice è valido per 15 minuti.');
    expect(mail.html).toContain('Vetrina');
    const code = codeIn(mail);
    expect(mail.html).toContain(code);

    expect((await state(email)).json()).toEqual(body);

    const verified = await verify(email, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      user: {
        id: expect.any(String),
        email,
        displayName: 'Giulia Rossi',
        firstName: 'Giulia',
        lastName: 'Rossi',
        avatarUrl: null,
        role: 'user',
      },
    });
    const session = verified.cookies.find((c) => c.name === 'vetrina_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 7 * 24 * 3600 });
    const userData = verified.cookies.find((c) => c.name === 'user_data');
    expect(JSON.parse(decodeURIComponent(userData!.value))).toEqual({
      displayName: 'Giulia Rossi',
      avatarUrl: null,
      role: 'user',
    });
    expect(verified.cookies.some((c) => c.name === 'last_login_time')).toBe(true);

    const current = await injectAs(t.app, session!.value, { url: '/api/auth/session' });
    expect(current.json().user.email).toBe(email);

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      firstName: 'Giulia',
      lastName: 'Rossi',
      displayName: 'Giulia Rossi',
      phoneNumber: '+39 333 123 4567',
      emailVerified: true,
      setupCompleted: true,
      role: 'user',
    });
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    expect(user!.lastLoginAt).toBeInstanceOf(Date);
    expect(await recordOf(email)).toBeUndefined();

    // The password chosen at registration logs in.
    const login = await post(t.app, '/api/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);

    // The code was used up with the record.
    const again = await verify(email, code);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toEqual({ code: 'not-found', message: NOT_FOUND });
  });

  it('keeps neither the password nor the code in plain text anywhere in the database', async () => {
    const email = uniqueEmail('segreti');
    const password = 'Tramonto-Segreto-9137';
    expect((await requestCode(email, { password })).statusCode).toBe(201);
    const code = codeIn(t.mail.sent[0]);

    const pending = await wholeDatabaseText(t.db);
    expect(pending).toContain(email);
    expect(pending).not.toContain(password);
    expect(pending).not.toContain(`"${code}"`);
    const record = await recordOf(email);
    expect(record!.passwordHash).toMatch(/^scrypt\$/);
    expect(record!.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(record!.codeHash).not.toContain(code);
    expect(record!.userData).toEqual({
      firstName: 'Giulia',
      lastName: 'Rossi',
      phoneNumber: '+39 333 123 4567',
    });

    expect((await verify(email, code)).statusCode).toBe(200);
    const registered = await wholeDatabaseText(t.db);
    expect(registered).not.toContain(password);
    expect(registered).not.toContain(`"${code}"`);
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    const existing = await createUser(t.db, { email: `Esistente-${Date.now()}@Esempio.it` });
    const response = await requestCode(existing.email.toLowerCase());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'already-exists',
        message: 'Questa email è già registrata. Vai alla pagina di login per accedere.',
      },
    });
    expect(t.mail.sent).toHaveLength(0);
    expect(await recordOf(existing.email.toLowerCase())).toBeUndefined();
  });

  it('refuses invalid data with the spec’s message and the field problems', async () => {
    const response = await requestCode(uniqueEmail(), { password: 'corta1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'invalid-argument',
        message: 'Dati non validi. Controlla email e password.',
        fields: { password: 'La password deve avere almeno 10 caratteri.' },
      },
    });
    const badEmail = await requestCode('non-una-email');
    expect(badEmail.json().error.fields).toHaveProperty('email');
    expect(t.mail.sent).toHaveLength(0);
  });

  it('counts wrong codes, and the third erases the registration', async () => {
    const email = uniqueEmail('distratta');
    await requestCode(email);
    const code = codeIn(t.mail.sent[0]);
    const wrong = wrongCodeFor(code);

    const first = await verify(email, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({
      error: {
        code: 'invalid-argument',
        message: 'Codice non valido',
        details: { attemptsLeft: 2 },
      },
    });
    expect((await state(email)).json().attemptsLeft).toBe(2);

    const second = await verify(email, wrong);
    expect(second.json().error.details).toEqual({ attemptsLeft: 1 });

    const third = await verify(email, wrong);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      error: {
        code: 'resource-exhausted',
        message: 'Troppi tentativi falliti. Riprova la registrazione.',
        details: { reason: 'attempts' },
      },
    });
    expect(await recordOf(email)).toBeUndefined();
    expect((await state(email)).statusCode).toBe(404);
    // Not even the right code helps now.
    expect((await verify(email, code)).json().error).toEqual({
      code: 'not-found',
      message: NOT_FOUND,
    });
  });

  it('answers not-found without a registration, for verify, resend and state', async () => {
    const email = uniqueEmail('nessuno');
    for (const response of [
      await verify(email, '123456'),
      await resend(email),
      await state(email),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not-found', message: NOT_FOUND } });
    }
  });

  it('refuses an expired code, keeps the record, and a resend brings a working code', async () => {
    const email = uniqueEmail('lenta');
    await requestCode(email);
    const oldCode = codeIn(t.mail.sent[0]);
    await ageRecord(email, 15 * 60_000);

    const expired = await verify(email, oldCode);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      error: {
        code: 'deadline-exceeded',
        message: 'Il codice è scaduto. Riprova la registrazione.',
      },
    });
    // The screen can still show the expired state and offer a resend.
    const expiredState = (await state(email)).json();
    expect(Date.parse(expiredState.expiresAt)).toBeLessThanOrEqual(Date.now());
    expect(expiredState).toMatchObject({ attemptsLeft: 3, resendsLeft: 3 });

    const before = Date.now();
    const resent = await resend(email);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ email, attemptsLeft: 3, resendsLeft: 2 });
    expect(Date.parse(resent.json().expiresAt)).toBeGreaterThan(before + 14 * 60_000);
    expect(t.mail.sent).toHaveLength(2);
    const newCode = codeIn(t.mail.sent[1]);

    if (newCode !== oldCode) {
      expect((await verify(email, oldCode)).json().error.details).toEqual({ attemptsLeft: 2 });
    }
    expect((await verify(email, newCode)).statusCode).toBe(200);
  });

  it('a resend resets the attempts', async () => {
    const email = uniqueEmail('riprova');
    await requestCode(email);
    const code = codeIn(t.mail.sent[0]);
    await verify(email, wrongCodeFor(code));
    await verify(email, wrongCodeFor(code));
    await ageRecord(email, 2 * 60_000);
    expect((await resend(email)).json().attemptsLeft).toBe(3);
    expect((await recordOf(email))!.attempts).toBe(0);
  });

  it('allows a resend only after 120 s, and at most 3 resends', async () => {
    const email = uniqueEmail('impaziente');
    await requestCode(email);

    const tooSoon = await resend(email);
    expect(tooSoon.statusCode).toBe(429);
    const refusal = tooSoon.json().error;
    expect(refusal).toMatchObject({
      code: 'resource-exhausted',
      message: 'Devi attendere prima di richiedere un nuovo codice.',
      details: { reason: 'cooldown' },
    });
    expect(refusal.details.retryAfterSeconds).toBeGreaterThan(110);
    expect(refusal.details.retryAfterSeconds).toBeLessThanOrEqual(120);
    expect(tooSoon.headers['retry-after']).toBe(String(refusal.details.retryAfterSeconds));
    expect(t.mail.sent).toHaveLength(1);

    for (const left of [2, 1, 0]) {
      await ageRecord(email, 121_000);
      const resent = await resend(email);
      expect(resent.statusCode).toBe(200);
      expect(resent.json().resendsLeft).toBe(left);
    }
    expect(t.mail.sent).toHaveLength(4);

    await ageRecord(email, 121_000);
    const exhausted = await resend(email);
    expect(exhausted.statusCode).toBe(429);
    expect(exhausted.json()).toEqual({
      error: {
        code: 'resource-exhausted',
        message: 'Devi attendere prima di richiedere un nuovo codice.',
        details: { reason: 'resends' },
      },
    });
    expect(t.mail.sent).toHaveLength(4);
    // The last code sent still works.
    expect((await verify(email, codeIn(t.mail.sent[3]))).statusCode).toBe(200);
  });

  it('answers 503 when the code email cannot be sent, leaving no record; a retry works', async () => {
    const email = uniqueEmail('sfortunata');
    t.mail.failures = 1;
    const failed = await requestCode(email);
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('60');
    expect(failed.json()).toEqual({
      error: { code: 'internal', message: "Errore durante l'invio del codice di verifica" },
    });
    expect(await recordOf(email)).toBeUndefined();

    expect((await requestCode(email)).statusCode).toBe(201);
    expect((await verify(email, codeIn(t.mail.sent[0]))).statusCode).toBe(200);
  });

  it('keeps the previous code when a resend email cannot be sent', async () => {
    const email = uniqueEmail('paziente');
    await requestCode(email);
    const code = codeIn(t.mail.sent[0]);
    await ageRecord(email, 121_000);
    t.mail.failures = 1;
    const failed = await resend(email);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      error: { code: 'internal', message: 'Errore nel reinvio del codice' },
    });
    expect((await state(email)).json().resendsLeft).toBe(3);
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('refuses the code of another account created meanwhile, and erases the registration', async () => {
    const email = uniqueEmail('contesa');
    await requestCode(email);
    const code = codeIn(t.mail.sent[0]);
    await createUser(t.db, { email, password: 'altra-password-123' });

    const response = await verify(email, code);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'already-exists',
      message: 'Questa email è già registrata. Vai alla pagina di login per accedere.',
    });
    expect(await recordOf(email)).toBeUndefined();
  });

  it('signs in when the account created meanwhile holds this registration’s password', async () => {
    const email = uniqueEmail('doppia');
    await requestCode(email);
    const code = codeIn(t.mail.sent[0]);
    const record = await recordOf(email);
    // As if a concurrent request had created the account from this very record.
    await t.db.insert(users).values({ email, passwordHash: record!.passwordHash, firstName: 'G' });

    const response = await verify(email, code);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
    expect(response.cookies.some((c) => c.name === 'vetrina_session')).toBe(true);
  });

  describe('security check (ALTCHA)', () => {
    it('hands out a signed challenge that is never cached', async () => {
      const response = await t.app.inject({ url: '/api/auth/challenge' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({
        parameters: { algorithm: 'SHA-256', cost: 1 },
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    });

    it('refuses a missing, invalid, expired or replayed solution on code and resend', async () => {
      const expiredChallenge = await createProofOfWork(t.db, t.base.config.sessionSecret, {
        counterMin: 1,
        counterMax: 30,
      }).createChallenge(new Date(Date.now() - 11 * 60_000));
      const replayed = await solvedAltcha(t.app);
      expect((await requestCode(uniqueEmail(), { altcha: replayed })).statusCode).toBe(201);

      const cases = {
        missing: undefined,
        'not a string': 42,
        garbage: 'bm90IGEgcGF5bG9hZCBhdCBhbGw=',
        expired: await encodeSolution(expiredChallenge),
        replayed,
      };
      for (const [name, altcha] of Object.entries(cases)) {
        const email = uniqueEmail('robot');
        const response = await requestCode(email, { altcha });
        expect(response.statusCode, name).toBe(403);
        expect(response.json(), name).toEqual({
          error: { code: 'permission-denied', message: SECURITY_CHECK_FAILED },
        });
        expect(await recordOf(email)).toBeUndefined();

        const resent = await post(t.app, '/api/auth/registration/resend', { email, altcha });
        expect(resent.statusCode, name).toBe(403);
        expect(resent.json().error.message).toBe(SECURITY_CHECK_FAILED);
      }
      expect(t.mail.sent).toHaveLength(1);
    });
  });

  it('requires the CSRF header on every registration call', async () => {
    const email = uniqueEmail();
    for (const url of [
      '/api/auth/registration/code',
      '/api/auth/registration/verify',
      '/api/auth/registration/resend',
    ]) {
      const response = await post(
        t.app,
        url,
        { email, code: '123456', altcha: await solvedAltcha(t.app) },
        { headers: { cookie: 'csrf_token=abc' } },
      );
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('permission-denied');
    }
    expect(t.mail.sent).toHaveLength(0);
    // browserHeaders() is what a real browser sends.
    expect(browserHeaders()).toHaveProperty('x-csrf-token');
  });

  describe('rate limits', () => {
    it('allows 5 code requests per hour from one IP', async () => {
      const ip = newIp();
      for (let i = 0; i < 5; i++) {
        expect((await requestCode(uniqueEmail('serie'), {}, ip)).statusCode).toBe(201);
      }
      const refused = await requestCode(uniqueEmail('serie'), {}, ip);
      expect(refused.statusCode).toBe(429);
      const error = refused.json().error;
      expect(error.code).toBe('resource-exhausted');
      expect(error.details.reason).toBe('rate-limit');
      expect(error.message).toMatch(/^Troppi tentativi\. Riprova tra (60|59) minuti\.$/);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(error.details.retryAfterSeconds).toBe(retryAfter);
      // Another network is not affected.
      expect((await requestCode(uniqueEmail('altrove'))).statusCode).toBe(201);
    });

    it('allows 3 code requests per hour for one email, from any IP', async () => {
      const email = uniqueEmail('ostinata');
      for (let i = 0; i < 3; i++) expect((await requestCode(email)).statusCode).toBe(201);
      const refused = await requestCode(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.details.reason).toBe('rate-limit');
    });

    it('allows 30 codes entered per 15 minutes from one IP', async () => {
      const ip = newIp();
      const email = uniqueEmail('indovina');
      for (let i = 0; i < 30; i++) {
        expect((await verify(email, '123456', ip)).statusCode).toBe(404);
      }
      const refused = await verify(email, '123456', ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(
        /^Troppi tentativi\. Riprova tra 1[45] minuti\.$/,
      );
    });

    it('refuses every code entered beyond 15 a day for one email, however many new codes it gets', async () => {
      const email = uniqueEmail('tenace');
      let resendsLeft = 3;
      /** A resend while there are resends left, else a new registration. */
      async function newCode(): Promise<string> {
        if (resendsLeft > 0) {
          await ageRecord(email, 121_000);
          expect((await resend(email)).statusCode).toBe(200);
          resendsLeft -= 1;
        } else {
          expect((await requestCode(email)).statusCode).toBe(201);
          resendsLeft = 3;
        }
        return codeIn(t.mail.sent.at(-1));
      }

      // Each new code brings its 3 attempts back: 7 codes take 2 wrong guesses each, typed in
      // capitals too (the same address), with the usual answers.
      expect((await requestCode(email)).statusCode).toBe(201);
      let code = codeIn(t.mail.sent[0]);
      for (let codes = 1; codes <= 7; codes++) {
        for (const attemptsLeft of [2, 1]) {
          const wrong = await verify(email.toUpperCase(), wrongCodeFor(code));
          expect(wrong.json().error.details).toEqual({ attemptsLeft });
        }
        code = await newCode();
      }
      const fifteenth = await verify(email, wrongCodeFor(code));
      expect(fifteenth.json().error.details).toEqual({ attemptsLeft: 2 });

      // The sixteenth code entered today is refused even though it is the right one, with the
      // answer of a used-up code, and the registration is erased.
      const tooMany = {
        error: {
          code: 'resource-exhausted',
          message: 'Troppi tentativi falliti. Riprova la registrazione.',
          details: { reason: 'attempts' },
        },
      };
      const refused = await verify(email, code);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooMany);
      expect((await state(email)).statusCode).toBe(404);
      expect((await t.db.select().from(users).where(eq(users.email, email))).length).toBe(0);

      // A new registration brings a new code, but no new guesses today.
      expect((await requestCode(email)).statusCode).toBe(201);
      const again = await verify(email, codeIn(t.mail.sent.at(-1)));
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual(tooMany);
    });

    it('takes at most 10 code requests a day for one email, registration and reset together', async () => {
      const email = uniqueEmail('collezionista');
      // The hourly limit allows 3 registrations, and each one 3 resends: 12 codes in all.
      for (let registration = 1; registration <= 3; registration++) {
        const typed = registration === 2 ? ` ${email.toUpperCase()}` : email;
        expect((await requestCode(typed)).statusCode).toBe(201);
        const resends = registration === 3 ? 1 : 3;
        for (let i = 0; i < resends; i++) {
          await ageRecord(email, 121_000);
          expect((await resend(email)).statusCode).toBe(200);
        }
      }
      expect(t.mail.sent).toHaveLength(10);

      await ageRecord(email, 121_000);
      const refused = await resend(email);
      expect(refused.statusCode).toBe(429);
      const error = refused.json().error;
      expect(error).toMatchObject({
        code: 'resource-exhausted',
        details: { reason: 'rate-limit' },
      });
      expect(error.message).toMatch(/^Troppi tentativi\. Riprova tra 14(39|40) minuti\.$/);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(24 * 3600 - 120);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
      expect(error.details.retryAfterSeconds).toBe(retryAfter);

      // A password reset for the same address is a code request too.
      const reset = await post(t.app, '/api/auth/password-reset/code', {
        email,
        altcha: await solvedAltcha(t.app),
      });
      expect(reset.statusCode).toBe(429);
      expect(reset.json().error.details.reason).toBe('rate-limit');
      expect(t.mail.sent).toHaveLength(10);
      // The last code sent still works.
      expect((await verify(email, codeIn(t.mail.sent[9]))).statusCode).toBe(200);
    });

    it('allows 10 resends per hour from one IP', async () => {
      const ip = newIp();
      for (let i = 0; i < 10; i++) expect((await resend(uniqueEmail(), ip)).statusCode).toBe(404);
      expect((await resend(uniqueEmail(), ip)).statusCode).toBe(429);
    });
  });

  it('validates the state query', async () => {
    const response = await t.app.inject({
      url: '/api/auth/registration/state?email=non-valida',
      remoteAddress: newIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-argument');
  });
});
