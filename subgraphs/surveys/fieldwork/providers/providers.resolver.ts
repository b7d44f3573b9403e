import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { IdArg } from '../../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../../platform/graphql/context';
import { SurveysError } from '../../surveys.errors';
import { EntryLinkType, PanelProviderCreateInput, PanelProviderType, PanelProviderUpdateInput, toPanelProviderType } from './provider.types';
import { createPanelProvider, entryLinkFor, entryLinkUrl, listPanelProviders, updatePanelProvider } from './providers.service';

/** Operators only (on /graphql, with no caller): a REST caller never sees or changes provider profiles. */
function assertOperator(ctx: GraphContext): void {
  if (ctx.principal) throw new SurveysError('operator_only', 'Only an operator (operator token) may manage panel providers.');
}

@Resolver()
export class PanelProvidersResolver {
  @Query(() => [PanelProviderType], { description: 'Operators: every panel provider profile, by name.' })
  async panelProviders(@Ctx() ctx: GraphContext): Promise<PanelProviderType[]> {
    assertOperator(ctx);
    return (await listPanelProviders(ctx.em)).map(toPanelProviderType);
  }

  @Mutation(() => PanelProviderType, { description: 'Operators: adds a panel provider profile.' })
  async createPanelProvider(@Arg('input', () => PanelProviderCreateInput) input: PanelProviderCreateInput, @Ctx() ctx: GraphContext): Promise<PanelProviderType> {
    assertOperator(ctx);
    return toPanelProviderType(await createPanelProvider(ctx.em, input));
  }

  @Mutation(() => PanelProviderType, { description: 'Operators: changes a panel provider profile (id: UUID or pp_<32 hex>).' })
  async updatePanelProvider(
    @IdArg('id', 'pp') id: string,
    @Arg('input', () => PanelProviderUpdateInput) input: PanelProviderUpdateInput,
    @Ctx() ctx: GraphContext,
  ): Promise<PanelProviderType> {
    assertOperator(ctx);
    return toPanelProviderType(await updatePanelProvider(ctx.em, id, input));
  }

  @Mutation(() => EntryLinkType, { description: 'Operators: the survey’s entry link for the provider, made on first request and the same after.' })
  async surveyEntryLink(@IdArg('surveyId', 'srv') surveyId: string, @IdArg('providerId', 'pp') providerId: string, @Ctx() ctx: GraphContext): Promise<EntryLinkType> {
    assertOperator(ctx);
    const link = await entryLinkFor(ctx.em, surveyId, providerId);
    return { token: link.token, url: entryLinkUrl(link), surveyId: link.surveyId, provider: toPanelProviderType(link.provider), createdAt: link.createdAt.toISOString() };
  }
}
