import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { newsletterSubscribers } from '../../db/schema';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { browserHeaders, setupTestApp } from '../../test/helper';
import { newIp, solvedAltcha } from '../auth/accounts-test-app';

const CHECK_INBOX =
  'Controlla la tua casella: ti abbiamo inviato un link per confermare l’iscrizione.';
const SECURITY_CHECK_FAILED = 'Verifica di sicurezza non riuscita. Ricarica la pagina e riprova.';
const TOKEN_IN_LINK = /\/api\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/;

/** A mailer the tests steer: it records, can fail the next send, and can hold sends back. */
function steerableMailer() {
  const mailer = {
    sent: [] as MailMessage[],
    /** Sends begun, finished or not. */
    started: 0,
    failNext: false,
    /** While set, every send waits for it. */
    hold: null as Promise<void> | null,
    async send(message: MailMessage) {
      mailer.started += 1;
      if (mailer.hold) await mailer.hold;
      if (mailer.failNext) {
        mailer.failNext = false;
        // Like nodemailer's errors, the message quotes the recipient.
        throw Object.assign(new Error(`550 5.1.1 <${message.to}>: Recipient address rejected`), {
          code: 'EENVELOPE',
          responseCode: 550,
        });
      }
      mailer.sent.push(message);
    },
  } satisfies Mailer & Record<string, unknown>;
  return mailer;
}

/**
 * Lets the work the app left for after its answer run: it was scheduled with setImmediate
 * before this one, and a fake send finishes within its microtasks.
 */
