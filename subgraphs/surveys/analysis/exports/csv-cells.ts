import { stringify } from 'csv-stringify/sync';

/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with =, +, -, @, a tab or a
 * carriage return as a formula. Such a value gets a single quote in front, which spreadsheets
 * show as text. The rows are neutralised in SQL (csv-query.ts `cell`); this is the same rule
 * for what csv-stringify writes (the header line, whose names hold the client's prompts).
 */
const FORMULA_START = /^[-=+@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV line (RFC 4180 quoting, LF), every text cell neutralised. */
export function csvLine(values: readonly string[]): string {
  return stringify([values], { cast: { string: neutraliseCell } });
}
