import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../../../platform/config';
import { simulatedFollowupKind } from '../../../subgraphs/surveys/fieldwork/panels/simulated';
import { expectLedgerInvariant, expectLedgerInvariantEverywhere, grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, expectV1Error, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';
import { setTeamPlan } from '../../../subgraphs/accounts/accounts.service';

/**
 * Follow-ups through v1 with this process's workers: the simulated panel answers at once
 * (PANEL_FOLLOWUP_DELAY_MS=0), declines, or never answers and the follow-up expires after 5 s
 * (long enough that an answer is never beaten by the expiry while the process renders a report).
 */
const service = useTestService({
  ROLE: 'all',
  COLLECTION_BATCH_SIZE: '100',
  COLLECTION_INTERVAL_MS: '0',
  OUTBOX_POLL_MS: '20',
  PANEL_FOLLOWUP_DELAY_MS: '0',
  FOLLOWUP_EXPIRY_SECONDS: '5',
  // One v1 token polls every 25 ms for seconds, past the 100 a minute of the spec.
  RATE_LIMIT_V1_PER_MINUTE: '100000',
});
afterEach(() => expectLedgerInvariantEverywhere(service().em()));
const api = apiClient(() => service().url);

/** 100 respondents: every simulated follow-up outcome (80/10/10 per respondent) is all but certain to occur. */
const DRAFT = { name: 'Follow-ups', sampleSize: 100, questions: [{ type: 'single_select', prompt: 'Which name?', options: [{ label: 'Nova' }, { label: 'Terra' }] }] };

async function db<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return service().em().execute<T[]>(sql, params);
}

async function balanceUnits(teamId: string): Promise<number> {
  const [{ units }] = await db<{ units: number }>('select coalesce(sum(units), 0)::int as units from billing.ledger_entries where team_id = ? and livemode = false', [teamId]);
  return units;
}

