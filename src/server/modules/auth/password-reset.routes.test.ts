import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordChanges, sessions, tempRegistrations } from '../../db/schema';
import { browserHeaders, createUser, injectAs, logInAs } from '../../test/helper';
import {
  codeIn,
  manualClockRateLimiter,
  newIp,
  post,
  setupAccountsTestApp,
  solvedAltcha,
  uniqueEmail,
  wholeDatabaseText,
} from './accounts-test-app';

const NEW_PASSWORD = 'Nuova-Password-2027';
const MINUTE = 60_000;

describe('password reset by emailed code', () => {
  // The cooldown, resends and validity of a reset are counted in the rate-limit store: a
  // limiter on a clock the test moves lets the tests wait 2 or 15 minutes in no time.
  const limiter = manualClockRateLimiter();
  const t = setupAccountsTestApp({ rateLimiter: () => limiter });

  beforeEach(() => {
    t.mail.sent.length = 0;
    t.mail.failures = 0;
  });

  async function requestCode(email: string, ip = newIp()) {
    return post(
      t.app,
      '/api/auth/password-reset/code',
      { email, altcha: await solvedAltcha(t.app) },
      { ip },
    );
  }

  async function resend(email: string) {
    return post(t.app, '/api/auth/password-reset/resend', {
      email,
      altcha: await solvedAltcha(t.app),
    });
  }

  function confirm(email: string, code: string, headers: Record<string, string> = {}) {
    return post(
      t.app,
      '/api/auth/password-reset/confirm',
      { email, code, newPassword: NEW_PASSWORD },
      { headers: { ...browserHeaders(), ...headers } },
    );
  }

  async function recordOf(email: string) {
    const [row] = await t.db
      .select()
      .from(tempRegistrations)
      .where(and(eq(tempRegistrations.email, email), eq(tempRegistrations.purpose, 'reset')));
    return row;
  }

  /** Lets time pass: for the record (moved into the past) and for the counters. */
  async function wait(email: string, ms: number) {
    limiter.advance(ms);
    const row = await recordOf(email);
    if (!row) return;
    await t.db
      .update(tempRegistrations)
      .set({
        expiresAt: new Date(row.expiresAt.getTime() - ms),
        lastResendAt: new Date(row.lastResendAt!.getTime() - ms),
      })
      .where(and(eq(tempRegistrations.email, email), eq(tempRegistrations.purpose, 'reset')));
  }

  /** A state body with its times made relative to now, to compare two answers. */
  function shapeOf(body: Record<string, unknown>) {
    const now = Date.now();
    const roundedSeconds = (iso: unknown) => Math.round((Date.parse(String(iso)) - now) / 5000) * 5;
    return {
      keys: Object.keys(body).sort(),
      expiresIn: roundedSeconds(body.expiresAt),
      resendIn: roundedSeconds(body.resendAvailableAt),
      attemptsLeft: body.attemptsLeft,
      resendsLeft: body.resendsLeft,
    };
  }

  const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('answers the same 202 for an unknown email, without a mail or a record', async () => {
    const known = await createUser(t.db, { email: uniqueEmail('conosciuta') });
    const unknown = uniqueEmail('sconosciuta');

    const forKnown = await requestCode(known.email);
    const forUnknown = await requestCode(unknown);
    expect(forKnown.statusCode).toBe(202);
    expect(forUnknown.statusCode).toBe(202);
    expect(forUnknown.json()).toMatchObject({ email: unknown, attemptsLeft: 3, resendsLeft: 3 });
    expect(shapeOf(forUnknown.json())).toEqual(shapeOf(forKnown.json()));
    expect(shapeOf(forUnknown.json())).toMatchObject({ expiresIn: 900, resendIn: 120 });

    expect(t.mail.sent.map((mail) => mail.to)).toEqual([known.email]);
    expect(await recordOf(unknown)).toBeUndefined();
    const record = await recordOf(known.email);
    expect(record).toMatchObject({ passwordHash: null, attempts: 0, maxAttempts: 3 });
  });

  it('changes the password with the emailed code and logs out every session', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('smemorata') });
    const firstSession = await logInAs(t.app, user);
    const secondSession = await logInAs(t.app, user);

    await requestCode(user.email);
    const mail = t.mail.sent[0]!;
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe('Il tuo codice per reimpostare la password di Vetrina');
    const code = codeIn(mail);
    expect(await wholeDatabaseText(t.db)).not.toContain(`"${code}"`);

    const wrong = await confirm(user.email, wrongCodeFor(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      code: 'invalid-argument',
      message: 'Codice non valido',
      details: { attemptsLeft: 2 },
    });

    const before = new Date();
    const done = await confirm(user.email, code, { 'x-device-id': 'device_1_abc_def_123' });
    expect(done.statusCode).toBe(204);
    expect(done.body).toBe('');

    // The old password no longer works, the new one does.
    const old = await post(t.app, '/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await post(t.app, '/api/auth/login', {
      email: user.email,
      password: NEW_PASSWORD,
    });
    expect(fresh.statusCode).toBe(200);

    // Every session that existed before the reset is gone.
    for (const token of [firstSession, secondSession]) {
      const current = await injectAs(t.app, token, { url: '/api/auth/session' });
      expect(current.json()).toMatchObject({ user: null, ended: { reason: 'password-changed' } });
    }
    const remaining = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(remaining).toHaveLength(1); // the login just above

    const changes = await t.db
      .select()
      .from(passwordChanges)
      .where(eq(passwordChanges.userId, user.id));
    expect(changes).toHaveLength(1);
    expect(changes[0]!.changedByDeviceId).toBe('device_1_abc_def_123');
    expect(changes[0]!.changedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    expect(await recordOf(user.email)).toBeUndefined();
    expect(await wholeDatabaseText(t.db)).not.toContain(NEW_PASSWORD);
    // The code works once.
    expect((await confirm(user.email, code)).statusCode).toBe(400);
  });

  it('notes no device when the app does not say which', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('anonima') });
    await requestCode(user.email);
    expect((await confirm(user.email, codeIn(t.mail.sent[0]))).statusCode).toBe(204);
    const [change] = await t.db
      .select()
      .from(passwordChanges)
      .where(eq(passwordChanges.userId, user.id));
    expect(change!.changedByDeviceId).toBeNull();
  });

  it('answers a code for an unknown email exactly like a wrong code, down to the lock', async () => {
    const known = await createUser(t.db, { email: uniqueEmail('vera') });
    const unknown = uniqueEmail('finta');
    await requestCode(known.email);
    await requestCode(unknown);
    const wrong = wrongCodeFor(codeIn(t.mail.sent[0]));

    for (const attemptsLeft of [2, 1]) {
      const forKnown = await confirm(known.email, wrong);
      const forUnknown = await confirm(unknown, wrong);
      expect(forUnknown.statusCode).toBe(400);
      expect(forUnknown.json()).toEqual({
        error: {
          code: 'invalid-argument',
          message: 'Codice non valido',
          details: { attemptsLeft },
        },
      });
      expect(forUnknown.json()).toEqual(forKnown.json());
    }
    const lockedKnown = await confirm(known.email, wrong);
    const lockedUnknown = await confirm(unknown, wrong);
    expect(lockedUnknown.statusCode).toBe(429);
    expect(lockedUnknown.json()).toEqual({
      error: {
        code: 'resource-exhausted',
        message: 'Troppi tentativi falliti. Riprova la registrazione.',
        details: { reason: 'attempts' },
      },
    });
    expect(lockedUnknown.json()).toEqual(lockedKnown.json());
    expect(await recordOf(known.email)).toBeUndefined();

    // After the lock both start again from a wrong code.
    expect((await confirm(unknown, wrong)).json()).toEqual(
      (await confirm(known.email, wrong)).json(),
    );
  });

  it('refuses an expired code the same way for known and unknown emails', async () => {
    const known = await createUser(t.db, { email: uniqueEmail('ritardataria') });
    const unknown = uniqueEmail('inesistente');
    await requestCode(known.email);
    await requestCode(unknown);
    const code = codeIn(t.mail.sent[0]);
    await wait(known.email, 15 * MINUTE);
    await wait(unknown, 0);

    const forKnown = await confirm(known.email, code);
    const forUnknown = await confirm(unknown, code);
    expect(forKnown.statusCode).toBe(410);
    expect(forKnown.json()).toEqual({
      error: {
        code: 'deadline-exceeded',
        message: 'Il codice è scaduto. Riprova la registrazione.',
      },
    });
    expect(forUnknown.json()).toEqual(forKnown.json());
    // An address nobody asked a code for answers the same.
    expect((await confirm(uniqueEmail('mai-chiesto'), '123456')).json()).toEqual(forKnown.json());
  });

  it('resends after the cooldown, at most 3 times, with the same answers for every address', async () => {
    const known = await createUser(t.db, { email: uniqueEmail('reinvio') });
    const unknown = uniqueEmail('reinvio-finto');
    await requestCode(known.email);
    await requestCode(unknown);
    expect(t.mail.sent).toHaveLength(1);

    const tooSoonKnown = await resend(known.email);
    const tooSoonUnknown = await resend(unknown);
    expect(tooSoonKnown.statusCode).toBe(429);
    expect(tooSoonKnown.json().error).toEqual({
      code: 'resource-exhausted',
      message: 'Devi attendere prima di richiedere un nuovo codice.',
      details: { reason: 'cooldown', retryAfterSeconds: 120 },
    });
    expect(tooSoonKnown.headers['retry-after']).toBe('120');
    expect(tooSoonUnknown.json()).toEqual(tooSoonKnown.json());

    for (const resendsLeft of [2, 1, 0]) {
      await wait(known.email, 2 * MINUTE);
      const forKnown = await resend(known.email);
      const forUnknown = await resend(unknown);
      expect(forKnown.statusCode).toBe(202);
      expect(forKnown.json()).toMatchObject({ attemptsLeft: 3, resendsLeft });
      expect(shapeOf(forUnknown.json())).toEqual(shapeOf(forKnown.json()));
    }
    expect(t.mail.sent.map((mail) => mail.to)).toEqual(Array(4).fill(known.email));

    await wait(known.email, 2 * MINUTE);
    const exhaustedKnown = await resend(known.email);
    const exhaustedUnknown = await resend(unknown);
    expect(exhaustedKnown.statusCode).toBe(429);
    expect(exhaustedKnown.json().error.details).toEqual({ reason: 'resends' });
    expect(exhaustedUnknown.json()).toEqual(exhaustedKnown.json());

    // The last code sent is the one that works.
    expect((await confirm(known.email, codeIn(t.mail.sent[3]))).statusCode).toBe(204);
  });

  it('sends nothing for a deactivated account', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('disattivata'), isActive: false });
    expect((await requestCode(user.email)).statusCode).toBe(202);
    expect(t.mail.sent).toHaveLength(0);
    expect(await recordOf(user.email)).toBeUndefined();
  });

  it('still answers 202 when the email fails, and withdraws the code', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('posta-rotta') });
    t.mail.failures = 1;
    const response = await requestCode(user.email);
    expect(response.statusCode).toBe(202);
    await vi.waitFor(async () => expect(await recordOf(user.email)).toBeUndefined());
  });

  it('requires a solved challenge for a code and a resend', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('robot') });
    for (const url of ['/api/auth/password-reset/code', '/api/auth/password-reset/resend']) {
      for (const altcha of [undefined, 'QUJDREVGR0hJSktMTU5PUA==']) {
        const response = await post(t.app, url, { email: user.email, altcha });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error: {
            code: 'permission-denied',
            message: 'Verifica di sicurezza non riuscita. Ricarica la pagina e riprova.',
          },
        });
      }
    }
    expect(t.mail.sent).toHaveLength(0);
  });

  it('checks the new password against the rules', async () => {
    const response = await post(t.app, '/api/auth/password-reset/confirm', {
      email: uniqueEmail(),
      code: '123456',
      newPassword: 'solo-lettere-qui',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      newPassword: 'La password deve contenere almeno un numero.',
    });
  });

  describe('daily bounds per address, registration and reset together', () => {
    const tooManyAttempts = {
      error: {
        code: 'resource-exhausted',
        message: 'Troppi tentativi falliti. Riprova la registrazione.',
        details: { reason: 'attempts' },
      },
    };

    async function registrationCode(email: string) {
      return post(t.app, '/api/auth/registration/code', {
        email,
        password: NEW_PASSWORD,
        firstName: 'Giulia',
        lastName: 'Rossi',
        altcha: await solvedAltcha(t.app),
      });
    }

    it('refuses every code entered beyond 15 a day, however many new codes, for every address alike', async () => {
      const known = await createUser(t.db, { email: uniqueEmail('bersaglio') });
      const unknown = uniqueEmail('fantasma');
      /** The same code entered for both addresses; the answers must not tell them apart. */
      async function enterForBoth(code: string) {
        const forKnown = await confirm(known.email, code);
        const forUnknown = await confirm(unknown, code);
        expect(forUnknown.statusCode).toBe(forKnown.statusCode);
        expect(forUnknown.json()).toEqual(forKnown.json());
        return forKnown;
      }
      let resendsLeft = 0;
      /** A resend after the cooldown while there are resends left, else a new request. */
      async function newCode(): Promise<string> {
        if (resendsLeft > 0) {
          await wait(known.email, 2 * MINUTE);
          for (const email of [known.email, unknown])
            expect((await resend(email)).statusCode).toBe(202);
          resendsLeft -= 1;
        } else {
          await wait(known.email, 2 * MINUTE);
          for (const email of [known.email, unknown])
            expect((await requestCode(email)).statusCode).toBe(202);
          resendsLeft = 3;
        }
        return codeIn(t.mail.sent.at(-1));
      }

      // Each new code brings its 3 attempts back: 7 codes take 2 wrong guesses each.
      let code = await newCode();
      for (let codes = 1; codes <= 7; codes++) {
        for (const attemptsLeft of [2, 1]) {
          const wrong = await enterForBoth(wrongCodeFor(code));
          expect(wrong.json().error.details).toEqual({ attemptsLeft });
        }
        code = await newCode();
      }
      expect((await enterForBoth(wrongCodeFor(code))).json().error.details).toEqual({
        attemptsLeft: 2,
      });

      // The sixteenth code entered today is refused even though it is the right one.
      const refused = await enterForBoth(code);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooManyAttempts);
      const oldPassword = await post(t.app, '/api/auth/login', {
        email: known.email,
        password: known.password,
      });
      expect(oldPassword.statusCode).toBe(200);
      // So is the right code of a new request.
      const fresh = await newCode();
      expect((await enterForBoth(fresh)).json()).toEqual(tooManyAttempts);

      // The next day a new code works again.
      await wait(known.email, 24 * 60 * MINUTE);
      await requestCode(known.email);
      expect((await confirm(known.email, codeIn(t.mail.sent.at(-1)))).statusCode).toBe(204);
    });

    it('counts the codes entered for a registration and for a reset together', async () => {
      const email = uniqueEmail('registrazione-e-reset');
      expect((await registrationCode(email)).statusCode).toBe(201);
      const code = codeIn(t.mail.sent[0]);
      // 15 codes entered for the address: 13 reset codes (no account: none was valid), then 2
      // wrong registration codes that still get their usual answers.
      for (let i = 0; i < 13; i++) {
        expect((await confirm(email.toUpperCase(), wrongCodeFor(code))).statusCode).toBe(410);
      }
      for (const attemptsLeft of [2, 1]) {
        const wrong = await post(t.app, '/api/auth/registration/verify', {
          email,
          code: wrongCodeFor(code),
        });
        expect(wrong.json().error.details).toEqual({ attemptsLeft });
      }
      const refused = await post(t.app, '/api/auth/registration/verify', { email, code });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooManyAttempts);
    });

    it('takes at most 10 code requests a day per address, registration and reset together', async () => {
      const email = uniqueEmail('richieste');
      // Within the hourly limits (3 codes per email each): 3 registration and 3 reset codes,
      // an hour later 3 more registration codes and a reset code.
      for (let i = 0; i < 3; i++) expect((await registrationCode(email)).statusCode).toBe(201);
      for (let i = 0; i < 3; i++)
        expect((await requestCode(email.toUpperCase())).statusCode).toBe(202);
      limiter.advance(60 * MINUTE);
      for (let i = 0; i < 3; i++) expect((await registrationCode(email)).statusCode).toBe(201);
      expect((await requestCode(email)).statusCode).toBe(202);

      const refused = await requestCode(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(23 * 3600));
      expect(refused.json()).toEqual({
        error: {
          code: 'resource-exhausted',
          message: 'Troppi tentativi. Riprova tra 1380 minuti.',
          details: { reason: 'rate-limit', retryAfterSeconds: 23 * 3600 },
        },
      });
      // The last registration code sent still works.
      const verified = await post(t.app, '/api/auth/registration/verify', {
        email,
        code: codeIn(t.mail.sent.at(-1)),
      });
      expect(verified.statusCode).toBe(200);
    });
  });

  it('allows 3 code requests per hour for one email and 5 from one IP', async () => {
    const email = uniqueEmail('insistente');
    for (let i = 0; i < 3; i++) expect((await requestCode(email)).statusCode).toBe(202);
    const perEmail = await requestCode(email);
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.json().error.details.reason).toBe('rate-limit');

    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await requestCode(uniqueEmail(), ip)).statusCode).toBe(202);
    expect((await requestCode(uniqueEmail(), ip)).statusCode).toBe(429);
  });
});
