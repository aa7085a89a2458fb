import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import type * as MailerModule from '../../mail/mailer';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { browserHeaders, setupTestApp } from '../../test/helper';

/**
 * setupTestApp builds the app without a mailer, so the app asks createMailer for one: this
 * file's createMailer returns a fake that records every message (and can be told to fail).
 */
const outbox = vi.hoisted(() => ({ sent: [] as MailMessage[], failNext: false }));
vi.mock('../../mail/mailer', async (importOriginal) => {
  const original = await importOriginal<typeof MailerModule>();
  const fake: Mailer = {
    async send(message) {
      if (outbox.failNext) {
        outbox.failNext = false;
        throw new Error('SMTP server unreachable');
      }
      outbox.sent.push(message);
    },
  };
  return { ...original, createMailer: () => fake };
});

const CHECK_INBOX =
  'Controlla la tua casella: ti abbiamo inviato un link per confermare l’iscrizione.';
const TOKEN_IN_LINK = /\/api\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/;

describe('newsletter double opt-in', () => {
  const t = setupTestApp({ env: { PUBLIC_URL: 'https://negozio.example' } });

  beforeEach(() => {
    outbox.sent.length = 0;
    outbox.failNext = false;
  });

  let counter = 0;
  function uniqueEmail(): string {
    counter += 1;
    return `iscritto-${counter}-${Date.now()}@esempio.it`;
  }

  function subscribe(email: unknown, headers: Record<string, string> = browserHeaders()) {
    return t.app.inject({ method: 'POST', url: '/api/newsletter', headers, payload: { email } });
  }

  function confirm(token: string) {
    return t.app.inject({ url: `/api/newsletter/confirm?token=${encodeURIComponent(token)}` });
  }

  async function subscriberOf(email: string) {
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
    return row;
  }

  /** Moves the subscriber's "link sent" time into the past. */
  async function ageLink(email: string, ms: number) {
    const row = await subscriberOf(email);
    await t.db
      .update(newsletterSubscribers)
      .set({ createdAt: new Date(row!.createdAt.getTime() - ms) })
      .where(eq(newsletterSubscribers.id, row!.id));
  }

  function tokenOf(message: MailMessage): string {
    const match = TOKEN_IN_LINK.exec(message.text);
    expect(match, message.text).not.toBeNull();
    return match![1]!;
  }

  it('accepts an address with 202, stores it pending and mails one working link', async () => {
    const email = uniqueEmail();
    const response = await subscribe(`  ${email.toUpperCase()} `);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: CHECK_INBOX });

    expect(outbox.sent).toHaveLength(1);
    const [mail] = outbox.sent;
    expect(mail!.to).toBe(email);
    expect(mail!.subject).toBe('Conferma la tua iscrizione alla newsletter di Vetrina');
    expect(mail!.text).toContain('https://negozio.example/api/newsletter/confirm?token=');
    expect(mail!.html).toContain('Vetrina');
    expect(mail!.html).toContain(`href="https://negozio.example/api/newsletter/confirm?token=`);

    const row = await subscriberOf(email);
    expect(row).toMatchObject({ email, status: 'pending', confirmedAt: null });
    // Only the token's hash is stored.
    const token = tokenOf(mail!);
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

  it('refuses an invalid address with 400 and the Italian message, and stores nothing', async () => {
    for (const email of ['mario', 'mario@', '', 42]) {
      const response = await subscribe(email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'invalid-argument',
          message: 'Inserisci un indirizzo email valido.',
          fields: { email: 'Inserisci un indirizzo email valido.' },
        },
      });
    }
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: browserHeaders(),
    });
    expect(noBody.statusCode).toBe(400);
    expect(outbox.sent).toHaveLength(0);
    expect(await subscriberOf('mario@')).toBeUndefined();
  });

  it('answers a confirmed address exactly like a new one, without sending a mail', async () => {
    const email = uniqueEmail();
    await subscribe(email);
    await confirm(tokenOf(outbox.sent[0]!));
    outbox.sent.length = 0;
    await ageLink(email, 60 * 60 * 1000);

    const again = await subscribe(email);
    const fresh = await subscribe(uniqueEmail());
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    expect(outbox.sent.map((mail) => mail.to)).not.toContain(email);
    expect((await subscriberOf(email))!.status).toBe('confirmed');
  });

  it('sends at most one link per pending address every 10 minutes', async () => {
    const email = uniqueEmail();
    await subscribe(email);
    const second = await subscribe(email);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual({ message: CHECK_INBOX });
    expect(outbox.sent).toHaveLength(1);
    const firstToken = tokenOf(outbox.sent[0]!);

    await ageLink(email, 9 * 60 * 1000);
    await subscribe(email);
    expect(outbox.sent).toHaveLength(1);

    await ageLink(email, 2 * 60 * 1000);
    await subscribe(email);
    expect(outbox.sent).toHaveLength(2);
    const secondToken = tokenOf(outbox.sent[1]!);
    expect(secondToken).not.toBe(firstToken);

    // The newest link replaces the older one.
    expect((await confirm(firstToken)).headers.location).toBe('/?newsletter=link-non-valido');
    expect((await confirm(secondToken)).headers.location).toBe('/?newsletter=confermata');
  });

  it('works only once per link', async () => {
    await subscribe(uniqueEmail());
    const token = tokenOf(outbox.sent[0]!);
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
    const token = tokenOf(outbox.sent[0]!);
    await ageLink(email, 48 * 60 * 60 * 1000 + 1000);
    expect((await confirm(token)).headers.location).toBe('/?newsletter=link-non-valido');
    expect((await subscriberOf(email))!.status).toBe('pending');

    // Asking again sends a fresh link that works.
    await subscribe(email);
    expect(outbox.sent).toHaveLength(2);
    expect((await confirm(tokenOf(outbox.sent[1]!))).headers.location).toBe(
      '/?newsletter=confermata',
    );
  });

  it('answers 503 with the Italian message when the mail cannot be sent, and a retry works', async () => {
    const email = uniqueEmail();
    outbox.failNext = true;
    const failed = await subscribe(email);
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('120');
    expect(failed.json()).toEqual({
      error: {
        code: 'internal',
        message: 'Non è stato possibile inviare l’email di conferma. Riprova tra qualche minuto.',
      },
    });
    expect(await subscriberOf(email)).toMatchObject({ status: 'pending', confirmTokenHash: null });

    const retry = await subscribe(email);
    expect(retry.statusCode).toBe(202);
    expect(outbox.sent).toHaveLength(1);
    expect((await confirm(tokenOf(outbox.sent[0]!))).headers.location).toBe(
      '/?newsletter=confermata',
    );
  });

  it('lets an unsubscribed address subscribe again', async () => {
    const email = uniqueEmail();
    await subscribe(email);
    await confirm(tokenOf(outbox.sent[0]!));
    const row = await subscriberOf(email);
    await t.db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterSubscribers.id, row!.id));

    await subscribe(email);
    expect(outbox.sent).toHaveLength(2);
    expect(await subscriberOf(email)).toMatchObject({ status: 'pending', confirmedAt: null });
    expect((await confirm(tokenOf(outbox.sent[1]!))).headers.location).toBe(
      '/?newsletter=confermata',
    );
  });

  it('requires the CSRF header', async () => {
    const withoutHeader = await subscribe(uniqueEmail(), { cookie: 'csrf_token=abc' });
    expect(withoutHeader.statusCode).toBe(403);
    expect(withoutHeader.json().error.code).toBe('permission-denied');
    const withoutCookie = await subscribe(uniqueEmail(), {});
    expect(withoutCookie.statusCode).toBe(403);
    expect(outbox.sent).toHaveLength(0);
  });

  it('limits how many subscriptions one client can request', async () => {
    const headers = { ...browserHeaders(), 'x-forwarded-for': '203.0.113.9' };
    const answers = [];
    for (let i = 0; i < 21; i++) {
      answers.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/newsletter',
            remoteAddress: '203.0.113.9',
            headers,
            payload: { email: `limite-${i}@example.it` },
          })
        ).statusCode,
      );
    }
    expect(answers.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});
