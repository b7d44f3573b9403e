import { beforeAll, describe, expect, it } from 'vitest';
import { entrySignature } from '../../../subgraphs/surveys';
import { createPanelProvider, entryLinkFor, entryLinkUrl } from '../../../subgraphs/surveys/fieldwork/providers/providers.service';
import { launchChromium } from '../../helpers/browser';
import { expectAccessible, screenshot } from '../../helpers/console';
import { useTestService } from '../../helpers/service';
import { createTenTypeSurvey, formAnswer, gql } from './fixture';

/**
 * Signed entry links (issue 35): a provider with a signing secret sends people with `exp` and
 * `sig`, an HMAC-SHA256 of "<token>:<exp>:<id>"; the respondent app refuses unsigned, wrongly
 * signed, expired and replayed entries before it starts or resumes anyone's attempt. Without a
 * secret, resuming by id never shows the person's earlier explanations.
 */
const service = useTestService({ ROLE: 'all', LIVE_PANEL: 'respondents', OUTBOX_POLL_MS: '20', RATE_LIMITS_ENABLED: 'false' });

let s: Awaited<ReturnType<typeof createTenTypeSurvey>>;
let signed: { base: string; token: string; secret: string };
let unsigned: string;

beforeAll(async () => {
  // No targeting or reporting: no screener, so an entry starts answering at once.
  s = await createTenTypeSurvey(service(), { livemode: true, sampleSize: 50 });
  const published = await s.api('POST', `/v2/surveys/${s.survey.id}/publish`, s.key, undefined, { 'idempotency-key': `p-${s.survey.id}` });
  expect(published.status).toBe(200);
  const em = service().em().fork();
  const provider = await createPanelProvider(em, { name: `Signed ${s.survey.id}`, entryParam: 'rid', sign: true });
  const link = await entryLinkFor(em, s.surveyUuid, provider.id);
  signed = { base: entryLinkUrl(link), token: link.token, secret: provider.newSecret! };
  expect(signed.base).toBe(`${service().url}/r/${link.token}?rid={id}&exp={exp}&sig={sig}`);
  const plain = await createPanelProvider(em, { name: `Plain ${s.survey.id}`, entryParam: 'pid' });
  unsigned = entryLinkUrl(await entryLinkFor(em, s.surveyUuid, plain.id));
}, 120_000);

const now = () => Math.floor(Date.now() / 1000);
const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);
const attempts = async (rid?: string) =>
  (
    await db<{ n: number }>(
      `select count(*)::int as n from surveys.attempts where survey_id = ?${rid ? ' and provider_respondent_id = ?' : ''}`,
      rid ? [s.surveyUuid, rid] : [s.surveyUuid],
    )
  )[0].n;

/** A provider's entry URL for `rid`, signed as the provider would (or with the parts given). */
function signedUrl(rid: string, opts: { exp?: number | string | null; sig?: string | null; signFor?: string } = {}): string {
  const exp = opts.exp === undefined ? now() + 3600 : opts.exp;
  const sig = opts.sig === undefined ? entrySignature(signed.secret, signed.token, opts.signFor ?? rid, exp ?? '') : opts.sig;
  const url = new URL(signed.base.replace(/&exp=\{exp\}&sig=\{sig\}$/, '').replace('{id}', encodeURIComponent(rid)));
  if (exp !== null) url.searchParams.set('exp', String(exp));
  if (sig !== null) url.searchParams.set('sig', sig);
  return url.toString();
}

