/**
 * Time from `npm start` (scripts/start.mjs) to a ready shop: a first start on an empty
 * DATA_DIR (migrations + seeding; the build too when `--cold` removes dist/) and a later start.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const cold = process.argv.includes('--cold');
const port = String(4100 + Math.floor(Math.random() * 500));
const dataDir = mkdtempSync(path.join(tmpdir(), 'vetrina-bench-start-'));

async function timeStart(label: string): Promise<number> {
  const started = performance.now();
  const child = spawn('node', ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SESSION_SECRET: 'b'.repeat(40),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (child.exitCode !== null)
        throw new Error(`${label}: server exited with ${child.exitCode}`);
      if (performance.now() - started > 240_000) throw new Error(`${label}: not ready after 240 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`${label}: ${seconds.toFixed(2)} s to serve the home page`);
    return seconds;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

if (cold) rmSync('dist', { recursive: true, force: true });
await timeStart(cold ? 'first start (build + migrate + seed)' : 'first start (migrate + seed)');
await timeStart('later start');
rmSync(dataDir, { recursive: true, force: true });
