/**
 * The review analyzer's evaluation set: labelled reviews in English and Slovenian, at restaurants
 * (dining) and stays, each with the aspects a right analysis names as strengths and issues and the
 * ones it must never name; then groups of reviews read together (a recurring complaint, the summary's
 * dates). Run by `npm run eval:chat` through the embedded engine.
 */
import { analyzeReviews, type ReviewInput } from '@tablestay/core/ai/reviews/analyze';
import type { Aspect } from '@tablestay/core/ai/reviews/lexicon';
import { localAnswer } from '@tablestay/core/ai/reviews/local';
import type { EvalCase, EvalSet } from './report';

type Kind = 'dining' | 'stays';
interface Labelled {
  kind: Kind;
  lang: 'en' | 'sl';
  rating: number;
  text: string;
  issues?: Aspect[];
  strengths?: Aspect[];
  never?: Aspect[];
}

const d = (lang: 'en' | 'sl', rating: number, text: string, label: Omit<Labelled, 'kind' | 'lang' | 'rating' | 'text'>): Labelled => ({
  kind: 'dining',
  lang,
  rating,
  text,
  ...label,
});
const s = (lang: 'en' | 'sl', rating: number, text: string, label: Omit<Labelled, 'kind' | 'lang' | 'rating' | 'text'>): Labelled => ({
  kind: 'stays',
  lang,
  rating,
  text,
  ...label,
});

const REVIEWS: Labelled[] = [
  // Dining, English
  d('en', 4, 'Lovely food, but the room was a bit noisy.', { strengths: ['food'], issues: ['noise'], never: ['rooms'] }),
  d('en', 5, 'Delicious fish and very friendly staff.', { strengths: ['food', 'staff'] }),
  d('en', 2, 'We waited an hour for our mains and the waiter forgot the wine.', { issues: ['wait'], never: ['rooms'] }),
  d('en', 3, 'Good food but overpriced for what you get.', { strengths: ['food'], issues: ['value'] }),
  d('en', 1, 'Dirty tables and a rude waitress.', { issues: ['cleanliness', 'staff'] }),
  d('en', 5, 'Great atmosphere on the terrace and excellent cocktails.', { strengths: ['ambience', 'drinks'] }),
  d('en', 4, 'The dining room was cosy and the steak perfect.', { strengths: ['food'], never: ['rooms'] }),
  d('en', 2, 'Very loud music, we could not hear each other.', { issues: ['noise'], never: ['rooms'] }),
  d('en', 5, 'Fair prices and generous portions.', { strengths: ['value'], never: ['rooms'] }),
  d('en', 3, 'The room was cold and the soup bland.', { issues: ['food'], never: ['rooms'] }),
  // Dining, Slovenian
  d('sl', 4, 'Hrana odlična, a v prostoru je bilo malo hrupno.', { strengths: ['food'], issues: ['noise'], never: ['rooms'] }),
  d('sl', 5, 'Prijazno osebje in okusna hrana.', { strengths: ['staff', 'food'] }),
  d('sl', 2, 'Na jed smo čakali skoraj eno uro.', { issues: ['wait'] }),
  d('sl', 2, 'Predrago za tako majhne porcije.', { issues: ['value'] }),
  d('sl', 1, 'Umazane mize in nesramen natakar.', { issues: ['cleanliness', 'staff'] }),
  d('sl', 5, 'Čudovito vzdušje in odlično vino.', { strengths: ['ambience', 'drinks'] }),
  d('sl', 4, 'Lepa terasa, hitra postrežba.', { strengths: ['ambience', 'service'] }),
  d('sl', 2, 'Preglasna glasba, nismo se slišali.', { issues: ['noise'], never: ['rooms'] }),
  d('sl', 5, 'Ugodne cene in velike porcije.', { strengths: ['value'] }),
  d('sl', 3, 'Soba je bila prijetna, juha pa hladna.', { issues: ['food'], never: ['rooms'] }),
  // Stays, English
  s('en', 2, 'The room was noisier than expected.', { issues: ['noise'] }),
  s('en', 5, 'Spotless room and a comfortable bed.', { strengths: ['rooms', 'cleanliness'] }),
  s('en', 2, 'The bathroom was dirty and the towels stained.', { issues: ['cleanliness'] }),
  s('en', 4, 'Great breakfast, friendly reception.', { strengths: ['breakfast', 'staff'] }),
  s('en', 3, 'Good location near the centre, but the mattress was uncomfortable.', { strengths: ['location'], issues: ['rooms'] }),
  s('en', 1, 'Street noise all night, we barely slept.', { issues: ['noise'] }),
  s('en', 5, 'Quiet and peaceful, a perfect view of the lake.', { strengths: ['noise', 'ambience'] }),
  s('en', 2, 'Overpriced for such a small room.', { issues: ['value', 'rooms'] }),
  s('en', 4, 'Easy parking and a lovely host.', { strengths: ['location', 'staff'] }),
  s('en', 2, 'Breakfast was poor and the coffee cold.', { issues: ['breakfast'] }),
  // Stays, Slovenian
  s('sl', 2, 'Soba je bila bolj hrupna, kot smo pričakovali.', { issues: ['noise'] }),
  s('sl', 5, 'Čista soba in udobna postelja.', { strengths: ['rooms', 'cleanliness'] }),
  s('sl', 2, 'Kopalnica je bila umazana.', { issues: ['cleanliness'] }),
  s('sl', 5, 'Odličen zajtrk in prijazna gostiteljica.', { strengths: ['breakfast', 'staff'] }),
  s('sl', 3, 'Lokacija odlična, vzmetnica pa neudobna.', { strengths: ['location'], issues: ['rooms'] }),
  s('sl', 1, 'Ponoči hrup z ulice, skoraj nismo spali.', { issues: ['noise'] }),
  s('sl', 5, 'Mirno in tiho, čudovit razgled.', { strengths: ['noise', 'ambience'] }),
  s('sl', 2, 'Predrago za tako majhno sobo.', { issues: ['value', 'rooms'] }),
  s('sl', 4, 'Parkiranje pred hišo, prijazni lastniki.', { strengths: ['location', 'staff'] }),
  s('sl', 2, 'Zajtrk je bil slab, kava mrzla.', { issues: ['breakfast'] }),
];

