import { readFileSync } from 'node:fs';
import { localPostgresCpuMs, MS_PER_TICK, procCpuMs } from './support';

/**
 * Where a measurement's CPU time went, read from /proc around it: the server under test (all
 * its threads, and its main thread alone), every PostgreSQL process, this benchmark's own
 * process (the load generator) and the whole machine. Throughput follows the machine's speed
 * and load; CPU time per request follows the code, so it compares runs made at different times.
 */
export interface CpuSnapshot {
  /** Microseconds of CPU time so far; null where /proc or the process is not there. */
  server: number | null;
  serverMain: number | null;
  postgres: number | null;
  generator: number;
  /** Every CPU's busy time (all but idle, I/O wait and time stolen by the host). */
  machine: number | null;
}

export type CpuPerRequest = CpuSnapshot;

const micros = (ms: number | null) => (ms === null ? null : ms * 1000);

function machineCpu(): number | null {
  let line: string | undefined;
  try {
    line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  } catch {
    return null;
  }
  if (!line?.startsWith('cpu ')) return null;
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = line
    .slice(4)
    .trim()
    .split(/\s+/)
    .map(Number);
  return (user + nice + system + irq + softirq) * MS_PER_TICK * 1000;
}

export function readCpuSnapshot(serverPid: number | null): CpuSnapshot {
  const { user, system } = process.cpuUsage();
  return {
    server: serverPid === null ? null : micros(procCpuMs(`/proc/${serverPid}/stat`)),
    serverMain:
      serverPid === null ? null : micros(procCpuMs(`/proc/${serverPid}/task/${serverPid}/stat`)),
    postgres: micros(localPostgresCpuMs()),
    generator: user + system,
    machine: machineCpu(),
  };
}

/** CPU microseconds per request between two snapshots. */
export function cpuPerRequest(
  before: CpuSnapshot,
  after: CpuSnapshot,
  requests: number,
): CpuPerRequest {
  const per = (start: number | null, end: number | null) =>
    start === null || end === null || requests === 0 ? null : (end - start) / requests;
  return {
    server: per(before.server, after.server),
    serverMain: per(before.serverMain, after.serverMain),
    postgres: per(before.postgres, after.postgres),
    generator: per(before.generator, after.generator) ?? 0,
    machine: per(before.machine, after.machine),
  };
}

/** "server 1,381 (main 1,100) · PostgreSQL 794 · generator 310 · machine 3,058", in µs. */
export function describeCpu(cpu: CpuPerRequest): string {
  const us = (value: number | null) =>
    value === null ? '—' : Math.round(value).toLocaleString('en');
  const parts = [
    ...(cpu.server === null ? [] : [`server ${us(cpu.server)} (main ${us(cpu.serverMain)})`]),
    `PostgreSQL ${us(cpu.postgres)}`,
    `generator ${us(cpu.generator)}`,
    `machine ${us(cpu.machine)}`,
  ];
  return parts.join(' · ');
}
