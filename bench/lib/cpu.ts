import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/**
 * Where the CPU went during a phase, from /proc (Linux; elsewhere the machine, PostgreSQL and
 * Redis figures are null): the whole machine, this process, and the PostgreSQL and Redis
 * server processes, each in percent of one core (so 2 fully busy cores = 200%). On a 2-core
 * machine this says at once whether a phase was CPU-bound and who spent it. Only processes
 * alive at both ends of the phase are counted (an exited one's ticks are gone from /proc).
 */

export interface CpuShare {
  /** Busy share of all cores together (0 … 100 × cores). */
  machine: number | null;
  cores: number;
  self: number;
  postgres: number | null;
  redis: number | null;
}

const TICKS_PER_S = 100; // USER_HZ on Linux

function machineTicks(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = v[3] + (v[4] ?? 0);
    const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** utime + stime ticks per pid of every process whose command name starts with one of `names`. */
function processTicks(names: readonly string[]): Map<number, number> | null {
  let dirs: string[];
  try {
    dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const ticks = new Map<number, number>();
  for (const d of dirs) {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      if (!names.some((n) => comm.startsWith(n))) continue;
      const f = stat.slice(close + 2).split(' ');
      ticks.set(Number(d), Number(f[11]) + Number(f[12]));
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks;
}

/** Ticks spent between two snapshots by the processes alive at both (and in `only`, when given). */
function spent(a: Map<number, number> | null, b: Map<number, number> | null, only?: ReadonlySet<number>): number | null {
  if (!a || !b) return null;
  let ticks = 0;
  for (const [pid, t1] of b) {
    const t0 = a.get(pid);
    if (t0 !== undefined && (!only || only.has(pid))) ticks += t1 - t0;
  }
  return ticks;
}

export interface CpuSamplerOptions {
  /**
   * The PostgreSQL processes to count (e.g. this database's backends and the server's own
   * background processes, from pg_stat_activity); default every postgres process, which on a
   * shared machine includes other databases' work.
   */
  postgresPids?: ReadonlySet<number>;
}

export function cpuSampler(opts: CpuSamplerOptions = {}): () => CpuShare {
  const t0 = performance.now();
  const m0 = machineTicks();
  const s0 = process.cpuUsage();
  const pg0 = processTicks(['postgres']);
  const r0 = processTicks(['redis-server']);
  return () => {
    const wallS = (performance.now() - t0) / 1000;
    const m1 = machineTicks();
    const s1 = process.cpuUsage(s0);
    const pg1 = processTicks(['postgres']);
    const r1 = processTicks(['redis-server']);
    const cores = cpus().length;
    const pct = (ticks: number | null) => (ticks === null ? null : wallS > 0 ? (ticks / TICKS_PER_S / wallS) * 100 : 0);
    return {
      machine: m0 && m1 && m1.total > m0.total ? ((m1.busy - m0.busy) / (m1.total - m0.total)) * 100 * cores : null,
      cores,
      self: wallS > 0 ? ((s1.user + s1.system) / 1e6 / wallS) * 100 : 0,
      // Processes that started or ended inside the phase are not counted.
      postgres: pct(spent(pg0, pg1, opts.postgresPids)),
      redis: pct(spent(r0, r1)),
    };
  };
}
