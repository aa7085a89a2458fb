import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { connect } from 'node:net';
import { exitOf, isRunning, spawnTied } from './children';
import { waitFor, within } from './wait';

/** A redis-server of a test file's own, without persistence: a restart starts empty. */
export interface RedisServer {
  port: number;
  url: string;
  isRunning(): boolean;
  /** Stops it (SIGTERM) and waits until it has ended. */
  stop(): Promise<void>;
}

const READY_WITHIN_MS = 10_000;
const STOP_WITHIN_MS = 5_000;
const PING_TIMEOUT_MS = 1_000;

/** True when a server on the port answers PING with PONG. */
export function pingRedis(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let received = '';
    const finish = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(PING_TIMEOUT_MS, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n')) finish(received.startsWith('+PONG'));
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (!isRunning(child)) return;
  const exited = exitOf(child);
  child.kill('SIGTERM');
  try {
    await within(exited, STOP_WITHIN_MS, 'redis-server stopping');
  } catch {
    child.kill('SIGKILL');
    await exited;
  }
}

export async function startRedis(port: number, logFile: string): Promise<RedisServer> {
  const log = openSync(logFile, 'a');
  const child = spawnTied(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ],
    { stdio: ['ignore', log, log] },
  );
  closeSync(log);
  try {
    await waitFor(
      `redis-server on port ${String(port)} answering PING`,
      async () => {
        if (!isRunning(child)) throw new Error(`redis-server ended at start; see ${logFile}`);
        return (await pingRedis(port))
          ? { done: true, value: true }
          : { done: false, observed: 'no PONG' };
      },
      { timeoutMs: READY_WITHIN_MS, intervalMs: 50 },
    );
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    port,
    url: `redis://127.0.0.1:${String(port)}`,
    isRunning: () => isRunning(child),
    stop: () => stopChild(child),
  };
}
