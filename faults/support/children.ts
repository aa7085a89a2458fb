import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Every process a test file started (the shop, redis-server) that is still running. */
const started = new Set<ChildProcess>();

// A worker that exits without its afterAll still ends them.
process.once('exit', () => {
  for (const child of started) {
    if (isRunning(child)) child.kill('SIGKILL');
  }
});

const SETPRIV = '/usr/bin/setpriv';

/**
 * Starts a process that the kernel ends (SIGKILL) when this one ends, however it ends: a test
 * worker killed by an interrupted run leaves no shop or Redis behind. `setpriv` execs the
 * command, so the child's pid is the command's own.
 */
export function spawnTied(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = existsSync(SETPRIV)
    ? spawn(SETPRIV, ['--pdeathsig', 'KILL', '--', command, ...args], options)
    : spawn(command, args, options);
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
  atMs: number;
}

/** The child's end, observed from the moment it was started (so an early end is not missed). */
export function exitOf(child: ChildProcess): Promise<ExitStatus> {
  return new Promise((resolve) => {
    if (!isRunning(child)) {
      resolve({ code: child.exitCode, signal: child.signalCode, atMs: Date.now() });
      return;
    }
    child.once('exit', (code, signal) => resolve({ code, signal, atMs: Date.now() }));
  });
}
