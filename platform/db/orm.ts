import { MikroORM, PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import type { DomainModule } from './domain-module';
import { PinoOrmLogger } from './orm-logger';

export interface OrmOptions {
  url: string;
  modules: DomainModule[];
  poolMax?: number;
  debug?: boolean;
}

export function ormOptions({ url, modules, poolMax = 10, debug = false }: OrmOptions): Options {
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
    driverOptions: { connectionTimeoutMillis: 60_000 },
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
