/**
 * One person answering a live survey through the respondent app with plain HTTP, as a browser
 * without script does: the provider's entry link, each question page, its form posted
 * (urlencoded) with an explanation of their own, until a redirect sends them back to the
 * provider. Used by the burst test (test/e2e/respond/burst.test.ts) and `npm run bench --
 * respondents`. Questions it can answer: single_select and head_to_head (the first option
 * shown), rating (a score), open_ended (the explanation alone).
 */

import type { EntityManager } from '@mikro-orm/postgresql';
import { fromPublicId } from '../../platform/ids';
import { creditsToUnits } from '../../platform/money';
import { grantCreditsNow } from '../../subgraphs/billing/ledger.service';
import { makeTeam } from './fixtures';

export type PersonOutcome = 'complete' | 'overquota' | 'screenout' | 'error';
export type PageKind = 'entry' | 'question' | 'answer';

export interface PersonResult {
  rid: string;
  outcome: PersonOutcome;
  /** Where the last redirect sent the person (the provider's URL), or what went wrong. */
  detail: string;
  /** Every request with its time: the entry link, each question page, each answer posted. */
  pages: { kind: PageKind; status: number; ms: number }[];
}

/** Explanations a person writes, one per question in order: distinct from each other and from every other person's. */
const WHY = [
  'The colour reminds me of the kitchen at my grandparents',
  'Most weekends I happily try something new like this',
  'A lower price and a shop closer to my flat would help',
  'My sister recommended one like it last summer',
];

/** The provider's outcome from its redirect URL: the path names it (…/complete, /overquota, /screenout). */
function outcomeOf(location: string, providerBase: string): PersonOutcome | null {
  if (!location.startsWith(providerBase)) return null;
  const path = new URL(location).pathname;
  for (const o of ['complete', 'overquota', 'screenout'] as const) if (path.endsWith(`/${o}`)) return o;
  return null;
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;

/** The answer a person gives to the question page `html` shows (their n-th). */
function formFor(html: string, n: number, rid: string): URLSearchParams {
  const form = new URLSearchParams({ questionId: attr(html, /name="questionId" value="([^"]+)"/)! });
  const choice = attr(html, /name="choice" value="([^"]+)"/);
  if (choice) form.set('choice', choice);
  if (html.includes('name="score"')) form.set('score', attr(html, /name="score" value="([^"]+)"/)!);
  form.set('explanation', `${WHY[n % WHY.length]} (${rid}).`);
  return form;
}

/**
 * The same person walking the survey's preview: the same pages and forms through the same
 * path, with nothing recorded (no attempt, no lock, no commit): the benchmark's baseline.
 * Its outcome is 'complete' when the preview's end page is reached.
 */
export async function previewAsPerson(previewUrl: string, rid: string): Promise<PersonResult> {
  const pages: PersonResult['pages'] = [];
  const request = async (kind: PageKind, url: string, init: RequestInit = {}) => {
    const started = performance.now();
    const res = await fetch(url, { ...init, redirect: 'manual' });
    const body = await res.text();
    pages.push({ kind, status: res.status, ms: performance.now() - started });
    return { status: res.status, location: res.headers.get('location') ?? '', body };
  };
  const base = new URL(previewUrl).origin;
  let url = previewUrl;
  for (let n = 0; n < 50; n++) {
    const page = await request(n === 0 ? 'entry' : 'question', url);
    if (page.status !== 200) return { rid, outcome: 'error', detail: `preview page: ${page.status}`, pages };
    if (!page.body.includes('name="questionId"')) return { rid, outcome: 'complete', detail: 'end of the preview', pages };
    const action = attr(page.body, /<form class="card question" method="post" action="([^"]+)"/)!.replace(/&amp;/g, '&');
    const answer = await request('answer', `${base}${action}`, { method: 'POST', body: formFor(page.body, n, rid) });
    if (answer.status !== 303) return { rid, outcome: 'error', detail: `preview answer: ${answer.status} ${answer.body.slice(0, 300)}`, pages };
    url = `${base}${answer.location}`;
  }
  return { rid, outcome: 'error', detail: 'no end after 50 pages', pages };
}

