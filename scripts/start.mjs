// `npm start`: builds when the sources changed since the last build, then runs the server in a
// child process and starts it again whenever it ends unexpectedly (decisions 011 and 013): ended
// by the event-loop watchdog, out of patience with an unreachable database, crashed. The delay
// grows from 1 s to 30 s and starts over once the server has been ready for a minute. It gives
// up only when a server that has never started reports a configuration error (exit code 78),
// after the server printed the reason. SIGINT and SIGTERM are passed on; the server's exit code
// becomes this process's.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  EXIT_CONFIG,
  READY_MESSAGE,
  SERVER_NODE_FLAGS,
  unsupportedNodeMessage,
} from '../src/server/start-contract.mjs';
import { isBuildCurrent } from './build-stamp.mjs';
import { decideAfterEnd, INITIAL_HISTORY } from './restart-policy.mjs';

// Before the build: on an older Node.js the build tools fail in far less readable ways.
const unsupportedNode = unsupportedNodeMessage(process.versions.node);
if (unsupportedNode) {
  console.error(unsupportedNode);
  process.exit(EXIT_CONFIG);
}

// Another script to supervise instead of the built server: the supervisor's own tests.
const serverScript = process.env.VETRINA_SERVER_SCRIPT;
if (!serverScript && !isBuildCurrent()) {
  console.log('Building Vetrina (first start or sources changed)…');
  const { buildAll } = await import('./build.mjs');
  await buildAll();
}
const serverPath =
  serverScript ?? fileURLToPath(new URL('../dist/server/main.js', import.meta.url));

let history = INITIAL_HISTORY;
let stopping = false;
let server;

function start() {
  let readyAt = null;
  // The server's own Node.js flags (decision 028) after any the supervisor was given.
  server = fork(serverPath, {
    stdio: 'inherit',
    execArgv: [...process.execArgv, ...SERVER_NODE_FLAGS],
  });
  server.on('message', (message) => {
    if (message === READY_MESSAGE) readyAt ??= performance.now();
  });
  // 'close' rather than 'exit': it comes after the IPC channel closed, so a ready message the
  // server sent just before ending has been seen.
  server.on('close', (code, signal) => {
    if (stopping) process.exit(code ?? 1);
    const readyForMs = readyAt === null ? null : performance.now() - readyAt;
    const decision = decideAfterEnd(history, { code, signal, readyForMs });
    const how = signal ?? `exit code ${code}`;
    if (!decision.restart) {
      if (decision.exitCode === EXIT_CONFIG) {
        console.error(`Vetrina did not start (${how}): see the reason above. Not trying again.`);
      }
      process.exit(decision.exitCode);
    }
    history = decision.history;
    console.error(
      `Vetrina ended unexpectedly (${how}); starting it again in ${decision.delayMs / 1000} s.`,
    );
    setTimeout(start, decision.delayMs);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    // Every signal is passed on: the server tells a repeated delivery from a second request.
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    else process.exit(0);
  });
}

start();
