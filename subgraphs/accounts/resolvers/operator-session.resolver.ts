import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { FacadeOnly } from '../../../platform/graphql/facade-only';
import { IdArg } from '../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../platform/graphql/context';
import { DateTimeScalar } from '../../../platform/graphql/scalars';
import { endOperatorSession, operatorSessionIsLive, startOperatorSession } from '../operator-sessions.service';

@ObjectType('OperatorSession', { description: 'A login to the operator pages (Bull Board).' })
export class OperatorSessionType {
  @Field(() => ID) id!: string;
  @Field(() => DateTimeScalar) expiresAt!: string;
}

/** Sessions of the operator pages; the facade calls these after checking the operator token. */
@Resolver()
export class OperatorSessionResolver {
  @FacadeOnly()
  @Mutation(() => OperatorSessionType, { description: 'Records a login made with an operator token the caller has checked.' })
  async startOperatorSession(
    @Arg('secret', () => String) secret: string,
    @Arg('ttlSeconds', () => Int) ttlSeconds: number,
    @Ctx() ctx: GraphContext,
  ): Promise<OperatorSessionType> {
    const session = await startOperatorSession(ctx.em, { secret, ttlSeconds });
    return { id: session.id, expiresAt: session.expiresAt.toISOString() };
  }

  @FacadeOnly()
  @Query(() => Boolean, { description: 'True while the session is neither ended nor expired and its operator token is still live.' })
  operatorSessionIsLive(
    @IdArg('id', 'uuid') id: string,
    @Arg('configTokenHash', () => String, { nullable: true, description: 'SHA-256 (hex) of the caller’s configured OPERATOR_TOKEN.' }) configTokenHash: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<boolean> {
    return operatorSessionIsLive(ctx.em, id, configTokenHash);
  }

  @FacadeOnly()
  @Mutation(() => Boolean, { description: 'Ends a session (logout); true whether or not it was still live.' })
  async endOperatorSession(@IdArg('id', 'uuid') id: string, @Ctx() ctx: GraphContext): Promise<boolean> {
    await endOperatorSession(ctx.em, id);
    return true;
  }
}
