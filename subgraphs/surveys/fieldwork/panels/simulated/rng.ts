import { createHash } from 'node:crypto';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** sha256 of the parts joined with "|", so ("a", "b") and ("a|b") hash alike on purpose: ids never hold "|". */
export function hashOf(...parts: (string | number)[]): Buffer {
  return createHash('sha256').update(parts.join('|')).digest();
}

/**
 * hashUnit and hashNormal values by their parts. They are pure, and the panel asks for the same
 * few again for every respondent (an option's appeal, overall and per age and gender value; a
 * likert statement's mean): twelve sha256 per respondent of a three-question survey were most
 * of a draw, and a collection step draws fifty respondents inside its transaction.
 */
const memo = new Map<string, number>();
/** Values kept at most; past it the memo starts over (a Map: an LRU's bookkeeping cost more than it saved). */
const MEMO_MAX = 50_000;

function memoized(kind: 'u' | 'n', parts: (string | number)[], compute: (h: Buffer) => number): number {
  const key = `${kind}${parts.join('|')}`;
  let v = memo.get(key);
  if (v === undefined) {
    v = compute(hashOf(...parts));
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(key, v);
  }
  return v;
}

/** A number in [0, 1) fixed by the parts: for values every respondent shares (an option's appeal). */
export function hashUnit(...parts: (string | number)[]): number {
  return memoized('u', parts, (h) => h.readUInt32BE(0) / 2 ** 32);
}

/** A standard normal value fixed by the parts (Box–Muller over two 32-bit words of the hash). */
export function hashNormal(...parts: (string | number)[]): number {
  return memoized('n', parts, (h) => {
    const u1 = (h.readUInt32BE(0) + 1) / (2 ** 32 + 1);
    const u2 = h.readUInt32BE(4) / 2 ** 32;
    return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  });
}

/**
 * A seeded random stream. The whole 128-bit xoroshiro state comes from the hash, so streams of
 * nearby seqs or question ids are unrelated.
 */
export class Rng {
  private constructor(private readonly gen: RandomGenerator) {}

  static of(...parts: (string | number)[]): Rng {
    const h = hashOf(...parts);
    const state = [0, 4, 8, 12].map((i) => h.readInt32BE(i));
    if (!state.some((s) => s !== 0)) state[0] = 1; // the all-zero state never leaves zero
    return new Rng(xoroshiro128plusFromState(state));
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.gen, min, max);
  }

  /** A number in [0, 1). */
  float(): number {
    return uniformFloat64(this.gen);
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.float();
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    const u1 = 1 - this.float(); // (0, 1]: log stays finite
    return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * this.float());
  }

  /** Standard Gumbel: argmax of utility + Gumbel noise is a multinomial-logit choice. */
  gumbel(): number {
    const u = 1e-12 + this.float() * (1 - 2e-12); // strictly inside (0, 1)
    return -Math.log(-Math.log(u));
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
}
