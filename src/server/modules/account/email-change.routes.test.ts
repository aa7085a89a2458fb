import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_ERRORS } from '../../../domain/account/profile.errors';
import { REGISTRATION_MESSAGES } from '../../../domain/auth/auth.messages';
import { newsletterSubscribers, tempRegistrations, users } from '../../db/schema';
import { createUser, injectAs, logInAs, setupTestApp } from '../../test/helper';
import { capturingMailer, codeIn, newIp, uniqueEmail } from '../auth/accounts-test-app';
import { EMAIL_CHANGE_MAIL_MESSAGES } from './email-change.mail';

describe('email change by a code sent to the new address', () => {
  const mail = capturingMailer();
  const t = setupTestApp({ mailer: mail, env: { PUBLIC_URL: 'https://negozio.example' } });

  beforeEach(() => {
    mail.sent.length = 0;
    mail.failures = 0;
  });

  async function loggedInUser() {
    const user = await createUser(t.db, { email: uniqueEmail('attuale') });
    return { ...user, token: await logInAs(t.app, user) };
  }

  type User = Awaited<ReturnType<typeof loggedInUser>>;

  const requestCode = (user: User, newEmail: string, currentPassword = user.password) =>
    injectAs(t.app, user.token, {
      method: 'POST',
      url: '/api/account/email/code',
      payload: { newEmail, currentPassword },
    });

  const verify = (user: User, code: string) =>
    injectAs(t.app, user.token, {
      method: 'POST',
      url: '/api/account/email/verify',
      payload: { code },
      remoteAddress: newIp(),
    });

  const resend = (user: User) =>
    injectAs(t.app, user.token, { method: 'POST', url: '/api/account/email/resend' });

  async function pendingRows(userId: string) {
    return t.db
      .select()
      .from(tempRegistrations)
      .where(
        and(
          eq(tempRegistrations.purpose, 'email-change'),
          sql`${tempRegistrations.userData} ->> 'userId' = ${userId}`,
        ),
      );
  }

  async function emailOf(userId: string): Promise<string> {
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    return row!.email;
  }

  const mailTo = (address: string) => mail.sent.filter((message) => message.to === address);

  /** A wrong code for sure: the right one plus one, within six digits. */
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('changes the email once the code sent to the new address is entered, and tells the old one', async () => {
    const user = await loggedInUser();
    const newEmail = uniqueEmail('nuova');

    const sent = await requestCode(user, newEmail.toUpperCase());
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ email: newEmail, attemptsLeft: 3, resendsLeft: 3 });
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]!.to).toBe(newEmail);
    expect(mail.sent[0]!.subject).toBe(EMAIL_CHANGE_MAIL_MESSAGES.code.subject);
    const code = codeIn(mail.sent[0]);
    expect(mail.sent[0]!.html).toContain(code);

    const pending = await injectAs(t.app, user.token, { url: '/api/account/profile' });
    expect(pending.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect(await emailOf(user.id)).toBe(user.email);

    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    const verified = await verify(user, code);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().profile).toMatchObject({
      email: newEmail,
      emailVerified: true,
      pendingEmail: null,
    });
    expect(verified.json().user).toMatchObject({ id: user.id, email: newEmail });
    expect(await emailOf(user.id)).toBe(newEmail);
    expect(await pendingRows(user.id)).toEqual([]);

    const notices = mailTo(user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(EMAIL_CHANGE_MAIL_MESSAGES.notice.subject);
    expect(notices[0]!.text).toContain(newEmail);
    expect(notices[0]!.text).toContain('https://negozio.example/contact');
    expect(notices[0]!.html).toContain(newEmail);

    const session = await injectAs(t.app, user.token, { url: '/api/auth/session' });
    expect(session.json().user.email).toBe(newEmail);
    await expect(
      logInAs(t.app, { email: newEmail, password: user.password }),
    ).resolves.toBeTruthy();
    await expect(logInAs(t.app, { email: user.email, password: user.password })).rejects.toThrow();

    // The code is used up.
    const again = await verify(user, code);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(PROFILE_ERRORS.noPendingEmailChange);
  });

  it('moves the newsletter subscription to the new address, unless the new one has its own', async () => {
    const moving = await loggedInUser();
    const movingTo = uniqueEmail('iscritta');
    await t.db
      .insert(newsletterSubscribers)
      .values({ email: moving.email.toUpperCase(), status: 'confirmed', confirmedAt: new Date() });
    await requestCode(moving, movingTo);
    expect((await verify(moving, codeIn(mailTo(movingTo)[0]))).statusCode).toBe(200);
    const moved = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) in (${moving.email}, ${movingTo})`);
    expect(moved).toEqual([expect.objectContaining({ email: movingTo, status: 'confirmed' })]);

    const staying = await loggedInUser();
    const stayingTo = uniqueEmail('gia-iscritta');
    await t.db.insert(newsletterSubscribers).values([
      { email: staying.email, status: 'confirmed', confirmedAt: new Date() },
      { email: stayingTo, status: 'pending' },
    ]);
    await requestCode(staying, stayingTo);
    expect((await verify(staying, codeIn(mailTo(stayingTo)[0]))).statusCode).toBe(200);
    const both = await t.db
      .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) in (${staying.email}, ${stayingTo})`)
      .orderBy(newsletterSubscribers.id);
    expect(both).toEqual([
      { email: staying.email, status: 'confirmed' },
      { email: stayingTo, status: 'pending' },
    ]);
  });

  it('refuses a wrong password, the same address and one of another account, on their fields', async () => {
    const user = await loggedInUser();
    const other = await createUser(t.db, { email: uniqueEmail('altra') });

    const wrong = await requestCode(user, uniqueEmail('nuova'), 'non-è-questa-123');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'invalid-argument',
      fields: { currentPassword: PROFILE_ERRORS.wrongPassword },
    });

    const same = await requestCode(user, ` ${user.email.toUpperCase()} `);
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toEqual({ newEmail: PROFILE_ERRORS.emailSame });

    const taken = await requestCode(user, other.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'already-exists',
      message: PROFILE_ERRORS.emailTaken,
      fields: { newEmail: PROFILE_ERRORS.emailTaken },
    });

    const invalid = await requestCode(user, 'non-una-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toHaveProperty('newEmail');

    expect(mail.sent).toEqual([]);
    expect(await pendingRows(user.id)).toEqual([]);
  });

  it('counts wrong codes as registration does and forgets the change after the third', async () => {
    const user = await loggedInUser();
    const newEmail = uniqueEmail('nuova');
    await requestCode(user, newEmail);
    const code = codeIn(mail.sent[0]);

    const first = await verify(user, wrongCode(code));
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toMatchObject({
      code: 'invalid-argument',
      message: REGISTRATION_MESSAGES.invalidCode,
      details: { attemptsLeft: 2 },
    });
    expect((await verify(user, wrongCode(code))).json().error.details).toEqual({
      attemptsLeft: 1,
    });
    const third = await verify(user, wrongCode(code));
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatchObject({
      code: 'resource-exhausted',
      message: PROFILE_ERRORS.emailCodeAttempts,
      details: { reason: 'attempts' },
    });
    expect(await pendingRows(user.id)).toEqual([]);
    expect((await verify(user, code)).statusCode).toBe(404);
    expect(await emailOf(user.id)).toBe(user.email);

    const malformed = await verify(user, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ code: PROFILE_ERRORS.codeFormat });
  });

  it('resends a new code after the cooldown only; the new code works', async () => {
    const user = await loggedInUser();
    const newEmail = uniqueEmail('nuova');
    await requestCode(user, newEmail);
    const firstCode = codeIn(mail.sent[0]);

    const early = await resend(user);
    expect(early.statusCode).toBe(429);
    expect(early.json().error).toMatchObject({
      message: REGISTRATION_MESSAGES.resendWait,
      details: { reason: 'cooldown' },
    });
    expect(early.headers['retry-after']).toBeDefined();

    const [row] = await pendingRows(user.id);
    await t.db
      .update(tempRegistrations)
      .set({ lastResendAt: new Date(row!.lastResendAt!.getTime() - 121_000) })
      .where(eq(tempRegistrations.email, newEmail));
    const resent = await resend(user);
    expect(resent.statusCode, resent.body).toBe(202);
    expect(resent.json()).toMatchObject({ email: newEmail, attemptsLeft: 3, resendsLeft: 2 });
    const messages = mailTo(newEmail);
    expect(messages).toHaveLength(2);
    const secondCode = codeIn(messages[1]);

    if (secondCode !== firstCode) expect((await verify(user, firstCode)).statusCode).toBe(400);
    const verified = await verify(user, secondCode);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await emailOf(user.id)).toBe(newEmail);
  });

  it('keeps one change per account: a new request replaces the pending one', async () => {
    const user = await loggedInUser();
    const firstEmail = uniqueEmail('prima');
    const secondEmail = uniqueEmail('seconda');
    await requestCode(user, firstEmail);
    const firstCode = codeIn(mailTo(firstEmail)[0]);
    expect((await requestCode(user, secondEmail)).statusCode).toBe(202);
    const secondCode = codeIn(mailTo(secondEmail)[0]);

    const rows = await pendingRows(user.id);
    expect(rows.map((row) => row.email)).toEqual([secondEmail]);
    if (firstCode !== secondCode) expect((await verify(user, firstCode)).statusCode).toBe(400);
    expect((await verify(user, secondCode)).statusCode).toBe(200);
    expect(await emailOf(user.id)).toBe(secondEmail);
  });

  it('answers emailTaken, not 500, when the address got an account after the code was sent', async () => {
    const user = await loggedInUser();
    const newEmail = uniqueEmail('contesa');
    await requestCode(user, newEmail);
    const code = codeIn(mail.sent[0]);
    await createUser(t.db, { email: newEmail });

    const response = await verify(user, code);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'already-exists',
      message: PROFILE_ERRORS.emailTaken,
    });
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await pendingRows(user.id)).toEqual([]);
    expect(mailTo(user.email)).toEqual([]);
  });

  it('answers an expired code with its own message, and a resend is still possible', async () => {
    const user = await loggedInUser();
    const newEmail = uniqueEmail('scaduta');
    await requestCode(user, newEmail);
    const code = codeIn(mail.sent[0]);
    await t.db
      .update(tempRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000), lastResendAt: new Date(Date.now() - 901_000) })
      .where(eq(tempRegistrations.email, newEmail));

    const expired = await verify(user, code);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(PROFILE_ERRORS.emailCodeExpired);
    expect((await resend(user)).statusCode).toBe(202);
  });

  it('leaves nothing behind when the code email cannot be sent (503)', async () => {
    const user = await loggedInUser();
    mail.failures = 1;
    const response = await requestCode(user, uniqueEmail('irraggiungibile'));
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(REGISTRATION_MESSAGES.sendFailed);
    expect(await pendingRows(user.id)).toEqual([]);
    expect((await resend(user)).statusCode).toBe(404);
  });

  it('stops password guessing after 5 requests in 15 minutes with 429', async () => {
    const user = await loggedInUser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await requestCode(user, uniqueEmail('x'), `tentativo-${i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('refuses guests with 401', async () => {
    for (const url of [
      '/api/account/email/code',
      '/api/account/email/resend',
      '/api/account/email/verify',
    ]) {
      const response = await injectAs(t.app, null, { method: 'POST', url, payload: {} });
      expect(response.statusCode).toBe(401);
    }
  });
});
