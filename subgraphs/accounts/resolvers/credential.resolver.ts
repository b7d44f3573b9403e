import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../../platform/graphql/context';
import type { Principal } from '../../../platform/principal';
import { SubgraphStatus, subgraphStatus } from '../../../platform/graphql/subgraph-status';
import { authenticate, verifyOperatorToken } from '../accounts.service';
import { CredentialType } from './types';

@Resolver()
export class CredentialResolver {
  @Mutation(() => CredentialType, {
    nullable: true,
    description: 'Finds the principal behind an API key or OAuth token; null when unknown. Records last use.',
  })
  async authenticate(@Arg('secret', () => String) secret: string, @Ctx() ctx: GraphContext): Promise<Principal | null> {
    return authenticate(ctx.em, secret);
  }

  @Mutation(() => Boolean, { description: 'True when the secret is a live operator token.' })
  async verifyOperatorToken(@Arg('secret', () => String) secret: string, @Ctx() ctx: GraphContext): Promise<boolean> {
    return verifyOperatorToken(ctx.em, secret);
  }

  @Query(() => CredentialType, { nullable: true, description: 'The caller the facade is acting for, if any.' })
  viewer(@Ctx() ctx: GraphContext): Principal | null {
    return ctx.principal;
  }

  @Query(() => SubgraphStatus)
  accountsStatus(@Ctx() ctx: GraphContext): Promise<SubgraphStatus> {
    return subgraphStatus('accounts', ctx.em);
  }
}
