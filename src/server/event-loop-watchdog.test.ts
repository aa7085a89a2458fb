import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectPath } from './project-root';

/** Runs `body` in a child Node process with the watchdog started at `stallLimitMs`. */
function runChild(stallLimitMs: number, body: string) {
  const source = `
    import { startEventLoopWatchdog } from ${JSON.stringify(projectPath('src/server/event-loop-watchdog.ts'))};
    startEventLoopWatchdog({ stallLimitMs: ${stallLimitMs} });
    ${body}
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], {
    cwd: projectPath(),
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const startedAt = Date.now();
  return new Promise<{ code: number | null; signal: string | null; stderr: string; ms: number }>(
    (resolve) => {
      child.on('exit', (code, signal) =>
        resolve({ code, signal, stderr, ms: Date.now() - startedAt }),
      );
    },
  );
}

describe('event-loop watchdog', () => {
  it('kills a process whose event loop stays blocked, saying why on stderr', async () => {
    // Blocks for 20 s unless killed; the limit is 1 s.
    const outcome = await runChild(
      1_000,
      'setTimeout(() => { const end = Date.now() + 20_000; while (Date.now() < end); }, 200);',
    );
    expect(outcome.signal, outcome.stderr).toBe('SIGKILL');
    expect(outcome.ms).toBeLessThan(15_000);
    expect(outcome.stderr).toMatch(/event loop blocked for \d+ ms/);
  }, 30_000);

  it('leaves a busy but responsive process alone, and never keeps it alive', async () => {
    // Blocks of 300 ms for 2.5 s, then the process ends by itself. The limit is far above the
    // blocks, so that a machine busy with other tests cannot make the beat look late.
    const outcome = await runChild(
      5_000,
      `const until = Date.now() + 2_500;
       const tick = () => { const end = Date.now() + 300; while (Date.now() < end); if (Date.now() < until) setTimeout(tick, 50); };
       tick();`,
    );
    expect(outcome).toMatchObject({ code: 0, signal: null });
    expect(outcome.stderr).toBe('');
  }, 30_000);
});
