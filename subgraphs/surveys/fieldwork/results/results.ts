import type { AnswerQuestion } from '../../answers';
import { likertPoints } from '../../answers';

/** One grouped row of the results SQL: how many valid vote rows share these values. */
export interface VoteGroup {
  optionId: string | null;
  rank: number | null;
  value: number | null;
  n: number;
}

export interface OptionResult {
  id: string;
  label: string | null;
  votes: number;
  percentage: number;
  rank: number;
  isWinner: boolean;
}

export interface QuestionResults {
  totalResponses: number;
  winningOptionId: string | null;
  averageScore: number | null;
  options: OptionResult[];
}

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

/**
 * Shapes one question's results from its grouped vote rows (docs/decisions.md, "Results"):
 * votes per option — choices for select and head-to-head, first places for ranked (ordered by
 * mean position), agreeing answers (above the scale's midpoint) for likert statements;
 * averageScore for rating (the score) and likert (the mean value). Ties share a rank; a
 * winner exists only when one option leads alone.
 */
export function shapeResults(q: AnswerQuestion, totalResponses: number, groups: VoteGroup[]): QuestionResults {
  const scored = q.type === 'rating' || q.type === 'likert';
  const sum = groups.reduce((a, g) => a + (g.value ?? 0) * g.n, 0);
  const count = groups.reduce((a, g) => a + (g.value !== null ? g.n : 0), 0);
  const averageScore = scored && count ? round(sum / count, 2) : null;
  if (!q.options.length || q.type === 'rating') return { totalResponses, winningOptionId: null, averageScore, options: [] };

  const stats = new Map(q.options.map((o) => [o.id, { votes: 0, rankSum: 0, ranked: 0 }]));
  const agree = q.type === 'likert' ? (likertPoints(q.likertScale ?? '') + 1) / 2 : 0;
  for (const g of groups) {
    const s = g.optionId ? stats.get(g.optionId) : undefined;
    if (!s) continue;
    if (q.type === 'ranked') {
      s.rankSum += (g.rank ?? 0) * g.n;
      s.ranked += g.n;
      if (g.rank === 1) s.votes += g.n;
    } else if (q.type === 'likert') {
      if ((g.value ?? 0) > agree) s.votes += g.n;
    } else {
      s.votes += g.n;
    }
  }
  // Ranked options order by mean position (lower is better), then first places; others by votes.
  const key = (id: string) => {
    const s = stats.get(id)!;
    return q.type === 'ranked' ? [s.ranked ? s.rankSum / s.ranked : Infinity, -s.votes] : [-s.votes];
  };
  const cmp = (a: string, b: string) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1;
    return 0;
  };
  const order = q.options.map((o) => o.id).sort(cmp);
  const rankOf = new Map<string, number>();
  order.forEach((id, i) => rankOf.set(id, i > 0 && cmp(order[i - 1], id) === 0 ? rankOf.get(order[i - 1])! : i + 1));
  const leader = order[0];
  const soleLeader = totalResponses > 0 && (order.length === 1 || cmp(order[0], order[1]) !== 0) && (q.type === 'ranked' || stats.get(leader)!.votes > 0);
  const winningOptionId = soleLeader ? leader : null;
  return {
    totalResponses,
    winningOptionId,
    averageScore,
    options: q.options.map((o) => {
      const votes = stats.get(o.id)!.votes;
      return {
        id: o.id,
        label: o.label,
        votes,
        percentage: totalResponses ? round((votes / totalResponses) * 100, 1) : 0,
        rank: rankOf.get(o.id)!,
        isWinner: o.id === winningOptionId,
      };
    }),
  };
}
