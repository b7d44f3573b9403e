import type { Static } from '@sinclair/typebox';
import type { OptionInput, TemplatesQuery } from '../../../../graph-client/generated';
import type { SurveyTemplate, Template, TemplateOptionBody, TemplateRequest } from './schemas';

type TemplateNode = TemplatesQuery['templates'][number];

export function serializeTemplate(t: TemplateNode): Static<typeof Template> {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    constraints: serializeConstraints(t.constraints),
    blanks: t.blanks.map((b) => ({ name: b.name, placeholder: b.placeholder })),
  };
}

/** `template` of the v1 survey resource: id, name and constraints (spec). */
export function serializeSurveyTemplate(t: Pick<TemplateNode, 'id' | 'name' | 'constraints'>): Static<typeof SurveyTemplate> {
  return { id: t.id, name: t.name, constraints: serializeConstraints(t.constraints) };
}

function serializeConstraints(c: TemplateNode['constraints']): Static<typeof Template>['constraints'] {
  return {
    questionTypes: [...c.questionTypes],
    optionTypes: [...c.optionTypes],
    optionCount: { min: c.optionCount.min, max: c.optionCount.max },
    sampleSizes: [...c.sampleSizes],
    defaultSampleSize: c.defaultSampleSize,
    countries: [...c.countries],
    defaultCountry: c.defaultCountry,
  };
}

/** A v1 option (`value`, `mediaUrl`, `asin`, `imageSet`, `mockup`) in the domain's shape; its kind is inferred there. */
export function optionInputOf(o: Static<typeof TemplateOptionBody>): OptionInput {
  return {
    label: o.value ?? null,
    mediaUrl: o.mediaUrl ?? null,
    imageSet: o.imageSet ?? null,
    mockup: o.mockup ?? null,
    product: o.asin ? { asin: o.asin } : null,
  };
}

/** The `template` of a v1 create body as the domain's request: blanks by name, options as OptionInput. */
export function templateRequestOf(t: Static<typeof TemplateRequest>): { id: string; blanks: Record<string, string>; options: OptionInput[] } {
  return { id: t.id, blanks: { ...(t.blanks ?? {}) }, options: (t.options ?? []).map(optionInputOf) };
}
