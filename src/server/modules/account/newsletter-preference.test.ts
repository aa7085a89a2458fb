import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TTL_MS } from '../../../domain/constants';
import { NEWSLETTER_MAIL_MESSAGES } from '../../../domain/newsletter/newsletter.messages';
import { NEWSLETTER_RESEND_INTERVAL_MS } from '../../../domain/newsletter/newsletter.constants';
import { newsletterSubscribers } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import { createUser, injectAs } from '../../test/helper';
import { setupAccountsTestApp } from '../auth/accounts-test-app';
import { createSession } from '../auth/session.repository';

/** Lets the confirmation email, sent after the answer, reach the outbox. */
const afterBackgroundWork = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the account’s newsletter preference', () => {
  const t = setupAccountsTestApp();

  beforeEach(() => {
    t.mail.sent.length = 0;
  });

  async function newCustomer(email?: string) {
    const user = await createUser(t.db, email ? { email } : {});
    const { token } = await createSession(t.db, user.id, SESSION_TTL_MS);
    return {
      ...user,
      token,
      read: () => injectAs(t.app, token, { url: '/api/account/newsletter' }),
      change: (subscribed: boolean) =>
        injectAs(t.app, token, {
          method: 'PUT',
          url: '/api/account/newsletter',
          payload: { subscribed },
        }),
    };
  }

  const mailsTo = (email: string) => t.mail.sent.filter((mail) => mail.to === email);

  function confirmPathIn(mail: MailMessage | undefined): string {
    const match = /\/api\/newsletter\/confirm\?token=[\w%-]+/.exec(mail?.text ?? '');
    expect(match, mail?.text).not.toBeNull();
    return match![0];
  }

  async function subscriberOf(email: string) {
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
    return row ?? null;
  }

  it('reads none for an address that never subscribed', async () => {
    const customer = await newCustomer();
    const response = await customer.read();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'none' });
  });

  it('subscribes by the double opt-in: pending with one email, confirmed by its link', async () => {
    const customer = await newCustomer();
    const subscribed = await customer.change(true);
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.json()).toEqual({ status: 'pending' });
    await vi.waitFor(() => expect(mailsTo(customer.email)).toHaveLength(1));
    const mail = mailsTo(customer.email)[0];
    expect(mail?.subject).toBe(NEWSLETTER_MAIL_MESSAGES.subject);
    expect((await customer.read()).json()).toEqual({ status: 'pending' });

    const confirmed = await t.app.inject({ url: confirmPathIn(mail) });
    expect(confirmed.statusCode).toBe(303);
    expect((await customer.read()).json()).toEqual({ status: 'confirmed' });

    const again = await customer.change(true);
    expect(again.json()).toEqual({ status: 'confirmed' });
    await afterBackgroundWork();
    expect(mailsTo(customer.email)).toHaveLength(1);
  });

  it('sends no second email while the first link is fresh, and a new one after the interval', async () => {
    const customer = await newCustomer();
    await customer.change(true);
    await vi.waitFor(() => expect(mailsTo(customer.email)).toHaveLength(1));
    const first = await subscriberOf(customer.email);

    expect((await customer.change(true)).json()).toEqual({ status: 'pending' });
    await afterBackgroundWork();
    expect(mailsTo(customer.email)).toHaveLength(1);
    expect((await subscriberOf(customer.email))?.confirmTokenHash).toBe(first?.confirmTokenHash);

    // The footer's rule: past the resend interval a new link goes out.
    await t.db
      .update(newsletterSubscribers)
      .set({ createdAt: new Date(Date.now() - NEWSLETTER_RESEND_INTERVAL_MS - 1000) })
      .where(eq(newsletterSubscribers.id, first!.id));
    expect((await customer.change(true)).json()).toEqual({ status: 'pending' });
    await vi.waitFor(() => expect(mailsTo(customer.email)).toHaveLength(2));
  });

  it('unsubscribes a confirmed address, and repeating it changes nothing', async () => {
    const customer = await newCustomer();
    await t.db
      .insert(newsletterSubscribers)
      .values({ email: customer.email, status: 'confirmed', confirmedAt: new Date() });

    const response = await customer.change(false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'none' });
    expect(await subscriberOf(customer.email)).toMatchObject({
      status: 'unsubscribed',
      confirmTokenHash: null,
    });
    expect((await customer.change(false)).json()).toEqual({ status: 'none' });
    expect((await customer.read()).json()).toEqual({ status: 'none' });
    expect(mailsTo(customer.email)).toHaveLength(0);
  });

  it('withdraws a pending subscription: its link no longer confirms', async () => {
    const customer = await newCustomer();
    await customer.change(true);
    await vi.waitFor(() => expect(mailsTo(customer.email)).toHaveLength(1));
    expect((await customer.change(false)).json()).toEqual({ status: 'none' });
    await t.app.inject({ url: confirmPathIn(mailsTo(customer.email)[0]) });
    expect((await customer.read()).json()).toEqual({ status: 'none' });

    // Subscribing again starts a new double opt-in.
    expect((await customer.change(true)).json()).toEqual({ status: 'pending' });
    await vi.waitFor(() => expect(mailsTo(customer.email)).toHaveLength(2));
  });

  it('finds the subscription of the account’s address whatever its case', async () => {
    const customer = await newCustomer();
    await t.db.insert(newsletterSubscribers).values({
      email: customer.email.toUpperCase(),
      status: 'confirmed',
      confirmedAt: new Date(),
    });
    expect((await customer.read()).json()).toEqual({ status: 'confirmed' });
    expect((await customer.change(true)).json()).toEqual({ status: 'confirmed' });
    expect((await customer.change(false)).json()).toEqual({ status: 'none' });
  });

  it('limits the changes of one account to 10 an hour', async () => {
    const customer = await newCustomer();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await customer.change(i % 2 === 0)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    // Another account is not held back.
    expect((await (await newCustomer()).change(true)).statusCode).toBe(200);
  });

  it('refuses a body that is not one boolean, and guests', async () => {
    const customer = await newCustomer();
    const bodies = [
      { subscribed: 'true' },
      { subscribed: 1 },
      {},
      { subscribed: true, email: 'altro@example.it' },
    ];
    for (const payload of bodies) {
      const response = await injectAs(t.app, customer.token, {
        method: 'PUT',
        url: '/api/account/newsletter',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const guest = await injectAs(t.app, null, {
      method: 'PUT',
      url: '/api/account/newsletter',
      payload: { subscribed: true },
    });
    expect(guest.statusCode).toBe(401);
    expect((await injectAs(t.app, null, { url: '/api/account/newsletter' })).statusCode).toBe(401);
    expect(await subscriberOf(customer.email)).toBeNull();
    expect(await subscriberOf('altro@example.it')).toBeNull();
  });
});
