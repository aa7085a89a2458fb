/**
 * `npm run bench:web`: the browser app's weight and Lighthouse (mobile preset, simulated
 * throttling, Debian Chromium) on the home page, the catalog and a product page, against the
 * built shop.
 *
 * Weight: every chunk's gzip size (level 9), and the sum over what the first page load fetches
 * before the app can start: the entry script of index.html plus the scripts it modulepreloads
 * (all that runs before the first paint), plus the chunks of the app's start-up module, which the
 * entry script imports after the first paint (main.tsx and what it imports statically, read from
 * the build's manifest; decision 029).
 * Lighthouse: each page once to warm the server (not reported), then BENCH_WEB_RUNS times (3 by
 * default); the median of each figure over those runs is reported, beside every run's figures.
 * Beside the five figures, each run prints its longest main-thread task that ends after the
 * first paint (Lighthouse's simulated `long-tasks`): the task a blocking time is made of; and
 * the page's number of elements (`dom-size`), which styles, layout and hydration walk.
 * A run that gives no figures (a Lighthouse runtime error such as NO_FCP, which a starved machine
 * can cause) is printed and run again, at most twice per page.
 *
 * Targets: entry + modulepreloads + app start-up ≤ 100 KB gzip; per page, performance score ≥ 95,
 * FCP ≤ 1.2 s, TBT ≤ 100 ms, CLS ≤ 0.02 (medians).
 *
 * Environment:
 *   CHROMIUM_PATH   default /usr/bin/chromium
 *   BENCH_WEB_RUNS  measured Lighthouse runs per page, default 3
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  CLIENT_MANIFEST_FILE,
  createPageAssets,
  type ClientManifest,
} from '../src/server/ssr/page-renderer';
import { buildShop, percentile, startBuiltShop } from './support';

const STARTUP_GZIP_TARGET_KB = 100;
const SCORE_TARGET = 95;
const FCP_TARGET_MS = 1_200;
const TBT_TARGET_MS = 100;
const CLS_TARGET = 0.02;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** Runs of a page that may give no figures (and are run again) before the page counts as failed. */
const MAX_FAILED_RUNS = 2;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const kb = (bytes: number) => bytes / 1024;
const formatLoad = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** The attribute `name` of an HTML tag's text, e.g. href of `<link rel=… href="…">`. */
function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
}

/** The entry script of index.html and the scripts it modulepreloads, as asset file names. */
function startupScripts(indexHtml: string): { entry: string; preloads: string[] } {
  const assetName = (url: string | null) =>
    url?.startsWith('/assets/') ? url.slice('/assets/'.length) : null;
  const entry = [...indexHtml.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'type') === 'module')
    .map((tag) => assetName(attribute(tag, 'src')))
    .find((name) => name !== null);
  if (!entry) throw new Error('entry script not found in index.html');
  const preloads = [...indexHtml.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'rel') === 'modulepreload')
    .map((tag) => assetName(attribute(tag, 'href')))
    .filter((name): name is string => name !== null);
  return { entry, preloads };
}

function reportBundle(): boolean {
  const assetsDir = path.join('dist', 'web', 'assets');
  const { entry, preloads } = startupScripts(
    readFileSync(path.join('dist', 'web', 'index.html'), 'utf8'),
  );
  const manifest = JSON.parse(
    readFileSync(path.join('dist', 'ssr', CLIENT_MANIFEST_FILE), 'utf8'),
  ) as ClientManifest;
  // The app's start (main.tsx's chunks, which boot.ts imports), as the server lists it for a
  // rendered page that needs nothing more.
  const appStart = createPageAssets(manifest)([]).moduleUrls.map((url) =>
    url.slice('/assets/'.length),
  );
  const rows = readdirSync(assetsDir)
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => {
      const content = readFileSync(path.join(assetsDir, file));
      return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  console.log('Bundle (gzip level 9):');
  for (const row of rows) {
    const tag =
      row.file === entry
        ? '  ← entry'
        : preloads.includes(row.file)
          ? '  ← modulepreload'
          : appStart.includes(row.file)
            ? '  ← app start-up'
            : '';
    console.log(
      `  ${kb(row.gzip).toFixed(1).padStart(7)} KB  (${kb(row.raw).toFixed(1).padStart(7)} KB raw)  ${row.file}${tag}`,
    );
  }
  const gzipOf = (file: string) => {
    const row = rows.find((candidate) => candidate.file === file);
    if (!row) throw new Error(`${file} is named in index.html but not in dist/web/assets`);
    return row.gzip;
  };
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipOf(file), 0);
  const beforePaintGzip = sum([entry, ...preloads]);
  const startupGzip = beforePaintGzip + sum(appStart);
  const ok = kb(startupGzip) <= STARTUP_GZIP_TARGET_KB;
  console.log(
    `Entry JS before the first paint (entry and its ${preloads.length} modulepreloads): ${kb(beforePaintGzip).toFixed(1)} KB gzip`,
  );
  console.log(
    `Entry JS with the app's start-up (${appStart.length} more chunks): ${kb(startupGzip).toFixed(1)} KB gzip (target ≤ ${STARTUP_GZIP_TARGET_KB} KB) ${ok ? 'met' : 'NOT met'}`,
  );
  return ok;
}

