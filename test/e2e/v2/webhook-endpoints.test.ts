import { describe, expect, it } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { WebhookEndpoint } from '../../../subgraphs/webhooks/endpoints/endpoint.entity';
import { disableEndpoint, endpointsFor } from '../../../subgraphs/webhooks/endpoints/endpoints.service';
import { makeTeam } from '../../helpers/fixtures';
import { REQ_ID, apiClient, expectV2Error, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

const service = useTestService();
const api = apiClient(() => service().url);

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const WHK = /^whk_[0-9a-f]{32}$/;
const SECRET = /^whsec_[A-Za-z0-9_-]{43}$/;
const BAD = 'invalid_request_error';

async function team() {
  const t = await makeTeam(service().em());
  return { ...t, full: await t.key(['read', 'write', 'spend']), read: await t.key(['read']), write: await t.key(['write']) };
}

const create = (key: string, body: unknown = { url: 'https://hooks.example.com/in', enabledEvents: ['survey.completed'] }, headers: Record<string, string> = {}) =>
  api('POST', '/v2/webhook-endpoints', key, body, headers);

/** A new endpoint (asserted 200), as its JSON body (with the secret). */
async function newEndpoint(key: string, url = 'https://hooks.example.com/in', enabledEvents = ['survey.completed']) {
  const res = await create(key, { url, enabledEvents });
  expect(res.status).toBe(200);
  return json(res);
}

const withoutSecret = ({ secret: _, ...rest }: Record<string, unknown>) => rest;

async function liveEndpoints(teamId: string): Promise<number> {
  return service().em().count(WebhookEndpoint, { teamId, deletedAt: null });
}

describe('POST /v2/webhook-endpoints', () => {
  it('registers an endpoint and shows its whsec_ secret once: never in reads or lists', async () => {
    const t = await team();
    const before = Date.now();
    const res = await create(t.full, { url: 'https://hooks.example.com/in?src=sfs', enabledEvents: ['survey.completed', 'order.paid'] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
    const body = await json(res);
    expect(body).toEqual({
      object: 'webhook_endpoint',
      id: expect.stringMatching(WHK),
      url: 'https://hooks.example.com/in?src=sfs',
      enabledEvents: ['survey.completed', 'order.paid'],
      status: 'enabled',
      disabledReason: null,
      livemode: true,
      createdAt: expect.stringMatching(ISO),
      updatedAt: body.createdAt,
      secret: expect.stringMatching(SECRET),
    });
    expect(Date.parse(body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(body)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/); // no GUID anywhere on v2

    // Stored with its team and mode; the secret is kept (deliveries are signed with it).
    const row = await service()
      .em()
      .findOneOrFail(WebhookEndpoint, { id: fromPublicId('whk', body.id)! });
    expect([row.teamId, row.livemode, row.secret, row.deletedAt]).toEqual([t.team.id, true, body.secret, null]);

    const read = await api('GET', `/v2/webhook-endpoints/${body.id}`, t.read);
    expect(read.status).toBe(200);
    const readText = await read.text();
    expect(JSON.parse(readText)).toEqual(withoutSecret(body));
    const list = await api('GET', '/v2/webhook-endpoints', t.read);
    expect(list.status).toBe(200);
    const listText = await list.text();
    expect(JSON.parse(listText)).toEqual({ object: 'list', data: [withoutSecret(body)], hasMore: false, nextCursor: null });
    for (const text of [readText, listText]) {
      expect(text).not.toContain(body.secret);
      expect(text).not.toContain('whsec_');
    }
    // Each endpoint has its own secret.
    expect((await newEndpoint(t.full)).secret).not.toBe(body.secret);
  });

  it('records the key mode: a test key’s endpoint is livemode false', async () => {
    const t = await team();
    const testKey = await t.key(['read', 'write'], { livemode: false });
    const body = await newEndpoint(testKey);
    expect(body.livemode).toBe(false);
    expect((await json(await api('GET', `/v2/webhook-endpoints/${body.id}`, testKey))).livemode).toBe(false);
    // Test and live are separate worlds: the live key does not see it.
    await expectV2Error(await api('GET', `/v2/webhook-endpoints/${body.id}`, t.read), 404, 'invalid_request_error', 'resource_missing', 'id');
  });

  it('refuses an Idempotency-Key (creates are reconciled with the list)', async () => {
    const t = await team();
    await expectV2Error(await create(t.full, undefined, { 'idempotency-key': 'k1' }), 400, BAD, 'parameter_unknown', 'Idempotency-Key');
    expect(await liveEndpoints(t.team.id)).toBe(0);
  });

  it('refuses URLs that are not absolute https without credentials, with param url', async () => {
    const t = await team();
    for (const url of [
      'http://hooks.example.com/in',
      '/webhooks',
      'hooks.example.com/in',
      'https:/hooks.example.com',
      'ftp://hooks.example.com',
      'https://user:secret@hooks.example.com/in',
      'https://user@hooks.example.com/in',
      'https://hooks.example.com/a b',
      '',
      `https://hooks.example.com/${'a'.repeat(2048)}`,
    ]) {
      await expectV2Error(await create(t.full, { url, enabledEvents: ['order.paid'] }), 400, BAD, 'parameter_invalid', 'url');
    }
    expect(await liveEndpoints(t.team.id)).toBe(0);
  });

  it('refuses unknown, repeated or no event kinds, with param enabledEvents', async () => {
    const t = await team();
    const url = 'https://hooks.example.com/in';
    // The schema lists the kinds (an enum per item), so an unknown kind is named by its position.
    for (const enabledEvents of [['order.created'], ['*'], [42]]) {
      await expectV2Error(await create(t.full, { url, enabledEvents }), 400, BAD, 'parameter_invalid', 'enabledEvents.0');
    }
    for (const enabledEvents of [['order.paid', 'survey.completed', 'survey.started'], ['order.paid', 'order.paid'], []]) {
      await expectV2Error(await create(t.full, { url, enabledEvents }), 400, BAD, 'parameter_invalid', 'enabledEvents');
    }
    expect(await liveEndpoints(t.team.id)).toBe(0);
  });

  it('names missing and unknown fields', async () => {
    const t = await team();
    await expectV2Error(await create(t.full, { enabledEvents: ['order.paid'] }), 400, BAD, 'parameter_missing', 'url');
    await expectV2Error(await create(t.full, { url: 'https://hooks.example.com/in' }), 400, BAD, 'parameter_missing', 'enabledEvents');
    await expectV2Error(await create(t.full, { url: 'https://x.example.com', enabledEvents: ['order.paid'], secret: 'whsec_mine' }), 400, BAD, 'parameter_unknown', 'secret');
    expect(await liveEndpoints(t.team.id)).toBe(0);
  });

  it('refuses the 11th endpoint of a team with 409 endpoint_limit_reached; the count stays 10', async () => {
    const t = await team();
    for (let i = 0; i < 10; i++) await newEndpoint(t.full, `https://hooks.example.com/${i}`);
    const refused = await create(t.full);
    expect(refused.status).toBe(409);
    expect(await liveEndpoints(t.team.id)).toBe(10);
    // The default page holds all of them.
    const list = await json(await api('GET', '/v2/webhook-endpoints', t.read));
    expect([list.data.length, list.hasMore, list.nextCursor]).toEqual([10, false, null]);
    const body = await expectV2Error(refused, 409, BAD, 'endpoint_limit_reached');
    expect(body.error.message).toMatch(/10/);
  });

  it('counts under a per-team lock: concurrent creates never pass 10', async () => {
    const t = await team();
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => create(t.full, { url: `https://hooks.example.com/${i}`, enabledEvents: ['order.paid'] })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(4).fill(409)]);
    expect(await liveEndpoints(t.team.id)).toBe(10);
  });
});

describe('GET /v2/webhook-endpoints', () => {
  it('pages newest first with opaque, stable cursors', async () => {
    const t = await team();
    const ids: string[] = [];
    for (const n of ['one', 'two', 'three']) ids.push((await newEndpoint(t.full, `https://hooks.example.com/${n}`)).id);
    const page1 = await json(await api('GET', '/v2/webhook-endpoints?limit=2', t.read));
    expect(page1.object).toBe('list');
    expect(page1.data.map((e: any) => e.url)).toEqual(['https://hooks.example.com/three', 'https://hooks.example.com/two']);
    expect(page1.hasMore).toBe(true);
    expect(typeof page1.nextCursor).toBe('string');
    for (let i = 0; i < 2; i++) {
      const page2 = await json(await api('GET', `/v2/webhook-endpoints?limit=2&cursor=${page1.nextCursor}`, t.read));
      expect(page2).toEqual({ object: 'list', data: [expect.objectContaining({ id: ids[0] })], hasMore: false, nextCursor: null });
    }
  });

  it('refuses a limit out of 1..100 and a cursor that is not ours', async () => {
    const t = await team();
    await expectV2Error(await api('GET', '/v2/webhook-endpoints?limit=0', t.read), 400, BAD, 'parameter_invalid', 'limit');
    await expectV2Error(await api('GET', '/v2/webhook-endpoints?limit=101', t.read), 400, BAD, 'parameter_invalid', 'limit');
    await expectV2Error(await api('GET', '/v2/webhook-endpoints?cursor=nope', t.read), 400, BAD, 'parameter_invalid', 'cursor');
    await expectV2Error(await api('GET', '/v2/webhook-endpoints?page=2', t.read), 400, BAD, 'parameter_unknown', 'page');
  });
});

describe('PATCH /v2/webhook-endpoints/{id}', () => {
  it('changes the URL and the subscribed events; reads show the change and the secret stays', async () => {
    const t = await team();
    const created = await newEndpoint(t.full, 'https://hooks.example.com/old', ['survey.completed']);
    const res = await api('PATCH', `/v2/webhook-endpoints/${created.id}`, t.write, { url: 'https://hooks.example.com/new' });
    expect(res.status).toBe(200);
    const patched = await json(res);
    expect(patched).toEqual({ ...withoutSecret(created), url: 'https://hooks.example.com/new', updatedAt: expect.stringMatching(ISO) });
    expect(Date.parse(patched.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const events = await json(await api('PATCH', `/v2/webhook-endpoints/${created.id}`, t.write, { enabledEvents: ['order.paid', 'survey.completed'] }));
    expect(events.enabledEvents).toEqual(['order.paid', 'survey.completed']);
    const both = await json(await api('PATCH', `/v2/webhook-endpoints/${created.id}`, t.write, { url: 'https://other.example.com/h', enabledEvents: ['order.paid'] }));
    const read = await json(await api('GET', `/v2/webhook-endpoints/${created.id}`, t.read));
    expect(read).toEqual(both);
    expect([read.url, read.enabledEvents, read.status]).toEqual(['https://other.example.com/h', ['order.paid'], 'enabled']);
    expect(JSON.stringify(both)).not.toContain('whsec_');
    const row = await service()
      .em()
      .findOneOrFail(WebhookEndpoint, { id: fromPublicId('whk', created.id)! });
    expect(row.secret).toBe(created.secret);
  });

  it('refuses an empty patch, bad values, disabling by hand and unknown fields; nothing changes', async () => {
    const t = await team();
    const created = await newEndpoint(t.full);
    const patch = (body: unknown) => api('PATCH', `/v2/webhook-endpoints/${created.id}`, t.write, body);
    await expectV2Error(await patch({}), 400, BAD, 'parameter_missing');
    await expectV2Error(await patch({ url: 'http://hooks.example.com/in' }), 400, BAD, 'parameter_invalid', 'url');
    await expectV2Error(await patch({ url: 'https://me:pw@hooks.example.com/in' }), 400, BAD, 'parameter_invalid', 'url');
    await expectV2Error(await patch({ enabledEvents: ['order.refunded'] }), 400, BAD, 'parameter_invalid', 'enabledEvents.0');
    await expectV2Error(await patch({ enabledEvents: [] }), 400, BAD, 'parameter_invalid', 'enabledEvents');
    await expectV2Error(await patch({ status: 'disabled' }), 400, BAD, 'parameter_invalid', 'status');
    await expectV2Error(await patch({ secret: 'whsec_x' }), 400, BAD, 'parameter_unknown', 'secret');
    expect(await json(await api('GET', `/v2/webhook-endpoints/${created.id}`, t.read))).toEqual(withoutSecret(created));
  });

  it('re-enables an endpoint the delivery disabled, clearing the reason', async () => {
    const t = await team();
    const created = await newEndpoint(t.full);
    const id = fromPublicId('whk', created.id)!;
    const disabled = await disableEndpoint(service().em(), id, 'failing: 5 consecutive deliveries');
    expect(disabled?.status).toBe('disabled');
    // Disabling again keeps the first reason.
    expect((await disableEndpoint(service().em(), id, 'another reason'))?.disabledReason).toBe('failing: 5 consecutive deliveries');

    const read = await json(await api('GET', `/v2/webhook-endpoints/${created.id}`, t.read));
    expect([read.status, read.disabledReason]).toEqual(['disabled', 'failing: 5 consecutive deliveries']);
    // A URL change alone does not re-enable it.
    const moved = await json(await api('PATCH', `/v2/webhook-endpoints/${created.id}`, t.write, { url: 'https://fixed.example.com/in' }));
    expect(moved.status).toBe('disabled');

    const res = await api('PATCH', `/v2/webhook-endpoints/${created.id}`, t.write, { status: 'enabled' });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      ...withoutSecret(created),
      url: 'https://fixed.example.com/in',
      status: 'enabled',
      disabledReason: null,
      updatedAt: expect.stringMatching(ISO),
    });
    const row = await service().em().findOneOrFail(WebhookEndpoint, { id });
    expect([row.status, row.disabledReason, row.disabledAt]).toEqual(['enabled', null, null]);
    // Enabling an enabled endpoint is a no-op success.
    expect((await api('PATCH', `/v2/webhook-endpoints/${created.id}`, t.write, { status: 'enabled' })).status).toBe(200);
  });
});

describe('DELETE /v2/webhook-endpoints/{id}', () => {
  it('deletes: reads answer 404, the list drops it, and its slot is free for a new endpoint', async () => {
    const t = await team();
    const all: any[] = [];
    for (let i = 0; i < 10; i++) all.push(await newEndpoint(t.full, `https://hooks.example.com/${i}`));
    const gone = all[4];
    const res = await api('DELETE', `/v2/webhook-endpoints/${gone.id}`, t.write);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ object: 'webhook_endpoint', id: gone.id, deleted: true });

    await expectV2Error(await api('GET', `/v2/webhook-endpoints/${gone.id}`, t.read), 404, BAD, 'resource_missing', 'id');
    await expectV2Error(await api('PATCH', `/v2/webhook-endpoints/${gone.id}`, t.write, { status: 'enabled' }), 404, BAD, 'resource_missing', 'id');
    await expectV2Error(await api('DELETE', `/v2/webhook-endpoints/${gone.id}`, t.write), 404, BAD, 'resource_missing', 'id');
    const list = await json(await api('GET', '/v2/webhook-endpoints?limit=100', t.read));
    expect(list.data.map((e: any) => e.id)).toEqual(
      all
        .filter((e) => e !== gone)
        .map((e) => e.id)
        .reverse(),
    );

    const again = await newEndpoint(t.full, 'https://hooks.example.com/replacement');
    expect(again.id).not.toBe(gone.id);
    expect(await liveEndpoints(t.team.id)).toBe(10);
    // The row stays (deliveries keep their endpoint), stamped deleted and receiving nothing.
    const row = await service()
      .em()
      .findOneOrFail(WebhookEndpoint, { id: fromPublicId('whk', gone.id)! });
    expect(row.deletedAt).toBeInstanceOf(Date);
    const targets = await endpointsFor(service().em(), t.team.id, true, 'survey.completed', new Date());
    expect(targets.map((e) => e.id)).not.toContain(row.id);
    expect(targets).toHaveLength(10);
    // An occurrence before every endpoint was created reaches none of them (as on Stripe).
    expect(await endpointsFor(service().em(), t.team.id, true, 'survey.completed', new Date(Date.now() - 3_600_000))).toEqual([]);
  });
});

