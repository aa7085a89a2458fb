import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Configuration is read once, at start, from the environment. A bad or missing value stops
 * the server with one readable line per problem (ConfigError.problems).
 */

const optionalUrl = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine(
      (value) => {
        if (value === undefined) return true;
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { message: hint },
    );

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z
      .string()
      .trim()
      .default('3000')
      .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535, {
        message: 'must be a whole number from 1 to 65535',
      })
      .transform(Number),
    HOST: optionalText,
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl(
      ['postgres:', 'postgresql:'],
      'must be a postgres:// or postgresql:// URL',
    ),
    PUBLIC_URL: optionalUrl(['http:', 'https:'], 'must be an http:// or https:// URL'),
    SESSION_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
      message: 'must be at least 32 characters long',
    }),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL'),
    MAIL_FROM: z.string().trim().default('Vetrina <no-reply@vetrina.local>'),
    STRIPE_SECRET_KEY: optionalText.refine(
      (value) => value === undefined || /^sk_(test|live)_/.test(value),
      {
        message: 'must start with sk_test_ or sk_live_',
      },
    ),
    STRIPE_WEBHOOK_SECRET: optionalText.refine(
      (value) => value === undefined || value.startsWith('whsec_'),
      {
        message: 'must start with whsec_',
      },
    ),
    REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL'),
    ADMIN_EMAIL: optionalText.pipe(z.email({ message: 'must be an email address' }).optional()),
    ADMIN_PASSWORD: optionalText.refine((value) => value === undefined || value.length >= 12, {
      message: 'must be at least 12 characters long',
    }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    /** Decision 011: a process whose event loop is blocked this long is ended; 0 turns it off. */
    EVENT_LOOP_STALL_LIMIT_MS: z
      .string()
      .trim()
      .default('30000')
      .refine((value) => /^\d+$/.test(value) && (Number(value) === 0 || Number(value) >= 1000), {
        message: 'must be 0 (off) or a whole number of milliseconds from 1000',
      })
      .transform(Number),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
  });

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  redisUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  logLevel: string;
  /** 0: the event-loop watchdog is off. */
  eventLoopStallLimitMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Outside production a missing SESSION_SECRET is generated once and kept in DATA_DIR. */
function sessionSecretFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(problems);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  const dataDir = path.resolve(values.DATA_DIR);
  // Binding every interface is what a server wants; a laptop running the shop does not.
  const host = values.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  return {
    nodeEnv: values.NODE_ENV,
    isProduction,
    port: values.PORT,
    host,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    sessionSecret: values.SESSION_SECRET ?? sessionSecretFromDataDir(dataDir),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    stripeSecretKey: values.STRIPE_SECRET_KEY,
    stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET,
    redisUrl: values.REDIS_URL,
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL.toLowerCase(), password: values.ADMIN_PASSWORD }
        : undefined,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    eventLoopStallLimitMs: values.EVENT_LOOP_STALL_LIMIT_MS,
  };
}
