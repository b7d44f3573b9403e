import { Field, ObjectType } from 'type-graphql';
import { Directive } from 'type-graphql';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Readiness of one subgraph; /readyz asks every subgraph through the gateway. */
@ObjectType('SubgraphStatus')
@Directive('@shareable')
export class SubgraphStatus {
  @Field(() => String)
  name!: string;

  @Field(() => Boolean, { description: 'The subgraph reached its database.' })
  databaseReachable!: boolean;
}

export async function subgraphStatus(name: string, em: EntityManager): Promise<SubgraphStatus> {
  const databaseReachable = await em
    .getConnection()
    .execute('select 1')
    .then(() => true)
    .catch(() => false);
  return Object.assign(new SubgraphStatus(), { name, databaseReachable });
}
