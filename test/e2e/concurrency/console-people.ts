import type { EntityManager } from '@mikro-orm/postgresql';
import { expect } from 'vitest';
import { FormClient, newEmail } from '../../helpers/console';
import type { TestService } from '../../helpers/service';

/**
 * The console's actors for the concurrency sweep (issue 36): people signed up through the form,
 * each with their own browser (cookies), session and CSRF token, posting forms as a browser does.
 */
export const PASSWORD = 'correct horse battery';

/** The forms console-results.test.ts sweeps (results and billing); console.test.ts lists the rest. */
export const SWEPT_IN_RESULTS_FILE = [
  'POST /console/results/:id/share',
  'POST /console/results/:id/share/:linkId/revoke',
  'POST /console/results/:id/responses/:responseId/pin',
  'POST /console/results/:id/responses/:responseId/rate',
  'POST /console/billing/packs',
  'POST /console/billing/card',
];

export interface Person {
  teamId: string;
  userId: string;
  email: string;
  password: string;
  client: FormClient;
  csrf: string;
  em: () => EntityManager;
  /** Posts a console form with the person's session and CSRF token; the answer as a Response. */
  post: (path: string, fields?: Record<string, string | string[]>) => Promise<Response>;
}

/** A browser with no session yet, holding the CSRF token of the page at `from`. */
export async function anonymous(service: () => TestService, from: string): Promise<{ client: FormClient; csrf: string }> {
  const client = new FormClient(service().url);
  const { csrf } = await client.get(from);
  expect(csrf, `a CSRF token on ${from}`).toBeTruthy();
  return { client, csrf: csrf! };
}

/** A form post as the sweep compares answers: status and body (FormClient has read the body). */
export async function postAs(client: FormClient, csrf: string, path: string, fields: Record<string, string | string[]> = {}): Promise<Response> {
  const { res, html } = await client.post(path, { _csrf: csrf, ...fields });
  return new Response(html, { status: res.status, headers: { location: res.headers.get('location') ?? '' } });
}

/** A browser signed in as the person (a session of their own), with a CSRF token. */
export async function signedIn(service: () => TestService, p: Pick<Person, 'email' | 'password'>): Promise<{ client: FormClient; csrf: string }> {
  const { client, csrf } = await anonymous(service, '/console/sign-in');
  const res = await postAs(client, csrf, '/console/sign-in', { email: p.email, password: p.password });
  expect(res.status, await res.clone().text()).toBe(303);
  const { csrf: after } = await client.get('/console/keys');
  expect(after).toBeTruthy();
  return { client, csrf: after! };
}

/** `n` people, each signed up with a team of their own (its owner). */
export async function signUpPeople(service: () => TestService, n: number, tag: string): Promise<Person[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const email = newEmail(`${tag}-${i}`);
      const { client, csrf } = await anonymous(service, '/console/sign-up');
      const res = await postAs(client, csrf, '/console/sign-up', { name: `Person ${i}`, email, teamName: `${tag} team ${i}`, password: PASSWORD });
      expect(res.status, await res.clone().text()).toBe(303);
      const [row] = await service()
        .em()
        .execute<{ user_id: string; team_id: string }[]>(
          'select m.user_id, m.team_id from accounts.users u join accounts.team_memberships m on m.user_id = u.id where u.email = ?',
          [email],
        );
      const { csrf: token } = await client.get('/console/keys');
      const person: Person = {
        teamId: row.team_id,
        userId: row.user_id,
        email,
        password: PASSWORD,
        client,
        csrf: token!,
        em: () => service().em(),
        post: (path, fields) => postAs(person.client, person.csrf, path, fields),
      };
      return person;
    }),
  );
}

/** The id of the row the person's team made last in a table (a key, an endpoint, an app, an invitation). */
export async function lastId(p: Person, table: string): Promise<string> {
  const [row] = await p.em().execute<{ id: string }[]>(`select id from ${table} where team_id = ? order by created_at desc, id desc limit 1`, [p.teamId]);
  expect(row, `a row of ${table}`).toBeTruthy();
  return row.id;
}
