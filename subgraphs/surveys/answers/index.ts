/**
 * The surveys domain's kernel: the question and answer model (question rules, the answer
 * shapes and their rules) that authoring, fieldwork and analysis all speak. Other areas use it
 * only through this file.
 */
export { MAX_EXPLANATION_LENGTH, likertPoints, validateAnswer, votesOf } from './answer-rules';
export { type Answer, type AnswerQuestion, type RespondentTrait } from './answer';
export {
  LIKERT_LABELS,
  LIKERT_SCALES,
  QUESTION_TYPES,
  TYPE_RULES,
  isMediaUrlAllowed,
  normalizeQuestion,
  normalizeQuestions,
  type NormalizedQuestion,
  type OptionInput,
  type QuestionInput,
  type QuestionType,
} from './question-rules';
