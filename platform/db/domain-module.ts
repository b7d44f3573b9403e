import type { EntitySchema, MigrationObject } from '@mikro-orm/core';

/** What each domain (and platform itself) contributes to the one shared database. */
export interface DomainModule {
  name: string;
  /** PostgreSQL schema that holds this domain's tables. */
  schema: string;
  entities: EntitySchema[];
  /** In order; names are globally unique ("<domain>-0001-init"). */
  migrations: MigrationObject[];
}
