import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/errors';
import type { OptionInput } from '../../answers';
import { createProject, getProject, type ProjectView } from '../projects/projects.service';
import { createSurvey, type TeamScope } from '../surveys.service';
import type { SurveyView } from '../survey-view';
import { TemplateViolationError } from '../templates/templates.errors';
import { applyTemplate, getTemplate, listTemplates } from '../templates/templates.service';
import { loadPlaybooks, type Playbook, type PlaybookStep } from './playbooks.catalogue';
import { PlaybookViolationError, PlaybooksError, failureAtStep, stepParam, type StepViolation } from './playbooks.errors';

export type { Playbook, PlaybookStep };

// Loaded and validated once, at import, against the template catalogue: a bad file stops the process at boot.
const PLAYBOOKS: readonly Playbook[] = loadPlaybooks(path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogue'), listTemplates());
const BY_ID: ReadonlyMap<string, Playbook> = new Map(PLAYBOOKS.map((p) => [p.id, p]));

/** Every playbook, in catalogue (file-name) order. */
export function listPlaybooks(): readonly Playbook[] {
  return PLAYBOOKS;
}

/** The playbook with this id, or null. */
export function findPlaybook(id: string): Playbook | null {
  return BY_ID.get(id) ?? null;
}

/** What a start request brings for one step: what creating a survey from its template takes. */
export interface PlaybookStepInput {
  /** Blank name → value. */
  blanks?: Readonly<Record<string, string>> | null;
  options?: readonly OptionInput[] | null;
  /** One of the template's sample sizes; its default when omitted. */
  sampleSize?: number | null;
  /** One of the template's countries; its default when omitted. */
  country?: string | null;
}

export interface PlaybookStart {
  /** The run's name: the project's, and the first part of each draft's. */
  name: string;
  /** One per step, in step order. */
  steps: readonly PlaybookStepInput[];
}

/** A started playbook: the new project and its drafts, one per step in step order. */
export interface PlaybookRun {
  project: ProjectView;
  surveys: SurveyView[];
}

/**
 * Starts a run of a playbook: one new project named after the run and one draft per step,
 * made from the step's template by createSurvey (every template and question rule applies),
 * all in one transaction. Every step is checked against its template first, so a 422 lists
 * the violations of all steps at once; any other failure of a step also refuses the whole
 * start, naming the step, and leaves nothing behind. A playbook can be started any number of times.
 */
export async function startPlaybook(em: EntityManager, scope: TeamScope, playbookId: string, start: PlaybookStart): Promise<PlaybookRun> {
  const playbook = findPlaybook(playbookId);
  if (!playbook) throw new PlaybooksError('playbook_not_found', `No such playbook: ${playbookId}`, { param: 'id' });
  checkStepInputs(playbook, start.steps);
  const name = start.name.trim();
  const run = await em.transactional(async (tem) => {
    const { project } = await createProject(tem, scope, { name, goal: playbook.goal, description: `Started from the playbook "${playbook.name}".` });
    const surveys: SurveyView[] = [];
    for (const [i, step] of playbook.steps.entries()) {
      const input = start.steps[i];
      try {
        surveys.push(
          await createSurvey(tem, scope, {
            name: `${name}: ${step.title}`,
            template: {
              id: step.templateId,
              blanks: Object.entries(input.blanks ?? {}).map(([blank, value]) => ({ name: blank, value })),
              options: input.options ? [...input.options] : [],
            },
            sampleSize: input.sampleSize ?? null,
            country: input.country ?? null,
            projects: [project.id],
          }),
        );
      } catch (e) {
        throw e instanceof DomainError ? failureAtStep(e, i, step.title) : e;
      }
    }
    return { projectId: project.id, surveys };
  });
  return { project: await getProject(em, scope, run.projectId), surveys: run.surveys };
}

/**
 * Refuses a start whose steps do not match the playbook (one input per step, in order) or fall
 * outside their templates' limits: one PlaybookViolationError with every step's violations.
 */
export function checkStepInputs(playbook: Playbook, steps: readonly PlaybookStepInput[]): void {
  const n = playbook.steps.length;
  if (steps.length !== n) {
    throw new PlaybooksError(
      'playbook_steps_invalid',
      `The playbook "${playbook.name}" has ${n} steps; send one entry in steps for each, in order (${playbook.steps.map((s) => s.title).join(', ')}); got ${steps.length}.`,
      { param: 'steps', extra: { allowed: n, received: steps.length } },
    );
  }
  const violations: StepViolation[] = [];
  const blanks: PlaybookViolationError['blanks'] = [];
  playbook.steps.forEach((step, i) => {
    const input = steps[i];
    try {
      applyTemplate(getTemplate(step.templateId), { blanks: input.blanks, options: input.options, sampleSize: input.sampleSize, country: input.country });
    } catch (e) {
      if (!(e instanceof TemplateViolationError)) throw e;
      violations.push(...e.violations.map((v) => ({ step: step.position, ...v, param: stepParam(i, v.param) })));
      blanks.push(...e.blanks.map((b) => ({ step: step.position, ...b })));
    }
  });
  if (violations.length) throw new PlaybookViolationError(playbook.name, violations, blanks);
}
