import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { listTemplates } from '../templates/templates.service';
import { loadPlaybooks, parsePlaybooks } from './playbooks.catalogue';

const CATALOGUE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogue');
const shipped = (file: string) => JSON.parse(readFileSync(path.join(CATALOGUE, file), 'utf8')) as Record<string, any>;
const NAME_A_PRODUCT = () => shipped('name-a-product.json');
const LAUNCH = () => shipped('launch-a-product.json');

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

/** A catalogue folder holding these files (objects are written as JSON, strings as they are). */
function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'playbooks-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return dir;
}

const load = (files: Record<string, unknown>) => () => loadPlaybooks(folder(files), listTemplates());

describe('the playbook catalogue', () => {
  it('loads the shipped files: at least three playbooks, steps numbered from 1, every template in the template catalogue', () => {
    const playbooks = loadPlaybooks(CATALOGUE, listTemplates());
    expect(playbooks.length).toBe(readdirSync(CATALOGUE).filter((f) => f.endsWith('.json')).length);
    expect(playbooks.length).toBeGreaterThanOrEqual(3);
    expect(new Set(playbooks.map((p) => p.id)).size).toBe(playbooks.length);
    const templateIds = new Set(listTemplates().map((t) => t.id));
    for (const p of playbooks) {
      expect(p.id).toMatch(/^pbk_[a-z0-9]{24}$/);
      expect(p.steps.map((s) => s.position)).toEqual(p.steps.map((_, i) => i + 1));
      expect(p.steps.every((s) => templateIds.has(s.templateId))).toBe(true);
    }
    expect(Object.isFrozen(playbooks[0].steps[0])).toBe(true);
  });

  it('lists good files in file-name order', () => {
    const ids = loadPlaybooks(folder({ 'b.json': NAME_A_PRODUCT(), 'a.json': LAUNCH(), 'notes.txt': 'not a playbook' }), listTemplates()).map((p) => p.name);
    expect(ids).toEqual(['Launch a product', 'Name a product']);
  });

  it('refuses a step whose template is not in the template catalogue, naming the file and the step', () => {
    const p = NAME_A_PRODUCT();
    p.steps[1].template = 'cmb_000000000000000000000000';
    expect(load({ 'name-a-product.json': p })).toThrow(
      /invalid playbook catalogue \(.*\):\n {2}name-a-product\.json: steps\.1\.template: no template cmb_000000000000000000000000 in the template catalogue/,
    );
  });

  it('refuses a file that is not JSON, and bad shapes, with every problem of every file', () => {
    const shape = NAME_A_PRODUCT();
    shape.id = 'pbk_ABC';
    delete shape.steps[0].guidance;
    shape.steps[2].extra = true;
    const short = LAUNCH();
    short.steps = short.steps.slice(0, 1);
    let message = '';
    try {
      load({ 'broken.json': '{"id": ', 'shape.json': shape, 'short.json': short })();
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/broken\.json: \(root\): not valid JSON/);
    expect(message).toMatch(/shape\.json: id: not pbk_ \+ 24 lower-case alphanumerics/);
    expect(message).toMatch(/shape\.json: steps\.0\.guidance: /);
    expect(message).toMatch(/shape\.json: steps\.2: Unrecognized key: "extra"/);
    expect(message).toMatch(/short\.json: steps: /);
  });

  it('refuses an id or a name used by two files, and a step title used twice in one playbook', () => {
    const copy = NAME_A_PRODUCT();
    copy.name = 'Name a product, again';
    const renamed = LAUNCH();
    renamed.name = 'name a PRODUCT';
    const titles = shipped('optimise-a-listing.json');
    titles.steps[1].title = 'main image';
    expect(load({ 'a.json': NAME_A_PRODUCT(), 'b.json': copy })).toThrow(/b\.json: id: duplicate id pbk_6r1y4ln4692fi1darenmndxw \(also in a\.json\)/);
    expect(load({ 'a.json': NAME_A_PRODUCT(), 'c.json': renamed })).toThrow(/c\.json: name: duplicate name "name a PRODUCT" \(also in a\.json\)/);
    expect(load({ 'listing.json': titles })).toThrow(/listing\.json: steps\.1\.title: duplicate step title "main image"/);
  });

  it('refuses an empty catalogue', () => {
    expect(() => parsePlaybooks([], listTemplates(), 'nowhere')).toThrow(/invalid playbook catalogue \(nowhere\):\n {2}no playbook files/);
  });
});
