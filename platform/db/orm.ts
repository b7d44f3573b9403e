import { MikroORM, PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import type { DomainModule } from './domain-module';
import { knexLog, PinoOrmLogger } from './orm-logger';

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
    discovery: { disableDynamicFileAccess: true, warnWhenNoEntities: false },
    pool: { min: 0, max: poolMax },
    forceUtcTimezone: true,
    debug,
    // Through pino, not console.log: CLIs print pure JSON on stdout.
    loggerFactory: (options) => new PinoOrmLogger(options),
    // knex's own warnings (a pooled connection that died in a database outage) too.
    driverOptions: { log: knexLog },
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
