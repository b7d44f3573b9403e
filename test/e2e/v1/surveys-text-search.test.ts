import { describe, expect, it } from 'vitest';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

/**
 * GET /v1/surveys?text=… reads a stored, indexed document of the name and every prompt (issue 38,
 * migration 0019): it follows every write that changes either, whoever makes it.
 */
const service = useTestService();
const call = apiClient(() => service().url);

async function team() {
  const t = await makeTeam(service().em());
  return { key: await t.key(['read', 'write']) };
}
const draft = (name: string, prompt: string) => ({ name, country: 'US', sampleSize: '50', questions: [{ type: 'rating', prompt }] });

describe('v1 text search on the stored document', () => {
  it('follows renames, question edits and duplicates; words as written, phrases and negation as websearch reads them', async () => {
    const { key } = await team();
    const names = async (text: string) => (await json(await call('GET', `/v1/surveys?text=${encodeURIComponent(text)}`, key))).data.map((s: any) => s.name).sort();
    const created = (await json(await call('POST', '/v1/surveys', key, draft('Morning brew', 'Rate our oat espresso')))).data;
    expect(await names('espresso')).toEqual(['Morning brew']);
    expect(await names('morning')).toEqual(['Morning brew']);

    // A new prompt replaces the old words; a new name too.
    expect((await call('PATCH', `/v1/surveys/${created.id}`, key, { name: 'Evening tea', questions: [{ type: 'rating', prompt: 'Rate our green matcha' }] })).status).toBe(200);
    expect(await names('espresso')).toEqual([]);
    expect(await names('morning')).toEqual([]);
    expect(await names('matcha')).toEqual(['Evening tea']);
    expect(await names('evening')).toEqual(['Evening tea']);
    expect(await names('"green matcha"')).toEqual(['Evening tea']);
    expect(await names('"matcha green"')).toEqual([]);
    expect(await names('tea -matcha')).toEqual([]);

    // A duplicate is searchable at once, by its prompts as well.
    expect((await call('POST', `/v1/surveys/${created.id}/duplicate`, key)).status).toBe(201);
    expect(await names('matcha')).toEqual(['Evening tea', 'Evening tea']);
  });

  it('N drafts created at once by one team are each found by their own word; another team finds none of them', async () => {
    const { key } = await team();
    const other = await team();
    const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];
    const made = await Promise.all(words.map((w) => call('POST', '/v1/surveys', key, draft(`Survey ${w}`, `Rate the ${w}zz flavour`))));
    expect(made.map((r) => r.status)).toEqual(Array(words.length).fill(201));
    for (const w of words) {
      expect((await json(await call('GET', `/v1/surveys?text=${w}zz`, key))).data.map((s: any) => s.name)).toEqual([`Survey ${w}`]);
      expect((await json(await call('GET', `/v1/surveys?text=${w}zz`, other.key))).data).toEqual([]);
    }
  });
});
