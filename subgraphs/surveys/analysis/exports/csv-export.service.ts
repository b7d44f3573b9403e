import type { EntityManager } from '@mikro-orm/postgresql';
import { Readable } from 'node:stream';
import { to as copyTo } from 'pg-copy-streams';
import { faultFailure } from '../../../../platform/faults';
import type { OwnerScope } from '../../../../platform/owner';
import { findSurvey, findSurveyForReference } from '../../authoring';
import { SurveysError } from '../../surveys.errors';
import type { SurveyView } from '../../authoring';
import { listTraits } from '../../traits/traits.service';
import { csvLine } from './csv-cells';
import { csvQuery, type CsvIdStyle, type CsvLayout, type CsvStatus } from './csv-query';

export interface CsvExportOptions {
  layout: CsvLayout;
  ids: CsvIdStyle;
  /** `valid` (the default): valid respondents only; `all`: rejected ones too, with status columns. */
  status?: CsvStatus;
  /** false: no reporting-trait columns (shared results say less: traits beside free text can point at a person). */
  traits?: boolean;
}

/** A CSV can be exported once the survey was published and has completed (an archived one keeps it). */
export function csvReady(view: SurveyView): boolean {
  const s = view.survey;
  return s.completedAt !== null && (s.status === 'completed' || s.status === 'archived');
}

/** The team's survey, ready for export; else not found, or 409 survey_not_completed. */
export async function findExportableSurvey(em: EntityManager, owner: OwnerScope, surveyId: string): Promise<SurveyView> {
  const view = await findSurvey(em, owner, surveyId);
  if (!csvReady(view)) {
    throw new SurveysError('survey_not_completed', `The survey is ${view.survey.status}: its CSV export is available once it has completed.`, 'id');
  }
  return view;
}

/** The survey's reporting trait names ("Age"), in reporting order: the CSV's trait columns. */
function traitNames(view: SurveyView): string[] {
  const nameOf = new Map(listTraits(view.survey.country, 'reporting').map((t) => [t.permalink, t.traitName]));
  return view.survey.reporting.flatMap((permalink) => nameOf.get(permalink) ?? []);
}

/**
 * Streams the survey's CSV: the header line, then PostgreSQL's own COPY output, so no more
 * than a chunk is ever in memory. The caller has checked access and readiness
 * (findExportableSurvey); a survey that is not ready here is refused all the same.
 * Destroying the returned stream (the client went away) ends the COPY's connection, which the
 * pool then discards instead of reusing it mid-COPY.
 */
export async function openSurveyCsv(em: EntityManager, surveyId: string, opts: CsvExportOptions): Promise<Readable> {
  const view = await findSurveyForReference(em, surveyId);
  if (!view) throw new SurveysError('survey_not_found', `No such survey: ${surveyId}`, 'id');
  if (!csvReady(view)) throw new SurveysError('survey_not_completed', 'The survey has not completed.', 'id');
  const questions = view.questions.map((q) => ({ id: q.id, position: q.position, prompt: q.prompt }));
  const { header, copy } = csvQuery({
    surveyId,
    layout: opts.layout,
    ids: opts.ids,
    status: opts.status ?? 'valid',
    traits: opts.traits === false ? [] : traitNames(view),
    questions,
  });

  faultFailure('exports.csv');
  // A connection of MikroORM's own pg Pool, held for the whole COPY (pg-copy-streams takes a pg client).
  const pool = await em.getConnection().getNativeClient();
  const connection = await pool.connect();
  let released = false;
  const release = (broken: boolean) => {
    if (released) return;
    released = true;
    // `release(true)` ends the connection and drops it from the pool (its transaction rolls back).
    if (broken) return connection.release(true);
    connection.query('commit').then(
      () => connection.release(),
      (err: Error) => connection.release(err),
    );
  };
  // One COPY streams the whole export (1M rows: about a minute), longer than the pool's statement
  // timeout for requests, and JIT spent ~0.5 s compiling its plan: both lifted for this
  // transaction only. A transaction, not session settings, so a transaction-mode pooler
  // (PgBouncer) keeps the SET and the COPY on one server connection, and nothing outlives them.
  try {
    await connection.query('begin read only; set local statement_timeout = 0; set local jit = off');
  } catch (err) {
    release(true);
    throw err;
  }
  const rows = connection.query(copyTo(copy))[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  // The first rows (or the end) arrive before anything is answered: a failing export is an
  // error the caller can still turn into a status code, not a cut-off 200.
  let next: IteratorResult<Buffer>;
  try {
    next = await rows.next();
  } catch (err) {
    release(true);
    throw err;
  }
  async function* body(): AsyncGenerator<Buffer> {
    let finished = false;
    try {
      // COPY sends a message per row: they leave in batches, or the socket would see a write per row.
      let batch: Buffer[] = [Buffer.from(csvLine(header))];
      let size = batch[0].length;
      for (; !next.done; next = await rows.next()) {
        batch.push(next.value);
        size += next.value.length;
        if (size >= BATCH_BYTES) {
          yield Buffer.concat(batch, size);
          batch = [];
          size = 0;
        }
      }
      if (size > 0) yield Buffer.concat(batch, size);
      finished = true;
    } finally {
      if (!finished) await rows.return?.();
      release(!finished);
    }
  }
  return Readable.from(body(), { objectMode: false });
}

/** Bytes gathered before a write: large enough to amortise the per-write cost, small enough to stream. */
const BATCH_BYTES = 64 * 1024;
