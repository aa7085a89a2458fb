// `npm test`: typecheck, lint and format check (side by side), unit + API tests, then the browser
// suite.
// The browser suite needs Chromium (CHROMIUM_PATH, else /usr/bin/chromium-headless-shell, the
// lighter headless shell, else /usr/bin/chromium); it is skipped with a notice when absent,
// unless REQUIRE_BROWSER_TESTS=1 (CI) makes its absence a failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Runs checks side by side (each keeps mostly one core busy), then prints each one's output
 * whole, in order; fails when any failed.
 */
async function runTogether(checks) {
  const results = await Promise.all(
    checks.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (status) => resolve({ label, status, output: Buffer.concat(output) }));
        }),
    ),
  );
  let failed = false;
  for (const { label, status, output } of results) {
    console.log(`\n▶ ${label}`);
    process.stdout.write(output);
    if (status !== 0) {
      console.error(`✖ ${label} failed`);
      failed = true;
    }
  }
  if (failed) process.exit(1);
}

await runTogether([
  ['Typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['Lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['Format', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
]);
run('Unit and API tests', 'npx', ['vitest', 'run']);

const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
if (existsSync(chromium)) {
  run('Build', 'node', ['scripts/build.mjs']);
  run('Browser tests (Chromium)', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium });
} else if (process.env.REQUIRE_BROWSER_TESTS === '1') {
  console.error(`✖ Browser tests required but Chromium was not found at ${chromium}`);
  process.exit(1);
} else {
  console.log(
    `\n⚠ Browser tests skipped: Chromium not found at ${chromium}. Install it with "apt-get install -y chromium-headless-shell" (or chromium, or set CHROMIUM_PATH) to run them.`,
  );
}
