import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader } from '../../subgraphs/webhooks/delivery/signing';
import { createReceiver, verifySignature, type WebhookEvent } from '../../docs/webhooks/receiver.mjs';

/**
 * The sample receiver of docs/webhooks.md against the service's own signing: what it accepts
 * and rejects, that Stripe's SDK agrees, that the guide shows the file as it is, and the server
 * over real loopback HTTP.
 */

const SECRET = 'whsec_3kVq9fJt2Rw8yNcE5uZp7LdA1sHx4mGb';
const stripe = new Stripe('sk_test_x');
const nowSeconds = () => Math.floor(Date.now() / 1000);

function envelope(id = 'evt_0197354c4d597f0a8c1e2d3b4a5f6e7d') {
  return JSON.stringify({
    id,
    type: 'survey.completed',
    createdAt: new Date().toISOString(),
    data: { object: { object: 'survey', id: 'srv_019730f633f87c2e9b415d0a6e3c8f12', status: 'completed', name: 'Carton — “A” or “B”?' } },
  });
}

/** The header with its v1 replaced. */
const withV1 = (header: string, v1: string) => header.replace(/v1=[0-9a-f]+/, `v1=${v1}`);

describe('verifySignature', () => {
  it('accepts a delivery signed by the service, as does stripe.webhooks.constructEvent', () => {
    const body = envelope();
    const header = signatureHeader(SECRET, body);
    const event = verifySignature(body, header, SECRET);
    expect(event).toEqual(JSON.parse(body));
    expect(verifySignature(Buffer.from(body, 'utf8'), header, SECRET)).toEqual(event);
    expect(stripe.webhooks.constructEvent(body, header, SECRET)).toEqual(event);
    expect(stripe.webhooks.constructEvent(Buffer.from(body, 'utf8'), header, SECRET)).toEqual(event);
  });

  it('accepts a timestamp right at the 300-second tolerance, and ignores other schemes', () => {
    const body = envelope();
    const t = nowSeconds();
    expect(verifySignature(body, signatureHeader(SECRET, body, t - 300), SECRET, { now: t * 1000 }).id).toBe(JSON.parse(body).id);
    expect(verifySignature(body, `${signatureHeader(SECRET, body, t)},v0=abc,x=1`, SECRET).type).toBe('survey.completed');
  });

  it('rejects a tampered body (Stripe too)', () => {
    const body = envelope();
    const header = signatureHeader(SECRET, body);
    const tampered = body.replace('completed"', 'completed" ');
    expect(() => verifySignature(tampered, header, SECRET)).toThrow(/does not match/);
    expect(() => verifySignature(body.replace('evt_0', 'evt_1'), header, SECRET)).toThrow(/does not match/);
    expect(() => stripe.webhooks.constructEvent(tampered, header, SECRET)).toThrow();
  });

  it('rejects a stale timestamp (Stripe too) and one in the future', () => {
    const body = envelope();
    const stale = signatureHeader(SECRET, body, nowSeconds() - 301);
    expect(() => verifySignature(body, stale, SECRET)).toThrow(/tolerance/);
    expect(() => stripe.webhooks.constructEvent(body, stale, SECRET)).toThrow();
    expect(() => verifySignature(body, signatureHeader(SECRET, body, nowSeconds() + 301), SECRET)).toThrow(/tolerance/);
  });

  it('rejects a wrong secret', () => {
    const body = envelope();
    expect(() => verifySignature(body, signatureHeader('whsec_someOtherEndpoint', body), SECRET)).toThrow(/does not match/);
  });

  it('rejects a v1 that is not 64 lowercase hex characters', () => {
    const body = envelope();
    const header = signatureHeader(SECRET, body);
    const v1 = /v1=([0-9a-f]{64})/.exec(header)![1];
    expect(() => verifySignature(body, withV1(header, v1.slice(0, 63)), SECRET)).toThrow(/64 lowercase hex/);
    expect(() => verifySignature(body, withV1(header, v1.toUpperCase()), SECRET)).toThrow(/64 lowercase hex/);
    expect(() => verifySignature(body, header.replace(/,v1=.*/, ''), SECRET)).toThrow(/64 lowercase hex/);
  });

  it('rejects a missing header or one without t', () => {
    const body = envelope();
    expect(() => verifySignature(body, undefined, SECRET)).toThrow(/missing/);
    expect(() => verifySignature(body, '', SECRET)).toThrow(/missing/);
    expect(() => verifySignature(body, signatureHeader(SECRET, body).replace(/^t=\d+,/, ''), SECRET)).toThrow(/\bt=/);
  });
});

describe('docs/webhooks.md', () => {
  it('embeds receiver.mjs verbatim', async () => {
    const md = await readFile(new URL('../../docs/webhooks.md', import.meta.url), 'utf8');
    const src = await readFile(new URL('../../docs/webhooks/receiver.mjs', import.meta.url), 'utf8');
    expect(md.includes(src.trim())).toBe(true);
  });
});

describe('createReceiver over loopback HTTP', () => {
  const received: WebhookEvent[] = [];
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createReceiver({ secret: SECRET, onEvent: (event) => void received.push(event) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const post = (body: string, signature?: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'x-service-signature': signature } : {}) }, body });

  it('acknowledges a signed delivery and hands each event id to onEvent once', async () => {
    const body = envelope('evt_0197354c4d597f0a8c1e2d3b4a5f0001');
    const first = await post(body, signatureHeader(SECRET, body));
    expect(first.status).toBe(200);
    expect(received.map((e) => e.id)).toEqual(['evt_0197354c4d597f0a8c1e2d3b4a5f0001']);

    // A retry: same bytes, signed again (a later t) — acknowledged, not handled twice.
    const again = await post(body, signatureHeader(SECRET, body, nowSeconds() + 1));
    expect(again.status).toBe(200);
    expect(received).toHaveLength(1);
  });

  it('answers 400 to a bad or missing signature and does not call onEvent', async () => {
    const body = envelope('evt_0197354c4d597f0a8c1e2d3b4a5f0002');
    const bad = await post(body, signatureHeader('whsec_someOtherEndpoint', body));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/does not match/);
    const missing = await post(body);
    expect(missing.status).toBe(400);
    expect(received.map((e) => e.id)).not.toContain('evt_0197354c4d597f0a8c1e2d3b4a5f0002');
  });
});
