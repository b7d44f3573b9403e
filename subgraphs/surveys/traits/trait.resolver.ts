import { Arg, Directive, Field, FieldResolver, ObjectType, Query, Resolver, Root, registerEnumType } from 'type-graphql';
import { TRAIT_KINDS, listTraits, supportedCountries, type Trait } from './traits.service';

export enum TraitKindValue {
  TARGETING = 'targeting',
  REPORTING = 'reporting',
}
registerEnumType(TraitKindValue, { name: 'TraitKind', description: 'Targeting traits choose who may answer; reporting traits break results down.' });
// Keep the GraphQL enum in step with the domain list.
if (Object.values(TraitKindValue).join() !== TRAIT_KINDS.join()) throw new Error('TraitKind enum out of step with TRAIT_KINDS');

// Keyed by country, kind and permalink, so other subgraphs (results breakdowns) can refer to one.
@ObjectType('Trait', { description: 'A trait of the respondent catalogue of one country.' })
@Directive('@key(fields: "country kind permalink")')
export class TraitType {
  @Field(() => String, { description: 'Stable id used in a survey’s targeting or reporting list.' }) permalink!: string;
  @Field(() => String, { description: '"Gender", "Region", "Household income", …' }) category!: string;
  @Field(() => TraitKindValue) kind!: TraitKindValue;
  @Field(() => String, { description: 'ISO 3166-1 alpha-2 country code, upper case.' }) country!: string;
}

@Resolver(() => TraitType)
export class TraitResolver {
  @Query(() => [TraitType], { description: 'Traits of a respondent country (default US): one kind, or targeting then reporting.' })
  traits(
    @Arg('country', () => String, { nullable: true, description: 'ISO 3166-1 alpha-2, any case; US when omitted.' }) country: string | null,
    @Arg('kind', () => TraitKindValue, { nullable: true }) kind: TraitKindValue | null,
  ): readonly Trait[] {
    return kind ? listTraits(country, kind) : TRAIT_KINDS.flatMap((k) => listTraits(country, k));
  }

  @FieldResolver(() => String, { description: 'Human-readable, with a category prefix: "Gender: Female" (REST v2 `name`).' })
  name(@Root() trait: Trait): string {
    return trait.traitName;
  }

  @Query(() => [String], { description: 'Countries with a trait catalogue, sorted.' })
  traitCountries(): string[] {
    return supportedCountries();
  }
}

/** Entity reference: a trait by its key, or null when the catalogue has no such trait. */
export function resolveTraitReference(ref: { country: string; kind: TraitKindValue; permalink: string }): Trait | null {
  return listTraits(ref.country, ref.kind).find((t) => t.permalink === ref.permalink) ?? null;
}
