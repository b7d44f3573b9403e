import { Arg, Directive, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { findTemplate, listTemplates, publicBlanks, type Template } from './templates.service';

@ObjectType('TemplateOptionCount')
export class TemplateOptionCountType {
  @Field(() => Int) min!: number;
  @Field(() => Int) max!: number;
}

@ObjectType('TemplateConstraints', { description: 'The limits a survey made from the template must keep.' })
export class TemplateConstraintsType {
  @Field(() => [String], { description: 'Question types, e.g. head_to_head.' }) questionTypes!: string[];
  @Field(() => [String], { description: 'Option kinds the client may send: text, image, imageSet, mockup, product.' }) optionTypes!: string[];
  @Field(() => TemplateOptionCountType) optionCount!: TemplateOptionCountType;
  @Field(() => [String], { description: 'Allowed sample sizes, whole numbers as strings.' }) sampleSizes!: string[];
  @Field(() => String) defaultSampleSize!: string;
  @Field(() => [String], { description: 'Allowed respondent countries, ISO 3166-1 alpha-2, upper case.' }) countries!: string[];
  @Field(() => String) defaultCountry!: string;
}

@ObjectType('TemplateBlank', { description: 'A value the client fills in; the template’s question references it as {{name}}.' })
export class TemplateBlankType {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'A hint for the value, e.g. "Your product name".' }) placeholder!: string;
}

@ObjectType('Template', { description: 'A ready-made survey: one question with blanks to fill, within fixed limits.' })
@Directive('@key(fields: "id")')
export class TemplateType {
  @Field(() => ID, { description: 'cmb_ + 24 lower-case alphanumerics; stable.' }) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => TemplateConstraintsType) constraints!: TemplateConstraintsType;
  @Field(() => [TemplateBlankType]) blanks!: TemplateBlankType[];
}

export function toTemplateType(t: Template): TemplateType {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    constraints: { ...t.constraints, optionCount: { ...t.constraints.optionCount } },
    blanks: publicBlanks(t),
  };
}

/** Entity reference: another subgraph may point at a template by id (e.g. the template a survey was made from). */
export function resolveTemplateReference(ref: { id: string }): TemplateType | null {
  const t = findTemplate(ref.id);
  return t ? toTemplateType(t) : null;
}

@Resolver(() => TemplateType)
export class TemplateResolver {
  @Query(() => [TemplateType], { description: 'Every survey template, in catalogue order.' })
  templates(): TemplateType[] {
    return listTemplates().map(toTemplateType);
  }

  @Query(() => TemplateType, { nullable: true, description: 'One template by id; null when no template has it.' })
  template(@Arg('id', () => ID) id: string): TemplateType | null {
    return resolveTemplateReference({ id });
  }
}