interface Group {
  name: string;
  kind: Kind;
  lang: 'en' | 'sl';
  reviews: ReviewInput[];
  issues?: Aspect[];
  /** Text the summary must (not) contain. */
  says?: (string | RegExp)[];
  never?: (string | RegExp)[];
}

const noisy = (text: string) => [
  { rating: 2, text, date: '2026-11-20' },
  { rating: 2, text, date: '2026-11-12' },
  { rating: 2, text, date: '2026-10-03' },
];

const GROUPS: Group[] = [
  {
    name: 'three 2-star "noisier than expected" stays',
    kind: 'stays',
    lang: 'en',
    reviews: noisy('Noisier than expected.'),
    issues: ['noise'],
    never: ['No recurring complaint'],
  },
  {
    name: 'three 2-star "bolj hrupno" stays',
    kind: 'stays',
    lang: 'sl',
    reviews: noisy('Bolj hrupno, kot smo pričakovali.'),
    issues: ['noise'],
    never: ['Ni ponavljajočih se pritožb'],
  },
  {
    name: 'English summary dates',
    kind: 'dining',
    lang: 'en',
    reviews: noisy('Lovely food.'),
    says: ['3 October 2026', '20 November 2026'],
    never: [/\d{4}-\d{2}-\d{2}/],
  },
  { name: 'Slovenian summary dates', kind: 'dining', lang: 'sl', reviews: noisy('Odlična hrana.'), says: ['3. 10. 2026'], never: [/\d{4}-\d{2}-\d{2}/] },
  {
    name: 'a restaurant room: no Rooms issue, no bed-linen tip',
    kind: 'dining',
    lang: 'en',
    reviews: noisy('The room was a bit noisy.'),
    issues: ['noise'],
    never: [/linen|beds/i],
  },
];

const has = (text: string, p: string | RegExp) => (typeof p === 'string' ? text.includes(p) : p.test(text));

export function reviewsSet(): EvalSet {
  const cases: EvalCase[] = [];
  for (const r of REVIEWS) {
    const facts = analyzeReviews([{ rating: r.rating, text: r.text, date: '2026-11-20' }], r.kind);
    const misses: string[] = [];
    for (const a of r.issues ?? []) if (!facts.issues.includes(a)) misses.push(`issue ${a} not found`);
    for (const a of r.strengths ?? []) if (!facts.strengths.includes(a)) misses.push(`strength ${a} not found`);
    for (const a of r.never ?? []) if (facts.issues.includes(a) || facts.strengths.includes(a)) misses.push(`named ${a}`);
    // A review rated 4–5 with no complaint labelled has no issue; one rated 1–2 with no praise labelled has no strength.
    if (!r.issues?.length) for (const a of facts.issues) misses.push(`extra issue ${a}`);
    if (!r.strengths?.length) for (const a of facts.strengths) misses.push(`extra strength ${a}`);
    cases.push({ topic: `${r.kind} review`, lang: r.lang, name: r.text, misses });
  }
  for (const g of GROUPS) {
    const facts = analyzeReviews(g.reviews, g.kind);
    const answer = localAnswer(facts, g.lang, g.kind);
    const text = [answer.summary, ...answer.issues.map((i) => `${i.text} ${i.tip}`)].join(' ');
    const misses: string[] = [];
    for (const a of g.issues ?? []) if (!facts.issues.includes(a)) misses.push(`issue ${a} not found`);
    for (const p of g.says ?? []) if (!has(text, p)) misses.push(`missing ${String(p)}`);
    for (const p of g.never ?? []) if (has(text, p)) misses.push(`says ${String(p)}`);
    if (misses.length) misses.push(`answer: ${text.slice(0, 200)}`);
    cases.push({ topic: 'summary', lang: g.lang, name: g.name, misses });
  }
  return { title: `Review analyzer — ${REVIEWS.length} labelled reviews and ${GROUPS.length} groups (embedded engine)`, cases };
}
