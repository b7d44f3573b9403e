// The linebreak package (Unicode line breaking, UAX #14; also what pdfkit wraps text with) ships no types.
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    /** The next break opportunity: text may wrap before `position`; `required` for hard breaks. */
    nextBreak(): { position: number; required: boolean } | null;
  }
}
