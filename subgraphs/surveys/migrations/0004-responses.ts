import { Migration } from '@mikro-orm/migrations';

/**
 * Collection: respondents (one per person who answered the whole survey), their responses
 * (one per question), the vote rows the results SQL counts, ratings and follow-ups.
 */
export class SurveysResponses extends Migration {
  override async up(): Promise<void> {
    // The key mode that paid: test-mode surveys are answered by the simulated panel.
    this.addSql(`alter table surveys.surveys add column if not exists livemode boolean not null default false`);
    this.addSql(`create table if not exists surveys.respondents (
      id uuid primary key,
      survey_id uuid not null references surveys.surveys(id) on delete cascade,
      seq integer not null check (seq >= 0),
      panel_respondent_id text not null,
      traits jsonb not null default '[]',
      rejected_at timestamptz,
      created_at timestamptz not null default now(),
      unique (survey_id, seq),
      unique (survey_id, panel_respondent_id))`);
    this.addSql(`create table if not exists surveys.responses (
      id uuid primary key,
      survey_id uuid not null references surveys.surveys(id) on delete cascade,
      question_id uuid not null references surveys.questions(id) on delete cascade,
      respondent_id uuid not null references surveys.respondents(id) on delete cascade,
      answer jsonb not null default '{}',
      explanation text,
      pinned boolean not null default false,
      rejected_at timestamptz,
      created_at timestamptz not null default now(),
      unique (respondent_id, question_id))`);
    // Lists walk a survey's responses newest first; results count one question's valid ones.
    this.addSql(`create index if not exists responses_survey_idx on surveys.responses(survey_id, id desc)`);
    this.addSql(`create index if not exists responses_question_valid_idx on surveys.responses(question_id) where rejected_at is null`);
    this.addSql(`create table if not exists surveys.response_votes (
      response_id uuid not null references surveys.responses(id) on delete cascade,
      question_id uuid not null,
      option_id uuid,
      rank integer,
      value numeric)`);
    this.addSql(`create index if not exists response_votes_response_idx on surveys.response_votes(response_id)`);
    this.addSql(`create table if not exists surveys.response_ratings (
      response_id uuid primary key references surveys.responses(id) on delete cascade,
      survey_id uuid not null references surveys.surveys(id) on delete cascade,
      rating text not null check (rating in ('helpful','not_helpful')),
      comment text check (comment is null or char_length(comment) <= 500),
      rated_by uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create index if not exists response_ratings_flags_idx on surveys.response_ratings(survey_id) where rating = 'not_helpful'`);
    this.addSql(`create table if not exists surveys.followups (
      id uuid primary key,
      survey_id uuid not null references surveys.surveys(id) on delete cascade,
      response_id uuid not null references surveys.responses(id) on delete cascade,
      question text not null check (char_length(question) between 1 and 500),
      status text not null check (status in ('pending','answered','declined','expired')),
      answer text,
      order_id uuid not null,
      expires_at timestamptz not null,
      responded_at timestamptz,
      refunded_at timestamptz,
      created_at timestamptz not null default now())`);
    this.addSql(`create index if not exists followups_survey_idx on surveys.followups(survey_id, id)`);
    this.addSql(`create index if not exists followups_response_idx on surveys.followups(response_id)`);
  }
}
