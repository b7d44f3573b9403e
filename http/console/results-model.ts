import { LRUCache } from 'lru-cache';
import { isInsightReason, type QuestionInsight } from '../../subgraphs/surveys';
import type { ChartQuestion, ResultCharts } from '../deps';

/** What the results pages read (GraphQL SurveyFields, ResultFields and ResponseFields, in part). */
export interface ResultsSurvey {
  id: string;
  name: string | null;
  status: string;
  sampleSize: number;
  numResponses: number;
  livemode?: boolean;
  completedAt: string | null;
  questions: {
    id: string;
    type: string;
    prompt: string;
    likertScale: string | null;
    options: { id: string; label: string | null; mediaUrl: string | null }[];
    /** The `ai` insight (the graph's JSON), once the survey completed and it was computed. */
    ai?: unknown;
  }[];
  completionEstimate: { bucket: string; estimatedMinutes: number | null; status: string } | null;
}

interface OptionResult {
  id: string;
  label: string | null;
  votes: number;
  percentage: number;
  isWinner: boolean;
}
interface Segment {
  value: string;
  totalResponses: number;
  winningOptionId: string | null;
  averageScore: number | null;
  options: OptionResult[];
}
export interface QuestionResults {
  questionId: string;
  totalResponses: number;
  winningOptionId: string | null;
  averageScore: number | null;
  options: OptionResult[];
  breakdowns: { trait: string; segments: Segment[] }[] | null;
}
export interface ResultsResponse {
  id: string;
  questionId: string;
  pinned: boolean;
  explanation: string | null;
  mediaTranscription: string | null;
  respondent: { trait: string; value: string }[];
  rating: { rating: string } | null;
}

/** A trait value to filter or compare by: "Age" = "25-34". */
export interface SegmentRef {
  trait: string;
  value: string;
}

export const segmentKey = (s: SegmentRef) => `${s.trait}: ${s.value}`;

/** One view of a question's numbers: everyone, or one trait value. */
export interface QuestionView {
  heading: string;
  total: number;
  winner: string | null;
  averageScore: number | null;
  /** The chart as a data: URL (SVG), and its text alternative. */
  chart: string | null;
  chartText: string;
}

export interface QuestionModel {
  n: number;
  id: string;
  type: string;
  prompt: string;
  views: QuestionView[];
  explanations: { id: string; text: string; pinned: boolean; helpful: boolean; who: string }[];
  /** The insight's summary and its most mentioned reasons (everyone, not the filtered group). */
  insight: { summary: string; themes: { label: string; count: number; percent: number }[]; words: string[] } | null;
}

/**
 * Charts are drawn narrower than they are shown, so their 10-point text reads at about 14 px; they
 * go in as images (an SVG data: URL), which the console's CSP allows and which keep vega's inline
 * styles out of the page. The report's embedded font is not there, so the page's fonts stand in.
 */
const CHART_WIDTH = 420;
const PAGE_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif";
/** Room for labels (left) and values (right), which the page's fonts draw a little wider than the report's. */
const LABEL_ROOM = 24;
const VALUE_ROOM = 40;

function dataUrl(svg: string): string {
  const widened = svg
    .replace(/font-family="[^"]*"/g, `font-family="${PAGE_FONTS}"`)
    .replace(/^<svg([^>]*) width="([\d.]+)"([^>]*) viewBox="0 0 ([\d.]+) ([\d.]+)"/, (_m, a: string, w: string, b: string, vw: string, vh: string) => {
      return `<svg${a} width="${Number(w) + LABEL_ROOM + VALUE_ROOM}"${b} viewBox="${-LABEL_ROOM} 0 ${Number(vw) + LABEL_ROOM + VALUE_ROOM} ${vh}"`;
    });
  return `data:image/svg+xml;base64,${Buffer.from(widened).toString('base64')}`;
}

/**
 * Charts already drawn, by what they show: vega takes milliseconds of this process's event loop
 * per chart, and a page shows every question's (twice when comparing). The same numbers draw the
 * same chart, so a reload or another viewer of a completed survey draws none.
 */
const chartCache = new LRUCache<string, Promise<string>>({ max: 2000 });

function drawn(charts: ResultCharts, input: ChartQuestion): Promise<string> {
  const key = JSON.stringify(input);
  let svg = chartCache.get(key);
  if (!svg) {
    svg = charts.votes(input, CHART_WIDTH);
    chartCache.set(key, svg);
    // A failed drawing is not kept: the next view tries again.
    svg.catch(() => chartCache.delete(key));
  }
  return svg;
}

const TYPE_NAMES: Record<string, string> = {
  head_to_head: 'Head to head',
  ranked: 'Ranking',
  single_select: 'Single choice',
  multi_select: 'Multiple choice',
  open_ended: 'Open question',
  click_test: 'Click test',
  likert: 'Agreement scale',
  rating: 'Rating',
  price_sensitivity: 'Price sensitivity',
  screen_recording: 'Screen recording',
};
export const typeName = (t: string) => TYPE_NAMES[t] ?? t;

