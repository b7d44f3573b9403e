import 'reflect-metadata';
import pg from 'pg';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../platform/domains';
import { addUserToTeam, createApiKey, createTeam, authenticate } from '../../subgraphs/accounts/accounts.service';

const url = 'postgres://postgres@127.0.0.1:5432/sfs_bench';
const orm = await openOrm({ url, modules: domainModules });
const em0 = orm.em.fork();
const team = await createTeam(em0 as any, { name: 'Prof' });
await addUserToTeam(em0 as any, { teamId: team.id, email: `o${Date.now()}@x.com`, name: 'O', role: 'owner' });
const { secret } = await createApiKey(em0 as any, { teamId: team.id, name: 'k' });
await authenticate(orm.em.fork() as any, secret);
const orig = pg.Client.prototype.query as any;
let log: string[] = [];
(pg.Client.prototype as any).query = function (this: unknown, ...args: any[]) {
  const q = args[0];
  log.push(typeof q === 'string' ? q : q?.text);
  return orig.apply(this, args);
};
console.log(JSON.stringify(await authenticate(orm.em.fork() as any, secret)));
console.log(log.join('\n---\n'));
await orm.close();