describe('scopes and teams', () => {
  it('needs write to create, change and delete; read to list and get', async () => {
    const t = await team();
    const spend = await t.key(['spend']);
    await expectV2Error(await create(t.read), 403, 'permission_error', 'insufficient_scope');
    expect(await liveEndpoints(t.team.id)).toBe(0);
    const made = await newEndpoint(t.write);
    await expectV2Error(await api('PATCH', `/v2/webhook-endpoints/${made.id}`, t.read, { url: 'https://x.example.com' }), 403, 'permission_error', 'insufficient_scope');
    await expectV2Error(await api('DELETE', `/v2/webhook-endpoints/${made.id}`, t.read), 403, 'permission_error', 'insufficient_scope');
    await expectV2Error(await api('GET', '/v2/webhook-endpoints', spend), 403, 'permission_error', 'insufficient_scope');
    await expectV2Error(await api('GET', `/v2/webhook-endpoints/${made.id}`, t.write), 403, 'permission_error', 'insufficient_scope');
    await expectV2Error(await api('GET', '/v2/webhook-endpoints', null), 401, 'authentication_error', 'authentication_required');
    expect((await api('PATCH', `/v2/webhook-endpoints/${made.id}`, t.write, { url: 'https://x.example.com' })).status).toBe(200);
    expect((await api('DELETE', `/v2/webhook-endpoints/${made.id}`, t.write)).status).toBe(200);
  });

  it('answers 404 resource_missing for another team’s endpoint in the same words as an unknown one; 400 for a GUID and junk', async () => {
    const t = await team();
    const other = await team();
    const mine = await newEndpoint(t.full);
    const foreign = await expectV2Error(await api('GET', `/v2/webhook-endpoints/${mine.id}`, other.full), 404, BAD, 'resource_missing', 'id');
    const missing = await expectV2Error(await api('GET', `/v2/webhook-endpoints/whk_${'0'.repeat(12)}7${'0'.repeat(19)}`, t.full), 404, BAD, 'resource_missing', 'id');
    expect(foreign.error.message.replace(/whk_\w+/g, '…')).toBe(missing.error.message.replace(/whk_\w+/g, '…'));
    await expectV2Error(await api('PATCH', `/v2/webhook-endpoints/${mine.id}`, other.full, { url: 'https://mine.example.com' }), 404, BAD, 'resource_missing', 'id');
    await expectV2Error(await api('DELETE', `/v2/webhook-endpoints/${mine.id}`, other.full), 404, BAD, 'resource_missing', 'id');
    expect((await json(await api('GET', '/v2/webhook-endpoints', other.full))).data).toEqual([]);
    const guid = fromPublicId('whk', mine.id)!;
    for (const id of [guid, 'whk_nope', `srv_${mine.id.slice(4)}`]) {
      await expectV2Error(await api('GET', `/v2/webhook-endpoints/${id}`, t.full), 400, BAD, 'parameter_invalid', 'id');
      await expectV2Error(await api('DELETE', `/v2/webhook-endpoints/${id}`, t.full), 400, BAD, 'parameter_invalid', 'id');
    }
    // Untouched by the other team's attempts.
    expect(await json(await api('GET', `/v2/webhook-endpoints/${mine.id}`, t.full))).toEqual(withoutSecret(mine));
  });
});

