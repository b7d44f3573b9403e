// A process of its own that asks the service's /healthz one request after another and reports
// the slowest answer (bench/lib/healthz-probe.ts). Apart from the service, so the probe's own
// work and garbage are not counted as the service's event loop being held.
// argv: <base url> [<reads JSON: {"path","headers","count"}>]. Prints {"ready":true} once polling.
// With reads, it makes them one at a time (from here too), then reports; without, it reports on
// a line "stop" on stdin. The report: {"polls":N,"slowest":ms}.
import { createInterface } from 'node:readline';

const base = process.argv[2];
const reads = process.argv[3] ? JSON.parse(process.argv[3]) : null;
let done = false;
let polls = 0;
let slowest = 0;
const poller = (async () => {
  while (!done) {
    const t = performance.now();
    const res = await fetch(`${base}/healthz`);
    await res.arrayBuffer();
    slowest = Math.max(slowest, performance.now() - t);
    polls += 1;
  }
})();

async function report() {
  done = true;
  await poller;
  process.stdout.write(`${JSON.stringify({ polls, slowest })}\n`);
  process.exit(0);
}

process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
if (reads) {
  for (let i = 0; i < reads.count; i++) {
    const res = await fetch(`${base}${reads.path}`, { headers: reads.headers });
    if (res.status !== 200) throw new Error(`GET ${reads.path}: ${res.status}`);
    await res.arrayBuffer();
  }
  await report();
} else {
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line.trim() === 'stop') void report();
  });
}
