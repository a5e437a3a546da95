/** One evaluated case of an AI area: its topic, language, and why it failed (empty when it passed). */
export interface EvalCase {
  topic: string;
  lang: 'en' | 'sl';
  name: string;
  misses: string[];
}

export interface EvalSet {
  title: string;
  cases: EvalCase[];
}

const pct = (ok: number, n: number) => (n ? `${Math.round((100 * ok) / n)} % (${ok}/${n})` : '—');
const cell = (cs: EvalCase[]) => pct(cs.filter((c) => c.misses.length === 0).length, cs.length);

/** Accuracy per topic and language, then every miss; returns the share passed (0–1). */
export function printSet(set: EvalSet, verbose = false): number {
  const topics = [...new Set(set.cases.map((c) => c.topic))];
  console.log(`\n${set.title}`);
  console.log(`${'topic'.padEnd(16)}${'en'.padEnd(16)}${'sl'.padEnd(16)}all`);
  for (const t of [...topics, 'TOTAL']) {
    const cs = t === 'TOTAL' ? set.cases : set.cases.filter((c) => c.topic === t);
    const row = [cell(cs.filter((c) => c.lang === 'en')), cell(cs.filter((c) => c.lang === 'sl')), cell(cs)];
    console.log(`${t.padEnd(16)}${row[0]!.padEnd(16)}${row[1]!.padEnd(16)}${row[2]}`);
  }
  for (const c of set.cases) if (c.misses.length) console.log(`  MISS [${c.topic}/${c.lang}] ${c.name}: ${c.misses.join('; ')}`);
  if (verbose) for (const c of set.cases) if (!c.misses.length) console.log(`  ok   [${c.topic}/${c.lang}] ${c.name}`);
  return set.cases.filter((c) => c.misses.length === 0).length / Math.max(1, set.cases.length);
}
