import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';

export type CountsKind = 'totals' | 'segments';

/**
 * The counts of `kind` for a survey's current results version: the stored ones when they were
 * counted at that version, else `count()` run now and stored under the version read before it.
 *
 * Never stale: writers move `surveys.results_version` in the transaction that changes what is
 * counted, so stored counts are served only while nothing has changed since they were counted.
 * A count may include a write that committed after the version was read; it is then stored
 * under the older version, the next read finds a newer one and counts once more. Stores never
 * move a version back (the `where` of the upsert), so concurrent readers cannot undo each other.
 */
export async function keptCounts<T>(em: EntityManager, surveyId: string, kind: CountsKind, count: () => Promise<T>): Promise<T> {
  const [row] = await em.execute<{ version: string; kept: string | null; counts: T | null }[]>(
    `select s.results_version::text as version, c.version::text as kept, c.counts
       from surveys.surveys s left join surveys.survey_results c on c.survey_id = s.id and c.kind = ?
      where s.id = ?`,
    [kind, surveyId],
  );
  if (row && row.kept === row.version) return row.counts as T;
  const counts = await count();
  if (row) {
    // Bound, not inlined: a survey's segment counts can be a few hundred KB of JSON.
    await sql`insert into surveys.survey_results (survey_id, kind, version, counts)
              values (${surveyId}::uuid, ${kind}, ${row.version}::bigint, ${JSON.stringify(counts)}::jsonb)
              on conflict (survey_id, kind) do update set version = excluded.version, counts = excluded.counts, computed_at = now()
              where survey_results.version < excluded.version`.execute(em.getKysely());
  }
  return counts;
}

/** Called by every write that changes what results count, inside its transaction. */
export async function resultsChanged(em: EntityManager, surveyId: string): Promise<void> {
  await em.execute('update surveys.surveys set results_version = results_version + 1 where id = ?', [surveyId]);
}
