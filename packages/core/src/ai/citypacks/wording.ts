import { dayPlaces, type CityPlan, type Stop } from './planner';
import type { Tag } from './places';
import type { CityPackWording, Slot } from './schema';

type Locale = 'en' | 'sl';

const TAG_NAMES: Record<Locale, Record<Tag, string>> = {
  en: {
    food: 'food',
    culture: 'culture',
    history: 'history',
    art: 'art',
    viewpoints: 'viewpoints',
    nature: 'nature',
    walking: 'walking',
    nightlife: 'nightlife',
    shopping: 'shopping',
    family: 'family',
    architecture: 'architecture',
    wine: 'wine',
    water: 'water',
    mountains: 'mountains',
    relax: 'relaxing',
  },
  sl: {
    food: 'kulinarika',
    culture: 'kultura',
    history: 'zgodovina',
    art: 'umetnost',
    viewpoints: 'razgledi',
    nature: 'narava',
    walking: 'sprehodi',
    nightlife: 'nočno življenje',
    shopping: 'nakupovanje',
    family: 'družina',
    architecture: 'arhitektura',
    wine: 'vino',
    water: 'voda',
    mountains: 'gore',
    relax: 'sprostitev',
  },
};

const T = {
  en: {
    slot: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' } as Record<Slot, string>,
    free: 'Free time at your own pace',
    intro: (days: number, city: string) => `${days === 1 ? 'One day' : `${days} days`} in ${city}`,
    around: (list: string) => `, planned around ${list}.`,
    plain: ', with the best-known places first.',
    unknown: (list: string) => ` Not matched to a place: ${list}.`,
    minutes: (m: number) => (m < 60 ? `${m} min` : `about ${String(Math.round(m / 30) / 2)} h`),
    dinner: (s: Stop) => `Dinner at ${s.name}${s.fact ? ` (${s.fact})` : ''}: book your table on TableStay.`,
    lunch: (s: Stop) => `Lunch at ${s.name}${s.fact ? ` (${s.fact})` : ''}: book your table on TableStay.`,
    stays: (list: string) => `Where to stay: ${list}, bookable on TableStay.`,
    closing: 'Opening hours change with the season, so check them before you go.',
  },
  sl: {
    slot: { morning: 'Dopoldne', afternoon: 'Popoldne', evening: 'Zvečer' } as Record<Slot, string>,
    free: 'Prosti čas po lastnem ritmu',
    intro: (days: number, city: string) => `${days === 1 ? 'En dan' : days === 2 ? 'Dva dni' : `${days} dni`} v kraju ${city}`,
    around: (list: string) => `, načrtovano po vaših interesih: ${list}.`,
    plain: ', najbolj znani kraji najprej.',
    unknown: (list: string) => ` Brez ujemanja s kraji: ${list}.`,
    minutes: (m: number) => (m < 60 ? `${m} min` : `približno ${String(Math.round(m / 30) / 2).replace('.', ',')} h`),
    dinner: (s: Stop) => `Večerja: ${s.name}${s.fact ? ` (${s.fact})` : ''}: mizo rezervirate na TableStay.`,
    lunch: (s: Stop) => `Kosilo: ${s.name}${s.fact ? ` (${s.fact})` : ''}: mizo rezervirate na TableStay.`,
    stays: (list: string) => `Kje prespati: ${list}, z rezervacijo na TableStay.`,
    closing: 'Delovni čas se spreminja s sezono, zato ga preverite pred obiskom.',
  },
};

const sentence = (locale: Locale, slot: Slot, s: Stop) => {
  const t = T[locale];
  if (s.kind === 'restaurant') return slot === 'evening' ? t.dinner(s) : t.lunch(s);
  return `${s.name} (${t.minutes(s.minutes)}): ${s.fact}`;
};

/** The embedded engine's itinerary: templates over the plan, in the plan's language. */
export function localWording(plan: CityPlan): CityPackWording {
  const t = T[plan.locale];
  const tags = plan.interests.matched.map((tag) => TAG_NAMES[plan.locale][tag]);
  const intro =
    t.intro(plan.days.length, plan.city) +
    (tags.length ? t.around(tags.join(', ')) : t.plain) +
    (plan.interests.unknown.length ? t.unknown(plan.interests.unknown.join(', ')) : '');
  const days = plan.days.map((day) => {
    const names = dayPlaces(day).slice(0, 3);
    const slots = day.slots
      .filter((s) => s.stops.length > 0)
      .map((s) => ({ slot: s.slot, places: s.stops.map((x) => x.name), text: s.stops.map((x) => sentence(plan.locale, s.slot, x)).join(' ') }));
    return { day: day.day, title: names.length ? names.join(', ') : t.free, slots };
  });
  const closing = [plan.stays.length ? t.stays(plan.stays.map((s) => s.name).join(', ')) : '', t.closing].filter(Boolean).join(' ');
  return { intro, days, closing };
}

/** What the model gets: the plan, minus links (it never writes one; the page adds them). */
export function wordingFacts(plan: CityPlan) {
  return {
    city: plan.city,
    language: plan.locale === 'sl' ? 'Slovenian' : 'English',
    interests: plan.interests,
    days: plan.days.map((d) => ({
      day: d.day,
      slots: d.slots
        .filter((s) => s.stops.length)
        .map((s) => ({ slot: s.slot, places: s.stops.map(({ name, kind, minutes, fact }) => ({ name, kind, minutes, fact })) })),
    })),
    stays: plan.stays.map((s) => s.name),
  };
}

export const wordingInstructions = (locale: Locale) =>
  [
    `You write a day-by-day city itinerary in ${locale === 'sl' ? 'Slovenian' : 'English'} for a traveller.`,
    'Use only the places in FACTS, on the days and in the parts of the day given, and name each one exactly as written there.',
    "For every slot list in `places` the names of all that slot's places; add no other place, price, opening hour, distance or event.",
    'Restaurants and stays in FACTS are bookable on TableStay. Write plain text without markdown or links.',
  ].join(' ');

/**
 * A model answer agrees when it keeps the plan's days and names on each day exactly the plan's
 * places (so no place is added, dropped or moved), and its texts name no other place it knows of.
 */
export function agreesWithPlan(plan: CityPlan, otherNames: readonly string[]) {
  return (answer: CityPackWording): boolean => {
    if (answer.days.length !== plan.days.length) return false;
    const skeleton = new Set([...plan.days.flatMap(dayPlaces), ...plan.stays.map((s) => s.name)]);
    const outside = otherNames.filter((n) => !skeleton.has(n)).map((n) => n.toLowerCase());
    const texts = [answer.intro, answer.closing, ...answer.days.flatMap((d) => [d.title, ...d.slots.map((s) => s.text)])].map((s) => s.toLowerCase());
    if (outside.some((n) => texts.some((t) => t.includes(n)))) return false;
    return plan.days.every((day, i) => {
      const said = answer.days[i]!;
      const want = new Set(dayPlaces(day));
      const got = new Set(said.slots.flatMap((s) => s.places));
      return said.day === day.day && got.size === want.size && [...got].every((n) => want.has(n));
    });
  };
}
