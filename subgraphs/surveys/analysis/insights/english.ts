import winkNLP, { type ItsFunction, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { AnalysedText, Analyser, Term } from './terms';
import { wordMeaning } from './meaning/word-vectors';
import { oppositeWords, relatedWords } from './meaning/wordnet';

/**
 * English explanations read with wink-nlp and its English model (wink-eng-lite-web-model, shipped
 * in the npm package: nothing is fetched). Key terms are the lemmas of nouns, adjectives and
 * verbs that carry meaning, and short phrases: adjective or noun + noun ("bright colour"),
 * adjective + to + verb ("easy to read"), verb + particle ("stand out").
 */

let loaded: WinkMethods | null = null;
/** The model loads on first use (~130 ms), once per process. */
function nlp(): WinkMethods {
  loaded ??= winkNLP(model);
  return loaded;
}

/**
 * Words that say nothing about why: evaluation without content ("good"), survey talk ("option",
 * "pick"), and the verbs every explanation uses ("feel", "look", "seem").
 */
const GENERIC = new Set(
  (
    'be have do go get make look feel seem think know want need like love prefer pick choose select rank vote come take give see ' +
    'try put find tell let mean sound keep buy would could should will can may might must ' +
    'option one thing lot bit way choice reason opinion kind sort people person something anything everything nothing other others ' +
    'first second third last top bottom end idea impression version vibe stuff matter week day year appeal hesitation rating score star point ' +
    'good great nice better best bad worse worst fine okay ok much many more most less least sure whole overall main honest obvious ' +
    'right wrong able certain little real really pretty quite very just also even still well lovely favourite favorite awesome'
  ).split(/\s+/),
);
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB']);
const EMPTY_VERBS = new Set(['be', 'have', 'do', 'get', 'go', 'make', 'let', 'put']);
const PARTICLES = new Set(['out', 'up', 'off', 'back']);
const DEGREE = new Set(['more', 'less', 'fewer', 'too']);

/** A text's tokens, one array per property (wink's typings do not tell an array from a string). */
function read(text: string) {
  const wink = nlp();
  const { its } = wink;
  const doc = wink.readDoc(text);
  const tokens = doc.tokens();
  // wink's `its.*` are plain functions handed to `out` by reference (its API); none uses `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const column = <T>(name: 'lemma' | 'normal' | 'value' | 'pos' | 'type' | 'stopWordFlag' | 'stem') => tokens.out(its[name] as unknown as ItsFunction<T>) as unknown as T[];
  return {
    lemma: column<string>('lemma').map((l) => l.toLowerCase()),
    normal: column<string>('normal'),
    // As written (lower-cased): wink's normal form spells British words the American way.
    written: column<string>('value').map((v) => v.toLowerCase()),
    pos: column<string>('pos'),
    type: column<string>('type'),
    stop: column<boolean>('stopWordFlag'),
    stem: column<string>('stem'),
    // eslint-disable-next-line @typescript-eslint/unbound-method
    sentiment: () => doc.out(its.sentiment as ItsFunction<number>) as number,
  };
}

/** Of the words of these texts: how many, and the share that are English stop words (35–55% in English prose, ~0 in other languages). */
export function englishStopShare(texts: string[]): { words: number; share: number } {
  let words = 0;
  let stops = 0;
  for (const text of texts) {
    const { type, stop } = read(text);
    type.forEach((t, i) => {
      if (t !== 'word') return;
      words += 1;
      if (stop[i]) stops += 1;
    });
  }
  return { words, share: words ? stops / words : 0 };
}

export const englishAnalyser: Analyser = {
  language: 'en',
  method: 'wink-nlp',
  themes: true,
  sentiment: true,
  meaning: wordMeaning,
  related: (a: string, b: string) => relatedWords(a).has(b) || relatedWords(b).has(a),
  opposed: (a: string, b: string) => {
    const [oa, ob] = [oppositeWords(a), oppositeWords(b)];
    return [...relatedWords(b)].some((w) => oa.has(w)) || [...relatedWords(a)].some((w) => ob.has(w));
  },
  analyse(text: string): AnalysedText {
    const { lemma, normal, written, pos, type, stop, stem, sentiment } = read(text);
    const content = (i: number) =>
      i < lemma.length && type[i] === 'word' && !stop[i] && CONTENT_POS.has(pos[i]) && lemma[i].length >= 3 && !GENERIC.has(lemma[i]) && /^[a-z]+(-[a-z]+)*$/.test(lemma[i]);
    const terms: Term[] = [];
    const modifiers = new Set<number>();
    for (let i = 0; i < lemma.length; i++) {
      // "easy to read", "simple to say": the adjective qualifies the verb; the verb is the head.
      if (pos[i] === 'ADJ' || pos[i] === 'PROPN') {
        // The verb may be a stop word ("say"), but not an empty one ("easy to get").
        const verb = lemma[i + 2];
        if (normal[i + 1] === 'to' && pos[i + 2] === 'VERB' && /^[a-z]{3,}$/.test(verb ?? '') && !EMPTY_VERBS.has(verb) && /^[a-z]+$/.test(lemma[i])) {
          terms.push({ key: `${lemma[i]} to ${lemma[i + 2]}`, surface: `${written[i]} to ${written[i + 2]}`, heads: [lemma[i + 2]] });
          modifiers.add(i);
          continue;
        }
      }
      // "stand out", "wake up": the phrase only; the verb alone says little ("come back" says nothing).
      if (pos[i] === 'VERB' && type[i] === 'word' && PARTICLES.has(normal[i + 1]) && /^[a-z]+$/.test(lemma[i]) && !GENERIC.has(lemma[i])) {
        terms.push({ key: `${lemma[i]} ${normal[i + 1]}`, surface: `${written[i]} ${written[i + 1]}`, heads: [] });
        modifiers.add(i);
        continue;
      }
      // "more room", "less plastic", "too pricey": a quantity said of a reason is a reason.
      if (DEGREE.has(normal[i]) && content(i + 1) && pos[i + 1] !== 'VERB') {
        terms.push({ key: `${normal[i]} ${lemma[i + 1]}`, surface: `${written[i]} ${written[i + 1]}`, heads: [lemma[i + 1]] });
        continue;
      }
      if (!content(i)) continue;
      // "bright colour", "caffeine kick": two content words, the second a noun.
      if (content(i + 1) && pos[i] !== 'VERB' && (pos[i + 1] === 'NOUN' || pos[i + 1] === 'PROPN')) {
        terms.push({ key: `${lemma[i]} ${lemma[i + 1]}`, surface: `${written[i]} ${written[i + 1]}`, heads: [lemma[i], lemma[i + 1]] });
      }
    }
    for (let i = 0; i < lemma.length; i++) {
      if (content(i) && !modifiers.has(i)) terms.push({ key: lemma[i], surface: written[i], heads: [lemma[i]], root: stem[i], ...(pos[i] === 'VERB' ? { verb: true } : {}) });
    }
    return { terms, sentiment: sentiment() };
  },
  keysOf(text: string): string[] {
    // Stems too: an explanation's word may have another lemma than the prompt's ("clothes",
    // "clothing"), or none ("Rentals" opening a sentence is read as a name).
    const { lemma, stem, type, stop } = read(text);
    return lemma.flatMap((l, i) => (type[i] === 'word' && !stop[i] ? [l, stem[i]] : []));
  },
};
