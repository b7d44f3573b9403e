import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../helpers/test-env';

const run = promisify(execFile);
const TSX = 'node_modules/.bin/tsx';
const BASE = 'https://surveys.example.com';

/** Runs `panel-provider …` of the operator CLI as a child process against the test database (as test/integration/cli.test.ts does). */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; json: any }> {
  const env = { ...process.env, DATABASE_URL: TEST_DATABASE_URL, LOG_LEVEL: 'silent', NODE_ENV: 'test', PUBLIC_BASE_URL: BASE };
  try {
    const { stdout } = await run(TSX, ['app/cli/cli.ts', 'panel-provider', ...args], { env, timeout: 30_000 });
    return { code: 0, stdout, json: JSON.parse(stdout) };
  } catch (err) {
    const e = err as { code?: number; stdout: string; stderr: string };
    if (typeof e.code !== 'number') throw err;
    return { code: e.code, stdout: e.stdout, json: JSON.parse(e.stderr) };
  }
}

const uuidOf = (publicId: string) => publicId.slice(publicId.indexOf('_') + 1).replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
const tag = randomUUID().slice(0, 8);
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const URLS = {
  complete: 'https://panel.example.com/end?status=complete&rid={id}',
  screenout: 'https://panel.example.com/end?status=screenout&rid={id}',
  overquota: 'https://panel.example.com/end?status=overquota&rid={id}',
};

