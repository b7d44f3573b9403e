import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { operationLabel, timedDataSource } from './graphql';
import { countWebhookDelivery, observeJob, observePayment, registry, statusClass } from './metrics';

/** The current value of one series (0 when it has none yet); histograms by their `_count`. */
async function current(name: string, labels: Record<string, string>): Promise<number> {
  const metric = registry.getSingleMetric(name.replace(/_count$/, ''));
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  const found = values.find(
    (v) => ((v as { metricName?: string }).metricName ?? name) === name && Object.entries(labels).every(([k, want]) => String((v.labels as Record<string, unknown>)[k]) === want),
  );
  return found?.value ?? 0;
}

/** How much `name{labels}` grows while `run` runs. */
async function delta(name: string, labels: Record<string, string>, run: () => Promise<unknown>): Promise<number> {
  const before = await current(name, labels);
  await run();
  return (await current(name, labels)) - before;
}

describe('observePayment', () => {
  it('counts a funding that resolves as succeeded and returns its value', async () => {
    let got: unknown;
    expect(await delta('sfs_payments_total', { flow: 'publish', outcome: 'succeeded' }, async () => (got = await observePayment('publish', async () => 42)))).toBe(1);
    expect(got).toBe(42);
  });

  it('counts payment failures by their domain code and rethrows them', async () => {
    const cases: [string, string][] = [
      ['card_declined', 'card_declined'],
      ['card_authentication_required', 'authentication_required'],
      ['insufficient_credits', 'insufficient_credits'],
      ['upstream_unavailable', 'provider_error'],
    ];
    for (const [code, outcome] of cases) {
      const err = new DomainError('Billing', 'payment', code, code);
      const grew = await delta('sfs_payments_total', { flow: 'publish', outcome }, () => expect(observePayment('publish', () => Promise.reject(err))).rejects.toBe(err));
      expect(grew, code).toBe(1);
    }
  });

  it('does not count failures that are not payment outcomes', async () => {
    const before = await Promise.all(['succeeded', 'card_declined', 'provider_error'].map((outcome) => current('sfs_payments_total', { flow: 'publish', outcome })));
    await expect(observePayment('publish', () => Promise.reject(new DomainError('Billing', 'conflict', 'idempotency_in_flight', 'busy')))).rejects.toThrow('busy');
    await expect(observePayment('publish', () => Promise.reject(new Error('connection reset')))).rejects.toThrow('connection reset');
    const after = await Promise.all(['succeeded', 'card_declined', 'provider_error'].map((outcome) => current('sfs_payments_total', { flow: 'publish', outcome })));
    expect(after).toEqual(before);
  });
});

describe('observeJob', () => {
  it('times completed and failed runs under the job name, passing results and errors through', async () => {
    const count = 'sfs_job_duration_seconds_count';
    expect(await delta(count, { job_name: 'maintenance.prune-outbox', outcome: 'completed' }, () => observeJob('maintenance.prune-outbox', async () => 'ok'))).toBe(1);
    const boom = new Error('boom');
    expect(
      await delta(count, { job_name: 'maintenance.prune-outbox', outcome: 'failed' }, () =>
        expect(observeJob('maintenance.prune-outbox', () => Promise.reject(boom))).rejects.toBe(boom),
      ),
    ).toBe(1);
  });
});

describe('webhook deliveries', () => {
  it('labels the receiver status by class only', async () => {
    expect([null, 200, 204, 301, 404, 429, 500, 503, 99, 600].map(statusClass)).toEqual(['none', '2xx', '2xx', '3xx', '4xx', '4xx', '5xx', '5xx', 'other', 'other']);
    expect(await delta('sfs_webhook_deliveries_total', { outcome: 'retry', status_class: '4xx' }, async () => countWebhookDelivery('retry', 429))).toBe(1);
  });
});

describe('GraphQL labels', () => {
  it('keeps operation names to the known set', () => {
    const known = new Set(['Authenticate', 'GetSurvey']);
    expect(operationLabel('Authenticate', known)).toBe('Authenticate');
    expect(operationLabel('srv_0190a0b1c2d3e4f5', known)).toBe('other');
    expect(operationLabel(null, known)).toBe('anonymous');
    expect(operationLabel(undefined, known)).toBe('anonymous');
  });

  it('times each subgraph fetch with its outcome', async () => {
    const count = 'sfs_graphql_subgraph_fetch_duration_seconds_count';
    const ok = timedDataSource('spec-subgraph', { process: async () => ({ data: { ok: true } }) });
    const failing = timedDataSource('spec-subgraph', { process: async () => ({ errors: [{ message: 'nope' }] }) });
    const throwing = timedDataSource('spec-subgraph', { process: () => Promise.reject(new Error('down')) });
    const options = {} as Parameters<typeof ok.process>[0];
    expect(await delta(count, { subgraph: 'spec-subgraph', outcome: 'ok' }, () => ok.process(options))).toBe(1);
    expect(await delta(count, { subgraph: 'spec-subgraph', outcome: 'error' }, () => failing.process(options))).toBe(1);
    expect(await delta(count, { subgraph: 'spec-subgraph', outcome: 'error' }, () => expect(throwing.process(options)).rejects.toThrow('down'))).toBe(1);
  });
});
