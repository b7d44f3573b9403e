import { afterEach, describe, expect, it } from 'vitest';
import { addUserToTeam, createApiKey, createTeam, setTeamPlan } from '../../../subgraphs/accounts/accounts.service';
import { expectLedgerInvariantEverywhere, grant, moneyState } from '../../helpers/billing';
import { SNACK_DRAFT } from '../../helpers/billing-api';
import { apiClient, expectV1Error, expectV2Error, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

/** Plan pricing (issue 22): the team's plan applies to every price, and a survey beyond it is not published. */
const service = useTestService();
afterEach(() => expectLedgerInvariantEverywhere(service().em()));
const api = apiClient(() => service().url);

const BIG = { ...SNACK_DRAFT, name: 'Big snack test', sampleSize: 1500 };
const publish = (key: string, id: string, idem: string) => api('POST', `/v2/surveys/${id}/publish`, key, undefined, { 'idempotency-key': idem });

async function teamOn(plan: 'payg' | 'growth') {
  const em = service().em();
  const team = await createTeam(em, { name: `${plan} team`, plan });
  await addUserToTeam(em, { teamId: team.id, email: `owner-${team.id}@example.com`, name: 'Olive Owner', role: 'owner' });
  const { secret } = await createApiKey(em, { teamId: team.id, name: 'full', scopes: ['read', 'write', 'spend'] });
  await grant(em, team.id, 1000);
  return { teamId: team.id, key: secret };
}

describe('plan pricing', () => {
  it('a growth team’s quotes take the plan discount first, then the API discount; publish charges that price', async () => {
    const t = await teamOn('growth');
    const created = await json(await api('POST', '/v2/surveys', t.key, SNACK_DRAFT));
    expect(created.cost).toEqual({
      amount: 42.74,
      credits: 21.37,
      discounts: [
        { type: 'plan', code: 'plan_growth', description: 'Growth plan discount', percentOff: 10, amount: 5, credits: 2.5 },
        { type: 'api', code: 'api', description: 'API discount', percentOff: 5, amount: 2.26, credits: 1.13 },
      ],
      quotedAt: expect.any(String),
    });
    const v1 = await json(await api('GET', `/v1/surveys/${created.id.replace(/^srv_(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')}`, t.key));
    expect(v1.data.cost).toMatchObject({
      amount: 42.74,
      quotedCreditsCost: 21.37,
      planRequired: '',
      discounts: [
        ['Growth plan discount', '10%'],
        ['API discount', '5%'],
      ],
    });

    const res = await publish(t.key, created.id, 'growth-1');
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'paid', creditsUsed: 21.37, cardCharged: 0, amount: 42.74 });
    expect((await json(await api('GET', '/v2/credit-balance', t.key))).credits).toBe(978.63);
  });

  it('a pay-as-you-go team is refused a survey its plan does not allow (403 plan_required), and nothing is charged', async () => {
    const t = await teamOn('payg');
    const created = await json(await api('POST', '/v2/surveys', t.key, BIG));
    expect(created.cost).toMatchObject({ amount: 712.5, credits: 356.25 });
    const v1Id = created.id.replace(/^srv_(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
    expect((await json(await api('GET', `/v1/surveys/${v1Id}`, t.key))).data.cost.planRequired).toBe('growth');

    const before = await moneyState(service().em(), t.teamId);
    await expectV2Error(await publish(t.key, created.id, 'big-1'), 403, 'permission_error', 'plan_required');
    await expectV1Error(await api('POST', `/v1/surveys/${v1Id}/publish`, t.key), 403, 'Forbidden');
    expect(await moneyState(service().em(), t.teamId)).toEqual(before);
    expect((await json(await api('GET', `/v2/surveys/${created.id}`, t.key))).status).toBe('unpublished');

    // On the growth plan (changed by an operator: the cached principal goes with the NOTIFY) the
    // same survey is quoted with the plan's discount and published at that price.
    await setTeamPlan(service().em(), t.teamId, 'growth');
    const requoted = await waitFor(async () => ((s) => (s.cost.discounts[0]?.type === 'plan' ? s : null))(await json(await api('GET', `/v2/surveys/${created.id}`, t.key))), {
      timeoutMs: 1000,
      intervalMs: 10,
      what: 'the growth discount in the quote',
    });
    expect(requoted.cost).toMatchObject({ amount: 641.24, credits: 320.62 });
    const paid = await publish(t.key, created.id, 'big-2');
    expect(paid.status).toBe(200);
    expect(await json(paid)).toMatchObject({ creditsUsed: 320.62, amount: 641.24 });
  });
});
