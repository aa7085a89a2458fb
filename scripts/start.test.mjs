// `npm start` end to end, with a stand-in for the server: each run of it follows the next step
// of a plan (exit with a code, report ready, wait for SIGTERM) and notes what it did in a file.
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EXIT_CONFIG,
  EXIT_DATABASE_UNAVAILABLE,
  missingServerFlags,
} from '../src/server/start-contract.mjs';

const START_SCRIPT = fileURLToPath(new URL('./start.mjs', import.meta.url));
const CONTRACT = fileURLToPath(new URL('../src/server/start-contract.mjs', import.meta.url));

const FAKE_SERVER = `
import { appendFileSync, readFileSync } from 'node:fs';
import { READY_MESSAGE } from ${JSON.stringify(CONTRACT)};
const note = (line) => appendFileSync(process.env.FAKE_NOTES, line + '\\n');
const run = readFileSync(process.env.FAKE_NOTES, 'utf8').split('\\n').filter((l) => l.startsWith('start ')).length;
const step = JSON.parse(process.env.FAKE_PLAN)[run];
note('start ' + Date.now());
if (step.noteHeap) note('heap ' + (await import('node:v8')).getHeapStatistics().heap_size_limit);
if (step.noteHeap) note('flags ' + JSON.stringify(process.execArgv));
if (step.stderr) process.stderr.write(step.stderr + '\\n');
process.on('SIGTERM', () => { note('stopped by SIGTERM'); process.exit(0); });
if (step.ready) {
  process.send(READY_MESSAGE, () => {
    note('ready');
    if (step.exit !== undefined) process.exit(step.exit);
  });
} else if (step.exit !== undefined) {
  process.exit(step.exit);
}
setInterval(() => {}, 1_000);
`;

let workDir;
afterEach(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Starts the supervisor on a stand-in server that follows `plan`, one step per run. */
function supervise(plan, execArgv = []) {
  workDir = mkdtempSync(path.join(tmpdir(), 'vetrina-start-'));
  const notesFile = path.join(workDir, 'notes.txt');
  const serverScript = path.join(workDir, 'fake-server.mjs');
  writeFileSync(notesFile, '');
  writeFileSync(serverScript, FAKE_SERVER);
  const supervisor = fork(START_SCRIPT, {
    env: {
      ...process.env,
      VETRINA_SERVER_SCRIPT: serverScript,
      FAKE_NOTES: notesFile,
      FAKE_PLAN: JSON.stringify(plan),
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    execArgv,
  });
  let stderr = '';
  supervisor.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  const ended = new Promise((resolve) =>
    supervisor.on('exit', (code, signal) => resolve({ code, signal, stderr })),
  );
  const notes = () => readFileSync(notesFile, 'utf8').split('\n').filter(Boolean);
  /** Resolves with the notes once `predicate` holds for them. */
  const waitForNotes = async (predicate) => {
    const giveUpAt = Date.now() + 20_000;
    while (!predicate(notes())) {
      if (Date.now() > giveUpAt) throw new Error(`notes never matched: ${notes().join(' | ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return notes();
  };
  return { supervisor, ended, notes, waitForNotes };
}

const startTimes = (notes) =>
  notes.filter((line) => line.startsWith('start ')).map((line) => Number(line.split(' ')[1]));

describe('npm start (scripts/start.mjs)', () => {
  it('gives up at once when a fresh server reports a configuration error, after its reason', async () => {
    const { ended, notes } = supervise([
      { stderr: 'PORT: must be a whole number from 1 to 65535', exit: EXIT_CONFIG },
    ]);
    const outcome = await ended;
    expect(outcome.code).toBe(EXIT_CONFIG);
    expect(outcome.stderr).toContain('PORT: must be a whole number from 1 to 65535');
    expect(outcome.stderr).toContain('Not trying again');
    expect(startTimes(notes())).toHaveLength(1);
  });

  it('refuses to run on an unsupported Node.js with one line, starting nothing', async () => {
    const olderNode = `data:text/javascript,Object.defineProperty(process.versions, 'node', { value: '22.11.0' });`;
    const { ended, notes } = supervise([{ ready: true }], ['--import', olderNode]);
    const outcome = await ended;
    expect(outcome.code).toBe(EXIT_CONFIG);
    expect(outcome.stderr).toBe(
      'Vetrina needs Node.js 20.19 or newer, or 22.12 or newer on Node.js 22 (this is 22.11.0)\n',
    );
    expect(notes()).toEqual([]);
  });

  it('runs the server with its Node.js flags, its heap capped (decisions 028 and 033)', async () => {
    const { supervisor, ended, waitForNotes } = supervise([{ ready: true, noteHeap: true }]);
    const notes = await waitForNotes((lines) => lines.includes('ready'));
    const limit = Number(notes.find((line) => line.startsWith('heap '))?.split(' ')[1]);
    // Node's own default on this machine's memory is several times larger.
    expect(limit).toBeGreaterThan(1024 * 1024 * 1024);
    expect(limit).toBeLessThan(1.25 * 1024 * 1024 * 1024);
    const flags = JSON.parse(notes.find((line) => line.startsWith('flags '))?.slice(6) ?? '[]');
    expect(missingServerFlags(flags)).toEqual([]);
    supervisor.kill('SIGTERM');
    expect((await ended).code).toBe(0);
  });

  it('starts a server whose database is down again, waiting longer each time, until it is up', async () => {
    const { supervisor, ended, waitForNotes } = supervise([
      { exit: EXIT_DATABASE_UNAVAILABLE },
      { exit: EXIT_DATABASE_UNAVAILABLE },
      { ready: true },
    ]);
    const notes = await waitForNotes((lines) => lines.includes('ready'));
    const [first, second, third] = startTimes(notes);
    // 1 s, then 2 s (plus the time the stand-in takes to start).
    expect(second - first).toBeGreaterThanOrEqual(1_000);
    expect(second - first).toBeLessThan(2_000);
    expect(third - second).toBeGreaterThanOrEqual(2_000);
    expect(third - second).toBeLessThan(3_500);

    supervisor.kill('SIGTERM');
    const outcome = await ended;
    expect(outcome.code).toBe(0);
    expect(await waitForNotes((lines) => lines.includes('stopped by SIGTERM'))).toHaveLength(5);
  });

  it('starts a server that had been up again, even when it then reports a configuration error', async () => {
    const { supervisor, ended, waitForNotes } = supervise([
      { ready: true, exit: EXIT_CONFIG },
      { ready: true },
    ]);
    const notes = await waitForNotes((lines) => lines.filter((l) => l === 'ready').length === 2);
    expect(startTimes(notes)).toHaveLength(2);
    supervisor.kill('SIGTERM');
    expect((await ended).code).toBe(0);
  });
});
