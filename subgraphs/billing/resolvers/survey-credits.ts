import { Directive, Field, Float, ID, ObjectType } from 'type-graphql';
import type { GraphContext } from '../../../platform/graphql/context';
import { liveUnits } from '../ledger.service';
import { unitsToCredits } from '../../../platform/money';

/**
 * Billing's part of the surveys subgraph's Survey: the owning team's credit balance, so every
 * survey read can say whether the balance covers the cost (spec: creditBalance, v1 cost.balance).
 */
@ObjectType('Survey')
@Directive('@key(fields: "id")')
export class SurveyCreditsType {
  @Field(() => ID) id!: string;
  @Field(() => ID) @Directive('@external') teamId!: string;
  @Field(() => Float, { description: "The team's credits in the caller's mode." })
  @Directive('@requires(fields: "teamId")')
  teamCredits!: number;
}

const perRequest = new WeakMap<object, Map<string, Promise<number>>>();

/** Resolves the references of one request with one balance read per team. */
export async function resolveSurveyCredits(ref: { id: string; teamId: string }, ctx: GraphContext): Promise<SurveyCreditsType> {
  const livemode = ctx.principal?.livemode ?? true;
  let memo = perRequest.get(ctx);
  if (!memo) perRequest.set(ctx, (memo = new Map<string, Promise<number>>()));
  const key = `${ref.teamId}:${livemode}`;
  if (!memo.has(key)) memo.set(key, liveUnits(ctx.em, { teamId: ref.teamId, livemode }));
  return { id: ref.id, teamId: ref.teamId, teamCredits: unitsToCredits(await memo.get(key)!) };
}
