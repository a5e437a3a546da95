import type { Locale } from '../../i18n';
import { numberFormat, plural, tagOf, type PluralForms } from '../../i18n/format';
import type { ReviewFacts } from './analyze';
import type { Aspect } from './lexicon';
import { ASPECT_NAMES } from './names';
import type { ReviewAnswer, ReviewKind } from './schema';

/**
 * The embedded engine's review analysis (ADR 082): real templates over the computed facts, in
 * English or Slovenian. The same aspect names and tips are the facts a model may reword.
 */

/** One concrete action per aspect that guests complain about. */
const TIPS: Record<Locale, Record<Aspect, string>> = {
  en: {
    food: 'Taste the dishes guests mention before service, and check portion sizes and temperature at the pass.',
    service: 'Brief the floor team before each service and check on every table a few minutes after the food arrives.',
    staff: 'Go through the quoted comments with the team and agree how guests are greeted and helped.',
    ambience: 'Check lighting, music volume and the table layout at your busiest hours.',
    value: 'Make prices clear up front and add a good-value choice, such as a set lunch or a smaller portion.',
    wait: 'Plan staffing for peak hours and tell guests the expected wait when they arrive or book.',
    cleanliness: 'Introduce a signed cleaning checklist for tables, restrooms and rooms, checked every shift.',
    location: 'Send directions, parking and arrival tips with every booking confirmation.',
    rooms: 'Inspect the rooms guests mention (beds, bathroom, linen) and repair or replace what is worn.',
    breakfast: 'Review the breakfast range and refill times, and keep fresh items coming until the end.',
    drinks: 'Check the drinks list and how drinks are served, and train staff to suggest pairings.',
    noise: 'Reduce noise with softer music, fewer tables in loud spots, or quiet rooms on request.',
  },
  sl: {
    food: 'Pred servisom poskusite jedi, ki jih gostje omenjajo, in ob izdaji preverite velikost porcij in temperaturo.',
    service: 'Pred vsakim servisom na kratko uskladite strežno ekipo in vsako mizo preverite nekaj minut po tem, ko dobi jed.',
    staff: 'Z ekipo preglejte navedene komentarje in se dogovorite, kako goste sprejmete in jim pomagate.',
    ambience: 'Ob najbolj zasedenih urah preverite osvetlitev, glasnost glasbe in razporeditev miz.',
    value: 'Poskrbite, da so cene jasne vnaprej, in dodajte ugodno izbiro, na primer dnevno kosilo ali manjšo porcijo.',
    wait: 'Načrtujte osebje za najbolj zasedene ure in gostom ob prihodu ali rezervaciji povejte, koliko bodo čakali.',
    cleanliness: 'Uvedite podpisan kontrolni seznam čiščenja miz, sanitarij in sob, ki ga preverite v vsaki izmeni.',
    location: 'V vsako potrditev rezervacije dodajte navodila za pot, parkiranje in prihod.',
    rooms: 'Preglejte sobe, ki jih gostje omenjajo (postelje, kopalnico, perilo), ter popravite ali zamenjajte dotrajano.',
    breakfast: 'Preglejte ponudbo zajtrka in dopolnjevanje ter skrbite za sveže jedi do konca zajtrka.',
    drinks: 'Preverite ponudbo pijač in način postrežbe ter osebje naučite predlagati ujemanje z jedmi.',
    noise: 'Zmanjšajte hrup s tišjo glasbo, manj mizami na glasnih mestih ali tihimi sobami na željo.',
  },
};

const FORMS: Record<'reviews' | 'praise' | 'complaints', Record<Locale, PluralForms>> = {
  reviews: {
    en: { one: '{n} review', two: '{n} reviews', few: '{n} reviews', other: '{n} reviews' },
    sl: { one: '{n} ocena', two: '{n} oceni', few: '{n} ocene', other: '{n} ocen' },
  },
  praise: {
    en: { one: '{n} positive mention', two: '{n} positive mentions', few: '{n} positive mentions', other: '{n} positive mentions' },
    sl: { one: '{n} pohvala', two: '{n} pohvali', few: '{n} pohvale', other: '{n} pohval' },
  },
  complaints: {
    en: { one: '{n} complaint', two: '{n} complaints', few: '{n} complaints', other: '{n} complaints' },
    sl: { one: '{n} pritožba', two: '{n} pritožbi', few: '{n} pritožbe', other: '{n} pritožb' },
  },
};

const SENTIMENT: Record<Locale, Record<ReviewFacts['sentiment'], string>> = {
  en: { positive: 'mostly positive', mixed: 'mixed', negative: 'mostly negative' },
  sl: { positive: 'večinoma pozitivne', mixed: 'mešane', negative: 'večinoma negativne' },
};

