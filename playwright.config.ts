import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// One server per run, on its own port and data folder, shared by the runner and its workers.
const port = (process.env.E2E_PORT ??= String(3200 + Math.floor(Math.random() * 2000)));
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'vetrina-e2e-')));
const baseURL = `http://127.0.0.1:${port}`;

export const E2E_ADMIN = {
  email: 'admin-e2e@vetrina.test',
  password: 'password-amministratore-e2e',
};

/**
 * The browser: CHROMIUM_PATH, else Chromium's headless shell when installed (Debian package
 * chromium-headless-shell: the same engine without the desktop browser around it, about a third
 * less CPU per page on this machine), else the full Chromium.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium');

/** The seller's details the test shop starts with; content.spec.ts finds them on the legal pages. */
export const E2E_SELLER = {
  companyName: 'Vetrina Prova S.r.l.',
  vatNumber: '12345678903',
  pec: 'vetrina@pec.esempio.it',
} as const;

const E2E_SELLER_ENV = {
  SHOP_COMPANY_NAME: E2E_SELLER.companyName,
  SHOP_VAT_NUMBER: E2E_SELLER.vatNumber,
  SHOP_REA_NUMBER: 'MI-1234567',
  SHOP_REGISTERED_OFFICE: 'Via Dante 1, 20121 Milano (MI)',
  SHOP_PEC: E2E_SELLER.pec,
  SHOP_PHONE: '02 1234 5678',
  SHOP_SUPPORT_EMAIL: 'assistenza@esempio.it',
};

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Three workers on two cores: a test spends much of its time waiting (the shop's answers,
  // timers, animations), so a third keeps the cores busy (whole suite 8.5 min, 9.8 with two).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  // The workers share two cores with the browser and the server, so a test that takes 10 s alone
  // takes two or three times that here; an accessibility scan of a long page more.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // A trace records DOM snapshots and screencast frames at every step: with it on for every
    // test the browser and its compositor spent twice the CPU. A failed test's retry records one.
    trace: 'on-first-retry',
    // One browser context per worker, reset between tests (e2e/fixtures.ts says what is put
    // back): a new context and its renderer cost about as much as a page load.
    reuseContext: true,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      // What does not depend on the screen runs on the desktop only: the routes (redirects,
      // guards, status codes), each content page opening with its title, and what the content
      // pages say (@any-screen). The content pages' footer links, section cards and
      // accessibility are still checked at phone width.
      testIgnore: 'routes.spec.ts',
      grepInvert: [/every \w+ page opens with its title and breadcrumbs/, /@any-screen/],
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // A server blocked by a stuck embedded-database query is ended soon and `npm start`
      // starts it again (decision 011), so one such fault costs one test, not the whole run.
      EVENT_LOOP_STALL_LIMIT_MS: '5000',
      // Every test may register its own customers: the shop's 5 codes per hour to one IP would
      // otherwise be used up by a few specs (honoured only with NODE_ENV=test).
      TEST_REGISTRATION_CODES_PER_IP_HOUR: '1000',
      // The runner and its browsers may state a client address in X-Forwarded-For, as a proxy
      // on this machine would: sessions.spec.ts shows devices in a city that way.
      TRUST_PROXY: '127.0.0.1',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The seller's details of a shop ready to open (decision 020): the legal pages state them.
      ...E2E_SELLER_ENV,
    },
  },
});
