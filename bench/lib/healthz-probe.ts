import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Probed {
  took: number;
  polls: number;
  slowest: number;
}

/**
 * Another process asks the service's /healthz one request after another while `work` runs (or,
 * with `reads`, while it makes those GETs one at a time itself); the slowest answer says how long
 * the service's event loop was held. The probe runs apart so that its own requests, their
 * parsing and their garbage are not the service's (in the bench's process they were part of the
 * pauses measured).
 */
export async function whileProbed(base: string, work: () => Promise<unknown>, reads?: { path: string; headers: Record<string, string>; count: number }): Promise<Probed> {
  const args = [new URL('./healthz-probe.mjs', import.meta.url).pathname, base, ...(reads ? [JSON.stringify(reads)] : [])];
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => JSON.parse((await lines.next()).value ?? 'null') as Record<string, number> | null;
  if (!(await next())?.ready) throw new Error('the /healthz probe did not start');
  const t0 = performance.now();
  try {
    await work();
  } finally {
    if (!reads) child.stdin.write('stop\n');
  }
  const report = await next();
  const took = performance.now() - t0;
  if ((await exited) !== 0 || !report) throw new Error('the /healthz probe failed');
  return { took, polls: report.polls, slowest: report.slowest };
}
