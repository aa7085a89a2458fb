import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'vetrina-config-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults for a laptop: port 3000, localhost, embedded database', () => {
    const config = loadConfig({ DATA_DIR: freshDataDir() });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.nodeEnv).toBe('development');
  });

  it('binds every interface in production unless HOST says otherwise', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      DATA_DIR: freshDataDir(),
    });
    expect(config.host).toBe('0.0.0.0');
  });

  it.each(['abc', '0', '70000', '3000.5', '-1'])(
    'refuses PORT=%s with one readable line',
    (port) => {
      expect(problemsOf({ PORT: port, DATA_DIR: freshDataDir() })).toEqual([
        'PORT: must be a whole number from 1 to 65535',
      ]);
    },
  );

  it('ends a blocked server after 30 s unless EVENT_LOOP_STALL_LIMIT_MS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).eventLoopStallLimitMs).toBe(30_000);
    const off = loadConfig({ EVENT_LOOP_STALL_LIMIT_MS: '0', DATA_DIR: freshDataDir() });
    expect(off.eventLoopStallLimitMs).toBe(0);
    for (const value of ['500', 'x', '-1', '1.5']) {
      expect(problemsOf({ EVENT_LOOP_STALL_LIMIT_MS: value, DATA_DIR: freshDataDir() })).toEqual([
        'EVENT_LOOP_STALL_LIMIT_MS: must be 0 (off) or a whole number of milliseconds from 1000',
      ]);
    }
  });

  it('lists every bad variable, one line each', () => {
    const problems = problemsOf({
      PORT: 'x',
      DATABASE_URL: 'mysql://localhost/db',
      SMTP_URL: 'nope',
      NODE_ENV: 'production',
      DATA_DIR: freshDataDir(),
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT: must be a whole number from 1 to 65535',
        'DATABASE_URL: must be a postgres:// or postgresql:// URL',
        'SMTP_URL: must be an smtp:// or smtps:// URL',
        'SESSION_SECRET: is required when NODE_ENV=production',
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('pays with the test provider unless all three Stripe keys are given', () => {
    const dataDir = freshDataDir();
    expect(loadConfig({ DATA_DIR: dataDir }).stripe).toBeUndefined();
    expect(problemsOf({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: 'sk_test_123' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY: is required with STRIPE_SECRET_KEY (payments by Stripe)',
      'STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY (payments by Stripe)',
    ]);
    expect(problemsOf({ DATA_DIR: dataDir, STRIPE_PUBLISHABLE_KEY: 'sk_test_123' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY: must start with pk_test_ or pk_live_',
    ]);
    const config = loadConfig({
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_456',
      STRIPE_WEBHOOK_SECRET: 'whsec_789',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_456',
      webhookSecret: 'whsec_789',
      apiUrl: undefined,
    });
  });

  it('refuses a Stripe double (STRIPE_API_URL) in production', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        DATA_DIR: freshDataDir(),
        SESSION_SECRET: 'x'.repeat(32),
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }),
    ).toEqual([
      'STRIPE_API_URL: is for tests against a local double and may not be set when NODE_ENV=production',
    ]);
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'admin@example.it', DATA_DIR: freshDataDir() })).toEqual([
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    ]);
    expect(
      problemsOf({
        ADMIN_EMAIL: 'not-an-email',
        ADMIN_PASSWORD: 'long-enough-password',
        DATA_DIR: freshDataDir(),
      }),
    ).toEqual(['ADMIN_EMAIL: must be an email address']);
  });

  it('generates a session secret once and keeps it in DATA_DIR outside production', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '', DATA_DIR: freshDataDir() });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  describe('TRUST_PROXY', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };

    it('trusts no proxy unless told, in production too', () => {
      expect(loadConfig({ DATA_DIR: freshDataDir() }).trustProxy).toBe(false);
      expect(loadConfig({ ...production, DATA_DIR: freshDataDir() }).trustProxy).toBe(false);
    });

    it.each([
      ['off', false],
      ['1', 1],
      ['2', 2],
      ['127.0.0.1', ['127.0.0.1']],
      ['10.0.0.0/8, 192.168.1.10 ,::1', ['10.0.0.0/8', '192.168.1.10', '::1']],
      ['fd00::/8', ['fd00::/8']],
    ])('takes %s', (value, expected) => {
      expect(
        loadConfig({ ...production, DATA_DIR: freshDataDir(), TRUST_PROXY: value }).trustProxy,
      ).toEqual(expected);
    });

    it.each(['yes', '11', '10.0.0.0/33', '1.2.3', 'proxy.example.it', '127.0.0.1,,x'])(
      'refuses %s with one readable line',
      (value) => {
        const problems = problemsOf({ DATA_DIR: freshDataDir(), TRUST_PROXY: value });
        expect(problems).toHaveLength(1);
        expect(problems[0]).toMatch(/^TRUST_PROXY: must be off, a number of proxy hops/);
      },
    );

    it.each(['true', '0.0.0.0/0', '10.0.0.1,::/0'])(
      'refuses to start in production with %s, which trusts every client',
      (value) => {
        expect(problemsOf({ ...production, DATA_DIR: freshDataDir(), TRUST_PROXY: value })).toEqual(
          [
            'TRUST_PROXY: trusts every client to name its own address (X-Forwarded-For); give the number of proxy hops or the proxy addresses',
          ],
        );
      },
    );
  });
});

