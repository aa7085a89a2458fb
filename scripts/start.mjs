// `npm start`: builds when the sources changed since the last build, then runs the server in a
// child process and starts it again if it dies unexpectedly (decision 011: the event-loop
// watchdog ends a server blocked by a stuck embedded-database query). SIGINT and SIGTERM are
// passed on; the server's exit code becomes this process's.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isBuildCurrent } from './build-stamp.mjs';

/** More unexpected ends than this within the window: something is wrong, stop trying. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 5 * 60_000;
/** A server that ends this soon after starting failed to start: not worth another try. */
const MIN_UPTIME_MS = 10_000;
const RESTART_DELAY_MS = 1_000;

if (!isBuildCurrent()) {
  console.log('Building Vetrina (first start or sources changed)…');
  const { buildAll } = await import('./build.mjs');
  await buildAll();
}

const serverPath = fileURLToPath(new URL('../dist/server/main.js', import.meta.url));
const restarts = [];
let stopping = false;
let server;

function start() {
  const startedAt = Date.now();
  server = fork(serverPath, { stdio: 'inherit' });
  server.on('exit', (code, signal) => {
    if (stopping) process.exit(code ?? 1);
    const unexpected = signal !== null || (code !== 0 && Date.now() - startedAt >= MIN_UPTIME_MS);
    const now = Date.now();
    while (restarts.length > 0 && now - restarts[0] > RESTART_WINDOW_MS) restarts.shift();
    if (!unexpected || restarts.length >= MAX_RESTARTS) {
      process.exit(code ?? 1);
    }
    restarts.push(now);
    console.error(
      `Vetrina ended unexpectedly (${signal ?? `exit code ${code}`}); starting it again in ${RESTART_DELAY_MS / 1000} s.`,
    );
    setTimeout(start, RESTART_DELAY_MS);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    if (server && server.exitCode === null && server.signalCode === null) server.kill(signal);
    else process.exit(0);
  });
}

start();
