import { describe, expect, it } from 'vitest';
import { DEFAULT_SAMPLE_RATIO, startTracing, tracing, tracingSettings } from './tracing';

describe('tracingSettings', () => {
  it('is off without an OTLP endpoint, and says why', () => {
    expect(tracingSettings({})).toEqual({ off: 'no OTEL_EXPORTER_OTLP_ENDPOINT', serviceName: 'survey-feedback', ratio: DEFAULT_SAMPLE_RATIO, protocol: 'http/protobuf' });
  });

  it('is on with an endpoint (the general or the traces one), protobuf unless JSON is asked for', () => {
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toMatchObject({ off: null, protocol: 'http/protobuf' });
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })).toMatchObject({
      off: null,
      protocol: 'http/json',
    });
  });

  it('stays off when disabled, when another exporter or a non-HTTP protocol is asked for', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(tracingSettings({ ...endpoint, OTEL_SDK_DISABLED: 'TRUE' }).off).toBe('OTEL_SDK_DISABLED=true');
    expect(tracingSettings({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' }).off).toBe('OTEL_TRACES_EXPORTER=none (only otlp is offered)');
    expect(tracingSettings({ ...endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }).off).toBe('OTLP protocol grpc (OTLP over HTTP only: http/protobuf or http/json)');
  });

  it('names the service by role unless OTEL_SERVICE_NAME does', () => {
    expect(tracingSettings({ ROLE: 'api' }).serviceName).toBe('survey-feedback-api');
    expect(tracingSettings({ ROLE: 'subgraph', SUBGRAPH: 'billing' }).serviceName).toBe('survey-feedback-billing');
    expect(tracingSettings({ ROLE: 'worker', OTEL_SERVICE_NAME: 'sfs-jobs' }).serviceName).toBe('sfs-jobs');
  });

  it('samples new traces at 10% unless told a ratio; a named sampler is left to the SDK', () => {
    expect(tracingSettings({ OTEL_TRACES_SAMPLER_ARG: '0.25' }).ratio).toBe(0.25);
    expect(tracingSettings({ OTEL_TRACES_SAMPLER_ARG: '7' }).ratio).toBe(DEFAULT_SAMPLE_RATIO);
    expect(tracingSettings({ OTEL_TRACES_SAMPLER: 'always_on' }).ratio).toBeNull();
  });
});

describe('startTracing when off', () => {
  it('registers nothing and reports off', async () => {
    const t = await startTracing({});
    expect(t.on).toBe(false);
    expect(tracing().on).toBe(false);
  });
});
