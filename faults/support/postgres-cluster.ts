import { spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';

/**
 * A PostgreSQL cluster of the fault suite's own, so that pausing or stopping it never touches
 * the machine's shared server. It runs as the `postgres` user (PostgreSQL refuses root), with
 * trust authentication, listening on 127.0.0.1 only.
 */
export interface PostgresCluster {
  /** The temporary folder holding the data directory, the socket and the server log. */
  rootDir: string;
  dataDir: string;
  binDir: string;
  port: number;
}

const POSTGRES_USER = 'postgres';
const POSTGRES_ROOT = '/usr/lib/postgresql';
const START_TIMEOUT_S = 30;

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${String(result.status)}`}):\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

function runAsPostgres(args: string[]): string {
  return run('runuser', ['-u', POSTGRES_USER, '--', ...args]);
}

/** The newest installed major version's binaries (/usr/lib/postgresql/<major>/bin). */
export function findPostgresBinDir(): string {
  const majors = existsSync(POSTGRES_ROOT)
    ? readdirSync(POSTGRES_ROOT)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const binDir = majors
    .map((major) => path.join(POSTGRES_ROOT, major, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!binDir) throw new Error(`no PostgreSQL server binaries under ${POSTGRES_ROOT}`);
  return binDir;
}

function postgresIds(): { uid: number; gid: number } {
  return {
    uid: Number(run('id', ['-u', POSTGRES_USER]).trim()),
    gid: Number(run('id', ['-g', POSTGRES_USER]).trim()),
  };
}

/** Creates and starts a cluster in a new folder under `parentDir`. */
export function startPostgresCluster(parentDir: string, port: number): PostgresCluster {
  const binDir = findPostgresBinDir();
  const { uid, gid } = postgresIds();
  const rootDir = mkdtempSync(path.join(parentDir, 'postgres-'));
  chownSync(rootDir, uid, gid);
  const dataDir = path.join(rootDir, 'data');
  const socketDir = path.join(rootDir, 'socket');
  mkdirSync(socketDir);
  chownSync(socketDir, uid, gid);
  const cluster = { rootDir, dataDir, binDir, port };
  try {
    runAsPostgres([
      path.join(binDir, 'initdb'),
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      POSTGRES_USER,
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    runAsPostgres([
      path.join(binDir, 'pg_ctl'),
      '-D',
      dataDir,
      '-l',
      path.join(rootDir, 'postgres.log'),
      '-o',
      `-p ${String(port)} -k ${socketDir} -c listen_addresses=127.0.0.1`,
      '-w',
      '-t',
      String(START_TIMEOUT_S),
      'start',
    ]);
  } catch (error) {
    removePostgresCluster(cluster);
    throw error;
  }
  return cluster;
}

function postmasterPid(cluster: PostgresCluster): number | null {
  const pidFile = path.join(cluster.dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function childPids(pid: number): number[] {
  // `ps` exits 1 when the process has no children: that is an answer, not a failure.
  const result = spawnSync('ps', ['--ppid', String(pid), '-o', 'pid='], { encoding: 'utf8' });
  return result.stdout
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => Number.isInteger(child) && child > 0);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    // A backend that ended between the listing and the signal is fine.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * Freezes the whole server, as a hung host would: the postmaster first (so it forks no new
 * backend meanwhile), then every child process. Connections stay open and nothing answers.
 * Returns the frozen process ids.
 */
export function pausePostgres(cluster: PostgresCluster): number[] {
  const pid = postmasterPid(cluster);
  if (pid === null) throw new Error('PostgreSQL is not running (no postmaster.pid)');
  signal(pid, 'SIGSTOP');
  const children = childPids(pid);
  for (const child of children) signal(child, 'SIGSTOP');
  return [pid, ...children];
}

/** Lets every process of the server run again (harmless when nothing is paused). */
export function resumePostgres(cluster: PostgresCluster): void {
  const pid = postmasterPid(cluster);
  if (pid === null) return;
  for (const child of childPids(pid)) signal(child, 'SIGCONT');
  signal(pid, 'SIGCONT');
}

/** Stops the server at once (its data is thrown away) and deletes its folder. */
export function removePostgresCluster(cluster: PostgresCluster): void {
  try {
    if (postmasterPid(cluster) !== null) {
      resumePostgres(cluster);
      runAsPostgres([
        path.join(cluster.binDir, 'pg_ctl'),
        '-D',
        cluster.dataDir,
        '-m',
        'immediate',
        '-w',
        '-t',
        String(START_TIMEOUT_S),
        'stop',
      ]);
    }
  } finally {
    rmSync(cluster.rootDir, { recursive: true, force: true });
  }
}

export function postgresUrl(cluster: PostgresCluster, database: string): string {
  return `postgres://${POSTGRES_USER}@127.0.0.1:${String(cluster.port)}/${database}`;
}
