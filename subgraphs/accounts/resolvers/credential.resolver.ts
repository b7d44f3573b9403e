import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { FacadeOnly } from '../../../platform/graphql/facade-only';
import type { GraphContext } from '../../../platform/graphql/context';
import type { Principal } from '../../../platform/principal';
import { SubgraphStatus, subgraphStatus } from '../../../platform/graphql/subgraph-status';
import { authenticate, verifyOperatorToken } from '../accounts.service';
import { authenticateDownloadToken, issueDownloadToken } from '../download-tokens';
import { AccountsError } from '../accounts.errors';
import { CredentialType, DownloadTokenType } from './types';

@Resolver()
export class CredentialResolver {
  @FacadeOnly()
  @Mutation(() => CredentialType, {
    nullable: true,
    description: 'Finds the principal behind an API key or OAuth token; null when unknown. Records last use.',
  })
  async authenticate(@Arg('secret', () => String) secret: string, @Ctx() ctx: GraphContext): Promise<Principal | null> {
    return authenticate(ctx.em, secret);
  }

  @FacadeOnly()
  @Mutation(() => Boolean, { description: 'True when the secret is a live operator token.' })
  async verifyOperatorToken(@Arg('secret', () => String) secret: string, @Ctx() ctx: GraphContext): Promise<boolean> {
    return verifyOperatorToken(ctx.em, secret);
  }

  @FacadeOnly()
  @Mutation(() => CredentialType, {
    nullable: true,
    description: 'Finds the principal a download token was issued to, for this resource; null when forged, expired, for another resource or its credential is revoked.',
  })
  async authenticateDownloadToken(@Arg('token', () => String) token: string, @Arg('resource', () => String) resource: string, @Ctx() ctx: GraphContext): Promise<Principal | null> {
    return authenticateDownloadToken(ctx.em, token, resource);
  }

  @FacadeOnly()
  @Query(() => DownloadTokenType, { description: 'A short-lived token that authenticates the caller for one download (e.g. "survey-csv:<survey id>").' })
  async downloadToken(@Arg('resource', () => String) resource: string, @Ctx() ctx: GraphContext): Promise<DownloadTokenType> {
    if (!ctx.principal) throw new AccountsError('team_required', 'Download tokens are issued to REST callers.');
    const { token, expiresAt } = await issueDownloadToken(ctx.principal, resource);
    return { token, expiresAt: expiresAt.toISOString() };
  }

  @FacadeOnly()
  @Query(() => CredentialType, { nullable: true, description: 'The caller the facade is acting for, if any.' })
  viewer(@Ctx() ctx: GraphContext): Principal | null {
    return ctx.principal;
  }

  @Query(() => SubgraphStatus)
  accountsStatus(@Ctx() ctx: GraphContext): Promise<SubgraphStatus> {
    return subgraphStatus('accounts', ctx.em);
  }
}
