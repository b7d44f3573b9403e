import { Migration } from '@mikro-orm/migrations';

/**
 * The responses shown with each question (pinned, then rated helpful, then collection order, at
 * most N) are read through indexes in that order (issue 38): they were chosen by sorting every
 * valid response of the survey (43 MB spilled to disk at 1M). Valid responses of a question in id
 * order, and its pinned ones; the first replaces the index on the question alone.
 */
export class SurveysShownResponses extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index if not exists responses_question_valid_order_idx on surveys.responses (question_id, id) where rejected_at is null');
    this.addSql('create index if not exists responses_question_pinned_idx on surveys.responses (question_id, id) where rejected_at is null and pinned');
    this.addSql('drop index if exists surveys.responses_question_valid_idx');
  }
}
