import type { Static } from '@sinclair/typebox';
import { optionInputOf } from '../templates/serializers';
import type { PlaybookFieldsFragment } from '../../../../graph-client/generated';
import type { Playbook, PlaybookStepBody } from './schemas';

export function serializePlaybook(p: PlaybookFieldsFragment): Static<typeof Playbook> {
  return {
    id: p.id,
    name: p.name,
    goal: p.goal,
    description: p.description,
    steps: p.steps.map((s) => ({ position: s.position, title: s.title, guidance: s.guidance, template: { id: s.template.id, name: s.template.name } })),
  };
}

/** One step of a v1 start body as the GraphQL PlaybookStepInput (blanks by name → name/value pairs, v1 options → OptionInput). */
export function stepInputOf(s: Static<typeof PlaybookStepBody>) {
  return {
    blanks: Object.entries(s.blanks ?? {}).map(([name, value]) => ({ name, value })),
    options: (s.options ?? []).map(optionInputOf),
    sampleSize: s.sampleSize !== undefined ? Number(s.sampleSize) : null,
    country: s.country ?? null,
  };
}
