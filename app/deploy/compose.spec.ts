import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parseConfig } from '../../platform/config';

/**
 * docker/compose.yml, checked offline as docker compose would fill it in: every service of the
 * app's image starts with a configuration production accepts (platform/config.ts), with the
 * variables the file asks the operator to export set to values of the required shape, and those
 * it treats as optional left unset.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const COMPOSE = join(ROOT, 'docker/compose.yml');

type Service = { image?: string; environment?: Record<string, string | number | boolean>; command?: string[]; profiles?: string[] };

/** A value of the shape each exported variable wants (32+ characters, a whsec_ for the sandbox). */
const EXPORTED: Record<string, string> = {
  INTERNAL_TOKEN: 'i'.repeat(64),
  OPERATOR_TOKEN: `op_${'o'.repeat(48)}`,
  DOWNLOAD_TOKEN_SECRET: 'd'.repeat(64),
  STRIPE_SANDBOX_WEBHOOK_SECRET: `whsec_${'s'.repeat(48)}`,
  ADMIN_SESSION_SECRET: 'a'.repeat(64),
  METRICS_TOKEN: 'm'.repeat(64),
};

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR:?message}; `exported` holds what the shell has. */
function interpolate(value: string, exported: Record<string, string>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g, (_, name: string, op: string | undefined, arg: string) => {
    const set = exported[name];
    if (set !== undefined && set !== '') return set;
    if (op?.endsWith('?')) throw new Error(`${name}: ${arg}`);
    return op?.endsWith('-') ? arg : '';
  });
}

function appServices(): [string, Service][] {
  const doc = parseYaml(readFileSync(COMPOSE, 'utf8'), { merge: true }) as { services: Record<string, Service> };
  return Object.entries(doc.services).filter(([, s]) => s.image === 'survey-feedback:local');
}

function environmentOf(service: Service, exported: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), exported)]));
}

describe('docker/compose.yml', () => {
  const services = appServices();

  it('runs the migration, five subgraphs, the api and the workers from the one image', () => {
    expect(services.map(([name]) => name).sort()).toEqual(['accounts', 'api', 'billing', 'media', 'migrate', 'surveys', 'webhooks', 'workers']);
    expect(Object.fromEntries(services).migrate.command).toEqual(['npm', 'run', '-s', 'migrate']);
  });

  it('every service starts with a configuration production accepts, the observability variables unset', () => {
    for (const [name, service] of services) {
      const env = environmentOf(service, EXPORTED_WITHOUT_OBSERVABILITY);
      expect(env.NODE_ENV, name).toBe('production');
      expect(() => parseConfig(env), name).not.toThrow();
    }
  });

  it('and with the observability profile’s METRICS_TOKEN and OTLP endpoint exported', () => {
    for (const [name, service] of services) {
      const env = environmentOf(service, { ...EXPORTED, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://jaeger:4318' });
      expect(parseConfig(env).METRICS_TOKEN, name).toBe(EXPORTED.METRICS_TOKEN);
    }
  });

  it('refuses to start without a variable it requires (compose stops at ${VAR:?…})', () => {
    const api = Object.fromEntries(services).api;
    const { INTERNAL_TOKEN: _, ...missing } = EXPORTED_WITHOUT_OBSERVABILITY;
    expect(() => environmentOf(api, missing)).toThrow(/INTERNAL_TOKEN/);
  });
});

const { METRICS_TOKEN: _metrics, ...EXPORTED_WITHOUT_OBSERVABILITY } = EXPORTED;
