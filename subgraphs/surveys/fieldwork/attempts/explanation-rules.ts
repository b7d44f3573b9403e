/**
 * What a written explanation must be in the respondent app (docs/decisions.md "Respondent app"):
 * the same rules run on the server when an answer is saved and in the page as the person types
 * (assets/respond.js reads them from the page).
 */
export const EXPLANATION_MIN_LENGTH = 20;

/** Lower case, letters and digits only, single spaces: "Green, obviously!" → "green obviously". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface ExplanationContext {
  /** The prompt and the option texts: an explanation must not merely repeat them. */
  shown: readonly string[];
  /** This person's explanations of the other questions. */
  others: readonly string[];
}

export function explanationProblem(text: string, ctx: ExplanationContext): string | null {
  const own = normalizeText(text);
  if (text.trim().length < EXPLANATION_MIN_LENGTH) return `Tell us a little more: at least ${EXPLANATION_MIN_LENGTH} characters.`;
  if (ctx.shown.some((s) => normalizeText(s).includes(own))) return 'Please explain in your own words rather than repeating the question or an answer.';
  if (ctx.others.some((o) => normalizeText(o) === own)) return 'You wrote the same for another question; tell us why for this one.';
  return null;
}