/** A completed 100-respondent test-mode survey and one response per simulated follow-up outcome. */
async function completedSurvey(credits: number, plan: 'payg' | 'growth' = 'payg') {
  const em = service().em();
  const t = await makeTeam(em);
  if (plan !== 'payg') await setTeamPlan(em, t.team.id, plan);
  await grant(em, t.team.id, credits, { livemode: false });
  const key = await t.key(['read', 'write', 'spend'], { livemode: false });
  const created = await json(await api('POST', '/v2/surveys', key, DRAFT));
  expect((await api('POST', `/v2/surveys/${created.id}/publish`, key, undefined, { 'idempotency-key': 'pub' })).status).toBe(200);
  const id = created.id.replace(/^srv_(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
  await waitFor(async () => (await db<{ status: string }>('select status from surveys.surveys where id = ?', [id]))[0].status === 'completed', { timeoutMs: 20_000 });
  const rows = await db<{ id: string; question_id: string; panel_respondent_id: string }>(
    `select r.id, r.question_id, p.panel_respondent_id from surveys.responses r join surveys.respondents p on p.id = r.respondent_id where r.survey_id = ? order by p.seq`,
    [id],
  );
  const pick = (kind: string) => rows.find((r) => simulatedFollowupKind(config().PANEL_SEED, id, r.panel_respondent_id) === kind)!;
  return { t, key, id, answer: pick('answer'), decline: pick('decline'), expire: pick('expire') };
}

const send = (key: string, surveyId: string, responseId: string, question: string) => api('POST', `/v1/surveys/${surveyId}/responses/${responseId}/followup`, key, { question });

async function listed(key: string, surveyId: string, query = '') {
  const res = await api('GET', `/v1/surveys/${surveyId}/followup-answers${query}`, key);
  expect(res.status).toBe(200);
  return json(res);
}

describe('follow-ups', () => {
  it('take the team’s plan discount: 0.9 credits on the growth plan (10% off), as charged and as shown', async () => {
    const s = await completedSurvey(60, 'growth');
    const res = await send(s.key, s.id, s.answer.id, 'What would make it better?');
    expect(res.status).toBe(201);
    expect((await json(res)).data).toMatchObject({ responseId: s.answer.id, status: 'pending', creditsCharged: 0.9 });
    const spends = await db<{ units: number }>(
      `select e.units from billing.ledger_entries e join billing.orders o on o.id = e.order_id where e.team_id = ? and e.kind = 'spend' and o.kind = 'followup'`,
      [s.t.team.id],
    );
    expect(spends).toEqual([{ units: -90 }]);
  });

  it('charges one credit each; an answer keeps it, a decline and an expiry refund it', async () => {
    const s = await completedSurvey(60); // 23.75 for the survey, 36.25 left
    const before = await balanceUnits(s.t.team.id);
    expect(before).toBe(3625);

    for (const [r, q] of [
      [s.answer, 'What would make it better?'],
      [s.decline, 'Would you pay more?'],
      [s.expire, 'Where would you buy it?'],
    ] as const) {
      const res = await send(s.key, s.id, r.id, q);
      expect(res.status).toBe(201);
      expect((await json(res)).data).toMatchObject({
        responseId: r.id,
        questionId: r.question_id,
        question: q,
        status: 'pending',
        answer: '',
        refunded: false,
        creditsCharged: 1,
      });
    }
    // Each send spent one credit at once. (The balance itself may already be moving back: the
    // simulated panel declines at once, so a refund can land before the last send.)
    const spends = await db<{ units: number }>(
      `select e.units from billing.ledger_entries e join billing.orders o on o.id = e.order_id where e.team_id = ? and e.kind = 'spend' and o.kind = 'followup'`,
      [s.t.team.id],
    );
    expect(spends).toEqual([{ units: -100 }, { units: -100 }, { units: -100 }]);

    const item = (body: any, responseId: string) => body.data.find((f: any) => f.responseId === responseId);
    const settled = await waitFor(
      async () => {
        const body = await listed(s.key, s.id);
        return ['answered', 'declined', 'expired'].every((st, i) => item(body, [s.answer, s.decline, s.expire][i].id)?.status === st) ? body : null;
      },
      { timeoutMs: 30_000, what: 'every follow-up settled' },
    );
    expect(settled.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    const answered = item(settled, s.answer.id);
    expect(answered).toMatchObject({ status: 'answered', refunded: false });
    expect(answered.answer.length).toBeGreaterThan(10);
    expect(Date.parse(answered.respondedAt)).toBeGreaterThan(0);
    // v1 strings are "" until answered and respondedAt is omitted (docs/decisions.md, "Strings that have no value on v1").
    expect(item(settled, s.decline.id)).toMatchObject({ status: 'declined', refunded: true, answer: '' });
    expect(item(settled, s.expire.id)).toMatchObject({ status: 'expired', refunded: true, answer: '' });
    expect(item(settled, s.decline.id)).not.toHaveProperty('respondedAt');
    expect(item(settled, s.expire.id)).not.toHaveProperty('respondedAt');

    // Two credits came back as refund entries; the follow-up orders say so.
    expect(await balanceUnits(s.t.team.id)).toBe(before - 100);
    const orders = await db<{ status: string; n: number }>(
      `select status, count(*)::int as n from billing.orders where team_id = ? and kind = 'followup' group by status order by status`,
      [s.t.team.id],
    );
    expect(orders).toEqual([
      { status: 'paid', n: 1 },
      { status: 'refunded', n: 2 },
    ]);
    const refunds = await db<{ units: number }>(`select units from billing.ledger_entries where team_id = ? and kind = 'refund'`, [s.t.team.id]);
    expect(refunds).toEqual([{ units: 100 }, { units: 100 }]);
    await expectLedgerInvariant(service().em(), s.t.team.id);

    // response_id narrows the list to one original response.
    const one = await listed(s.key, s.id, `?response_id=${s.decline.id}`);
    expect(one.data.map((f: any) => f.responseId)).toEqual([s.decline.id]);
    expect(one.pagination.total).toBe(1);
  });

  it('refuses a follow-up the team cannot pay for, spending nothing', async () => {
    const s = await completedSurvey(24); // 0.25 credits left after the survey
    const before = await balanceUnits(s.t.team.id);
    const res = await send(s.key, s.id, s.answer.id, 'Why that one?');
    await expectV1Error(res, 402, 'Payment Required');
    expect(await balanceUnits(s.t.team.id)).toBe(before);
    const [{ n }] = await db<{ n: number }>('select count(*)::int as n from surveys.followups where survey_id = ?', [s.id]);
    expect(n).toBe(0);
  });
});
