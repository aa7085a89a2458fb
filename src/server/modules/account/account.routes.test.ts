import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordChanges } from '../../db/schema';
import { openEventStream } from '../../test/event-stream';
import { createUser, injectAs, logInAs, setupTestApp } from '../../test/helper';

const NEW_PASSWORD = 'Nuova-password-2026!';

describe('POST /api/account/password', () => {
  const t = setupTestApp();

  const change = (token: string, payload: Record<string, unknown>) =>
    injectAs(t.app, token, { method: 'POST', url: '/api/account/password', payload });

  it('changes the password, keeps this session and ends the others with the reason', async () => {
    const user = await createUser(t.db);
    const here = await logInAs(t.app, user);
    const elsewhere = await logInAs(t.app, user);
    const stream = await openEventStream(t.app, elsewhere);

    const response = await change(here, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(204);
    expect((await stream.next('password-changed')).data).toMatchObject({
      reason: 'password-changed',
    });
    stream.close();

    expect((await injectAs(t.app, here, { url: '/api/cart' })).statusCode).toBe(200);
    expect((await injectAs(t.app, elsewhere, { url: '/api/cart' })).statusCode).toBe(401);
    const told = await injectAs(t.app, elsewhere, { url: '/api/auth/session' });
    expect(told.json()).toMatchObject({ ended: { reason: 'password-changed' } });
    expect(
      await t.db.select().from(passwordChanges).where(eq(passwordChanges.userId, user.id)),
    ).toHaveLength(1);
    await expect(logInAs(t.app, user)).rejects.toThrow();
    await expect(
      logInAs(t.app, { email: user.email, password: NEW_PASSWORD }),
    ).resolves.toBeTruthy();
  });

  it('refuses a wrong current password on its field, changing nothing', async () => {
    const user = await createUser(t.db);
    const token = await logInAs(t.app, user);
    const other = await logInAs(t.app, user);
    const response = await change(token, {
      currentPassword: 'non-è-questa-123',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { fields: { currentPassword: 'La password attuale non è corretta.' } },
    });
    expect((await injectAs(t.app, other, { url: '/api/cart' })).statusCode).toBe(200);
    await expect(logInAs(t.app, user)).resolves.toBeTruthy();
  });

  it('refuses a new password that breaks the rules or repeats the old one', async () => {
    const user = await createUser(t.db);
    const token = await logInAs(t.app, user);
    const weak = await change(token, { currentPassword: user.password, newPassword: 'corta' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
      'newPassword',
    );
    const same = await change(token, {
      currentPassword: user.password,
      newPassword: user.password,
    });
    expect(same.statusCode).toBe(400);
  });

  it('stops guessing after 5 tries in 15 minutes with 429', async () => {
    const user = await createUser(t.db);
    const token = await logInAs(t.app, user);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await change(token, { currentPassword: `tentativo-${i}`, newPassword: NEW_PASSWORD }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('refuses guests with 401', async () => {
    const response = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: 'x', newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});
