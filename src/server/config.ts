import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { SHOP_SETTING_CHECKS, type ShopSettingField } from '../domain/admin/shop-settings';
import { IDLE_LOGOUT_MS, IDLE_WARNING_BEFORE_MS } from '../domain/constants';
import { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from './db/timeouts';
import { REGISTRATION_CODES_PER_IP_PER_HOUR } from './modules/auth/rate-limits';

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

/**
 * A SHOP_* variable (decision 020): optional, checked and normalized by the admin form's rule
 * for its field, so a value given here could also have been saved there.
 */
const shopSetting = (field: ShopSettingField, hint: string) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const check = SHOP_SETTING_CHECKS[field](value);
    if (check.ok) return check.value;
    ctx.addIssue({ code: 'custom', message: hint });
    return z.NEVER;
  });

/** The variable of each shop setting. */
const SHOP_SETTING_VARIABLES = {
  SHOP_COMPANY_NAME: 'companyName',
  SHOP_VAT_NUMBER: 'vatNumber',
  SHOP_REA_NUMBER: 'reaNumber',
  SHOP_REGISTERED_OFFICE: 'registeredOffice',
  SHOP_PEC: 'pec',
  SHOP_PHONE: 'phone',
  SHOP_SUPPORT_EMAIL: 'customerServiceEmail',
  SHOP_SUPPORT_HOURS: 'customerServiceHours',
} as const satisfies Record<string, ShopSettingField>;

/** A whole number of milliseconds within [min, max], given as text. */
const milliseconds = (fallback: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .default(String(fallback))
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
      message: `must be a whole number of milliseconds from ${min} to ${max}`,
    })
    .transform(Number);

/**
 * Variables that shorten the shop's timings or raise its limits so that a test can reach them:
 * honoured only with NODE_ENV=test, refused otherwise, so a shop can never run with them.
 */
const TEST_ONLY_NUMBERS = {
  TEST_IDLE_LOGOUT_MS: { min: 5_000, max: IDLE_LOGOUT_MS, unit: 'milliseconds' },
  TEST_IDLE_WARNING_MS: { min: 1_000, max: IDLE_LOGOUT_MS, unit: 'milliseconds' },
  TEST_REGISTRATION_CODES_PER_IP_HOUR: { min: 1, max: 100_000, unit: 'codes' },
} as const;

type TestOnlyVariable = keyof typeof TEST_ONLY_NUMBERS;

/** The whole number a TEST_* variable gives, or null when it is not one within its range. */
function testOnlyNumber(name: TestOnlyVariable, value: string): number | null {
  const { min, max } = TEST_ONLY_NUMBERS[name];
  return /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : null;
}

/**
 * Which proxies may tell the client's address in X-Forwarded-For (Fastify's trustProxy): none,
 * the nearest N hops, or the listed addresses and CIDR ranges. Nothing else is accepted.
 */
export type TrustProxy = false | true | number | string[];

/** An IPv4 or IPv6 address, optionally with a /prefix. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Values that make every client's own X-Forwarded-For believed. */
const TRUSTS_EVERYONE = new Set(['true', '0.0.0.0/0', '::/0']);

function parseTrustProxy(raw: string): TrustProxy | null {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'off' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value) <= 10 ? Number(value) : null;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isAddressOrRange) ? entries : null;
}

