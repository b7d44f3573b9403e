import winkNLP, { type ItsFunction, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * How the evaluation reads a phrase: its words, lower-cased and lemmatised by wink-nlp ("stands
 * out" → stand out, "colours" → color, "it's" → it be), punctuation left out. Its own reader, not
 * the engine's (english.ts): the measure must not move when the engine's reading changes.
 *
 * A short phrase read on its own gives wink little to tag by ("standing out" comes back as the
 * noun "standing"), so two words are also the same when their Porter stems are ("standing" and
 * "stands" → stand, "calm" and "calming" → calm).
 */

export interface Word {
  lemma: string;
  stem: string;
  /** As written, lower-cased. */
  written: string;
  /** wink-nlp's English stop-word flag ("the", "to", "not", "it"). */
  stop: boolean;
}

let loaded: WinkMethods | null = null;
function nlp(): WinkMethods {
  loaded ??= winkNLP(model);
  return loaded;
}

const cache = new Map<string, Word[]>();

export function wordsOf(text: string): Word[] {
  const known = cache.get(text);
  if (known) return known;
  const wink = nlp();
  const tokens = wink.readDoc(text).tokens();
  // wink's `its.*` are plain functions handed to `out` by reference (its API); none uses `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const column = <T>(name: 'lemma' | 'stem' | 'value' | 'type' | 'stopWordFlag') => tokens.out(wink.its[name] as unknown as ItsFunction<T>) as unknown as T[];
  const lemma = column<string>('lemma');
  const stem = column<string>('stem');
  const value = column<string>('value');
  const stop = column<boolean>('stopWordFlag');
  const words = column<string>('type').flatMap((type, i) =>
    type === 'word' ? [{ lemma: lemma[i].toLowerCase(), stem: stem[i].toLowerCase(), written: value[i].toLowerCase(), stop: stop[i] }] : [],
  );
  cache.set(text, words);
  return words;
}

/** Two words are the same when their lemmas, stems or written forms are (a lemma can depend on the sentence around it). */
export const sameWord = (a: Word, b: Word) => a.lemma === b.lemma || a.stem === b.stem || a.written === b.written;

/** Whether `text` contains `phrase` as consecutive words, each the same word (above). */
export function containsPhrase(text: string, phrase: string): boolean {
  const t = wordsOf(text);
  const p = wordsOf(phrase);
  if (!p.length) return false;
  for (let i = 0; i + p.length <= t.length; i++) if (p.every((w, k) => sameWord(w, t[i + k]))) return true;
  return false;
}
