import 'reflect-metadata';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../platform/domains';
import { addUserToTeam, createApiKey, createTeam, authenticate } from '../../subgraphs/accounts/accounts.service';
import { ApiKey } from '../../subgraphs/accounts/entities/api-key.entity';
import { lookupPrefixOf } from '../../platform/secrets';

const url = 'postgres://postgres@127.0.0.1:5432/sfs_bench';
const orm = await openOrm({ url, modules: domainModules });
const em0 = orm.em.fork();
const team = await createTeam(em0 as any, { name: 'Prof' });
await addUserToTeam(em0 as any, { teamId: team.id, email: `o${Date.now()}@x.com`, name: 'O', role: 'owner' });
const { secret } = await createApiKey(em0 as any, { teamId: team.id, name: 'k' });
await authenticate(orm.em.fork() as any, secret);
const prefix = lookupPrefixOf('sk_live_', secret)!;

async function time(label: string, n: number, fn: () => Promise<unknown>) {
  const conc = 10;
  const loop = async (k: number) => { for (let i = 0; i < k; i++) await fn(); };
  await Promise.all(Array.from({ length: conc }, () => loop(200)));
  const c0 = process.cpuUsage();
  await Promise.all(Array.from({ length: conc }, () => loop(n / conc)));
  const c = process.cpuUsage(c0);
  console.log(`${label.padEnd(64)} cpu ${((c.user + c.system) / n).toFixed(0).padStart(5)} µs/op`);
}
const N = 4000;
const where = { lookupPrefix: prefix, revokedAt: null };
await time('em.fork() only', N * 5, async () => orm.em.fork());
await time('findOne populate [team,user,secretHash] (as authenticate)', N, () => orm.em.fork().findOne(ApiKey, where, { populate: ['team', 'user', 'secretHash'] as any }));
await time('  same, disableIdentityMap', N, () => orm.em.fork().findOne(ApiKey, where, { populate: ['team', 'user', 'secretHash'] as any, disableIdentityMap: true }));
await time('  same, strategy select-in (3 queries)', N, () => orm.em.fork().findOne(ApiKey, where, { populate: ['team', 'user', 'secretHash'] as any, strategy: 'select-in' as any }));
await time('  same, filters: false', N, () => orm.em.fork().findOne(ApiKey, where, { populate: ['team', 'user', 'secretHash'] as any, filters: false }));
await time('findOne no populate', N, () => orm.em.fork().findOne(ApiKey, where));
await time('qb select * where ... limit 1 .execute(get)', N, () => (orm.em.fork() as any).createQueryBuilder(ApiKey, 'k').select('*').where(where).limit(1).execute('get'));
await time('em.getConnection().execute(raw) 1 query', N, () => orm.em.getConnection().execute('select * from accounts.api_keys where lookup_prefix = ? and revoked_at is null limit 1', [prefix], 'get'));
await orm.close();
