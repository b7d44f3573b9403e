import type pg from 'pg';

/**
 * Rows shaped like the service's own, written with SQL in bulk (issue 38's `scale` bench):
 * many surveys for one team, and many respondents for one survey. Each call grows what is
 * there to `target`, so one database is measured at every size in turn.
 */

const WORDS = [
  'snack',
  'logo',
  'carton',
  'colour',
  'name',
  'slogan',
  'label',
  'price',
  'bottle',
  'flavour',
  'font',
  'shelf',
  'poster',
  'jingle',
  'menu',
  'app',
  'icon',
  'box',
  'lid',
  'tag',
];

/**
 * Clones the team's template survey (its questions, options and quote) until the team holds
 * `target` surveys: names `<word> test <i>`, one in twenty also "pineapple" (the text the
 * bench searches), created a minute apart, statuses in turn, creators in turn.
 */
export async function growSurveys(db: pg.Client, template: { surveyId: string; teamId: string; creators: string[] }, target: number): Promise<void> {
  const {
    rows: [{ n }],
  } = await db.query<{ n: number }>('select count(*)::int as n from surveys.surveys where team_id = $1', [template.teamId]);
  if (n >= target) return;
  await db.query('begin');
  await db.query(
    `create temp table grown on commit drop as
       select gen_random_uuid() as id, i from generate_series($1::int, $2::int) as i`,
    [n, target - 1],
  );
  await db.query(
    `insert into surveys.surveys (id, team_id, creator_user_id, name, country, sample_size, status, targeting, reporting, num_responses, livemode,
                                  created_at, updated_at, published_at, completed_at)
     select g.id, t.team_id, ($3::uuid[])[1 + g.i % array_length($3::uuid[], 1)],
            ($4::text[])[1 + g.i % 20] || ' test ' || g.i || case when g.i % 20 = 0 then ' pineapple' else '' end,
            t.country, t.sample_size, (array['completed', 'unpublished', 'in-progress'])[1 + g.i % 3], t.targeting, t.reporting,
            case when g.i % 3 = 0 then t.sample_size else 0 end, t.livemode,
            now() - make_interval(mins => g.i), now() - make_interval(mins => g.i),
            case when g.i % 3 <> 1 then now() - make_interval(mins => g.i) end, case when g.i % 3 = 0 then now() - make_interval(mins => g.i) end
       from grown g, surveys.surveys t where t.id = $1 and t.team_id = $2`,
    [template.surveyId, template.teamId, template.creators, WORDS],
  );
  await db.query(
    `create temp table grown_questions on commit drop as
       select g.id as survey_id, q.id as template_question_id, gen_random_uuid() as id
         from grown g cross join surveys.questions q where q.survey_id = $1`,
    [template.surveyId],
  );
  await db.query(
    `insert into surveys.questions (id, survey_id, position, type, variant, prompt, context, likert_scale)
     select n.id, n.survey_id, q.position, q.type, q.variant, q.prompt, q.context, q.likert_scale
       from grown_questions n join surveys.questions q on q.id = n.template_question_id`,
  );
  await db.query(
    `insert into surveys.options (id, question_id, position, kind, label, media_url)
     select gen_random_uuid(), n.id, o.position, o.kind, o.label, o.media_url
       from grown_questions n join surveys.options o on o.question_id = n.template_question_id`,
  );
  await db.query(
    `insert into surveys.quotes (id, survey_id, quote, quoted_at)
     select gen_random_uuid(), g.id, q.quote, q.quoted_at from grown g, surveys.quotes q where q.survey_id = $1`,
    [template.surveyId],
  );
  await db.query('commit');
  // As autovacuum would leave a table at rest: statistics current, the visibility map set.
  await db.query('vacuum analyze surveys.surveys, surveys.questions, surveys.options, surveys.quotes');
}

/**
 * Adds respondents to a completed survey until it holds `target` responses (every respondent
 * answers every question): single-select answers with their vote rows, an explanation each,
 * and Age and Gender traits, as collection records them.
 */
export async function growResponses(db: pg.Client, surveyId: string, target: number): Promise<void> {
  const {
    rows: [{ people, questions }],
  } = await db.query<{ people: number; questions: number }>(
    `select (select count(*)::int from surveys.respondents where survey_id = $1) as people, (select count(*)::int from surveys.questions where survey_id = $1) as questions`,
    [surveyId],
  );
  const wanted = Math.ceil(target / questions);
  if (people >= wanted) return;
  await db.query('begin');
  await db.query(
    `insert into surveys.respondents (id, survey_id, seq, panel_respondent_id, traits)
     select gen_random_uuid(), $1, i, 'panel-' || i,
            jsonb_build_array(jsonb_build_object('trait', 'Age', 'value', (array['18-24', '25-34', '35-44', '45-54', '55+'])[1 + i % 5]),
                              jsonb_build_object('trait', 'Gender', 'value', (array['Female', 'Male'])[1 + i % 2]))
       from generate_series($2::int, $3::int) as i`,
    [surveyId, people, wanted - 1],
  );
  await db.query(
    `create temp table grown_responses on commit drop as
       select gen_random_uuid() as id, p.id as respondent_id, p.seq, q.id as question_id,
              (select o.id from surveys.options o where o.question_id = q.id order by o.position offset (p.seq * 7 + q.position) % 3 limit 1) as option_id
         from surveys.respondents p cross join surveys.questions q
        where p.survey_id = $1 and q.survey_id = $1 and p.seq >= $2`,
    [surveyId, people],
  );
  await db.query(
    `insert into surveys.responses (id, survey_id, question_id, respondent_id, answer, explanation)
     select r.id, $1, r.question_id, r.respondent_id, jsonb_build_object('chosenOption', r.option_id),
            'The ' || (array['colour', 'green', 'warm orange', 'clean layout', 'name', 'font', 'shape', 'price tag'])[1 + r.seq % 8]
              || ' feels ' || (array['fresh', 'trustworthy', 'calm', 'bold', 'cheap', 'natural', 'premium'])[1 + r.seq % 7]
              || ' and I would ' || (array['buy it', 'notice it on a shelf', 'trust it', 'remember it', 'skip it'])[1 + r.seq % 5] || ' ' || r.seq
       from grown_responses r order by r.id`,
    [surveyId],
  );
  await db.query(`insert into surveys.response_votes (response_id, question_id, option_id) select id, question_id, option_id from grown_responses`);
  // As collection does: the count, and the results version its rows change.
  await db.query(
    `update surveys.surveys set num_responses = $2, sample_size = greatest(sample_size, $2), results_version = results_version + 1, updated_at = now() where id = $1`,
    [surveyId, wanted],
  );
  await db.query('commit');
  await db.query('vacuum analyze surveys.respondents, surveys.responses, surveys.response_votes');
}