/**
 * Every trait value the results break down by, for the filter and compare choices. With
 * `minGroup` (shared pages), a value with fewer responses than that to any question is left
 * out: a rare group's numbers and words could be one person's.
 */
export function segmentsOf(results: QuestionResults[], minGroup = 0): SegmentRef[] {
  const seen = new Map<string, SegmentRef & { smallest: number }>();
  for (const r of results)
    for (const b of r.breakdowns ?? [])
      for (const s of b.segments) {
        const key = segmentKey({ trait: b.trait, value: s.value });
        const smallest = Math.min(seen.get(key)?.smallest ?? Infinity, s.totalResponses);
        seen.set(key, { trait: b.trait, value: s.value, smallest });
      }
  return [...seen.values()].filter((s) => s.smallest >= minGroup).map(({ trait, value }) => ({ trait, value }));
}

/**
 * The page's questions: for each, the overall numbers or the chosen trait value's (and a second
 * value's side by side when comparing), a chart of the report's own kind, and its explanations.
 */
export async function questionModels(
  survey: ResultsSurvey,
  results: QuestionResults[],
  responses: ResultsResponse[],
  opts: { segment: SegmentRef | null; compare: SegmentRef | null; charts?: ResultCharts; shared?: boolean; log?: { warn: (o: object, m: string) => void } },
): Promise<QuestionModel[]> {
  const byQuestion = new Map(results.map((r) => [r.questionId, r]));
  return Promise.all(
    survey.questions.map(async (q, i) => {
      const r = byQuestion.get(q.id);
      const labelOf = (o: { id: string; label: string | null }) =>
        o.label ?? q.options.find((x) => x.id === o.id)?.label ?? q.options.find((x) => x.id === o.id)?.mediaUrl ?? 'Option';
      const view = async (
        heading: string,
        data: { total: number; winnerId: string | null; averageScore: number | null; options: OptionResult[] } | null,
      ): Promise<QuestionView> => {
        if (!data) return { heading, total: 0, winner: null, averageScore: null, chart: null, chartText: 'No responses in this group.' };
        const winner = data.winnerId ? labelOf(data.options.find((o) => o.id === data.winnerId) ?? { id: data.winnerId, label: null }) : null;
        const options = data.options.map((o) => ({ label: labelOf(o), votes: o.votes, percent: o.percentage }));
        const chartText = options.map((o) => `${o.label}: ${o.percent.toFixed(1)}% (${o.votes})`).join('; ');
        const input: ChartQuestion = { position: i + 1, prompt: q.prompt, type: q.type, options, winner, averageScore: data.averageScore };
        // A chart that fails to draw leaves its numbers as text (chartText), not a failed page.
        const svg = options.length && opts.charts ? await drawn(opts.charts, input).catch((err: unknown) => (opts.log?.warn({ err }, 'results chart failed'), null)) : null;
        return {
          heading,
          total: data.total,
          winner,
          averageScore: data.averageScore,
          chart: svg ? dataUrl(svg) : null,
          chartText,
        };
      };
      const segmentData = (s: SegmentRef) => {
        const seg = r?.breakdowns?.find((b) => b.trait === s.trait)?.segments.find((x) => x.value === s.value);
        return seg ? { total: seg.totalResponses, winnerId: seg.winningOptionId, averageScore: seg.averageScore, options: seg.options } : null;
      };
      const overall = r ? { total: r.totalResponses, winnerId: r.winningOptionId, averageScore: r.averageScore, options: r.options } : null;
      const views = opts.segment
        ? [await view(segmentKey(opts.segment), segmentData(opts.segment)), ...(opts.compare ? [await view(segmentKey(opts.compare), segmentData(opts.compare))] : [])]
        : [await view('All respondents', overall)];
      const inSegment = (resp: ResultsResponse) =>
        !opts.segment || [opts.segment, opts.compare].some((s) => s && resp.respondent.some((t) => t.trait === s.trait && t.value === s.value));
      const explanations = responses
        .filter((resp) => resp.questionId === q.id && inSegment(resp) && (resp.explanation || resp.mediaTranscription))
        .map((resp) => ({
          id: resp.id,
          text: (resp.explanation || resp.mediaTranscription)!,
          pinned: resp.pinned,
          helpful: resp.rating?.rating === 'helpful',
          // Shared pages leave out who said it: traits beside free text can point at a person.
          who: opts.shared ? '' : resp.respondent.map((t) => t.value).join(' · '),
        }));
      const ai = q.ai as QuestionInsight | null | undefined;
      // As the summary says them: a theme of one word is a word that recurs, shown without a count.
      const themes = ai?.themes ?? [];
      const reasons = themes.filter((t) => isInsightReason(t.label));
      const words = themes.filter((t) => !isInsightReason(t.label));
      const insight = ai?.summary
        ? {
            summary: ai.summary,
            themes: reasons.slice(0, 5).map((t) => ({ label: t.label, count: t.count, percent: Math.round(t.share * 100) })),
            words: words.slice(0, 5).map((t) => t.label),
          }
        : null;
      return { n: i + 1, id: q.id, type: q.type, prompt: q.prompt, views, explanations, insight };
    }),
  );
}
