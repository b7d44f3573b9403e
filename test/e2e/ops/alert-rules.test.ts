import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { bearer } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

/**
 * The alert rules (docker/prometheus/alerts.yml) and the Grafana dashboards (docker/grafana/) are
 * files CI proves valid: promtool checks and unit-tests the rules, and every series a rule or a
 * panel names must be one a running service (ROLE=all: every series) exports on /metrics, whose
 * exposition passes `promtool check metrics` too. promtool comes from Debian's `prometheus`
 * package (.ci/run installs it).
 */
const run = promisify(execFile);
const ALERTS = 'docker/prometheus/alerts.yml';
const ALERT_TESTS = 'docker/prometheus/alerts.test.yml';
const DASHBOARDS = 'docker/grafana/dashboards';
const METRICS_TOKEN = 'metrics-scrape-token-for-the-rules-test-0123456789';
/** Series Prometheus itself makes for every target: allowed though the service does not export them. */
const PROMETHEUS_OWN = new Set(['up']);
/** What `promtool check metrics` says of prom-client's own default metrics (see the test). */
const PROM_CLIENT_LINT = ['active_handles', 'active_requests', 'active_resources'].map((n) => `sfs_nodejs_${n}_total non-counter metrics should not have "_total" suffix`);

const service = useTestService({ ROLE: 'all', METRICS_TOKEN });

async function promtool(args: string[], input?: string): Promise<{ code: number; out: string }> {
  const running = run('promtool', args, { maxBuffer: 16 * 1024 * 1024 });
  if (input !== undefined) running.child.stdin!.end(input);
  return running.then(
    ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
    (err: NodeJS.ErrnoException & { code?: number | string; stdout?: string; stderr?: string }) => {
      if (err.code === 'ENOENT') throw new Error("promtool not found: install Debian's `prometheus` package (apt-get install --no-install-recommends prometheus)");
      return { code: typeof err.code === 'number' ? err.code : 1, out: `${err.stdout ?? ''}${err.stderr ?? ''}` };
    },
  );
}

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
const rules = (parseYaml(readFileSync(ALERTS, 'utf8')) as { groups: { rules: Rule[] }[] }).groups.flatMap((g) => g.rules);

interface Target {
  expr: string;
  datasource?: { uid: string };
}
interface Panel {
  type: string;
  title: string;
  datasource?: { uid: string };
  targets?: Target[];
  panels?: Panel[];
}
const dashboards = readdirSync(DASHBOARDS).map((file) => ({
  file,
  json: JSON.parse(readFileSync(join(DASHBOARDS, file), 'utf8')) as { uid: string; panels: Panel[]; templating: { list: { query?: unknown }[] } },
}));
const panelsOf = (panels: Panel[]): Panel[] => panels.flatMap((p) => [p, ...panelsOf(p.panels ?? [])]);
/** Every PromQL expression of every dashboard: panel targets and query variables, Grafana's own variables given sample values. */
const dashboardExprs = dashboards.flatMap(({ file, json }) => [
  ...panelsOf(json.panels).flatMap((p) => (p.targets ?? []).map((t) => ({ file, title: p.title, expr: t.expr }))),
  ...json.templating.list.flatMap((v) => {
    const q = typeof v.query === 'object' && v.query !== null ? (v.query as { query?: string }).query : undefined;
    const m = q ? /^label_values\((\w+),\s*\w+\)$/.exec(q) : null;
    return m ? [{ file, title: `variable ${q}`, expr: m[1] }] : [];
  }),
]);
const asPromQL = (expr: string) => expr.replaceAll('$__rate_interval', '5m').replaceAll('$__interval', '1m').replaceAll('$__range', '1h').replace(/\$\w+/g, '.*');

/** Metric names in a PromQL expression: every identifier the service could export (`sfs_…`) or Prometheus makes. */
function seriesNamed(expr: string): string[] {
  const names = [...expr.matchAll(/\b(sfs_[a-zA-Z0-9_]+)\b/g)].map((m) => m[1]);
  if (/\bup\{/.test(expr)) names.push('up');
  return names;
}

async function scrape(): Promise<string> {
  const res = await fetch(`${service().url}/metrics`, { headers: bearer(METRICS_TOKEN) });
  expect(res.status).toBe(200);
  return res.text();
}

/** Sample names the exposition declares (`# TYPE`), with a histogram's or summary's own suffixes. */
function exportedNames(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name);
    if (type === 'histogram') for (const s of ['_bucket', '_sum', '_count']) names.add(name + s);
    if (type === 'summary') for (const s of ['_sum', '_count']) names.add(name + s);
  }
  return names;
}