const TEXT = {
  en: {
    period: (from: string, to: string) => (from === to ? `on ${from}` : `from ${from} to ${to}`),
    average: (avg: string, mood: string) => `average rating ${avg}/5, ${mood}`,
    praise: (list: string) => `Guests praise most: ${list}.`,
    noPraise: 'No aspect stands out as a clear strength yet.',
    complain: (list: string) => `Guests complain most about: ${list}.`,
    noComplaints: 'No recurring complaint.',
    noText: 'The reviews have ratings but too few words to name strengths or issues.',
  },
  sl: {
    period: (from: string, to: string) => (from === to ? `z dne ${from}` : `od ${from} do ${to}`),
    average: (avg: string, mood: string) => `povprečna ocena ${avg}/5, ${mood}`,
    praise: (list: string) => `Gostje najbolj hvalijo: ${list}.`,
    noPraise: 'Nobena lastnost še ne izstopa kot jasna prednost.',
    complain: (list: string) => `Največ pritožb: ${list}.`,
    noComplaints: 'Ni ponavljajočih se pritožb.',
    noText: 'Ocene imajo zvezdice, a premalo besedila, da bi lahko navedli prednosti ali težave.',
  },
} satisfies Record<Locale, unknown>;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A review date as the owner reads it: "3 October 2026", "3. 10. 2026" (never the raw yyyy-MM-dd). */
const day = (locale: Locale, iso: string) => {
  const [y, m, d] = iso.split('-');
  if (!y || !m || !d) return iso;
  return locale === 'en' ? `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}` : `${Number(d)}. ${Number(m)}. ${y}`;
};
const decimal = (locale: Locale, n: number) => numberFormat(tagOf(locale), { maximumFractionDigits: 1 }).format(n);

/** "5 positive mentions, 1 complaint" (the favourable side first for a strength, the other for an issue). */
function countsText(locale: Locale, positive: number, negative: number, issue: boolean): string {
  const praise = positive > 0 ? plural(locale, positive, FORMS.praise[locale]) : null;
  const complaints = negative > 0 ? plural(locale, negative, FORMS.complaints[locale]) : null;
  return (issue ? [complaints, praise] : [praise, complaints]).filter(Boolean).join(', ');
}

/** At a restaurant, the tips speak of tables and the dining room, not of guest rooms (ADR 118). */
const DINING_TIPS: Record<Locale, Partial<Record<Aspect, string>>> = {
  en: {
    cleanliness: 'Introduce a signed cleaning checklist for tables, restrooms and the dining room, checked every shift.',
    noise: 'Reduce noise with softer music, fewer tables in loud spots, or a quieter table on request.',
  },
  sl: {
    cleanliness: 'Uvedite podpisan kontrolni seznam čiščenja miz, sanitarij in jedilnice, ki ga preverite v vsaki izmeni.',
    noise: 'Zmanjšajte hrup s tišjo glasbo, manj mizami na glasnih mestih ali mirnejšo mizo na željo.',
  },
};

/** The tip for an aspect guests complain about, at a restaurant or a stay. */
export const tipFor = (locale: Locale, kind: ReviewKind, a: Aspect): string => (kind === 'dining' ? DINING_TIPS[locale][a] : undefined) ?? TIPS[locale][a];

/** The analysis as the embedded engine words it. */
export function localAnswer(facts: ReviewFacts, locale: Locale, kind: ReviewKind): ReviewAnswer {
  const t = TEXT[locale];
  const names = ASPECT_NAMES[locale];
  const find = (a: Aspect) => facts.aspects.find((f) => f.aspect === a)!;
  const lower = (a: Aspect) => (a === 'value' && locale === 'en' ? 'price and value' : names[a].toLowerCase());
  const head = [
    `${plural(locale, facts.reviewCount, FORMS.reviews[locale])} ${t.period(day(locale, facts.from ?? ''), day(locale, facts.to ?? ''))}`,
    facts.averageRating === null ? '' : `, ${t.average(decimal(locale, facts.averageRating), SENTIMENT[locale][facts.sentiment])}`,
    '.',
  ].join('');
  const body =
    facts.aspects.length === 0
      ? t.noText
      : [
          facts.strengths.length ? t.praise(facts.strengths.map(lower).join(', ')) : t.noPraise,
          facts.issues.length ? t.complain(facts.issues.map(lower).join(', ')) : t.noComplaints,
        ].join(' ');
  return {
    summary: `${head} ${body}`,
    strengths: facts.strengths.map((a) => {
      const f = find(a);
      return { aspect: a, positive: f.positive, negative: f.negative, text: `${names[a]}: ${countsText(locale, f.positive, f.negative, false)}.` };
    }),
    issues: facts.issues.map((a) => {
      const f = find(a);
      return {
        aspect: a,
        positive: f.positive,
        negative: f.negative,
        text: `${names[a]}: ${countsText(locale, f.positive, f.negative, true)}.`,
        tip: tipFor(locale, kind, a),
      };
    }),
  };
}