async function enter(url: string): Promise<{ status: number; location: string; html: string }> {
  const res = await fetch(url, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') ?? '', html: await res.text() };
}

/** The refusal: a 403 plain page that says what to do, and no row changed. */
async function expectRefused(url: string, rid: string) {
  const before = await attempts();
  const res = await enter(url);
  expect(res.status).toBe(403);
  expect(res.html).toContain('<h1>This link cannot be used</h1>');
  expect(res.html).toContain('The survey link is not valid or has expired. Please go back to where you came from and open the survey again from there.');
  expect(await attempts(rid)).toBe(0);
  expect(await attempts()).toBe(before);
}

describe('signed entry links', () => {
  it('a good signature starts the attempt, and the same link resumes it', async () => {
    const first = await enter(signedUrl('good-1'));
    expect(first.status).toBe(303);
    expect(first.location).toMatch(/^\/r\/a\/[A-Za-z0-9_-]{32}$/);
    expect(await attempts('good-1')).toBe(1);
    expect(await enter(signedUrl('good-1'))).toMatchObject({ status: 303, location: first.location });
    expect(await attempts('good-1')).toBe(1);
  });

  it('refuses a missing, wrong, expired, too distant or replayed signature, before any row is written', async () => {
    await expectRefused(signedUrl('none-1', { exp: null, sig: null }), 'none-1');
    await expectRefused(signedUrl('none-2', { sig: null }), 'none-2');
    await expectRefused(signedUrl('none-3', { exp: null }), 'none-3');
    const good = new URL(signedUrl('bad-1')).searchParams.get('sig')!;
    const flipped = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    await expectRefused(signedUrl('bad-1', { sig: flipped }), 'bad-1');
    await expectRefused(signedUrl('bad-2', { sig: 'zz' }), 'bad-2');
    await expectRefused(signedUrl('bad-3', { sig: entrySignature('pps_not-the-secret', signed.token, 'bad-3', now() + 60) }), 'bad-3');
    await expectRefused(signedUrl('old-1', { exp: now() - 1 }), 'old-1');
    await expectRefused(signedUrl('far-1', { exp: now() + 31 * 24 * 3600 }), 'far-1');
    // Replay: good-1's signature with another person's id (and the other way round) opens nothing.
    const victim = new URL(signedUrl('good-1'));
    await expectRefused(signedUrl('thief-1', { exp: victim.searchParams.get('exp')!, sig: victim.searchParams.get('sig')! }), 'thief-1');
    await expectRefused(signedUrl('good-2', { signFor: 'good-1' }), 'good-2');
    // The exp is part of what is signed: a later one with the same signature is refused.
    await expectRefused(signedUrl('good-1', { exp: Number(victim.searchParams.get('exp')) + 60, sig: victim.searchParams.get('sig')! }), 'nobody');
  });

  it('N people with good links at once all start; N identical entries at once make one attempt', async () => {
    const N = 8;
    const people = Array.from({ length: N }, (_, i) => `many-${i}`);
    const results = await Promise.all(people.map((rid) => enter(signedUrl(rid))));
    expect(results.map((r) => r.status)).toEqual(Array(N).fill(303));
    expect(new Set(results.map((r) => r.location)).size).toBe(N);
    for (const rid of people) expect(await attempts(rid)).toBe(1);

    const url = signedUrl('same-1');
    const same = await Promise.all(Array.from({ length: N }, () => enter(url)));
    expect(same.map((r) => r.status)).toEqual(Array(N).fill(303));
    expect(new Set(same.map((r) => r.location)).size).toBe(1);
    expect(await attempts('same-1')).toBe(1);
  });

  it('the refusal page is plain, accessible and fits a phone', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      const res = await page.goto(signedUrl('phone-1', { sig: null }));
      expect(res!.status()).toBe(403);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('This link cannot be used');
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await expectAccessible(page);
      await screenshot(page, 'respond-phone-entry-refused');
    } finally {
      await browser.close();
    }
  });
});

describe('resuming by id without a signing secret', () => {
  /** Answers the first question of the attempt behind `location` with a plain form post; returns its explanation. */
  async function answerFirst(location: string, rid: string): Promise<string> {
    const token = location.split('/').pop()!;
    const { respondentStep } = await gql(service().url, 'query($t: String!) { respondentStep(token: $t) { question { id type options { id } } } }', { t: token });
    const q = respondentStep.question as { id: string; type: string; options: { id: string }[] };
    const fields = formAnswer(q, rid);
    const form = new URLSearchParams({ questionId: q.id });
    for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) form.append(k, one);
    const res = await fetch(`${service().url}${location}/answer`, { method: 'POST', body: form, redirect: 'manual' });
    expect(res.status, await res.clone().text()).toBe(303);
    return fields.explanation as string;
  }

  it('never shows the person’s earlier explanations to whoever comes back with their id', async () => {
    const first = await enter(unsigned.replace('{id}', 'plain-1'));
    expect(first.status).toBe(303);
    const explanation = await answerFirst(first.location, 'plain-1');
    // Someone else with the same id: they land on the attempt, but its page carries none of the person's words.
    const again = await enter(unsigned.replace('{id}', 'plain-1'));
    expect(again).toMatchObject({ status: 303, location: first.location });
    const html = await (await fetch(`${service().url}${again.location}`)).text();
    expect(html).toContain('data-others="[]"');
    expect(explanation).toContain('(plain-1)');
    expect(html).not.toContain('(plain-1)');
    // The person's own signed way back (a signing provider) still helps them not to repeat themselves.
    const mine = await enter(signedUrl('signed-back-1'));
    const own = await answerFirst(mine.location, 'signed-back-1');
    const back = await (await fetch(`${service().url}${(await enter(signedUrl('signed-back-1'))).location}`)).text();
    expect(own).toContain('(signed-back-1)');
    expect(back).toContain('(signed-back-1)');
  });
});
