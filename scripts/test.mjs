// `npm test`: typecheck, lint, format check, unit + API tests, then the browser suite.
// The browser suite needs Chromium (CHROMIUM_PATH, else /usr/bin/chromium-headless-shell, the
// lighter headless shell, else /usr/bin/chromium); it is skipped with a notice when absent,
// unless REQUIRE_BROWSER_TESTS=1 (CI) makes its absence a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

run('Typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('Lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('Format', 'npx', ['prettier', '--check', '--log-level=warn', '.']);
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
