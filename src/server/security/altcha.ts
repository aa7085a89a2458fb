import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { usedChallenges } from '../db/schema';

/**
 * The spec's app-integrity check, self-hosted: an ALTCHA (v2) proof-of-work challenge. The
 * browser must find the counter whose SHA-256 key starts with the challenge's prefix before it
 * may ask for a registration or reset code; the server checks the answer with one HMAC and
 * accepts each challenge once (docs/decisions/006).
 */

export const ALTCHA_ALGORITHM = 'SHA-256';
/** SHA-256 rounds per tried counter. One: the work is in the number of counters tried. */
export const ALTCHA_COST = 1;
/**
 * The secret counter is drawn from this range, so a browser tries 4,000 SHA-256 on average:
 * about 0.1 s with WebCrypto on a laptop, a few tenths of a second on a slow phone, and the
 * widget splits the work over several workers.
 */
export const ALTCHA_COUNTER_MIN = 2_000;
export const ALTCHA_COUNTER_MAX = 6_000;
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60 * 1000;

export interface ProofOfWorkTuning {
  counterMin: number;
  counterMax: number;
  ttlMs: number;
}

export type RedeemOutcome = 'verified' | 'malformed' | 'invalid' | 'expired' | 'replayed';

export interface ProofOfWork {
  createChallenge(now?: Date): Promise<Challenge>;
  /**
   * Checks a widget payload (base64 JSON of { challenge, solution }) and marks its challenge as
   * used. Only 'verified' lets a request through.
   */
  redeem(payload: string, now?: Date): Promise<RedeemOutcome>;
}

/** The payload the widget submits; parameters are kept whole because their JSON is signed. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALTCHA_ALGORITHM),
      nonce: z.string().regex(/^[0-9a-f]{1,128}$/),
      salt: z.string().regex(/^[0-9a-f]{1,128}$/),
      cost: z.number().int().positive().max(1_000),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().regex(/^[0-9a-f]{1,128}$/),
      expiresAt: z.number().positive(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string() }),
});

function parsePayload(payload: string): z.infer<typeof payloadSchema> | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A key of its own for each use of the server secret. */
function deriveSecret(secret: string, label: string): string {
  return createHmac('sha256', secret).update(`vetrina:altcha:${label}`).digest('hex');
}

export function createProofOfWork(
  db: Db,
  secret: string,
  tuning: Partial<ProofOfWorkTuning> = {},
): ProofOfWork {
  const counterMin = tuning.counterMin ?? ALTCHA_COUNTER_MIN;
  const counterMax = tuning.counterMax ?? ALTCHA_COUNTER_MAX;
  const ttlMs = tuning.ttlMs ?? ALTCHA_CHALLENGE_TTL_MS;
  const hmacSignatureSecret = deriveSecret(secret, 'challenge-signature');
  const hmacKeySignatureSecret = deriveSecret(secret, 'key-signature');

  return {
    createChallenge(now = new Date()) {
      // Deterministic mode: the server knows the answer and signs its key, so checking a
      // solution costs one HMAC instead of repeating the work.
      return createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: ALTCHA_COST,
        counter: randomInt(counterMax, counterMin),
        deriveKey,
        expiresAt: new Date(now.getTime() + ttlMs),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },

    async redeem(payload, now = new Date()) {
      const parsed = parsePayload(payload);
      if (!parsed) return 'malformed';
      const { challenge, solution } = parsed;
      const expiresAtMs = challenge.parameters.expiresAt * 1000;
      if (expiresAtMs <= now.getTime()) return 'expired';
      let result;
      try {
        result = await verifySolution({
          challenge: challenge as Challenge,
          solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
      } catch {
        return 'invalid';
      }
      if (result.expired) return 'expired';
      if (!result.verified) return 'invalid';

      // The signature identifies the challenge; it is kept until the challenge expires.
      await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, now));
      const inserted = await db
        .insert(usedChallenges)
        .values({ signature: challenge.signature, expiresAt: new Date(expiresAtMs) })
        .onConflictDoNothing()
        .returning({ signature: usedChallenges.signature });
      return inserted.length === 1 ? 'verified' : 'replayed';
    },
  };
}

/** Number of redeemed challenges still remembered (tests and monitoring). */
export async function countUsedChallenges(db: Db): Promise<number> {
  const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(usedChallenges);
  return row?.value ?? 0;
}
