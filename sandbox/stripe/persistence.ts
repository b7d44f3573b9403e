import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import type { EventBus } from './events';
import { STORE_KINDS, type SandboxStore, type StoreKind } from './store';

/**
 * The sandbox's state in PostgreSQL (schema stripe_sandbox, migration 0001-objects): one row
 * per object, its JSON and the sequence number of its last write. Every process that serves the
 * sandbox keeps the maps of store.ts as a cache and, per request, in one transaction:
 *   1. takes a transaction-scoped advisory lock (requests on the sandbox run one at a time,
 *      across every process: test-mode payments are not a hot path, and one order is simple);
 *   2. loads the rows written since it last looked (seq > the highest it has seen);
 *   3. runs the route against the maps;
 *   4. writes back the objects the route touched whose JSON changed, then commits, before the
 *      response leaves: what a client was told is stored.
 * A failed commit marks the cache stale; the next request to hold the lock reloads everything.
 */
export interface SandboxPersistence {
  /** Adds the per-request transaction to a scope's routes; call after adding the scope's other onSend hooks. */
  attach(scope: FastifyInstance): void;
  /** The bus the routes emit on: events leave only once what they describe is committed. */
  events(bus: EventBus): EventBus;
}

/** Any bigint: the lock all sandbox requests share ("stripe-sandbox" in ASCII, cut to 63 bits). */
const LOCK_KEY = '8319117548497716837';

type Row = { kind: StoreKind; id: string; data: unknown; seq: string };

export function memoryPersistence(): SandboxPersistence {
  return { attach() {}, events: (bus) => bus };
}

export function postgresPersistence(store: SandboxStore, pool: Pool, log: Logger): SandboxPersistence {
  let seen = 0n;
  /** JSON of each object as last loaded or written, by `kind\u0000id`: what needs no write. */
  const saved = new Map<string, string>();
  const held = new WeakMap<FastifyRequest, PoolClient>();
  /** Emitted by the route of the request holding the lock (one per process at a time), sent after its commit. */
  let pending: { type: string; object: Record<string, unknown>; account: string }[] = [];
  let bus: EventBus | null = null;
  // A checked-out client whose connection dies emits 'error' on itself, not on the pool; with no
  // listener that would end the process. The query in flight fails anyway, and so the request.
  const onClientError = (err: Error) => log.warn({ err }, 'stripe sandbox: database connection lost mid-request');

  async function refresh(client: PoolClient): Promise<void> {
    const { rows } = await client.query<Row>('select kind, id, data, seq from stripe_sandbox.objects where seq > $1 order by seq', [seen.toString()]);
    for (const row of rows) {
      const map = store[row.kind];
      if (!map) continue; // a kind a newer version wrote
      map.load(row.id, (row.data ?? undefined) as never);
      saved.set(`${row.kind}\u0000${row.id}`, JSON.stringify(row.data));
      seen = BigInt(row.seq);
    }
  }

  async function writeBack(client: PoolClient): Promise<void> {
    for (const kind of STORE_KINDS) {
      const map = store[kind];
      for (const id of map.takeTouched()) {
        const json = JSON.stringify(map.peek(id) ?? null);
        const key = `${kind}\u0000${id}`;
        if ((saved.get(key) ?? 'null') === json) continue;
        const { rows } = await client.query<{ seq: string }>(
          `insert into stripe_sandbox.objects (kind, id, data) values ($1, $2, $3::jsonb)
           on conflict (kind, id) do update set data = excluded.data, seq = nextval('stripe_sandbox.objects_seq'), written_at = now()
           returning seq`,
          [kind, id, json],
        );
        saved.set(key, json);
        // Every write happens under the lock, and what others wrote before it is loaded: our own rows need no reload.
        seen = BigInt(rows[0].seq);
      }
    }
  }

  /**
   * After a failed commit the cache may hold what was never stored. It is emptied by the next
   * request that holds the lock, never by the failing one: another request of this process may
   * hold the lock right now, mid-route, and must keep the state it loaded.
   */
  let stale = false;
  function forget(): void {
    stale = true;
  }
  function reloadIfStale(): void {
    if (!stale) return;
    for (const kind of STORE_KINDS) {
      store[kind].clear();
      store[kind].takeTouched();
    }
    saved.clear();
    seen = 0n;
    stale = false;
  }

  async function finish(request: FastifyRequest, commit: boolean): Promise<void> {
    const client = held.get(request);
    if (!client) return;
    held.delete(request);
    const release = (err?: Error) => {
      client.off('error', onClientError);
      client.release(err);
    };
    // This request's events, taken while it still holds the lock: once it commits, the next
    // holder starts with `pending = []`, possibly before this continuation runs.
    const events = pending;
    pending = [];
    try {
      if (commit) {
        await writeBack(client);
        await client.query('commit');
        for (const e of events) bus?.emit(e.type, e.object, e.account);
      } else {
        await client.query('rollback');
        forget();
      }
      release();
    } catch (err) {
      forget();
      release(err as Error);
      throw err;
    }
  }

  return {
    events(real) {
      bus = real;
      return {
        ...real,
        emit(type, object, account) {
          pending.push({ type, object, account });
          // What the route sees; the real record is made when the event is sent.
          return { id: '', account, type, target: null, attempts: 0, delivered: false, pending: true, lastStatus: null, lastError: null, event: object };
        },
      };
    },
    attach(scope) {
      scope.addHook('onRequest', async (request) => {
        const client = await pool.connect();
        client.on('error', onClientError);
        try {
          await client.query('begin');
          await client.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
          reloadIfStale();
          pending = [];
          await refresh(client);
        } catch (err) {
          client.off('error', onClientError);
          client.release(err as Error);
          // Only a holder of the lock may have loaded part of the rows; nobody else touches the maps.
          forget();
          throw err;
        }
        held.set(request, client);
      });
      scope.addHook('onSend', async (request, _reply, payload) => {
        await finish(request, true);
        return payload;
      });
      // A request that never reached onSend (the client went away) keeps nothing half-written.
      scope.addHook('onResponse', async (request) => finish(request, false).catch((err) => log.warn({ err }, 'stripe sandbox: rollback failed')));
    },
  };
}