describe('shop settings for a first start (SHOP_*, decision 020)', () => {
  it('has none unless given; blank values count as not given', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).shopSettings).toEqual({});
    expect(
      loadConfig({ DATA_DIR: freshDataDir(), SHOP_COMPANY_NAME: '  ', SHOP_PEC: '' }).shopSettings,
    ).toEqual({});
  });

  it('takes every variable, normalized as the admin form keeps it', () => {
    const config = loadConfig({
      DATA_DIR: freshDataDir(),
      SHOP_COMPANY_NAME: ' Vetrina  S.r.l. ',
      SHOP_VAT_NUMBER: 'IT 12345678903',
      SHOP_REA_NUMBER: 'mi 1234567',
      SHOP_REGISTERED_OFFICE: 'Via Roma 1, 20121 Milano (MI)',
      SHOP_PEC: 'Vetrina@PEC.it',
      SHOP_PHONE: '02 1234 5678',
      SHOP_SUPPORT_EMAIL: 'assistenza@vetrina.it',
      SHOP_SUPPORT_HOURS: 'dal lunedì al sabato, dalle 9:00 alle 19:00',
    });
    expect(config.shopSettings).toEqual({
      companyName: 'Vetrina S.r.l.',
      vatNumber: '12345678903',
      reaNumber: 'MI-1234567',
      registeredOffice: 'Via Roma 1, 20121 Milano (MI)',
      pec: 'vetrina@pec.it',
      phone: '02 1234 5678',
      customerServiceEmail: 'assistenza@vetrina.it',
      customerServiceHours: 'dal lunedì al sabato, dalle 9:00 alle 19:00',
    });
  });

  it('refuses a bad value with one readable line per variable', () => {
    expect(
      problemsOf({
        DATA_DIR: freshDataDir(),
        SHOP_VAT_NUMBER: '12345678904',
        SHOP_REA_NUMBER: 'XX-1',
        SHOP_PEC: 'pec',
        SHOP_PHONE: 'chiamaci',
        SHOP_SUPPORT_EMAIL: 'aiuto@',
        SHOP_COMPANY_NAME: 'x'.repeat(121),
        SHOP_REGISTERED_OFFICE: '—',
        SHOP_SUPPORT_HOURS: 'x'.repeat(201),
      }),
    ).toEqual([
      'SHOP_COMPANY_NAME: must be the company name, at most 120 characters',
      'SHOP_VAT_NUMBER: must be a partita IVA: 11 digits (optionally after IT) with a valid check digit',
      'SHOP_REA_NUMBER: must be a REA number: a province code and up to 7 digits, e.g. MI-1234567',
      'SHOP_REGISTERED_OFFICE: must be the registered office address, at most 200 characters',
      'SHOP_PEC: must be an email address (the PEC mailbox)',
      'SHOP_PHONE: must be a phone number: 6 to 15 digits with spaces, dots, dashes, slashes or brackets, optionally after +',
      'SHOP_SUPPORT_EMAIL: must be an email address',
      'SHOP_SUPPORT_HOURS: must be at most 200 characters',
    ]);
  });
});

