import { describe, expect, it } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { Survey } from '../../../subgraphs/surveys/entities/survey.entity';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

/** Spec: v1 tag ids are opaque `tag_<32 hex>` strings and/or legacy integers, accepted mixed — on create and PATCH too. */
const service = useTestService();
const call = apiClient(() => service().url);
const QUESTIONS = [{ type: 'rating', prompt: 'Rate the coffee' }];

async function team() {
  const t = await makeTeam(service().em());
  const full = await t.key(['read', 'write']);
  /** A tag of the team: its v1 id (`tag_…`) and its legacy integer. */
  const tag = async (name: string) => {
    const res = await call('POST', '/v1/tags', full, { name });
    expect(res.status).toBe(201);
    const { id } = (await json(res)).data;
    const [{ legacy_id }] = await service()
      .em()
      .execute<{ legacy_id: string }[]>('select legacy_id from surveys.tags where id = ?', [fromPublicId('tag', id)]);
    return { id: id as string, legacy: Number(legacy_id), name };
  };
  return { ...t, full, tag };
}

/** The survey's tag links as stored: tag names, sorted. */
async function linkedNames(surveyId: string): Promise<string[]> {
  const rows = await service()
    .em()
    .execute<{ name: string }[]>('select t.name from surveys.survey_tags st join surveys.tags t on t.id = st.tag_id where st.survey_id = ? order by t.name', [surveyId]);
  return rows.map((r) => r.name);
}

describe('v1 survey create and PATCH take tag ids mixed', () => {
  it('POST /v1/surveys: tag_<32 hex>, a legacy integer and its digits as a string, in one list; each tag once', async () => {
    const t = await team();
    const [arabica, robusta, decaf] = [await t.tag('arabica'), await t.tag('Robusta'), await t.tag('decaf')];
    const res = await call('POST', '/v1/surveys', t.full, {
      questions: QUESTIONS,
      tags: [{ id: robusta.id }, { id: arabica.legacy }, { id: String(decaf.legacy) }, { id: robusta.legacy }, { id: robusta.id.toUpperCase().replace('TAG_', 'tag_') }],
    });
    expect(res.status).toBe(201);
    const s = (await json(res)).data;
    expect(s.tags).toEqual([
      { id: arabica.id, name: 'arabica' },
      { id: decaf.id, name: 'decaf' },
      { id: robusta.id, name: 'Robusta' },
    ]);
    expect(await linkedNames(s.id)).toEqual(['Robusta', 'arabica', 'decaf']);
  });

  it('PATCH /v1/surveys/{id}: replaces the tags with a mixed list, and [] removes them', async () => {
    const t = await team();
    const [arabica, robusta] = [await t.tag('arabica'), await t.tag('robusta')];
    const s = (await json(await call('POST', '/v1/surveys', t.full, { questions: QUESTIONS, tags: [{ id: arabica.legacy }] }))).data;
    const patched = await call('PATCH', `/v1/surveys/${s.id}`, t.full, { tags: [{ id: robusta.id }, { id: arabica.id }] });
    expect(patched.status).toBe(200);
    expect((await json(patched)).data.tags).toEqual([
      { id: arabica.id, name: 'arabica' },
      { id: robusta.id, name: 'robusta' },
    ]);
    expect(await linkedNames(s.id)).toEqual(['arabica', 'robusta']);
    const legacyOnly = await json(await call('PATCH', `/v1/surveys/${s.id}`, t.full, { tags: [{ id: String(robusta.legacy) }] }));
    expect(legacyOnly.data.tags).toEqual([{ id: robusta.id, name: 'robusta' }]);
    const cleared = await json(await call('PATCH', `/v1/surveys/${s.id}`, t.full, { tags: [] }));
    expect(cleared.data.tags).toEqual([]);
    expect(await linkedNames(s.id)).toEqual([]);
  });

  it('400 naming the unknown ones: another team’s tag (either form) or no such tag; nothing is written', async () => {
    const t = await team();
    const other = await team();
    const mine = await t.tag('mine');
    const theirs = await other.tag('theirs');
    const missing = `tag_${'0'.repeat(12)}7${'0'.repeat(19)}`;
    const res = await call('POST', '/v1/surveys', t.full, { questions: QUESTIONS, tags: [{ id: mine.id }, { id: theirs.id }, { id: theirs.legacy }, { id: missing }] });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'tag_unknown',
      param: 'tags',
      message: `No such tag for this team: ${theirs.id}, ${theirs.legacy}, ${missing}.`,
    });
    expect(await service().em().count(Survey, { teamId: t.team.id })).toBe(0);

    const s = (await json(await call('POST', '/v1/surveys', t.full, { questions: QUESTIONS, tags: [{ id: mine.id }] }))).data;
    const patch = await call('PATCH', `/v1/surveys/${s.id}`, t.full, { tags: [{ id: theirs.id }] });
    expect(patch.status).toBe(400);
    expect(await json(patch)).toEqual({ error: 'Bad Request', message: `No such tag for this team: ${theirs.id}.` });
    expect(await linkedNames(s.id)).toEqual(['mine']);
  });

  it('400 with details for ids of neither form: a GUID, a bare hex, zero, a negative or a fraction', async () => {
    const t = await team();
    const mine = await t.tag('mine');
    const uuid = fromPublicId('tag', mine.id)!;
    for (const id of [uuid, uuid.replaceAll('-', ''), 'tag_xyz', 0, -3, 1.5, '']) {
      const res = await call('POST', '/v1/surveys', t.full, { questions: QUESTIONS, tags: [{ id }] });
      expect(res.status, JSON.stringify(id)).toBe(400);
      const body = await json(res);
      expect([body.statusCode, body.code, body.details?.length > 0], JSON.stringify(id)).toEqual([400, 'parameter_invalid', true]);
    }
    expect(await service().em().count(Survey, { teamId: t.team.id })).toBe(0);
  });

  it('the v1 OpenAPI document describes both forms', async () => {
    const doc = await json(await fetch(`${service().url}/v1/openapi.json`));
    for (const [path, method] of [
      ['/v1/surveys', 'post'],
      ['/v1/surveys/{id}', 'patch'],
    ]) {
      const id = doc.paths[path][method].requestBody.content['application/json'].schema.properties.tags.items.properties.id;
      expect(
        id.anyOf.map((s: { type: string }) => s.type),
        path,
      ).toEqual(['integer', 'string']);
      expect(id.anyOf[1].pattern).toBe('^(tag_[0-9a-fA-F]{32}|[1-9][0-9]{0,14})$');
    }
  });
});
