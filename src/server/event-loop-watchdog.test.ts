import { spawn, type ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectPath } from './project-root';

interface Outcome {
  code: number | null;
  signal: string | null;
  stderr: string;
  ms: number;
}

/**
 * Runs `body` in a child Node process with the watchdog started (`watchdog` in the body) with
 * these limits, a number being `stallLimitMs`; `onStdout` sees each chunk the child writes to
 * stdout, with the child (to send it signals).
 */
function runChild(
  limits: number | { stallLimitMs: number; startingStallLimitMs: number },
  body: string,
  onStdout?: (text: string, child: ChildProcess) => void,
): Promise<Outcome> {
  const options = typeof limits === 'number' ? { stallLimitMs: limits } : limits;
  const source = `
    import { startEventLoopWatchdog } from ${JSON.stringify(projectPath('src/server/event-loop-watchdog.ts'))};
    const watchdog = startEventLoopWatchdog(${JSON.stringify(options)});
    ${body}
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], {
    cwd: projectPath(),
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => onStdout?.(chunk.toString(), child));
  const startedAt = Date.now();
  return new Promise((resolve) => {
    child.on('exit', (code, signal) =>
      resolve({ code, signal, stderr, ms: Date.now() - startedAt }),
    );
  });
}

/** Keeps the main thread busy for `ms` of CPU time: a pause of the process does not count. */
const BLOCK_FOR_CPU_MS = `
  const blockForCpuMs = (ms) => {
    const start = process.cpuUsage();
    for (;;) {
      const used = process.cpuUsage(start);
      if ((used.user + used.system) / 1000 >= ms) return;
    }
  };
`;

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

  it('kills a process blocked while it starts, after the longer limit of the start', async () => {
    const outcome = await runChild(
      { stallLimitMs: 1_000, startingStallLimitMs: 3_000 },
      `${BLOCK_FOR_CPU_MS}
       setTimeout(() => blockForCpuMs(20_000), 200);`,
    );
    expect(outcome.signal, outcome.stderr).toBe('SIGKILL');
    expect(outcome.ms).toBeGreaterThanOrEqual(3_000);
    expect(outcome.ms).toBeLessThan(15_000);
    expect(outcome.stderr).toMatch(/event loop blocked for \d+ ms while starting/);
  }, 30_000);

  it('allows the start its longer limit, then holds the server to the shorter one', async () => {
    // A block of 2 s while starting (limit 6 s) is let be; once started (limit 1 s), a block of
    // 20 s is not.
    let startedSeen = false;
    const outcome = await runChild(
      { stallLimitMs: 1_000, startingStallLimitMs: 6_000 },
      `${BLOCK_FOR_CPU_MS}
       setTimeout(() => {
         blockForCpuMs(2_000);
         process.stdout.write('started\\n');
         watchdog.started();
         setTimeout(() => blockForCpuMs(20_000), 500);
       }, 200);`,
      (text) => {
        if (text.includes('started')) startedSeen = true;
      },
    );
    expect(startedSeen).toBe(true);
    expect(outcome.signal, outcome.stderr).toBe('SIGKILL');
    expect(outcome.stderr).toMatch(/event loop blocked for \d+ ms:/);
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

  it('leaves a process alone that was paused as a whole for longer than the limit', async () => {
    // The process is stopped (SIGSTOP) for 4.5 s, over the 3 s limit, while its main thread is
    // in the middle of 300 ms of work: once resumed, the watcher runs before the main thread
    // can beat. It must count the pause as one check, not as 4.5 s of blocked loop.
    let paused = false;
    const outcome = await runChild(
      3_000,
      `${BLOCK_FOR_CPU_MS}
       setTimeout(() => {
         process.stdout.write('blocking\\n');
         blockForCpuMs(300);
         setTimeout(() => process.exit(0), 2_000);
       }, 1_000);`,
      (text, child) => {
        if (paused || !text.includes('blocking')) return;
        paused = true;
        child.kill('SIGSTOP');
        setTimeout(() => child.kill('SIGCONT'), 4_500);
      },
    );
    expect(paused).toBe(true);
    expect(outcome, outcome.stderr).toMatchObject({ code: 0, signal: null });
    expect(outcome.stderr).toBe('');
  }, 30_000);

  it('ignores the wall clock: a main thread whose clock reads a minute behind is left alone', async () => {
    // As after a clock change between a beat and a check: the two threads' wall clocks disagree.
    const outcome = await runChild(
      2_000,
      `const realNow = Date.now;
       Date.now = () => realNow() - 60_000;
       setTimeout(() => process.exit(0), 3_000);`,
    );
    expect(outcome, outcome.stderr).toMatchObject({ code: 0, signal: null });
    expect(outcome.stderr).toBe('');
  }, 30_000);
});
