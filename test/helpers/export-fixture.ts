import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Answer } from '../../subgraphs/surveys/answers/answer';

/**
 * A completed survey written with plain SQL and fixed ids and times, so its CSV export can be
 * compared byte for byte with test/fixtures/exports/*.csv. Explanations and labels carry the
 * characters CSV must quote (commas, double quotes, newlines) and non-ASCII text. The ids are
 * derived from `n` (one seeded survey per n per database; test files keep to their own range).
 * Live mode unless asked: the survey is read with the team's live keys. `stopped`: the client
 * stopped collection, so a not_helpful flag leaves the survey completed instead of reopening it.
 */
export async function seedExportSurvey(
  db: EntityManager | pg.Client,
  teamId: string,
  n = 1,
  opts: { status?: string; livemode?: boolean; stopped?: boolean } = {},
): Promise<{ surveyId: string }> {
  const h = (kind: number, i: number) => `0190${String(n).padStart(4, '0')}-0000-7000-8${kind}00-${String(i).padStart(12, '0')}`;
  const surveyId = h(0, 1);
  const at = (minute: number) => `2026-05-04T10:${String(minute).padStart(2, '0')}:00.000Z`;
  const completed = (opts.status ?? 'completed') === 'completed';
  // em.execute's `?` placeholders; a plain pg client (tests of other processes) takes `$n`.
  const run = (sql: string, params: unknown[]) =>
    db instanceof pg.Client
      ? db.query(
          sql.replace(
            /\?/g,
            (
              (n) => () =>
                `$${++n}`
            )(0),
          ),
          params,
        )
      : db.getConnection().execute(sql, params);

  await run(
    `insert into surveys.surveys (id, team_id, name, country, sample_size, status, targeting, reporting, num_responses, livemode, created_at, updated_at, published_at, completed_at, stopped_at)
     values (?, ?, 'Snack names, "premium" edition', 'US', 3, ?, '{}', '{age,gender}', 3, ?, ?, ?, ?, ?, ?)`,
    [surveyId, teamId, opts.status ?? 'completed', opts.livemode ?? true, at(0), at(0), at(1), completed ? at(30) : null, completed && opts.stopped ? at(30) : null],
  );
  // The price it was published at (references to a survey carry its latest recorded quote).
  const quote = { amountUsd: 7.5, credits: 3.75, subtotalUsd: 7.5, subtotalCredits: 3.75, currency: 'USD', discounts: [], planRequired: null, quotedAt: at(0) };
  await run(`insert into surveys.quotes (id, survey_id, quote, quoted_at) values (?, ?, ?, ?)`, [h(9, 1), surveyId, JSON.stringify(quote), at(0)]);
  const q = { name: h(1, 1), rank: h(1, 2), score: h(1, 3), open: h(1, 4), multi: h(1, 5) };
  const questions: [string, number, string, string][] = [
    [q.name, 1, 'single_select', 'Which name feels "premium", if any?'],
    [q.rank, 2, 'ranked', 'Rank the flavours'],
    [q.score, 3, 'rating', 'How likely, 0–10, are you to buy?'],
    [q.open, 4, 'open_ended', 'Anything else?'],
    [q.multi, 5, 'multi_select', 'Which would you try?'],
  ];
  for (const [id, position, type, prompt] of questions) {
    await run(`insert into surveys.questions (id, survey_id, position, type, variant, prompt) values (?, ?, ?, ?, ?, ?)`, [
      id,
      surveyId,
      position,
      type,
      type === 'rating' ? 'score10' : null,
      prompt,
    ]);
  }
  const o = { creme: h(2, 1), jane: h(2, 2), zest: h(2, 3), salt: h(2, 4), sweet: h(2, 5), a: h(2, 6), b: h(2, 7), c: h(2, 8) };
  const options: [string, string, number, string][] = [
    [o.creme, q.name, 1, 'Crème, brûlée'],
    [o.jane, q.name, 2, 'Plain "Jane"'],
    [o.zest, q.name, 3, 'Zest\nline'],
    [o.salt, q.rank, 1, 'Salty'],
    [o.sweet, q.rank, 2, 'Sweet'],
    [o.a, q.multi, 1, 'Crisps'],
    [o.b, q.multi, 2, 'Nuts'],
    [o.c, q.multi, 3, '果物'],
  ];
  for (const [id, question, position, label] of options) {
    await run(`insert into surveys.options (id, question_id, position, kind, label) values (?, ?, ?, 'text', ?)`, [id, question, position, label]);
  }
  const people: [string, number, string, string][] = [
    [h(3, 1), 0, '25-34', 'Female'],
    [h(3, 2), 1, '35-44', 'Male'],
    [h(3, 3), 2, '18-24', 'Female'],
    [h(3, 4), 3, '45-54', 'Male'],
  ];
  for (const [id, seq, age, gender] of people) {
    await run(`insert into surveys.respondents (id, survey_id, seq, panel_respondent_id, traits, rejected_at, rejection_reason) values (?, ?, ?, ?, ?::jsonb, ?, ?)`, [
      id,
      surveyId,
      seq,
      `panel-${seq}`,
      JSON.stringify([
        { trait: 'Age', value: age },
        { trait: 'Gender', value: gender },
      ]),
      seq === 3 ? at(20) : null,
      seq === 3 ? 'speeding' : null,
    ]);
  }
  let r = 0;
  const respond = async (person: number, question: string, answer: Answer, explanation: string | null, extra: { pinned?: boolean } = {}) => {
    r += 1;
    const id = h(4, r);
    await run(
      `insert into surveys.responses (id, survey_id, question_id, respondent_id, answer, explanation, pinned, rejected_at, created_at) values (?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?)`,
      [id, surveyId, question, people[person][0], JSON.stringify(answer), explanation, extra.pinned ?? false, person === 3 ? at(20) : null, at(10 + person)],
    );
    // The rows results (and so reports) count, as collection writes them.
    const votes: [string | null, number | null, number | null][] =
      answer.chosenOption && !answer.ranking
        ? [[answer.chosenOption, null, null]]
        : answer.ranking
          ? answer.ranking.map((x) => [x.option, x.rank, null])
          : answer.selectedOptions
            ? answer.selectedOptions.map((o) => [o, null, null])
            : answer.score !== undefined
              ? [[null, null, answer.score]]
              : [];
    for (const [optionId, rank, value] of votes) {
      await run(`insert into surveys.response_votes (response_id, question_id, option_id, rank, value) values (?, ?, ?, ?, ?)`, [id, question, optionId, rank, value]);
    }
  };
  const rank = (first: string, second: string) => ({
    ranking: [
      { rank: 1, option: first },
      { rank: 2, option: second },
    ],
    chosenOption: first,
  });
  // Respondent 0: commas and quotes.
  await respond(0, q.name, { chosenOption: o.creme }, 'Sounds rich, "fancy" even', { pinned: true });
  await respond(0, q.rank, rank(o.salt, o.sweet), 'Salt first, always');
  await respond(0, q.score, { score: 9 }, 'Would buy, probably');
  await respond(0, q.open, {}, 'No');
  await respond(0, q.multi, { selectedOptions: [o.c, o.a] }, 'Fruit and crisps');
  // Respondent 1: newlines.
  await respond(1, q.name, { chosenOption: o.zest }, 'Line one\nLine two');
  await respond(1, q.rank, rank(o.sweet, o.salt), 'Sweet\r\nthen salty');
  await respond(1, q.score, { score: 4 }, 'Meh');
  await respond(1, q.open, {}, 'Make it\n"crunchier"');
  await respond(1, q.multi, { selectedOptions: [o.b] }, 'Nuts only');
  // Respondent 2: non-ASCII.
  await respond(2, q.name, { chosenOption: o.jane }, 'Schön — 日本語のテキスト ✓');
  await respond(2, q.rank, rank(o.salt, o.sweet), 'Солёное лучше');
  await respond(2, q.score, { score: 10 }, '¡Sí! 😀');
  await respond(2, q.open, {}, 'Ñandú');
  await respond(2, q.multi, { selectedOptions: [o.a, o.b, o.c] }, 'Todo');
  // Respondent 3 failed a quality check and was rejected: exported only with status=all.
  await respond(3, q.name, { chosenOption: o.creme }, 'Too quick to read, rejected');
  return { surveyId };
}
