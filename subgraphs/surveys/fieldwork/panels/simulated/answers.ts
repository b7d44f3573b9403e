import type { Answer, AnswerQuestion } from '../../../answers';
import { likertPoints } from '../../../answers';
import type { Profile } from './profile';
import { hashNormal, hashUnit, type Rng } from './rng';

/** What an answer draw depends on besides the question: the panel seed, the survey and the person. */
export interface Drawing {
  seed: string;
  surveyId: string;
  seq: number;
  profile: Profile;
  rng: Rng;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round = (v: number, step: number) => Math.round(Math.round(v / step) * step * 100) / 100;

/**
 * An option's latent appeal: the same for every respondent of the panel seed, so results have
 * clear winners and losers, plus small age and gender effects so segments differ a little.
 */
function appeal(d: Drawing, q: AnswerQuestion, optionId: string): number {
  const ageValue = d.profile.get('Age') ?? '';
  const genderValue = d.profile.get('Gender') ?? '';
  // The same for everyone of that age and gender: one lookup instead of three hashes per option.
  const key = `${d.seed}|${q.id}|${optionId}|${ageValue}|${genderValue}`;
  let v = appeals.get(key);
  if (v === undefined) {
    const base = 1.1 * hashNormal(d.seed, 'appeal', q.id, optionId);
    const age = 0.35 * hashNormal(d.seed, 'appeal', q.id, optionId, 'Age', ageValue);
    const gender = 0.25 * hashNormal(d.seed, 'appeal', q.id, optionId, 'Gender', genderValue);
    v = base + age + gender;
    if (appeals.size >= APPEALS_MAX) appeals.clear();
    appeals.set(key, v);
  }
  return v;
}

/** Appeals by seed, question, option, age and gender (a survey has a few hundred such). */
const appeals = new Map<string, number>();
const APPEALS_MAX = 50_000;

/** Options best first for this person: appeal plus Gumbel noise (a multinomial-logit choice). */
function preference(d: Drawing, q: AnswerQuestion): string[] {
  return q.options
    .map((o) => ({ id: o.id, u: appeal(d, q, o.id) + d.rng.gumbel() }))
    .sort((a, b) => b.u - a.u)
    .map((o) => o.id);
}

export function drawAnswer(d: Drawing, q: AnswerQuestion): Answer {
  const { rng } = d;
  switch (q.type) {
    case 'single_select':
      return { chosenOption: preference(d, q)[0] };
    case 'head_to_head': {
      const [first, second] = rng.shuffle(q.options.map((o) => o.id));
      return { chosenOption: preference(d, q)[0], matchup: { option1: first, option2: second } };
    }
    case 'multi_select': {
      const n = Math.max(1, Math.min(3, q.options.length));
      return { selectedOptions: preference(d, q).slice(0, rng.int(1, n)) };
    }
    case 'ranked': {
      const order = preference(d, q);
      return { chosenOption: order[0], ranking: order.map((option, i) => ({ rank: i + 1, option })) };
    }
    case 'likert':
      return { statements: drawStatements(d, q) };
    case 'rating':
      return { score: drawScore(d, q) };
    case 'click_test':
      return { clicks: drawClicks(d, q) };
    case 'price_sensitivity':
      return { prices: drawPrices(d, q) };
    case 'screen_recording':
      // The transcription is written by the explanations module; the caller fills it in.
      return { media: recordingUrl(d.surveyId, d.seq, q.id), mediaTranscription: '' };
    case 'open_ended':
      return {};
  }
}

export function recordingUrl(surveyId: string, seq: number, questionId: string): string {
  const e = encodeURIComponent;
  return `https://media.sandbox.invalid/recordings/${e(surveyId)}/${seq}/${e(questionId)}.webm`;
}

function drawStatements(d: Drawing, q: AnswerQuestion): NonNullable<Answer['statements']> {
  const points = likertPoints(q.likertScale ?? 'agreement5');
  const mid = (points + 1) / 2;
  // A person's general tendency to agree shifts all their statements together.
  const leaning = 0.5 * d.rng.normal();
  return q.options.map((o) => {
    const mean = mid + 0.4 + (points / 6) * hashNormal(d.seed, 'likert', q.id, o.id);
    const value = Math.round(mean + leaning + 0.8 * (points / 5) * d.rng.normal());
    return { id: o.id, statement: o.label ?? '', value: clamp(value, 1, points) };
  });
}

function drawScore(d: Drawing, q: AnswerQuestion): number {
  const stars = q.variant === 'stars5';
  const u = hashUnit(d.seed, 'rating', q.id);
  const mean = stars ? 2.8 + 1.8 * u : 4.5 + 4 * u;
  const score = Math.round(mean + (stars ? 0.9 : 1.8) * d.rng.normal());
  return stars ? clamp(score, 1, 5) : clamp(score, 0, 10);
}

/** 1–2 hotspots per question (where the eye goes), shared by every respondent. */
function hotspots(d: Drawing, q: AnswerQuestion): { x: number; y: number; weight: number }[] {
  const count = hashUnit(d.seed, 'hotspots', q.id) < 0.5 ? 1 : 2;
  return Array.from({ length: count }, (_, i) => ({
    x: 10 + 80 * hashUnit(d.seed, 'hotspot', q.id, i, 'x'),
    y: 10 + 80 * hashUnit(d.seed, 'hotspot', q.id, i, 'y'),
    weight: i === 0 ? 0.7 : 0.3,
  }));
}

function drawClicks(d: Drawing, q: AnswerQuestion): NonNullable<Answer['clicks']> {
  const spots = hotspots(d, q);
  const roll = d.rng.float();
  const count = roll < 0.6 ? 1 : roll < 0.88 ? 2 : 3;
  return Array.from({ length: count }, (_, i) => {
    const spot = spots.length > 1 && d.rng.float() >= spots[0].weight ? spots[1] : spots[0];
    const coord = (c: number) => Math.round(clamp(c + 5 * d.rng.normal(), 0, 100) * 10) / 10;
    return { number: i + 1, xCoord: coord(spot.x), yCoord: coord(spot.y) };
  });
}

/** The first price in the text ("$12.99", "12,99 €", "£1,299.00"), with its currency symbol. */
export function findPrice(text: string | null | undefined): { amount: number; symbol: string } | null {
  if (!text) return null;
  const num = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
  const before = new RegExp(String.raw`([$€£¥₹])\s?${num}`).exec(text);
  const after = new RegExp(String.raw`${num}\s?([$€£¥₹])`).exec(text);
  const [raw, symbol] = before ? [before[2], before[1]] : after ? [after[1], after[2]] : [null, null];
  if (!raw || !symbol) return null;
  const amount = Number(/,\d{3}/.test(raw) ? raw.replace(/,/g, '') : raw.replace(',', '.'));
  return amount > 0 && Number.isFinite(amount) ? { amount, symbol } : null;
}

function drawPrices(d: Drawing, q: AnswerQuestion): NonNullable<Answer['prices']> {
  const base = findPrice(q.context?.value)?.amount ?? 20;
  // What this person thinks the product is worth: a shared per-question shift plus their own.
  const fair = base * Math.exp(0.12 * hashNormal(d.seed, 'price', q.id) + 0.22 * d.rng.normal());
  const { rng } = d;
  const raw = [fair * rng.between(0.35, 0.6), fair * rng.between(0.7, 0.92), fair * rng.between(1.1, 1.35)];
  raw.push(raw[2] * rng.between(1.15, 1.5));
  // People answer in round-ish prices; rounding must not break the strict order.
  const step = base < 5 ? 0.05 : base < 20 ? 0.25 : base < 100 ? 0.5 : base < 1000 ? 5 : 50;
  const out: number[] = [];
  for (const v of raw) out.push(Math.max(round(v, step), out.length ? round(out[out.length - 1] + step, 0.01) : step));
  const [tooCheap, bargain, expensive, tooExpensive] = out;
  return { tooCheap, bargain, expensive, tooExpensive };
}
