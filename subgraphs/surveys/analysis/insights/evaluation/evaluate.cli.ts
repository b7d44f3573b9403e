import { parseArgs } from 'node:util';
import { insightModelFromConfig } from '../insight-model';
import type { Half } from './dataset';
import { evaluateHalf, type QuestionResult } from './evaluate';
import { RECURRING, type Pooled } from './metrics';

/**
 * `npm run eval:insights -- [--half tune|heldout] [--model]`: the `ai` insight's quality on
 * explanations written independently of the engine (issue 43; the figures are defined in
 * metrics.ts). A quality measure, not a speed benchmark, so not under bench/. The tune half is
 * the default; the held-out half is for the final report only. `--model` measures what a live
 * survey gets with the optional language model configured (INSIGHT_API_URL, INSIGHT_API_KEY,
 * INSIGHT_API_MODEL, as the service reads them): the fixture's explanations are sent to it.
 */

const { values } = parseArgs({ options: { half: { type: 'string', default: 'tune' }, model: { type: 'boolean', default: false } } });
if (values.half !== 'tune' && values.half !== 'heldout') {
  console.error(`unknown half "${values.half}": use --half tune (the default) or --half heldout`);
  process.exit(1);
}
const half: Half = values.half;
const model = values.model ? insightModelFromConfig() : null;
if (values.model && !model) {
  console.error('--model needs INSIGHT_API_URL and INSIGHT_API_KEY (and, optionally, INSIGHT_API_MODEL) in the environment');
  process.exit(1);
}

const HELDOUT_WARNING = [
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  '!!  HELD-OUT HALF: for the final report only. Do not tune anything on what follows.   !!',
  '!!  Improve the engine against --half tune; run this once, at the end, and report it. !!',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
].join('\n');

const pct = (x: number | null) => (x === null ? 'n/a' : `${(x * 100).toFixed(1)}%`);
const fraction = (a: number, b: number) => `${a}/${b}`;

function question(r: QuestionResult): string[] {
  const { question: q, score: s } = r;
  const lines = [`${q.id} ${q.type} (${r.explanations} explanations): ${q.prompt}${q.statement ? ` "${q.statement}"` : ''}`];
  if (q.options.length) lines.push(`  options: ${q.options.join(' | ')}`);
  lines.push(`  reasons labelled in this half: ${s.counts.map(([id, n]) => `${id} ${n}${s.top.includes(id) ? ' (top)' : ''}`).join(', ') || 'none'}`);
  lines.push('  themes:');
  s.themes.forEach((t, i) => {
    const verdict = t.names.length ? `names ${t.names.join(', ')}` : 'names no reason';
    const covers = Object.entries(t.coveredReasons)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([id, n]) => `${id || '(none)'} ${n}`)
      .join(', ');
    lines.push(`    ${i + 1}. ${t.label} (${t.count}): ${verdict}${t.topicOnly ? '; OPTION/PROMPT WORDS ONLY' : ''}; covers ${t.covered}: ${covers || '-'}`);
  });
  if (!s.themes.length) lines.push('    (none)');
  const missed = s.recurring.filter((id) => !s.recalled.includes(id));
  lines.push(
    `  precision ${fraction(s.naming, s.themes.length)}, recall ${fraction(s.recalled.length, s.recurring.length)}${missed.length ? ` (missed ${missed.join(', ')})` : ''}, ` +
      `option/prompt words ${fraction(s.topicOnly, s.themes.length)}, top reason ${s.top.join(' = ')} in top three: ${s.topInTopThree ? 'yes' : 'NO'}`,
  );
  lines.push(`  summary: ${r.summary}`);
  if (r.modelFailure) lines.push(`  THE MODEL'S ANSWER WAS NOT USED (the engine's insight is scored): ${r.modelFailure}`);
  return lines;
}

function overall(p: Pooled): string[] {
  return [
    `overall (${p.questions} questions, pooled):`,
    `  theme precision                    ${pct(p.precision)} (${fraction(p.naming, p.themes)} themes name a reason)`,
    `  recall of recurring reasons (≥${RECURRING})   ${pct(p.recall)} (${fraction(p.recalled, p.recurring)})`,
    `  option/prompt-word share           ${pct(p.topicShare)} (${fraction(p.topicOnly, p.themes)} labels; target 0)`,
    `  top reason in top three            ${fraction(p.topInTopThree, p.questions)} questions`,
  ];
}

// The warning first and last: before anything of the held-out half is read, and after its figures.
if (half === 'heldout') console.log(`${HELDOUT_WARNING}\n`);
const { questions, pooled } = await evaluateHalf(half, { model });
const by = model ? `the engine, then ${model.model} for labels and summary` : 'the offline engine';
const out = [`insight quality on independent explanations (issue 43), half: ${half}, insights by ${by}`, ''];
for (const r of questions) out.push(...question(r), '');
out.push(...overall(pooled));
if (half === 'heldout') out.push('', HELDOUT_WARNING);
console.log(out.join('\n'));
