import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The webhooks benchmark's receiver, in a child process (webhook-receiver.child.ts).
 *
 * Why a child: the machine has 2 cores and the workers under test run in the bench's own
 * process. A receiver in that process would take TLS and parsing time from the very event
 * loop being measured; a real receiver is somewhere else. As a child it is scheduled on its
 * own, and the baseline sender posts to the very same receiver.
 *
 * Receipts are kept in the child and handed over per phase (`take`), so nothing crosses the
 * IPC channel per request while a phase is measured.
 */

export interface ReceiverStats {
  requests: number;
  /** TLS connections accepted (each one a full handshake): few under load means kept-alive sockets are reused. */
  handshakes: number;
  /** Distinct connections that carried at least one request. */
  connectionsUsed: number;
  maxOpenConnections: number;
  /** Connections still open when the stats were taken. */
  openConnections?: number;
  badSignatures: number;
  unparsable: number;
  /** The child's CPU time over wall time since the last take, in percent of one core. */
  cpuPercent: number;
}

export interface Receipt {
  path: string;
  /** The envelope's `id` (evt_…). */
  eventId: string;
  /** Date.now() when the whole body had arrived. */
  at: number;
  signatureOk: boolean;
}

export type ParentMessage = { type: 'secrets'; secrets: Record<string, string> } | { type: 'count' } | { type: 'take' } | { type: 'close' };

export type ChildMessage =
  | { type: 'ready'; port: number; caFile: string }
  | { type: 'ok' }
  | { type: 'count'; count: number }
  | { type: 'receipts'; receipts: [string, string, number, number][]; stats: ReceiverStats };

export interface BenchReceiver {
  /** PEM file of the receiver's self-signed certificate (OUTBOUND_CA_FILE). */
  caFile: string;
  ca: Buffer;
  url(path: string): string;
  /** Signing secrets by path: every request's signature is verified against them. */
  setSecrets(secrets: Record<string, string>): Promise<void>;
  /** Requests received since the last take. */
  count(): Promise<number>;
  /** The receipts and stats since the last take; starts a new phase. */
  take(): Promise<{ receipts: Receipt[]; stats: ReceiverStats }>;
  close(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./webhook-receiver.child.ts', import.meta.url));

export async function startBenchReceiver(): Promise<BenchReceiver> {
  // process.execArgv carries tsx's loader (npm run bench runs under tsx), so the child runs TypeScript too.
  const child: ChildProcess = fork(CHILD, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting: ((m: ChildMessage) => void)[] = [];
  let exited: Error | null = null;
  child.on('message', (m: ChildMessage) => waiting.shift()?.(m));
  const next = () =>
    new Promise<ChildMessage>((resolve, reject) => {
      if (exited) return reject(exited);
      waiting.push(resolve);
    });
  child.on('exit', (code, signal) => {
    exited = new Error(`webhook receiver exited (${signal ?? code})`);
  });
  const ready = await Promise.race([
    next(),
    new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`webhook receiver exited with ${code} before listening`)))),
  ]);
  if (ready.type !== 'ready') throw new Error(`webhook receiver: unexpected first message ${ready.type}`);
  const { port, caFile } = ready;

  // One request at a time over the channel: replies come back in order.
  let chain: Promise<unknown> = Promise.resolve();
  const ask = <T extends ChildMessage['type']>(m: ParentMessage, want: T): Promise<Extract<ChildMessage, { type: T }>> => {
    const p = chain.then(async () => {
      const reply = next();
      child.send(m);
      const r = await reply;
      if (r.type !== want) throw new Error(`webhook receiver answered ${r.type} to ${m.type}`);
      return r as Extract<ChildMessage, { type: T }>;
    });
    chain = p.catch(() => {});
    return p;
  };

  return {
    caFile,
    ca: readFileSync(caFile),
    url: (p) => `https://127.0.0.1:${port}${p}`,
    async setSecrets(secrets) {
      await ask({ type: 'secrets', secrets }, 'ok');
    },
    async count() {
      return (await ask({ type: 'count' }, 'count')).count;
    },
    async take() {
      const r = await ask({ type: 'take' }, 'receipts');
      return { receipts: r.receipts.map(([path, eventId, at, ok]) => ({ path, eventId, at, signatureOk: ok === 1 })), stats: r.stats };
    },
    async close() {
      if (!exited) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.send({ type: 'close' } satisfies ParentMessage);
        await Promise.race([gone, new Promise((r) => setTimeout(r, 2000))]);
        if (!exited) child.kill();
      }
      rmSync(caFile, { force: true });
    },
  };
}
