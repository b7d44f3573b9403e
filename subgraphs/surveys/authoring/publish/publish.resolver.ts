import { Arg, Ctx, Field, Float, ID, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import { IdArg } from '../../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../../platform/graphql/context';
import { OrderStatusValue, publishFigures, walletOf } from '../../../billing';
import { toQuotedSurveyType } from '../resolvers/survey.mapper';
import { SurveyType } from '../resolvers/survey.types';
import { teamScope } from '../resolvers/scope';
import { publishSurvey } from './publish.service';

@ObjectType('SurveyPublishResult', { description: 'A paid publish: the survey order and the survey, now in progress.' })
export class SurveyPublishResultType {
  @Field(() => ID) orderId!: string;
  @Field(() => OrderStatusValue) status!: string;
  @Field(() => Float) creditsUsed!: number;
  @Field(() => Float, { description: 'USD charged to the default card.' }) cardCharged!: number;
  @Field(() => Float, { description: 'The price in USD.' }) amount!: number;
  @Field(() => String) currency!: string;
  @Field(() => SurveyType) survey!: SurveyType;
}

@InputType('ExpectedCostInput', { description: 'The cost the caller was shown: publish refuses (quote_changed) when the price is another.' })
export class ExpectedCostInput {
  @Field(() => Float, { description: 'USD.' }) amount!: number;
  @Field(() => Float) credits!: number;
}

@Resolver()
export class PublishResolver {
  @Mutation(() => SurveyPublishResultType, { description: 'Publishes a draft: credits first, then the default card; the key resumes an interrupted publish.' })
  async publishSurvey(
    @IdArg('id', 'srv') id: string,
    @Arg('idempotencyKey', () => String) idempotencyKey: string,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Arg('expectedCost', () => ExpectedCostInput, { nullable: true }) expectedCost: ExpectedCostInput | null,
    @Ctx() ctx: GraphContext,
  ): Promise<SurveyPublishResultType> {
    const scope = teamScope(ctx, teamId);
    const { teamName } = walletOf(ctx, scope.teamId);
    const { order, view } = await publishSurvey(ctx.em, { ...scope, teamName }, id, idempotencyKey, expectedCost);
    return { orderId: order.id, status: order.status, ...publishFigures(order), survey: await toQuotedSurveyType(ctx.em, view) };
  }
}