export function trustsEveryone(trustProxy: TrustProxy): boolean {
  return (
    trustProxy === true ||
    (Array.isArray(trustProxy) && trustProxy.some((entry) => TRUSTS_EVERYONE.has(entry)))
  );
}

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
    STRIPE_PUBLISHABLE_KEY: optionalText.refine(
      (value) => value === undefined || /^pk_(test|live)_/.test(value),
      { message: 'must start with pk_test_ or pk_live_' },
    ),
    /** Where the Stripe SDK sends its calls instead of api.stripe.com: a local double in tests. */
    STRIPE_API_URL: optionalUrl(['http:', 'https:'], 'must be an http:// or https:// URL'),
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
    TRUST_PROXY: z
      .string()
      .default('off')
      .refine((value) => parseTrustProxy(value) !== null, {
        message:
          'must be off, a number of proxy hops from 1 to 10, or a comma-separated list of proxy addresses or CIDR ranges',
      })
      .transform((value) => parseTrustProxy(value) as TrustProxy),
    /** How long a start waits for the database to answer before giving up. */
    STARTUP_RETRY_MS: milliseconds(60_000, 0, 3_600_000),
    DB_CONNECT_TIMEOUT_MS: milliseconds(DEFAULT_POSTGRES_TIMEOUTS.connectTimeoutMs, 100, 600_000),
    DB_STATEMENT_TIMEOUT_MS: milliseconds(
      DEFAULT_POSTGRES_TIMEOUTS.statementTimeoutMs,
      100,
      3_600_000,
    ),
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(
      DEFAULT_POSTGRES_TIMEOUTS.idleInTransactionTimeoutMs,
      100,
      3_600_000,
    ),
    /**
     * Decision 026: the catalog and search answers are kept in memory until the catalog changes;
     * `off` computes every answer (to measure the read path itself).
     */
    CATALOG_CACHE: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
    /** Time for a client to send a whole request (headers and body). */
    REQUEST_TIMEOUT_MS: milliseconds(30_000, 1_000, 600_000),
    /** After SIGTERM, how long in-flight requests may take before every connection is closed. */
    SHUTDOWN_TIMEOUT_MS: milliseconds(10_000, 0, 600_000),
    /** The seller's identity for a first start (decision 020); the admin area edits it later. */
    SHOP_COMPANY_NAME: shopSetting(
      'companyName',
      'must be the company name, at most 120 characters',
    ),
    SHOP_VAT_NUMBER: shopSetting(
      'vatNumber',
      'must be a partita IVA: 11 digits (optionally after IT) with a valid check digit',
    ),
    SHOP_REA_NUMBER: shopSetting(
      'reaNumber',
      'must be a REA number: a province code and up to 7 digits, e.g. MI-1234567',
    ),
    SHOP_REGISTERED_OFFICE: shopSetting(
      'registeredOffice',
      'must be the registered office address, at most 200 characters',
    ),
    SHOP_PEC: shopSetting('pec', 'must be an email address (the PEC mailbox)'),
    SHOP_PHONE: shopSetting(
      'phone',
      'must be a phone number: 6 to 15 digits with spaces, dots, dashes, slashes or brackets, optionally after +',
    ),
    SHOP_SUPPORT_EMAIL: shopSetting('customerServiceEmail', 'must be an email address'),
    SHOP_SUPPORT_HOURS: shopSetting('customerServiceHours', 'must be at most 200 characters'),
    // Checked in superRefine, which knows NODE_ENV: one line per variable, whatever is wrong.
    TEST_IDLE_LOGOUT_MS: optionalText,
    TEST_IDLE_WARNING_MS: optionalText,
    TEST_REGISTRATION_CODES_PER_IP_HOUR: optionalText,
  })
  .superRefine((env, ctx) => {
    for (const name of Object.keys(TEST_ONLY_NUMBERS) as TestOnlyVariable[]) {
      const value = env[name];
      if (value === undefined) continue;
      const { min, max, unit } = TEST_ONLY_NUMBERS[name];
      let message: string | undefined;
      if (env.NODE_ENV !== 'test') message = 'is for tests and may only be set when NODE_ENV=test';
      else if (testOnlyNumber(name, value) === null)
        message = `must be a whole number of ${unit} from ${min} to ${max}`;
      if (message) ctx.addIssue({ code: 'custom', path: [name], message });
    }
    if (env.NODE_ENV === 'test') {
      const logoutMs = idleLogoutMs(env);
      const warningMs = idleWarningMs(env);
      if (logoutMs !== null && warningMs !== null && warningMs >= logoutMs) {
        ctx.addIssue({
          code: 'custom',
          path: ['TEST_IDLE_WARNING_MS'],
          message:
            env.TEST_IDLE_WARNING_MS === undefined
              ? `must be set below TEST_IDLE_LOGOUT_MS (${logoutMs}): the default warning comes ${IDLE_WARNING_BEFORE_MS} ms before the logout`
              : `must be less than the idle logout time (${logoutMs} ms)`,
        });
      }
    }
    if (env.NODE_ENV === 'production' && trustsEveryone(env.TRUST_PROXY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          'trusts every client to name its own address (X-Forwarded-For); give the number of proxy hops or the proxy addresses',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    if (env.STRIPE_SECRET_KEY) {
      for (const name of ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required with STRIPE_SECRET_KEY (payments by Stripe)',
          });
        }
      }
    }
    if (env.NODE_ENV === 'production' && env.STRIPE_API_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_API_URL'],
        message: 'is for tests against a local double and may not be set when NODE_ENV=production',
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

type TestOnlyValues = Partial<Record<TestOnlyVariable, string | undefined>>;

/** The idle logout time in effect; null when TEST_IDLE_LOGOUT_MS is not a valid value. */
function idleLogoutMs(env: TestOnlyValues): number | null {
  const value = env.TEST_IDLE_LOGOUT_MS;
  return value === undefined ? IDLE_LOGOUT_MS : testOnlyNumber('TEST_IDLE_LOGOUT_MS', value);
}

/** The idle warning lead in effect; null when TEST_IDLE_WARNING_MS is not a valid value. */
function idleWarningMs(env: TestOnlyValues): number | null {
  const value = env.TEST_IDLE_WARNING_MS;
  return value === undefined
    ? IDLE_WARNING_BEFORE_MS
    : testOnlyNumber('TEST_IDLE_WARNING_MS', value);
}

/** When an idle session ends (spec §4), and how long before that the warning is shown. */
export interface SessionIdleConfig {
  /** A session with no activity for this long is logged out. */
  logoutMs: number;
  /** The warning comes this long before the logout; always less than logoutMs. */
  warningMs: number;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** A local double of Stripe's API (tests only); undefined: api.stripe.com. */
  apiUrl: string | undefined;
}

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
  /** Card payments by Stripe; undefined: the built-in test provider (decision 018). */
  stripe: StripeConfig | undefined;
  redisUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  logLevel: string;
  /** 0: the event-loop watchdog is off. */
  eventLoopStallLimitMs: number;
  trustProxy: TrustProxy;
  startupRetryMs: number;
  database: PostgresTimeouts;
  requestTimeoutMs: number;
  shutdownTimeoutMs: number;
  /** The in-memory cache of catalog and search answers (decision 026). */
  catalogCache: boolean;
  /** The SHOP_* variables given, normalized: stored at start for fields not kept yet. */
  shopSettings: Partial<Record<ShopSettingField, string>>;
  /** The spec's idle times; only a test server (TEST_IDLE_*) shortens them. */
  sessionIdle: SessionIdleConfig;
  /** Registration codes one IP may ask for per hour; only a test server raises it. */
  registrationCodesPerIpPerHour: number;
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
    stripe:
      values.STRIPE_SECRET_KEY && values.STRIPE_PUBLISHABLE_KEY && values.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            publishableKey: values.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            apiUrl: values.STRIPE_API_URL,
          }
        : undefined,
    redisUrl: values.REDIS_URL,
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL.toLowerCase(), password: values.ADMIN_PASSWORD }
        : undefined,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    eventLoopStallLimitMs: values.EVENT_LOOP_STALL_LIMIT_MS,
    trustProxy: values.TRUST_PROXY,
    startupRetryMs: values.STARTUP_RETRY_MS,
    database: {
      connectTimeoutMs: values.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: values.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: values.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    catalogCache: values.CATALOG_CACHE === 'on',
    shopSettings: shopSettingsFrom(values),
    // Checked above: valid, and set only when NODE_ENV=test.
    sessionIdle: { logoutMs: idleLogoutMs(values)!, warningMs: idleWarningMs(values)! },
    registrationCodesPerIpPerHour: values.TEST_REGISTRATION_CODES_PER_IP_HOUR
      ? Number(values.TEST_REGISTRATION_CODES_PER_IP_HOUR)
      : REGISTRATION_CODES_PER_IP_PER_HOUR,
  };
}

function shopSettingsFrom(
  values: Record<keyof typeof SHOP_SETTING_VARIABLES, string | undefined>,
): Partial<Record<ShopSettingField, string>> {
  const settings: Partial<Record<ShopSettingField, string>> = {};
  for (const [variable, field] of Object.entries(SHOP_SETTING_VARIABLES)) {
    const value = values[variable as keyof typeof SHOP_SETTING_VARIABLES];
    if (value) settings[field] = value;
  }
  return settings;
}