describe('delivery selection (endpointsFor)', () => {
  it('picks the team’s enabled, subscribed endpoints of the event’s mode', async () => {
    const t = await team();
    const testKey = await t.key(['write'], { livemode: false });
    const completed = await newEndpoint(t.full, 'https://a.example.com', ['survey.completed']);
    const both = await newEndpoint(t.full, 'https://b.example.com', ['survey.completed', 'order.paid']);
    const paid = await newEndpoint(t.full, 'https://c.example.com', ['order.paid']);
    const testMode = await newEndpoint(testKey, 'https://d.example.com', ['order.paid']);
    const off = await newEndpoint(t.full, 'https://e.example.com', ['order.paid']);
    await disableEndpoint(service().em(), fromPublicId('whk', off.id)!, 'failing');
    await newEndpoint((await team()).full, 'https://f.example.com', ['order.paid']); // another team's

    const urls = async (livemode: boolean, type: 'survey.completed' | 'order.paid') =>
      (await endpointsFor(service().em(), t.team.id, livemode, type, new Date())).map((e) => e.url);
    expect(await urls(true, 'survey.completed')).toEqual([completed.url, both.url]);
    expect(await urls(true, 'order.paid')).toEqual([both.url, paid.url]);
    expect(await urls(false, 'order.paid')).toEqual([testMode.url]);
    expect(await urls(false, 'survey.completed')).toEqual([]);
  });
});