function backgroundWorkDone(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

describe('newsletter double opt-in', () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  const base = setupTestApp({
    env: { PUBLIC_URL: 'https://negozio.example', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
  });
  const outbox = steerableMailer();
  const logLines: string[] = [];
  const t = {} as { app: FastifyInstance };

  // The app of the fresh database again, with the steerable mailer, a log to read and a cheap
  // proof of work (as for the account tests).
  beforeAll(async () => {
    t.app = await buildApp({
      config: base.config,
      database: base.database,
      webDir: null,
      logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
      mailer: outbox,
      proofOfWork: { counterMin: 1, counterMax: 30 },
    });
    await t.app.ready();
  });
  // Registered after setupTestApp's hooks, so it runs before its database is closed.
  afterAll(async () => {
    await t.app?.close();
  });

  beforeEach(() => {
    outbox.sent.length = 0;
    outbox.started = 0;
    outbox.failNext = false;
    outbox.hold = null;
    logLines.length = 0;
  });

  let counter = 0;
  function uniqueEmail(): string {
    counter += 1;
    return `iscritto-${counter}-${Date.now()}@esempio.it`;
  }

  async function subscribe(
    email: unknown,
    options: { altcha?: unknown; headers?: Record<string, string>; ip?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const altcha = 'altcha' in options ? options.altcha : await solvedAltcha(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: options.headers ?? browserHeaders(),
      remoteAddress: options.ip ?? newIp(),
      payload: { email, altcha },
    });
  }

  function confirm(token: string) {
    return t.app.inject({ url: `/api/newsletter/confirm?token=${encodeURIComponent(token)}` });
  }

  async function subscriberOf(email: string) {
    const [row] = await base.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
    return row;
  }

  /** Moves the subscriber's "link sent" time into the past. */
  async function ageLink(email: string, ms: number) {
    const row = await subscriberOf(email);
    await base.db
      .update(newsletterSubscribers)
      .set({ createdAt: new Date(row!.createdAt.getTime() - ms) })
      .where(eq(newsletterSubscribers.id, row!.id));
  }

  function tokenOf(message: MailMessage): string {
    const match = TOKEN_IN_LINK.exec(message.text);
    expect(match, message.text).not.toBeNull();
    return match![1]!;
  }

  /** The confirmation email of the newest link, once the background has sent it. */
  async function mailedTo(email: string, count = 1): Promise<MailMessage> {
    await vi.waitFor(() =>
      expect(outbox.sent.filter((mail) => mail.to === email)).toHaveLength(count),
    );
    return outbox.sent.filter((mail) => mail.to === email).at(-1)!;
  }

  /** What a client can tell of an answer: status, headers (but the clock's) and body. */
  function observable(response: LightMyRequestResponse) {
    const { date: _date, ...headers } = response.headers;
    return { status: response.statusCode, headers, body: response.body };
  }

  it('accepts an address with 202, stores it pending and mails one working link', async () => {
    const email = uniqueEmail();
    const response = await subscribe(`  ${email.toUpperCase()} `);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: CHECK_INBOX });

    const mail = await mailedTo(email);
    expect(outbox.sent).toHaveLength(1);
    expect(mail.subject).toBe('Conferma la tua iscrizione alla newsletter di Vetrina');
    expect(mail.text).toContain('https://negozio.example/api/newsletter/confirm?token=');
    expect(mail.html).toContain('Vetrina');
    expect(mail.html).toContain(`href="https://negozio.example/api/newsletter/confirm?token=`);

    const row = await subscriberOf(email);
    expect(row).toMatchObject({ email, status: 'pending', confirmedAt: null });
    // Only the token's hash is stored.
    const token = tokenOf(mail);
    expect(row!.confirmTokenHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row!.confirmTokenHash).not.toBe(token);

    const confirmation = await confirm(token);
    expect(confirmation.statusCode).toBe(303);
    expect(confirmation.headers.location).toBe('/?newsletter=confermata');
    expect(confirmation.headers['cache-control']).toBe('no-store');
    const confirmed = await subscriberOf(email);
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmTokenHash: null });
    expect(confirmed!.confirmedAt).toBeInstanceOf(Date);
  });

  it('answers new, pending and confirmed addresses identically: status, headers and body', async () => {
    const pending = uniqueEmail();
    await subscribe(pending);
    const pendingLong = uniqueEmail();
    await subscribe(pendingLong);
    const confirmed = uniqueEmail();
    await subscribe(confirmed);
    await confirm(tokenOf(await mailedTo(confirmed)));
    await ageLink(pendingLong, 11 * 60 * 1000);
    await ageLink(confirmed, 11 * 60 * 1000);
    await backgroundWorkDone();
    outbox.sent.length = 0;

    const answers = {
      new: await subscribe(uniqueEmail()),
      'pending, link just sent': await subscribe(pending),
      'pending, link older than 10 minutes': await subscribe(pendingLong),
      confirmed: await subscribe(confirmed),
    };
    const expected = observable(answers.new);
    expect(expected.status).toBe(202);
    expect(JSON.parse(expected.body)).toEqual({ message: CHECK_INBOX });
    for (const [name, answer] of Object.entries(answers)) {
      expect(observable(answer), name).toEqual(expected);
    }

    // Behind the same answers: a link for the new and the older pending address only.
    await mailedTo(pendingLong);
    await backgroundWorkDone();
    expect(outbox.sent).toHaveLength(2);
    expect(outbox.sent.map((mail) => mail.to)).not.toContain(pending);
    expect(outbox.sent.map((mail) => mail.to)).not.toContain(confirmed);
    expect((await subscriberOf(confirmed))!.status).toBe('confirmed');
  });

  it('answers without waiting for the mail server', async () => {
    let release!: () => void;
    outbox.hold = new Promise((resolve) => (release = resolve));
    const email = uniqueEmail();

    const response = await subscribe(email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: CHECK_INBOX });
    // The answer is out while the email is still being handed over.
    await vi.waitFor(() => expect(outbox.started).toBe(1));
    expect(outbox.sent).toHaveLength(0);

    release();
    await mailedTo(email);
  });

  it('answers 202 when the mail cannot be sent, logs it without the address, and the next request sends a link', async () => {
    const email = uniqueEmail();
    outbox.failNext = true;
    const failed = await subscribe(email);
    expect(failed.statusCode).toBe(202);
    expect(failed.json()).toEqual({ message: CHECK_INBOX });

    // The row stays pending without a token, so the 10-minute wait does not hold the retry back.
    await vi.waitFor(async () =>
      expect(await subscriberOf(email)).toMatchObject({
        status: 'pending',
        confirmTokenHash: null,
      }),
    );
    const log = logLines.join('\n');
    expect(log).toContain('newsletter confirmation email not sent');
    expect(log).toContain('EENVELOPE');
    expect(log).not.toContain(email);

    const retry = await subscribe(email);
    expect(retry.statusCode).toBe(202);
    const mail = await mailedTo(email);
    expect((await confirm(tokenOf(mail))).headers.location).toBe('/?newsletter=confermata');
  });

  it('refuses an invalid address with 400 and the Italian message, without using up the challenge', async () => {
    const altcha = await solvedAltcha(t.app);
    for (const email of ['mario', 'mario@', '', 42, undefined]) {
      const response = await subscribe(email, { altcha });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'invalid-argument',
          message: 'Inserisci un indirizzo email valido.',
          fields: { email: 'Inserisci un indirizzo email valido.' },
        },
      });
    }
    expect(await subscriberOf('mario@')).toBeUndefined();

    // The address corrected, the same solved challenge is still good.
    const email = uniqueEmail();
    expect((await subscribe(email, { altcha })).statusCode).toBe(202);
    await mailedTo(email);
    expect(outbox.sent).toHaveLength(1);
  });

  it('refuses a missing, invalid or reused proof of work with 403 and the Italian message', async () => {
    const reused = await solvedAltcha(t.app);
    expect((await subscribe(uniqueEmail(), { altcha: reused })).statusCode).toBe(202);
    await backgroundWorkDone();
    outbox.sent.length = 0;
    outbox.started = 0;

    const cases = {
      missing: undefined,
      'not a string': 42,
      garbage: 'bm90IGEgcGF5bG9hZCBhdCBhbGw=',
      reused,
    };
    for (const [name, altcha] of Object.entries(cases)) {
      const email = uniqueEmail();
      const response = await subscribe(email, { altcha });
      expect(response.statusCode, name).toBe(403);
      expect(response.json(), name).toEqual({
        error: { code: 'permission-denied', message: SECURITY_CHECK_FAILED },
      });
      expect(await subscriberOf(email), name).toBeUndefined();
    }
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: browserHeaders(),
      remoteAddress: newIp(),
    });
    expect(noBody.statusCode).toBe(403);
    await backgroundWorkDone();
    expect(outbox.started).toBe(0);
  });

  it('sends at most one link per pending address every 10 minutes', async () => {
    const email = uniqueEmail();
    await subscribe(email);
    const second = await subscribe(email);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual({ message: CHECK_INBOX });
    const firstToken = tokenOf(await mailedTo(email));

    await ageLink(email, 9 * 60 * 1000);
    await subscribe(email);
    await backgroundWorkDone();
    expect(outbox.sent).toHaveLength(1);

    await ageLink(email, 2 * 60 * 1000);
    await subscribe(email);
    const secondToken = tokenOf(await mailedTo(email, 2));
    expect(secondToken).not.toBe(firstToken);

    // The newest link replaces the older one.
    expect((await confirm(firstToken)).headers.location).toBe('/?newsletter=link-non-valido');
    expect((await confirm(secondToken)).headers.location).toBe('/?newsletter=confermata');
  });

  it('works only once per link', async () => {
    const email = uniqueEmail();
    await subscribe(email);
    const token = tokenOf(await mailedTo(email));
    expect((await confirm(token)).headers.location).toBe('/?newsletter=confermata');
    const reused = await confirm(token);
    expect(reused.statusCode).toBe(303);
    expect(reused.headers.location).toBe('/?newsletter=link-non-valido');
  });

  it('sends unknown, malformed and missing tokens to link-non-valido', async () => {
    for (const url of [
      `/api/newsletter/confirm?token=${'x'.repeat(43)}`,
      '/api/newsletter/confirm?token=%27%3B--',
      '/api/newsletter/confirm',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/?newsletter=link-non-valido');
    }
  });

  it('lets a link expire after 48 hours', async () => {
    const email = uniqueEmail();
    await subscribe(email);
    const token = tokenOf(await mailedTo(email));
    await ageLink(email, 48 * 60 * 60 * 1000 + 1000);
    expect((await confirm(token)).headers.location).toBe('/?newsletter=link-non-valido');
    expect((await subscriberOf(email))!.status).toBe('pending');

    // Asking again sends a fresh link that works.
    await subscribe(email);
    expect((await confirm(tokenOf(await mailedTo(email, 2)))).headers.location).toBe(
      '/?newsletter=confermata',
    );
  });

  it('lets an unsubscribed address subscribe again', async () => {
    const email = uniqueEmail();
    await subscribe(email);
    await confirm(tokenOf(await mailedTo(email)));
    const row = await subscriberOf(email);
    await base.db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterSubscribers.id, row!.id));

    await subscribe(email);
    const mail = await mailedTo(email, 2);
    expect(await subscriberOf(email)).toMatchObject({ status: 'pending', confirmedAt: null });
    expect((await confirm(tokenOf(mail))).headers.location).toBe('/?newsletter=confermata');
  });

  it('requires the CSRF header', async () => {
    const withoutHeader = await subscribe(uniqueEmail(), { headers: { cookie: 'csrf_token=abc' } });
    expect(withoutHeader.statusCode).toBe(403);
    expect(withoutHeader.json().error.code).toBe('permission-denied');
    const withoutCookie = await subscribe(uniqueEmail(), { headers: {} });
    expect(withoutCookie.statusCode).toBe(403);
    await backgroundWorkDone();
    expect(outbox.started).toBe(0);
  });

  it('limits how many subscriptions one client can request', async () => {
    const ip = newIp();
    const answers = [];
    for (let i = 0; i < 21; i++) {
      answers.push((await subscribe(`limite-${i}-${Date.now()}@example.it`, { ip })).statusCode);
    }
    expect(answers.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});
