/** Small statistics and formatting helpers shared by the benchmarks. */

/** The median of a non-empty list (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Fixed decimals, no grouping: 1234.5 → "1234.5". */
export function fixed(value: number, digits = 0): string {
  return value.toFixed(digits);
}

/** Milliseconds for display; autocannon's latencies are whole milliseconds (medians may end in .5). */
export function ms(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** A plain text table: first column left-aligned, the others right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]) =>
    r
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** A positive number from an environment variable, or the default. Throws on garbage. */
export function envNumber(name: string, fallback: number, opts: { integer?: boolean } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || (opts.integer && !Number.isInteger(n))) {
    throw new Error(`${name}=${raw}: want a positive ${opts.integer ? 'integer' : 'number'}`);
  }
  return n;
}

/** The p-th percentile (0–100) of a non-empty list, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty list');
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}
