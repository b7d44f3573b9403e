import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import pino from 'pino';
import { parseConfig } from '../../platform/config';
import { startService } from '../../platform/runtime/start-service';
import { addUserToTeam, createApiKey, createTeam, authenticate } from '../../subgraphs/accounts/accounts.service';
import { startGateway } from '../../gateway/gateway';
import { subgraphs } from '../../subgraphs';
import { buildSubgraph } from '../../platform/graphql/build-subgraph';
import { SUPERGRAPH_FILE } from '../../schema/files';
import { GraphClient } from '../../rest-facade/graph-client';
import { operation } from '../../rest-facade/operations';
import { startDirectMeServer } from '../lib/direct-me';
import { execute, parse } from 'graphql';

const url = 'postgres://postgres@127.0.0.1:5432/sfs_bench';
const cfg = parseConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATABASE_URL: url, LOG_LEVEL: 'silent' });
const log = pino({ level: 'silent' });
const svc = await startService(cfg, log, url);
const orm = svc.orm!;
const em0 = orm.em.fork();
const team = await createTeam(em0 as any, { name: 'Prof' });
await addUserToTeam(em0 as any, { teamId: team.id, email: `o${Date.now()}@x.com`, name: 'O', role: 'owner' });
const { secret } = await createApiKey(em0 as any, { teamId: team.id, name: 'k' });
const direct = await startDirectMeServer({ databaseUrl: url, poolMax: 10 });

const subs = await Promise.all(subgraphs.map(buildSubgraph));
const gw = await startGateway(await readFile(SUPERGRAPH_FILE, 'utf8'), { mode: 'local', subgraphs: subs });
const mkctx = (caller: any) => { let em: any; return { ...caller, get em() { return (em ??= orm.em.fork()); } } as any; };
const graph = new GraphClient(gw, mkctx);
const accounts = subs.find((s) => s.name === 'accounts')!;

async function time(label: string, n: number, fn: () => Promise<unknown>) {
  const conc = 10;
  const loop = async (k: number) => { for (let i = 0; i < k; i++) await fn(); };
  await Promise.all(Array.from({ length: conc }, () => loop(100)));
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  await Promise.all(Array.from({ length: conc }, () => loop(n / conc)));
  const wall = Number(process.hrtime.bigint() - t0) / 1000;
  const c = process.cpuUsage(c0);
  console.log(`${label.padEnd(50)} wall ${(wall / n).toFixed(0).padStart(6)} µs/op  cpu ${((c.user + c.system) / n).toFixed(0).padStart(6)} µs/op  (${(n / wall * 1e6).toFixed(0)} op/s, 10 concurrent)`);
}
const N = 3000;
const headers = { authorization: `Bearer ${secret}` };
const caller = { principal: null, requestId: 'r', log };
const subDoc = parse('mutation($secret:String!){authenticate(secret:$secret){kind credentialId name scopes livemode team{id name} user{id name email}}}');
for (let rep = 0; rep < 3; rep++) {
await time('pg direct handler (app.inject)', N, () => direct.app.inject({ method: 'GET', url: '/v2/me', headers }));
await time('authenticate() MikroORM only', N, () => authenticate(orm.em.fork() as any, secret));
await time('accounts subgraph graphql execute()', N, () => execute({ schema: accounts.schema, document: subDoc, variableValues: { secret }, contextValue: mkctx(caller) }));
await time('gateway.execute Authenticate (GraphClient.run)', N, () => graph.run('Authenticate', { secret }, caller as any));
await time('facade GET /v2/me (app.inject)', N, () => svc.app.inject({ method: 'GET', url: '/v2/me', headers }));
console.log('');
}
await gw.stop(); await direct.close(); await svc.shutdown();
process.exit(0);
