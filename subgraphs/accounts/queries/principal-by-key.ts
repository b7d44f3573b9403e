/**
 * Every request authenticates, so the key lookup is one statement (MikroORM's findOne with
 * populate cost ~5x the SQL itself; bench: npm run bench -- me). It finds a live key by its
 * lookup prefix with its team and its user: the key's own user, else the team's earliest
 * owner, else its earliest member. A key made for a person also brings that person's current
 * role in the team (null once they are not in it): the key acts within it. Placeholders are
 * em.execute's `?`.
 */
const PRINCIPAL_BY_KEY = `
select k.id, k.name, k.secret_hash, k.scopes, k.livemode, k.last_used_at,
       t.id as team_id, t.name as team_name, t.plan as team_plan,
       k.user_id as key_user_id, km.role as key_user_role,
       u.id as user_id, u.name as user_name, u.email as user_email
  from accounts.api_keys k
  join accounts.teams t on t.id = k.team_id
  left join accounts.team_memberships km on km.team_id = k.team_id and km.user_id = k.user_id
  left join lateral (
    select c.id, c.name, c.email from (
      select ku.id, ku.name, ku.email, 0 as rank, null::timestamptz as since
        from accounts.users ku where ku.id = k.user_id
      union all
      select mu.id, mu.name, mu.email, case when m.role = 'owner' then 1 else 2 end, m.created_at
        from accounts.team_memberships m join accounts.users mu on mu.id = m.user_id
       where m.team_id = k.team_id
    ) c order by c.rank, c.since limit 1
  ) u on true
 where k.revoked_at is null and `;

/** By the presented secret's lookup prefix (authentication). */
export const PRINCIPAL_BY_KEY_SQL = `${PRINCIPAL_BY_KEY}k.lookup_prefix = ?`;
/** By the key's id (a download token names the key that asked for it). */
export const PRINCIPAL_BY_KEY_ID_SQL = `${PRINCIPAL_BY_KEY}k.id = ?`;

export interface PrincipalByKeyRow {
  id: string;
  name: string;
  secret_hash: string;
  scopes: string[] | string;
  livemode: boolean;
  last_used_at: Date | string | null;
  team_id: string;
  team_name: string;
  team_plan: string;
  /** The person the key was made for (null: a team key), and their role in the team now (null: not in it). */
  key_user_id: string | null;
  key_user_role: 'owner' | 'admin' | 'member' | null;
  user_id: string | null;
  user_name: string | null;
  user_email: string | null;
}
