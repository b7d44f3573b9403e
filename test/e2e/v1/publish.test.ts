import { describe, expect, it, afterEach } from 'vitest';
import { expectLedgerInvariant, grant, moneyState, expectLedgerInvariantEverywhere } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, expectV1Error, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

const service = useTestService();
afterEach(() => expectLedgerInvariantEverywhere(service().em()));
const api = apiClient(() => service().url);
const DRAFT = { questions: [{ type: 'single_select', prompt: 'Which snack?', options: [{ value: 'Crisps' }, { value: 'Nuts' }] }] };

async function draft(key: string): Promise<string> {
  const res = await api('POST', '/v1/surveys', key, DRAFT);
  expect(res.status).toBe(201);
  return (await json(res)).data.id;
}

describe('POST /v1/surveys/{id}/publish', () => {
  it('applies the v2 publish rules in v1 shapes; a retry without a key returns the same paid order', async () => {
    const t = await makeTeam(service().em());
    const legacy = await t.key([]);
    await grant(service().em(), t.team.id, 30);
    const id = await draft(legacy);

    const res = await api('POST', `/v1/surveys/${id}/publish`, legacy);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ success: true, data: { status: 'paid', creditsUsed: 23.75, cardCharged: 0, amount: 47.5, currency: 'USD' } });
    expect(body.data.orderId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(body.data.survey).toMatchObject({ id, status: 'in-progress' });
    expect(body.data.survey.cost).toMatchObject({ balance: 6.25, canPayWithBalance: false });

    const again = await json(await api('POST', `/v1/surveys/${id}/publish`, legacy));
    expect(again.data.orderId).toBe(body.data.orderId);
    expect(await moneyState(service().em(), t.team.id)).toMatchObject({ orders: 1, units: 625, orderEvents: 1 });
    await expectLedgerInvariant(service().em(), t.team.id);
  });

  it('402 {error, message} when credits are short and no card is saved; nothing changes', async () => {
    const t = await makeTeam(service().em());
    const legacy = await t.key([]);
    const id = await draft(legacy);
    const before = await moneyState(service().em(), t.team.id);
    await expectV1Error(await api('POST', `/v1/surveys/${id}/publish`, legacy), 402, 'Payment Required');
    expect(await moneyState(service().em(), t.team.id)).toEqual(before);
    expect((await json(await api('GET', `/v1/surveys/${id}`, legacy))).data.status).toBe('unpublished');
  });

  it('a scoped key needs spend; a body is refused', async () => {
    const t = await makeTeam(service().em());
    const writer = await t.key(['read', 'write']);
    const id = await draft(writer);
    await expectV1Error(await api('POST', `/v1/surveys/${id}/publish`, writer), 403, 'Forbidden');
    await expectV1Error(await api('POST', `/v1/surveys/${id}/publish`, await t.key(['spend', 'read']), { force: true }), 400, 'Bad Request');
  });
});
