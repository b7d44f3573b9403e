import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** The accounts subgraph's User, referenced by id; the gateway fetches its fields from accounts. */
@ObjectType('User')
@Directive('@key(fields: "id", resolvable: false)')
export class UserRef {
  @Field(() => ID) id!: string;
}
