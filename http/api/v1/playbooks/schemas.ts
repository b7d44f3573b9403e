import { PlaybookStartErrorExample } from '../examples';
import { Type } from '@sinclair/typebox';
import { Project } from '../projects/schemas';
import { V1CreateError, V1Survey } from '../surveys/schemas';
import { TemplateRequest } from '../templates/schemas';

const Str = Type.String();

export const PlaybookStep = Type.Object(
  {
    position: Type.Integer({ minimum: 1, description: '1, 2, 3…: the order the surveys are meant to run in.' }),
    title: Str,
    guidance: Type.String({ description: 'For the person running the step: what to put in, what to watch for, when to publish.' }),
    template: Type.Object(
      { id: Type.String({ pattern: '^cmb_[a-z0-9]{24}$' }), name: Str },
      { additionalProperties: false, description: 'The step’s template (GET /v1/templates: its blanks and limits).' },
    ),
  },
  { additionalProperties: false, title: 'PlaybookStep' },
);

export const Playbook = Type.Object(
  {
    id: Type.String({ pattern: '^pbk_[a-z0-9]{24}$' }),
    name: Str,
    goal: Str,
    description: Str,
    steps: Type.Array(PlaybookStep),
  },
  { additionalProperties: false, title: 'Playbook' },
);

export const PlaybookList = Type.Object(
  { success: Type.Literal(true), data: Type.Object({ playbooks: Type.Array(Playbook) }, { additionalProperties: false }) },
  { additionalProperties: false, title: 'PlaybookList' },
);

export const PlaybookResult = Type.Object({ success: Type.Literal(true), data: Playbook }, { additionalProperties: false, title: 'PlaybookResult' });

export const PlaybookParams = Type.Object({ id: Type.String({ maxLength: 100, description: 'A playbook id (pbk_…) from GET /v1/playbooks.' }) }, { additionalProperties: false });

/**
 * One step of a start: what POST /v1/surveys takes with a template (blanks and options as in
 * `template`, sampleSize and country as top-level fields there), the template being the step's.
 * Counts, kinds and blank names are checked by the domain against the template (422 with all of them).
 */
export const PlaybookStepBody = Type.Object(
  {
    blanks: TemplateRequest.properties.blanks,
    options: TemplateRequest.properties.options,
    sampleSize: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$', description: 'One of the template’s sampleSizes; its default when omitted.' })),
    country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'One of the template’s countries; its default when omitted.' })),
  },
  { additionalProperties: false, title: 'PlaybookStepInput' },
);

export const PlaybookStartBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'The run’s name: the new project is named after it, each draft is "<name>: <step title>".' }),
    steps: Type.Array(PlaybookStepBody, { minItems: 1, maxItems: 10, description: 'One entry per step of the playbook, in step order.' }),
  },
  {
    additionalProperties: false,
    title: 'PlaybookStart',
    examples: [{ name: 'Spring launch', steps: [{ blanks: { product_description: 'an oat milk latte in a can' }, options: [{ value: 'Oatly Go' }, { value: 'Morning Can' }] }] }],
  },
);

export const PlaybookRun = Type.Object(
  {
    success: Type.Literal(true),
    data: Type.Object(
      {
        project: Project,
        surveys: Type.Array(V1Survey, { description: 'One draft per step, in step order, each with its cost quote.' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, title: 'PlaybookRun' },
);

/** Start failures: the survey-create error body; a 422's violations and blanks carry the `step` (position) they belong to. */
export const PlaybookStartError = Type.Object(
  {
    ...V1CreateError.properties,
    blanks: Type.Optional(Type.Array(Type.Object({ step: Type.Integer(), name: Str, placeholder: Str }, { additionalProperties: false }))),
  },
  { $id: 'PlaybookStartError', additionalProperties: false, title: 'PlaybookStartError', examples: [PlaybookStartErrorExample] },
);