describe('alert rules', () => {
  it('pass promtool check rules', async () => {
    const { code, out } = await promtool(['check', 'rules', ALERTS]);
    expect(out).toContain(`SUCCESS: ${rules.length} rules found`);
    expect(code).toBe(0);
  });

  it('pass their unit tests, and every alert has a case that fires it and one that does not', async () => {
    const { code, out } = await promtool(['test', 'rules', ALERT_TESTS]);
    expect(out).toContain('SUCCESS');
    expect(code).toBe(0);
    const cases = (parseYaml(readFileSync(ALERT_TESTS, 'utf8')) as { tests: { alert_rule_test?: { alertname: string; exp_alerts: unknown[] }[] }[] }).tests.flatMap(
      (t) => t.alert_rule_test ?? [],
    );
    for (const { alert } of rules) {
      expect(
        cases.some((c) => c.alertname === alert && c.exp_alerts.length > 0),
        `${alert} fires in a case`,
      ).toBe(true);
      expect(
        cases.some((c) => c.alertname === alert && c.exp_alerts.length === 0),
        `${alert} stays quiet in a case`,
      ).toBe(true);
    }
  });

  it('each has a for, a severity, a summary and a runbook link to its section of docs/operations.md', () => {
    const operations = readFileSync('docs/operations.md', 'utf8');
    // GitHub's anchors: the heading lower-cased, punctuation dropped, spaces as hyphens.
    const anchors = new Set(
      [...operations.matchAll(/^#{2,6} (.+)$/gm)].map(([, h]) =>
        h
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    for (const rule of rules) {
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      expect(['critical', 'warning'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      const [path, anchor] = (rule.annotations?.runbook_url ?? '').split('#');
      expect(path, rule.alert).toBe('docs/operations.md');
      expect(anchors, `${rule.alert}: no section #${anchor}`).toContain(anchor);
    }
  });
});

describe('dashboards', () => {
  it('are valid PromQL, every query (promtool parses them as recording rules)', async () => {
    expect(dashboardExprs.length).toBeGreaterThan(20);
    const dir = mkdtempSync(join(tmpdir(), 'sfs-dashboards-'));
    const file = join(dir, 'dashboard-queries.yml');
    const records = dashboardExprs.map((q, i) => ({ record: `dashboard:query_${i}`, expr: asPromQL(q.expr) }));
    writeFileSync(file, JSON.stringify({ groups: [{ name: 'dashboards', rules: records }] }));
    const { code, out } = await promtool(['check', 'rules', file]);
    expect(out).toContain(`SUCCESS: ${records.length} rules found`);
    expect(code).toBe(0);
  });

  it('query only the provisioned datasources, and have unique ids', () => {
    const provisioned = (parseYaml(readFileSync('docker/grafana/provisioning/datasources/datasources.yml', 'utf8')) as { datasources: { uid: string }[] }).datasources.map(
      (d) => d.uid,
    );
    for (const { file, json } of dashboards)
      for (const p of panelsOf(json.panels).filter((p) => p.type !== 'row')) {
        expect(provisioned, `${file}: ${p.title}`).toContain(p.datasource?.uid);
        for (const t of p.targets ?? []) expect(provisioned, `${file}: ${p.title}`).toContain(t.datasource?.uid);
      }
    expect(new Set(dashboards.map((d) => d.json.uid)).size).toBe(dashboards.length);
  });

  it("link a route's p99 line to Jaeger's search for that route's slow traces", () => {
    const api = dashboards.find((d) => d.json.uid === 'sfs-api')!.json;
    const p99 = panelsOf(api.panels).find((p) => p.title.startsWith('p99 latency by route')) as Panel & { fieldConfig: { defaults: { links: { url: string }[] } } };
    expect(p99.targets![0].expr).toContain('sum by (le, method, route)');
    const url = new URL(p99.fieldConfig.defaults.links[0].url.replace('${jaeger_url}', 'http://jaeger.example'));
    // The operation is the server span's name, `${method} ${route}` (test/e2e/ops/tracing.test.ts checks that).
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service: '${trace_service}',
      operation: '${__field.labels.method:percentencode} ${__field.labels.route:percentencode}',
      minDuration: '${__value.raw:text}s',
      start: '${__from}000',
      end: '${__to}000',
      limit: '20',
    });
  });
});

describe("compose's observability profile", () => {
  const compose = parseYaml(readFileSync('docker/compose.yml', 'utf8'), { merge: true }) as {
    services: Record<string, { profiles?: string[]; volumes?: string[]; environment?: Record<string, string> }>;
  };

  it('runs Prometheus with a config promtool accepts, loading these rules', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sfs-prometheus-'));
    writeFileSync(join(dir, 'token'), 'scrape-token');
    // The container's paths, pointed at this checkout's files.
    const config = readFileSync('docker/prometheus/prometheus.yml', 'utf8')
      .replaceAll('/etc/prometheus/alerts.yml', join(process.cwd(), ALERTS))
      .replaceAll('/tmp/metrics-token', join(dir, 'token'));
    writeFileSync(join(dir, 'prometheus.yml'), config);
    const { code, out } = await promtool(['check', 'config', join(dir, 'prometheus.yml')]);
    expect(out).toContain(`SUCCESS: ${rules.length} rules found`);
    expect(code).toBe(0);
  });

  it('mounts files that exist: the rules, the Prometheus config, the provisioning and the dashboards', () => {
    const observability = Object.entries(compose.services).filter(([, svc]) => svc.profiles?.includes('observability'));
    expect(observability.map(([name]) => name).sort()).toEqual(['grafana', 'jaeger', 'prometheus']);
    const mounts = observability.flatMap(([, svc]) => (svc.volumes ?? []).filter((v) => v.startsWith('./')).map((v) => join('docker', v.split(':')[0])));
    expect(mounts.sort()).toEqual(['docker/grafana/dashboards', 'docker/grafana/provisioning', 'docker/prometheus/alerts.yml', 'docker/prometheus/prometheus.yml']);
    for (const path of mounts) expect(existsSync(path), path).toBe(true);
  });

  it("sends every process's traces to the profile's Jaeger when the endpoint is set, and none by default", () => {
    const app = compose.services.api.environment!;
    expect(app.OTEL_EXPORTER_OTLP_ENDPOINT).toBe('${OTEL_EXPORTER_OTLP_ENDPOINT:-}');
    for (const name of ['migrate', 'accounts', 'surveys', 'billing', 'media', 'webhooks', 'api', 'workers'])
      expect(compose.services[name].environment).toMatchObject({ OTEL_EXPORTER_OTLP_ENDPOINT: expect.any(String) });
  });
});

describe('against the running service', () => {
  it('its exposition passes promtool check metrics', async () => {
    const { code, out } = await promtool(['check', 'metrics'], await scrape());
    // prom-client's default process metrics name three gauges `_total`; their names are the
    // library's (every Node.js dashboard uses them). Those three findings, and nothing else.
    expect(out.trim().split('\n').sort()).toEqual(PROM_CLIENT_LINT);
    expect(code).toBe(PROM_CLIENT_LINT.length ? 3 : 0);
  });

  it('exports every series an alert or a dashboard names', async () => {
    const exported = exportedNames(await scrape());
    expect(exported.size).toBeGreaterThan(30);
    const named = [...rules.map((r) => ({ where: `alert ${r.alert}`, expr: r.expr })), ...dashboardExprs.map((q) => ({ where: `${q.file}: ${q.title}`, expr: q.expr }))];
    const missing = named.flatMap(({ where, expr }) =>
      seriesNamed(expr)
        .filter((n) => !exported.has(n) && !PROMETHEUS_OWN.has(n))
        .map((n) => `${where} names ${n}`),
    );
    expect(missing).toEqual([]);
    // And the check can fail: a name the service does not export is caught.
    expect(seriesNamed('rate(sfs_no_such_series_total[5m])').filter((n) => !exported.has(n))).toEqual(['sfs_no_such_series_total']);
  });
});