export async function answerAsPerson(entryUrl: string, rid: string, providerBase: string): Promise<PersonResult> {
  const pages: PersonResult['pages'] = [];
  const request = async (kind: PageKind, url: string, init: RequestInit = {}) => {
    const started = performance.now();
    const res = await fetch(url, { ...init, redirect: 'manual' });
    const body = await res.text();
    pages.push({ kind, status: res.status, ms: performance.now() - started });
    return { status: res.status, location: res.headers.get('location') ?? '', body };
  };
  const ended = (location: string): PersonResult | null => {
    const outcome = outcomeOf(location, providerBase);
    return outcome ? { rid, outcome, detail: location, pages } : null;
  };
  const failed = (what: string, r: { status: number; body: string }): PersonResult => ({
    rid,
    outcome: 'error',
    detail: `${what}: ${r.status} ${r.body.slice(0, 300)}`,
    pages,
  });

  const base = new URL(entryUrl).origin;
  const entry = await request('entry', entryUrl.replace('{id}', encodeURIComponent(rid)));
  if (entry.status !== 303) return failed('entry', entry);
  const done = ended(entry.location);
  if (done) return done;
  const attempt = `${base}${entry.location}`;
  for (let n = 0; n < 50; n++) {
    const page = await request('question', attempt);
    if (page.status === 303) return ended(page.location) ?? failed('question page redirect', page);
    if (page.status !== 200 || !page.body.includes('name="questionId"')) return failed('question page', page);
    const answer = await request('answer', `${attempt}/answer`, { method: 'POST', body: formFor(page.body, n, rid) });
    if (answer.status !== 303) return failed('answer', answer);
    const finished = ended(answer.location);
    if (finished) return finished;
  }
  return { rid, outcome: 'error', detail: 'no outcome after 50 pages', pages };
}

export interface LiveSurvey {
  surveyId: string;
  publicId: string;
  /** The provider's entry link, `{id}` where the respondent id goes. */
  entryUrl: string;
  /** The survey's preview link: the same pages, nothing recorded. */
  previewUrl: string;
}

/** The questions `answerAsPerson` answers: a choice, a score and an open answer, each explained. */
const QUESTIONS = [
  { type: 'single_select', prompt: 'Where do you usually buy plant milk?', options: [{ label: 'Supermarket' }, { label: 'Corner shop' }, { label: 'Online' }] },
  { type: 'rating', prompt: 'How likely are you to try it?', variant: 'score10' },
  { type: 'open_ended', prompt: 'What would make you switch milk brands?' },
];

/**
 * A paid live survey of `sampleSize` with its provider's entry link (redirects to
 * `${providerBase}/complete|screenout|overquota?rid={id}`), made through v2 and operator GraphQL.
 */
export async function openLiveSurvey(
  baseUrl: string,
  em: EntityManager,
  opts: { sampleSize: number; operatorToken: string; providerBase: string; targeting?: string[] },
): Promise<LiveSurvey> {
  const t = await makeTeam(em, 'Burst panel');
  await grantCreditsNow(em, { teamId: t.team.id, livemode: true }, { units: creditsToUnits(100_000), expiresAt: new Date(Date.now() + 86_400_000), source: 'grant' });
  const key = await t.key(['read', 'write', 'spend'], { livemode: true });
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const out = (await res.json()) as Record<string, any>;
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(out)}`);
    return out;
  };
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.operatorToken}` },
      body: JSON.stringify({ query, variables }),
    });
    const out = (await res.json()) as { data?: any; errors?: unknown[] };
    if (out.errors) throw new Error(JSON.stringify(out.errors));
    return out.data;
  };
  const survey = await call('POST', '/v2/surveys', { name: 'Oat milk burst', sampleSize: opts.sampleSize, country: 'US', targeting: opts.targeting ?? [], questions: QUESTIONS });
  await call('POST', `/v2/surveys/${survey.id}/publish`, undefined, { 'idempotency-key': `publish-${survey.id}` });
  const surveyId = fromPublicId('srv', survey.id)!;
  const { createPanelProvider: provider } = await gql('mutation($i: PanelProviderCreateInput!) { createPanelProvider(input: $i) { id } }', {
    i: {
      name: `Burst ${survey.id}`,
      entryParam: 'rid',
      completeUrl: `${opts.providerBase}/complete?rid={id}`,
      screenoutUrl: `${opts.providerBase}/screenout?rid={id}`,
      overquotaUrl: `${opts.providerBase}/overquota?rid={id}`,
    },
  });
  const { surveyEntryLink } = await gql('mutation($s: ID!, $p: ID!) { surveyEntryLink(surveyId: $s, providerId: $p) { url } }', { s: surveyId, p: provider.id });
  return { surveyId, publicId: survey.id, entryUrl: surveyEntryLink.url, previewUrl: survey.previewUrl };
}

/**
 * `people` persons arriving evenly over `windowMs`, at most `inFlight` answering at once (a
 * person who arrives while all are busy waits for the next free one).
 */
export async function burst(
  entryUrl: string,
  providerBase: string,
  opts: { people: number; windowMs: number; inFlight: number; prefix: string; walk?: (rid: string) => Promise<PersonResult> },
): Promise<PersonResult[]> {
  const walk = opts.walk ?? ((rid: string) => answerAsPerson(entryUrl, rid, providerBase));
  const results: PersonResult[] = [];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= opts.people) return;
      const due = started + (i * opts.windowMs) / opts.people;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      results[i] = await walk(`${opts.prefix}-${i}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.inFlight, opts.people) }, worker));
  return results;
}
