import { assertPriceable } from '../pricing';
import { assertTraitsAvailable } from './survey-traits';

/** What a survey will be once a create or edit is written: the fields its rules read. */
export interface SurveyShape {
  country: string;
  sampleSize: number;
  targeting: string[];
  reporting: string[];
  questions: readonly { type: string }[];
}

/**
 * The one check a survey passes before any create, edit or copy writes it, on every surface:
 * its traits exist in its country, and the price table can quote it (sample size in range,
 * country priced, every question type priced). Run on the whole survey as it would be stored,
 * not on the request's fields alone, so no stored survey fails a later read (issue 36).
 */
export function assertSurveyValid(shape: SurveyShape): void {
  assertTraitsAvailable(shape.country, shape.targeting, shape.reporting);
  assertPriceable({ sampleSize: shape.sampleSize, country: shape.country, targetingCount: shape.targeting.length, questions: shape.questions });
}