describe('test-only timings and limits (TEST_*)', () => {
  const testEnv = { NODE_ENV: 'test' };

  it('keeps the spec idle times and 5 registration codes per IP per hour unless told', () => {
    const config = loadConfig({ ...testEnv, DATA_DIR: freshDataDir() });
    expect(config.sessionIdle).toEqual({ logoutMs: 24 * 60 * 60 * 1000, warningMs: 60_000 });
    expect(config.registrationCodesPerIpPerHour).toBe(5);
    expect(loadConfig({ DATA_DIR: freshDataDir() }).sessionIdle).toEqual(config.sessionIdle);
  });

  it('takes them when NODE_ENV=test', () => {
    const config = loadConfig({
      ...testEnv,
      DATA_DIR: freshDataDir(),
      TEST_IDLE_LOGOUT_MS: '8000',
      TEST_IDLE_WARNING_MS: ' 3000 ',
      TEST_REGISTRATION_CODES_PER_IP_HOUR: '1000',
    });
    expect(config.sessionIdle).toEqual({ logoutMs: 8_000, warningMs: 3_000 });
    expect(config.registrationCodesPerIpPerHour).toBe(1000);
  });

  it('takes the range limits themselves', () => {
    const config = loadConfig({
      ...testEnv,
      DATA_DIR: freshDataDir(),
      TEST_IDLE_LOGOUT_MS: '5000',
      TEST_IDLE_WARNING_MS: '1000',
      TEST_REGISTRATION_CODES_PER_IP_HOUR: '100000',
    });
    expect(config.sessionIdle).toEqual({ logoutMs: 5_000, warningMs: 1_000 });
    expect(config.registrationCodesPerIpPerHour).toBe(100_000);
    expect(
      loadConfig({ ...testEnv, DATA_DIR: freshDataDir(), TEST_REGISTRATION_CODES_PER_IP_HOUR: '1' })
        .registrationCodesPerIpPerHour,
    ).toBe(1);
  });

  it('shortens the logout alone, keeping the default warning, when that still comes before it', () => {
    const config = loadConfig({
      ...testEnv,
      DATA_DIR: freshDataDir(),
      TEST_IDLE_LOGOUT_MS: '90000',
    });
    expect(config.sessionIdle).toEqual({ logoutMs: 90_000, warningMs: 60_000 });
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({
      ...testEnv,
      DATA_DIR: freshDataDir(),
      TEST_IDLE_LOGOUT_MS: '',
      TEST_REGISTRATION_CODES_PER_IP_HOUR: ' ',
    });
    expect(config.sessionIdle.logoutMs).toBe(24 * 60 * 60 * 1000);
    expect(config.registrationCodesPerIpPerHour).toBe(5);
  });

  it.each([
    ['development', {}],
    ['production', { SESSION_SECRET: 'x'.repeat(40) }],
  ])('refuses every one of them with NODE_ENV=%s, one line each', (nodeEnv, extra) => {
    expect(
      problemsOf({
        NODE_ENV: nodeEnv,
        ...extra,
        DATA_DIR: freshDataDir(),
        TEST_IDLE_LOGOUT_MS: '8000',
        TEST_IDLE_WARNING_MS: 'soon',
        TEST_REGISTRATION_CODES_PER_IP_HOUR: '1000',
      }),
    ).toEqual([
      'TEST_IDLE_LOGOUT_MS: is for tests and may only be set when NODE_ENV=test',
      'TEST_IDLE_WARNING_MS: is for tests and may only be set when NODE_ENV=test',
      'TEST_REGISTRATION_CODES_PER_IP_HOUR: is for tests and may only be set when NODE_ENV=test',
    ]);
  });

  it('refuses them without NODE_ENV, which means development', () => {
    expect(
      problemsOf({ DATA_DIR: freshDataDir(), TEST_REGISTRATION_CODES_PER_IP_HOUR: '1000' }),
    ).toEqual([
      'TEST_REGISTRATION_CODES_PER_IP_HOUR: is for tests and may only be set when NODE_ENV=test',
    ]);
  });

  it.each(['4999', '86400001', 'abc', '1.5', '-6000', '6e3'])(
    'refuses TEST_IDLE_LOGOUT_MS=%s with one readable line',
    (value) => {
      expect(
        problemsOf({ ...testEnv, DATA_DIR: freshDataDir(), TEST_IDLE_LOGOUT_MS: value }),
      ).toEqual([
        'TEST_IDLE_LOGOUT_MS: must be a whole number of milliseconds from 5000 to 86400000',
      ]);
    },
  );

  it.each(['999', '0', 'x', '2000.5'])(
    'refuses TEST_IDLE_WARNING_MS=%s with one readable line',
    (value) => {
      expect(
        problemsOf({
          ...testEnv,
          DATA_DIR: freshDataDir(),
          TEST_IDLE_LOGOUT_MS: '8000',
          TEST_IDLE_WARNING_MS: value,
        }),
      ).toEqual([
        'TEST_IDLE_WARNING_MS: must be a whole number of milliseconds from 1000 to 86400000',
      ]);
    },
  );

  it.each(['0', '100001', 'many', '10.5', '-1'])(
    'refuses TEST_REGISTRATION_CODES_PER_IP_HOUR=%s with one readable line',
    (value) => {
      expect(
        problemsOf({
          ...testEnv,
          DATA_DIR: freshDataDir(),
          TEST_REGISTRATION_CODES_PER_IP_HOUR: value,
        }),
      ).toEqual([
        'TEST_REGISTRATION_CODES_PER_IP_HOUR: must be a whole number of codes from 1 to 100000',
      ]);
    },
  );

  it('refuses a warning that does not come before the logout', () => {
    for (const warning of ['8000', '9000']) {
      expect(
        problemsOf({
          ...testEnv,
          DATA_DIR: freshDataDir(),
          TEST_IDLE_LOGOUT_MS: '8000',
          TEST_IDLE_WARNING_MS: warning,
        }),
      ).toEqual(['TEST_IDLE_WARNING_MS: must be less than the idle logout time (8000 ms)']);
    }
  });

  it('refuses a logout shortened to the default warning or less without its own warning', () => {
    expect(
      problemsOf({ ...testEnv, DATA_DIR: freshDataDir(), TEST_IDLE_LOGOUT_MS: '60000' }),
    ).toEqual([
      'TEST_IDLE_WARNING_MS: must be set below TEST_IDLE_LOGOUT_MS (60000): the default warning comes 60000 ms before the logout',
    ]);
  });
});
