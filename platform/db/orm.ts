import { MikroORM, PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import type { DomainModule } from './domain-module';
import { PinoOrmLogger } from './orm-logger';

export interface OrmOptions {
  url: string;
  modules: DomainModule[];
  poolMax?: number;
  debug?: boolean;
  /** Longest a statement may run on these connections, in ms (0 or unset: no limit). */
  statementTimeoutMs?: number;
  /**
   * DATABASE_URL is a transaction-mode pooler (PgBouncer): it refuses startup settings, and a
   * SET would leak to whichever client gets that server connection next, so none are sent —
   * statement_timeout and jit are then the role's own (docs/operations.md, "Behind PgBouncer").
   */
  transactionPooler?: boolean;
}

export function ormOptions({ url, modules, poolMax = 10, debug = false, statementTimeoutMs = 0, transactionPooler = false }: OrmOptions): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl: url,
    entities: modules.flatMap((m) => m.entities),
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: poolMax },
    forceUtcTimezone: true,
    debug,
    // Through pino, not console.log: CLIs print pure JSON on stdout.
    loggerFactory: (options) => new PinoOrmLogger(options),
    // Passed to pg's Pool. It waits for a free connection forever unless told: knex (MikroORM 6)
    // gave up after 60 s, and a request waiting that long is answered 503 (pg-errors.ts).
    // statement_timeout: a request's or a job's statement ends there (issue 38: a read of a large
    // team ran for seconds after its client had gone). The long classes lift it on their own
    // connection: a CSV export's COPY and migrations (docs/decisions.md, "Statement timeouts").
    // jit=off: PostgreSQL's JIT compiled plans it costed high (a 100k-survey team, the CSV COPY)
    // for 20–500 ms, and these short statements never ran faster for it.
    driverOptions: {
      connectionTimeoutMillis: 60_000,
      ...(transactionPooler ? {} : { options: '-c jit=off', ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}) }),
    },
    allowGlobalContext: false,
    // The Migrator (@mikro-orm/migrations) is loaded by MikroORM on first use: only when a
    // migration is pending (migrate.ts).
    migrations: {
      tableName: 'schema_migrations',
      migrationsList: modules.flatMap((m) => m.migrations),
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
  };
}

/** Connects MikroORM (no migrations run here; see migrate.ts). */
export async function openOrm(opts: OrmOptions): Promise<MikroORM> {
  return MikroORM.init(ormOptions(opts));
}
