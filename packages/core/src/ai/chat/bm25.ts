import { terms } from './text';

export interface Doc {
  id: string;
  /** Weighted three times: a passage's title names what it answers. */
  title: string;
  text: string;
}

export interface Ranked<D> {
  doc: D;
  score: number;
}

/**
 * Okapi BM25 (k1 1.2, b 0.75) over the light-stemmed terms of text.ts. Built once per corpus;
 * `rank` scores a query against every document, best first, zero scores dropped.
 */
export function bm25<D extends Doc>(docs: D[], k1 = 1.2, b = 0.75) {
  const bags = docs.map((d) => {
    const tf = new Map<string, number>();
    const title = terms(d.title);
    const all = [...title, ...title, ...title, ...terms(d.text)];
    for (const t of all) tf.set(t, (tf.get(t) ?? 0) + 1);
    return { tf, length: all.length };
  });
  const avg = bags.reduce((s, x) => s + x.length, 0) / Math.max(1, bags.length);
  const df = new Map<string, number>();
  for (const { tf } of bags) for (const t of tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => {
    const n = df.get(t) ?? 0;
    return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
  };

  return {
    rank(query: string): Ranked<D>[] {
      const q = [...new Set(terms(query))];
      return docs
        .map((doc, i) => {
          const { tf, length } = bags[i]!;
          let score = 0;
          for (const t of q) {
            const f = tf.get(t) ?? 0;
            if (f) score += (idf(t) * f * (k1 + 1)) / (f + k1 * (1 - b + (b * length) / avg));
          }
          return { doc, score };
        })
        .filter((r) => r.score > 0)
        .sort((x, y) => y.score - x.score);
    },
  };
}
