/**
 * `npm run bench:web`: the browser app's weight and a Lighthouse run (mobile preset, Debian
 * Chromium) of the home page, the catalog and a product page, against the built shop.
 * Targets (Storefront issue): entry JS ≤ 120 KB gzip, performance ≥ 90, CLS ≤ 0.05.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildShop, startBuiltShop } from './support';

const ENTRY_GZIP_TARGET_KB = 120;
const PERFORMANCE_TARGET = 90;
const CLS_TARGET = 0.05;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const kb = (bytes: number) => bytes / 1024;

function reportBundle(): boolean {
  const assetsDir = path.join('dist', 'web', 'assets');
  const indexHtml = readFileSync(path.join('dist', 'web', 'index.html'), 'utf8');
  const entryName = /src="\/assets\/([^"]+\.js)"/.exec(indexHtml)?.[1];
  const rows = readdirSync(assetsDir)
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => {
      const content = readFileSync(path.join(assetsDir, file));
      return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  console.log('Bundle (gzip level 9):');
  for (const row of rows) {
    const tag = row.file === entryName ? '  ← entry' : '';
    console.log(
      `  ${kb(row.gzip).toFixed(1).padStart(7)} KB  (${kb(row.raw).toFixed(1).padStart(7)} KB raw)  ${row.file}${tag}`,
    );
  }
  const entry = rows.find((row) => row.file === entryName);
  if (!entry) throw new Error('entry chunk not found in index.html');
  const ok = kb(entry.gzip) <= ENTRY_GZIP_TARGET_KB;
  console.log(
    `Entry JS: ${kb(entry.gzip).toFixed(1)} KB gzip (target ≤ ${ENTRY_GZIP_TARGET_KB} KB) ${ok ? 'met' : 'NOT met'}`,
  );
  return ok;
}

async function runLighthouse(baseUrl: string): Promise<boolean> {
  const productPage = await fetch(`${baseUrl}/api/products?pageSize=1&inStock=true`).then((r) =>
    r.json(),
  );
  const pages = ['/', '/products', `/products/${productPage.items[0].slug}`];
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  let allMet = true;
  try {
    console.log('\nLighthouse (mobile preset, simulated throttling):');
    for (const pagePath of pages) {
      // The first run warms the server; the second is the one reported.
      await lighthouse(`${baseUrl}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const result = await lighthouse(`${baseUrl}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${pagePath}`);
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const cls = audit('cumulative-layout-shift');
      const met = score >= PERFORMANCE_TARGET && cls <= CLS_TARGET;
      allMet &&= met;
      console.log(
        `  ${pagePath.padEnd(60)} performance ${String(score).padStart(3)}  FCP ${(audit('first-contentful-paint') / 1000).toFixed(2)} s  LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s  TBT ${audit('total-blocking-time').toFixed(0)} ms  CLS ${cls.toFixed(3)}  ${met ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    chrome.kill();
  }
  console.log(`Targets: performance ≥ ${PERFORMANCE_TARGET}, CLS ≤ ${CLS_TARGET}`);
  return allMet;
}

buildShop();
const bundleOk = reportBundle();

const shop = await startBuiltShop('web');
let lighthouseOk: boolean;
try {
  lighthouseOk = await runLighthouse(shop.baseUrl);
} finally {
  shop.stop();
}
console.log(`\nAll web targets ${bundleOk && lighthouseOk ? 'met' : 'NOT met'}.`);
