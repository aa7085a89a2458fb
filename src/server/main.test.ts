import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectPath } from './project-root';
import { EXIT_CONFIG, EXIT_DATABASE_UNAVAILABLE } from './start-contract.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'vetrina-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the server entry point (src/server/main.ts) in a child process until it ends. */
function runServer(env: Record<string, string>, nodeOptions: string[] = []) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...nodeOptions, projectPath('src/server/main.ts')],
    {
      cwd: projectPath(),
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        SESSION_SECRET: 'main-test-secret-main-test-secret-0123',
        ...env,
      },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A port on which nothing listens. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('server start-up (main.ts)', () => {
  it('ends with the configuration exit code and the reason on an invalid configuration', async () => {
    const outcome = await runServer({ PORT: 'abc' });
    expect(outcome.code).toBe(EXIT_CONFIG);
    expect(outcome.stderr).toBe(
      'Vetrina cannot start: invalid configuration\n  PORT: must be a whole number from 1 to 65535\n',
    );
  });

  it('ends with the configuration exit code and one line on an unsupported Node.js', async () => {
    const olderNode = `data:text/javascript,Object.defineProperty(process.versions, 'node', { value: '20.18.0' });`;
    const outcome = await runServer({}, ['--import', olderNode]);
    expect(outcome.code).toBe(EXIT_CONFIG);
    expect(outcome.stderr).toBe(
      'Vetrina needs Node.js 20.19 or newer, or 22.12 or newer on Node.js 22 (this is 20.18.0)\n',
    );
  });

  it('tries an unreachable database again for STARTUP_RETRY_MS, then ends with its own exit code', async () => {
    const password = 'never-in-the-logs';
    const outcome = await runServer({
      DATABASE_URL: `postgres://vetrina:${password}@127.0.0.1:${await closedPort()}/vetrina`,
      STARTUP_RETRY_MS: '2000',
      LOG_LEVEL: 'info',
    });
    expect(outcome.code).toBe(EXIT_DATABASE_UNAVAILABLE);
    const failedTries = outcome.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; attempt?: number; reason?: string })
      .filter((entry) => entry.msg.startsWith('database not usable'));
    expect(failedTries.length).toBeGreaterThanOrEqual(3);
    expect(failedTries.map((entry) => entry.attempt)).toEqual(
      failedTries.map((_entry, index) => index + 1),
    );
    expect(failedTries[0]?.reason).toMatch(/ECONNREFUSED/);
    expect(outcome.stderr).toMatch(
      /^Vetrina cannot start: no usable database after \d+ tries in 2 s \(STARTUP_RETRY_MS\); last error: .*ECONNREFUSED/,
    );
    expect(outcome.stdout + outcome.stderr).not.toContain(password);
  });
});
