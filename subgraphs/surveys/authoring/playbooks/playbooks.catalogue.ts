import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { TEMPLATE_ID, type Template } from '../templates/templates.catalogue';

/** One survey of a playbook: a template of the catalogue and what to know when running it. */
export interface PlaybookStep {
  /** 1, 2, 3…: the order the surveys are meant to run in. */
  position: number;
  title: string;
  /** For the person running the step: what to put in, what to watch for, when to publish. */
  guidance: string;
  templateId: string;
}

/** A curated sequence of surveys towards one goal ("name a product"). */
export interface Playbook {
  /** `pbk_` + 24 lower-case alphanumerics; stable across releases. */
  id: string;
  name: string;
  goal: string;
  description: string;
  steps: PlaybookStep[];
}

export const PLAYBOOK_ID = /^pbk_[a-z0-9]{24}$/;
export const MIN_STEPS = 2;
export const MAX_STEPS = 6;

const text = (max: number) => z.string().trim().min(1).max(max);
const StepRow = z.strictObject({
  title: text(60),
  template: z.string().regex(TEMPLATE_ID, 'not a template id (cmb_ + 24 lower-case alphanumerics)'),
  guidance: text(600),
});
const PlaybookFile = z.strictObject({
  id: z.string().regex(PLAYBOOK_ID, 'not pbk_ + 24 lower-case alphanumerics'),
  name: text(80),
  goal: text(200),
  description: text(600),
  steps: z.array(StepRow).min(MIN_STEPS).max(MAX_STEPS),
});

/** A playbook data file as read: its name (for messages) and its text. */
export interface PlaybookSource {
  file: string;
  text: string;
}

/**
 * Validates the playbook files against each other and the template catalogue. Throws one
 * error naming every bad file and each of its problems: not JSON, bad shape, a step whose
 * template the catalogue does not have, repeated step titles, ids or names used twice.
 */
export function parsePlaybooks(sources: readonly PlaybookSource[], templates: readonly Pick<Template, 'id'>[], where = 'the playbook catalogue'): readonly Playbook[] {
  const problems: string[] = [];
  const templateIds = new Set(templates.map((t) => t.id));
  const byId = new Map<string, string>();
  const byName = new Map<string, string>();
  const out: Playbook[] = [];
  if (sources.length === 0) problems.push('no playbook files (*.json)');
  for (const { file, text: raw } of sources) {
    const issue = (at: (string | number)[], message: string) => problems.push(`${file}: ${at.join('.') || '(root)'}: ${message}`);
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch (e) {
      issue([], `not valid JSON (${(e as Error).message})`);
      continue;
    }
    const parsed = PlaybookFile.safeParse(data);
    if (!parsed.success) {
      for (const i of parsed.error.issues) issue(i.path as (string | number)[], i.message);
      continue;
    }
    const p = parsed.data;
    const before = problems.length;
    if (byId.has(p.id)) issue(['id'], `duplicate id ${p.id} (also in ${byId.get(p.id)})`);
    if (byName.has(p.name.toLowerCase())) issue(['name'], `duplicate name "${p.name}" (also in ${byName.get(p.name.toLowerCase())})`);
    byId.set(p.id, file);
    byName.set(p.name.toLowerCase(), file);
    const titles = p.steps.map((s) => s.title.toLowerCase());
    p.steps.forEach((s, i) => {
      if (!templateIds.has(s.template)) issue(['steps', i, 'template'], `no template ${s.template} in the template catalogue`);
      if (titles.indexOf(s.title.toLowerCase()) !== i) issue(['steps', i, 'title'], `duplicate step title "${s.title}"`);
    });
    if (problems.length > before) continue;
    out.push({
      id: p.id,
      name: p.name,
      goal: p.goal,
      description: p.description,
      steps: p.steps.map((s, i) => ({ position: i + 1, title: s.title, guidance: s.guidance, templateId: s.template })),
    });
  }
  if (problems.length) throw new Error(`invalid playbook catalogue (${where}):\n  ${problems.join('\n  ')}`);
  return deepFreeze(out);
}

/** Reads every `*.json` file of a folder, in file-name order, and validates them with parsePlaybooks. */
export function loadPlaybooks(dir: string, templates: readonly Pick<Template, 'id'>[]): readonly Playbook[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return parsePlaybooks(
    files.map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') })),
    templates,
    dir,
  );
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
