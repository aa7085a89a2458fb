import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { SESSION_TTL_MS } from '../../src/domain/constants';
import { sessionIdOf } from '../../src/server/modules/auth/session.repository';

export interface TestAccount {
  id: string;
  email: string;
}

export interface SignedInAccount extends TestAccount {
  /** The session cookie's value; the table holds only its SHA-256. */
  sessionToken: string;
}

/** Verified customer accounts, written straight into `users`. */
export async function insertAccounts(
  sql: pg.Client,
  emails: string[],
  passwordHash: string,
): Promise<TestAccount[]> {
  const result = await sql.query<{ id: string; email: string }>(
    `INSERT INTO users (email, password_hash, role, display_name, email_verified, setup_completed)
     SELECT email, $2, 'user', split_part(email, '@', 1), true, true FROM unnest($1::text[]) AS email
     RETURNING id, email`,
    [emails, passwordHash],
  );
  return result.rows;
}

/** Accounts with an open session each, as if they had logged in. */
export async function insertSignedInAccounts(
  sql: pg.Client,
  emails: string[],
): Promise<SignedInAccount[]> {
  // Nobody logs in with a password here: any stored value does.
  const accounts = await insertAccounts(sql, emails, 'not-a-password-hash');
  const signedIn = accounts.map((account) => ({
    ...account,
    sessionToken: randomBytes(32).toString('base64url'),
  }));
  await sql.query(
    `INSERT INTO sessions (id, user_id, expires_at)
     SELECT unnest($1::text[]), unnest($2::uuid[]), now() + make_interval(secs => $3)`,
    [
      signedIn.map((account) => sessionIdOf(account.sessionToken)),
      signedIn.map((account) => account.id),
      SESSION_TTL_MS / 1000,
    ],
  );
  return signedIn;
}
