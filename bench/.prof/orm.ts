import 'reflect-metadata';
import pg from 'pg';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../platform/domains';
import { addUserToTeam, createApiKey, createTeam, authenticate } from '../../subgraphs/accounts/accounts.service';
import { ApiKey } from '../../subgraphs/accounts/entities/api-key.entity';
import { TeamMembership } from '../../subgraphs/accounts/entities/team-membership.entity';
import { lookupPrefixOf } from '../../platform/secrets';

const url = 'postgres://postgres@127.0.0.1:5432/sfs_bench';
const orm = await openOrm({ url, modules: domainModules });
const em0 = orm.em.fork();
const team = await createTeam(em0 as any, { name: 'Prof' });
await addUserToTeam(em0 as any, { teamId: team.id, email: `o${Date.now()}@x.com`, name: 'O', role: 'owner' });
const { secret } = await createApiKey(em0 as any, { teamId: team.id, name: 'k' });
await authenticate(orm.em.fork() as any, secret);
const prefix = lookupPrefixOf('sk_live_', secret)!;
const pool = new pg.Pool({ connectionString: url, max: 10 });
const SQL1 = `select a0.*, t1.id as t1__id, t1.name as t1__name from accounts.api_keys a0 join accounts.teams t1 on t1.id = a0.team_id left join accounts.users u2 on u2.id = a0.user_id where a0.lookup_prefix = $1 and a0.revoked_at is null limit 1`;
const SQL2 = `select t0.*, u1.id as u1__id, u1.email, u1.name from accounts.team_memberships t0 join accounts.users u1 on u1.id = t0.user_id where t0.team_id = $1 and t0.role = 'owner' order by t0.created_at asc limit 1`;

async function time(label: string, n: number, fn: () => Promise<unknown>) {
  const conc = 10;
  const loop = async (k: number) => { for (let i = 0; i < k; i++) await fn(); };
  await Promise.all(Array.from({ length: conc }, () => loop(200)));
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  await Promise.all(Array.from({ length: conc }, () => loop(n / conc)));
  const wall = Number(process.hrtime.bigint() - t0) / 1000;
  const c = process.cpuUsage(c0);
  console.log(`${label.padEnd(58)} cpu ${((c.user + c.system) / n).toFixed(0).padStart(5)} µs/op  wall ${(wall / n).toFixed(0).padStart(5)} µs/op`);
}
const N = 4000;
for (let rep = 0; rep < 2; rep++) {
  await time('pg Pool: 2 queries ($1 params)', N, async () => { const k = (await pool.query(SQL1, [prefix])).rows[0]; await pool.query(SQL2, [k.team_id]); });
  await time('MikroORM em.execute: same 2 raw queries', N, async () => { const em = orm.em.fork(); const [k] = await em.execute(SQL1.replace('$1', '?'), [prefix]); await em.execute(SQL2.replace('$1', '?'), [k.team_id]); });
  await time('MikroORM findOne ApiKey populate team,user (1 query)', N, () => orm.em.fork().findOne(ApiKey, { lookupPrefix: prefix, revokedAt: null }, { populate: ['team', 'user', 'secretHash'] as any }));
  await time('MikroORM findOne ApiKey, no populate (1 query)', N, () => orm.em.fork().findOne(ApiKey, { lookupPrefix: prefix, revokedAt: null }));
  await time('MikroORM findOne TeamMembership owner populate user', N, () => orm.em.fork().findOne(TeamMembership, { team: team.id, role: 'owner' }, { populate: ['user'] as any, orderBy: { createdAt: 'asc' } }));
  await time('authenticate() (2 findOne)', N, () => authenticate(orm.em.fork() as any, secret));
}
await pool.end(); await orm.close();