/** The part of Lighthouse's `long-tasks` audit read here (simulated times, in ms). */
interface LongTasksDetails {
  items: Array<{ startTime: number; duration: number }>;
}

interface PageFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The longest main-thread task that ends after the first paint (Lighthouse's long tasks). */
  longestTaskMs: number;
  /** The page's elements once loaded (Lighthouse's `dom-size`). */
  elements: number;
}

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

function medianFigures(runs: PageFigures[]): PageFigures {
  return {
    score: median(runs.map((run) => run.score)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    longestTaskMs: median(runs.map((run) => run.longestTaskMs)),
    elements: median(runs.map((run) => run.elements)),
  };
}

/** Which targets the figures miss; empty when every one is met. */
function missedTargets(figures: PageFigures): string[] {
  const missed: string[] = [];
  if (figures.score < SCORE_TARGET) missed.push('score');
  if (figures.fcpMs > FCP_TARGET_MS) missed.push('FCP');
  if (figures.tbtMs > TBT_TARGET_MS) missed.push('TBT');
  if (figures.cls > CLS_TARGET) missed.push('CLS');
  return missed;
}

const describe = (figures: PageFigures) =>
  `score ${String(figures.score).padStart(3)}  FCP ${(figures.fcpMs / 1000).toFixed(2)} s  LCP ${(figures.lcpMs / 1000).toFixed(2)} s  TBT ${figures.tbtMs.toFixed(0).padStart(4)} ms  CLS ${figures.cls.toFixed(3)}  longest task ${figures.longestTaskMs.toFixed(0).padStart(4)} ms  elements ${figures.elements.toFixed(0).padStart(5)}`;

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
  /** One Lighthouse run: its figures, or why it gave none (e.g. NO_FCP on a starved machine). */
  const audit = async (pagePath: string): Promise<PageFigures | { failure: string }> => {
    const result = await lighthouse(`${baseUrl}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) return { failure: 'no Lighthouse result' };
    if (lhr.runtimeError)
      return { failure: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined) return { failure: 'no performance score' };
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const fcpMs = value('first-contentful-paint');
    const longTasks =
      (lhr.audits['long-tasks']?.details as LongTasksDetails | undefined)?.items ?? [];
    const longestTaskMs = Math.max(
      0,
      ...longTasks
        .filter((task) => task.startTime + task.duration > fcpMs)
        .map((task) => task.duration),
    );
    return {
      score: Math.round(score * 100),
      fcpMs,
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      longestTaskMs,
      elements: value('dom-size'),
    };
  };
  let allMet = true;
  try {
    console.log(
      `\nLighthouse (mobile preset, simulated throttling): median of ${RUNS} runs per page, after one warm-up run`,
    );
    for (const pagePath of pages) {
      console.log(`  ${pagePath}`);
      await audit(pagePath);
      // A run that gave no figures is shown and replaced, up to MAX_FAILED_RUNS times a page.
      const runs: PageFigures[] = [];
      let failedRuns = 0;
      while (runs.length < RUNS && failedRuns <= MAX_FAILED_RUNS) {
        const run = await audit(pagePath);
        if ('failure' in run) {
          failedRuns += 1;
          console.log(`    failed  ${run.failure}`);
          continue;
        }
        runs.push(run);
        console.log(`    run ${runs.length}   ${describe(run)}`);
      }
      if (runs.length < RUNS) {
        allMet = false;
        console.log(`    NOT measured: ${runs.length} of ${RUNS} runs gave figures`);
        continue;
      }
      const figures = medianFigures(runs);
      const missed = missedTargets(figures);
      allMet &&= missed.length === 0;
      console.log(
        `    median  ${describe(figures)}  ${missed.length === 0 ? 'met' : `NOT met (${missed.join(', ')})`}`,
      );
    }
  } finally {
    chrome.kill();
  }
  console.log(
    `Targets (medians): score ≥ ${SCORE_TARGET}, FCP ≤ ${FCP_TARGET_MS / 1000} s, TBT ≤ ${TBT_TARGET_MS} ms, CLS ≤ ${CLS_TARGET}`,
  );
  return allMet;
}

const loadAtStart = formatLoad();
console.log(`load average (1 / 5 / 15 min) at start: ${loadAtStart}`);
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
console.log(`load average (1 / 5 / 15 min) at start: ${loadAtStart}; at end: ${formatLoad()}`);