describe('operator CLI: panel-provider', { timeout: 120_000 }, () => {
  const db = new pg.Client({ connectionString: TEST_DATABASE_URL });
  let provider: any;

  beforeAll(async () => {
    await db.connect();
    const r = await cli('add', '--name', `Cint ${tag}`, '--param', 'rid', '--complete-url', URLS.complete, '--screenout-url', URLS.screenout, '--overquota-url', URLS.overquota);
    expect(r.code, JSON.stringify(r.json)).toBe(0);
    provider = r.json;
  });
  afterAll(() => db.end());

  it('add prints the profile with a pp_ id and stores it', async () => {
    expect(provider).toEqual({
      id: expect.stringMatching(/^pp_[0-9a-f]{32}$/),
      name: `Cint ${tag}`,
      entryParam: 'rid',
      completeUrl: URLS.complete,
      screenoutUrl: URLS.screenout,
      overquotaUrl: URLS.overquota,
      signed: false,
      createdAt: expect.stringMatching(ISO),
      updatedAt: provider.createdAt,
    });
    const { rows } = await db.query('select name, entry_param, complete_url, screenout_url, overquota_url from surveys.panel_providers where id = $1', [uuidOf(provider.id)]);
    expect(rows).toEqual([{ name: `Cint ${tag}`, entry_param: 'rid', complete_url: URLS.complete, screenout_url: URLS.screenout, overquota_url: URLS.overquota }]);
  });

  it('add refuses a bad profile or a taken name: exit 1, the error on stderr, nothing stored', async () => {
    const [badParam, badUrl, taken, missing] = await Promise.all([
      cli('add', '--name', `Bad ${tag}`, '--param', 'r-id'),
      cli('add', '--name', `Bad ${tag}`, '--param', 'rid', '--complete-url', 'https://panel.example.com/end'),
      cli('add', '--name', `CINT ${tag}`, '--param', 'rid'),
      cli('add', '--name', `Bad ${tag}`),
    ]);
    expect(badParam).toEqual({
      code: 1,
      stdout: '',
      json: {
        error: {
          code: 'invalid_panel_provider',
          param: 'entryParam',
          message: 'entryParam must start with a letter and have at most 32 letters, digits or underscores (e.g. rid).',
        },
      },
    });
    expect(badUrl.json.error).toMatchObject({ code: 'invalid_panel_provider', param: 'completeUrl' });
    expect(taken.json).toEqual({ error: { code: 'panel_provider_name_taken', param: 'name', message: `A panel provider named "CINT ${tag}" already exists.` } });
    expect(missing.json).toEqual({ error: { code: 'invalid_arguments', message: '--param is required' } });
    const { rows } = await db.query('select count(*)::int as n from surveys.panel_providers where name like $1', [`% ${tag}`]);
    expect(rows[0].n).toBe(1);
  });

  it('update changes the given fields (an empty URL removes it); list shows the result', async () => {
    const r = await cli('update', '--id', provider.id, '--name', `Cint Exchange ${tag}`, '--overquota-url', '');
    expect(r.code, JSON.stringify(r.json)).toBe(0);
    expect(r.json).toEqual({ ...provider, name: `Cint Exchange ${tag}`, overquotaUrl: null, updatedAt: expect.stringMatching(ISO) });
    provider = r.json;
    const list = await cli('list');
    expect(list.code).toBe(0);
    expect(list.json.filter((p: { name: string }) => p.name.endsWith(` ${tag}`))).toEqual([provider]);

    const [none, unknown, badId] = await Promise.all([
      cli('update', '--id', provider.id),
      cli('update', '--id', `pp_${'0'.repeat(32)}`, '--name', 'x'),
      cli('update', '--id', 'srv_0123', '--name', 'x'),
    ]);
    expect(none.json.error.code).toBe('invalid_arguments');
    expect(unknown.json).toEqual({ error: { code: 'panel_provider_not_found', param: 'id', message: `No such panel provider: ${'00000000-0000-0000-0000-000000000000'}` } });
    expect(badId.json).toEqual({ error: { code: 'invalid_id', message: '--id: "srv_0123" is not a pp_ id or a UUID' } });
  });

  it('link prints the survey’s entry URL for the provider, the same on every call', async () => {
    const teamId = randomUUID();
    const surveyId = randomUUID();
    await db.query('insert into accounts.teams (id, name) values ($1, $2)', [teamId, `Link team ${tag}`]);
    await db.query(`insert into surveys.surveys (id, team_id, name, country, sample_size, status, livemode) values ($1, $2, 'Labels', 'US', 10, 'in-progress', true)`, [
      surveyId,
      teamId,
    ]);
    const srv = `srv_${surveyId.replaceAll('-', '')}`;
    const first = await cli('link', '--survey', srv, '--provider', provider.id);
    expect(first.code, JSON.stringify(first.json)).toBe(0);
    const token = first.json.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.json).toEqual({ url: `${BASE}/r/${token}?rid={id}`, token, survey: srv, provider: provider.id, createdAt: expect.stringMatching(ISO) });
    const again = await cli('link', '--survey', surveyId, '--provider', uuidOf(provider.id));
    expect(again.json).toEqual(first.json);
    const { rows } = await db.query('select token, provider_id from surveys.entry_links where survey_id = $1', [surveyId]);
    expect(rows).toEqual([{ token, provider_id: uuidOf(provider.id) }]);

    const [unknownSurvey, badSurvey] = await Promise.all([
      cli('link', '--survey', randomUUID(), '--provider', provider.id),
      cli('link', '--survey', provider.id, '--provider', provider.id),
    ]);
    expect(unknownSurvey.json.error).toMatchObject({ code: 'survey_not_found', param: 'surveyId' });
    expect(badSurvey.json).toEqual({ error: { code: 'invalid_id', message: `--survey: "${provider.id}" is not a srv_ id or a UUID` } });
  });

  it('add --sign prints a signing secret once and keeps it only sealed; secret replaces it; link names exp and sig', async () => {
    const signed = await cli('add', '--name', `Signed ${tag}`, '--param', 'rid', '--sign');
    expect(signed.code, JSON.stringify(signed.json)).toBe(0);
    expect(signed.json).toMatchObject({ name: `Signed ${tag}`, signed: true, signingSecret: expect.stringMatching(/^pps_[0-9a-f]{64}$/) });
    const secret = signed.json.signingSecret as string;
    const stored = async () =>
      (await db.query<{ signing_secret: string }>('select signing_secret from surveys.panel_providers where id = $1', [uuidOf(signed.json.id)])).rows[0].signing_secret;
    const sealed = await stored();
    // Sealed (AES-256-GCM), never the secret itself; the listing never shows it.
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain(secret.slice(4));
    const list = await cli('list');
    expect(list.stdout).not.toContain(secret);
    expect(list.json.find((p: { id: string }) => p.id === signed.json.id)).toEqual({ ...signed.json, signingSecret: undefined });

    const rotated = await cli('secret', '--id', signed.json.id);
    expect(rotated.code, JSON.stringify(rotated.json)).toBe(0);
    expect(rotated.json).toMatchObject({ id: signed.json.id, signed: true, signingSecret: expect.stringMatching(/^pps_[0-9a-f]{64}$/) });
    expect(rotated.json.signingSecret).not.toBe(secret);
    expect(await stored()).not.toBe(sealed);
    // An unsigned provider can be given one too; an unknown one changes nothing.
    const later = await cli('secret', '--id', provider.id);
    expect(later.json).toMatchObject({ id: provider.id, signed: true });
    const unknown = await cli('secret', '--id', 'pp_00000000000000000000000000000000');
    expect(unknown.code).toBe(1);
    expect(unknown.json.error).toMatchObject({ code: 'panel_provider_not_found' });

    const teamId = randomUUID();
    const surveyId = randomUUID();
    await db.query('insert into accounts.teams (id, name) values ($1, $2)', [teamId, `Signed team ${tag}`]);
    await db.query(`insert into surveys.surveys (id, team_id, name, country, sample_size, status, livemode) values ($1, $2, 'Signed', 'US', 10, 'in-progress', true)`, [
      surveyId,
      teamId,
    ]);
    const link = await cli('link', '--survey', surveyId, '--provider', signed.json.id);
    expect(link.json.url).toBe(`${BASE}/r/${link.json.token}?rid={id}&exp={exp}&sig={sig}`);
    // exp and sig are the signature's parameters: no provider may name its id so.
    const clash = await cli('add', '--name', `Clash ${tag}`, '--param', 'sig');
    expect(clash.json.error).toMatchObject({ code: 'invalid_panel_provider', param: 'entryParam' });
  });
});
