import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import pino from 'pino';
import { execute, parse } from 'graphql';
import { startGateway } from '../../gateway/gateway';
import { subgraphs } from '../../subgraphs';
import { buildSubgraph } from '../../platform/graphql/build-subgraph';
import { SUPERGRAPH_FILE } from '../../schema/files';

const log = pino({ level: 'silent' });
const subs = await Promise.all(subgraphs.map(buildSubgraph));
const gw = await startGateway(await readFile(SUPERGRAPH_FILE, 'utf8'), { mode: 'local', subgraphs: subs });
const accounts = subs.find((s) => s.name === 'accounts')!;
const principal = { kind: 'api_key', team: { id: 't', name: 'T' }, user: { id: 'u', name: 'U', email: 'e' }, credentialId: 'c', name: 'k', scopes: ['read'], livemode: true };
const ctx = () => ({ principal, requestId: 'r', log, em: null }) as any;
const doc = parse('query Viewer { viewer { kind credentialId name scopes livemode team { id name } user { id name email } } }');
async function time(label: string, n: number, fn: () => Promise<unknown>) {
  const conc = 10;
  const loop = async (k: number) => { for (let i = 0; i < k; i++) await fn(); };
  await Promise.all(Array.from({ length: conc }, () => loop(300)));
  const c0 = process.cpuUsage();
  await Promise.all(Array.from({ length: conc }, () => loop(n / conc)));
  const c = process.cpuUsage(c0);
  console.log(`${label.padEnd(60)} cpu ${((c.user + c.system) / n).toFixed(0).padStart(5)} µs/op`);
}
const r = await gw.execute(doc, {}, ctx());
console.log(JSON.stringify(r));
for (let i = 0; i < 2; i++) {
  await time('subgraph execute(viewer) direct (type-graphql, no DB)', 10000, async () => execute({ schema: accounts.schema, document: doc, contextValue: ctx() }));
  await time('gateway.execute(viewer) (Apollo Server + gateway + subgraph)', 10000, () => gw.execute(doc, {}, ctx()));
}
await gw.stop();
const { operation } = await import('../../rest-facade/operations');
const authDoc = operation('Authenticate');
const subAuth = parse('mutation($secret:String!){authenticate(secret:$secret){kind credentialId name scopes livemode team{id name} user{id name email}}}');
const bad = { secret: 'sk_live_tooShort' };
console.log(JSON.stringify(await gw.execute(authDoc, bad, ctx())));
const gw2 = await startGateway(await readFile(SUPERGRAPH_FILE, 'utf8'), { mode: 'local', subgraphs: subs });
for (let i = 0; i < 2; i++) {
  await time('subgraph execute(authenticate bad secret, no DB)', 10000, async () => execute({ schema: accounts.schema, document: subAuth, variableValues: bad, contextValue: ctx() }));
  await time('gateway.execute(Authenticate bad secret, no DB)', 10000, () => gw2.execute(authDoc, bad, ctx()));
}
await gw2.stop();
