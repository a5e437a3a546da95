import type { Reason } from './rank';
import type { AnswerLang, Occasion } from './schema';
import type { Area, Cuisine, DishTag, Drink, Style, Taste } from './table';

/** The embedded engine's words for the pairing facts, in both answer languages. */
type Words<K extends string> = Record<AnswerLang, Record<K, string>>;

const STYLE: Words<Style> = {
  en: {
    red: 'red wine',
    white: 'white wine',
    orange: 'orange wine',
    rose: 'rosé',
    sparkling: 'sparkling wine',
    cocktail: 'cocktail',
    beer: 'beer',
    sake: 'sake',
    zero: 'alcohol-free',
  },
  sl: {
    red: 'rdeče vino',
    white: 'belo vino',
    orange: 'oranžno vino',
    rose: 'rosé',
    sparkling: 'penina',
    cocktail: 'koktajl',
    beer: 'pivo',
    sake: 'sake',
    zero: 'brezalkoholno',
  },
};
const TASTE: Words<Taste> = { en: { dry: 'dry', 'off-dry': 'off-dry', sweet: 'sweet' }, sl: { dry: 'suho', 'off-dry': 'polsuho', sweet: 'sladko' } };
/** English: "goes with …"; Slovenian in the dative: "paše k …". */
const DISH: Words<DishTag> = {
  en: {
    'red-meat': 'red meat',
    game: 'game',
    pork: 'pork',
    poultry: 'poultry',
    fish: 'fish',
    'oily-fish': 'rich fish like salmon and tuna',
    shellfish: 'seafood',
    'raw-fish': 'raw fish',
    'cured-meat': 'cured meats',
    pasta: 'pasta',
    tomato: 'tomato sauces',
    cream: 'creamy sauces',
    cheese: 'cheese',
    mushroom: 'mushrooms',
    vegetables: 'vegetables',
    spicy: 'spicy food',
    grilled: 'grilled food',
    smoked: 'smoky flavours',
    fried: 'fried food',
    dessert: 'desserts',
    chocolate: 'chocolate',
    fruit: 'fruit',
    pizza: 'pizza',
    stew: 'stews',
    soy: 'soy and umami',
  },
  sl: {
    'red-meat': 'rdečemu mesu',
    game: 'divjačini',
    pork: 'svinjini',
    poultry: 'perutnini',
    fish: 'ribam',
    'oily-fish': 'mastnim ribam, kot sta losos in tuna',
    shellfish: 'morskim sadežem',
    'raw-fish': 'surovim ribam',
    'cured-meat': 'suhomesnatim dobrotam',
    pasta: 'testeninam',
    tomato: 'paradižnikovim omakam',
    cream: 'smetanovim omakam',
    cheese: 'siru',
    mushroom: 'gobam',
    vegetables: 'zelenjavi',
    spicy: 'pikantnim jedem',
    grilled: 'jedem z žara',
    smoked: 'dimljenim okusom',
    fried: 'ocvrtim jedem',
    dessert: 'sladicam',
    chocolate: 'čokoladi',
    fruit: 'sadju',
    pizza: 'pici',
    stew: 'enolončnicam',
    soy: 'soji in umamiju',
  },
};
/** English adjective; Slovenian in the instrumental ("z italijansko kuhinjo"). */
const CUISINE: Words<Cuisine> = {
  en: {
    slovenian: 'Slovenian',
    italian: 'Italian',
    french: 'French',
    spanish: 'Spanish',
    japanese: 'Japanese',
    chinese: 'Chinese',
    thai: 'Thai',
    indian: 'Indian',
    mexican: 'Mexican',
    american: 'American',
    balkan: 'Balkan',
    mediterranean: 'Mediterranean',
    'middle-eastern': 'Middle Eastern',
    austrian: 'Austrian',
  },
  sl: {
    slovenian: 'slovensko',
    italian: 'italijansko',
    french: 'francosko',
    spanish: 'špansko',
    japanese: 'japonsko',
    chinese: 'kitajsko',
    thai: 'tajsko',
    indian: 'indijsko',
    mexican: 'mehiško',
    american: 'ameriško',
    balkan: 'balkansko',
    mediterranean: 'sredozemsko',
    'middle-eastern': 'bližnjevzhodno',
    austrian: 'avstrijsko',
  },
};
/** English after "suits"; Slovenian in the accusative after "primerno za". */
const OCCASION: Words<Exclude<Occasion, 'any'>> = {
  en: {
    casual: 'a casual meal',
    romantic: 'a romantic dinner',
    celebration: 'a celebration',
    business: 'a business meal',
    family: 'a family meal',
    outdoor: 'eating outdoors',
  },
  sl: {
    casual: 'sproščen obrok',
    romantic: 'romantično večerjo',
    celebration: 'praznovanje',
    business: 'poslovno kosilo',
    family: 'družinski obrok',
    outdoor: 'obrok na prostem',
  },
};
const AREA: Words<Area> = {
  en: {
    brda: 'Brda',
    vipava: 'Vipava Valley',
    kras: 'Karst (Kras)',
    istra: 'Slovenian Istria',
    stajerska: 'Štajerska',
    prekmurje: 'Prekmurje',
    dolenjska: 'Dolenjska',
    'bela-krajina': 'Bela krajina',
    bizeljsko: 'Bizeljsko',
  },
  sl: {
    brda: 'Brda',
    vipava: 'Vipavska dolina',
    kras: 'Kras',
    istra: 'slovenska Istra',
    stajerska: 'Štajerska',
    prekmurje: 'Prekmurje',
    dolenjska: 'Dolenjska',
    'bela-krajina': 'Bela krajina',
    bizeljsko: 'Bizeljsko',
  },
};
const COUNTRY: Record<AnswerLang, Record<string, string>> = {
  en: {
    SI: 'Slovenia',
    FR: 'France',
    IT: 'Italy',
    ES: 'Spain',
    AT: 'Austria',
    DE: 'Germany',
    PT: 'Portugal',
    AR: 'Argentina',
    AU: 'Australia',
    US: 'USA',
    NZ: 'New Zealand',
    JP: 'Japan',
    MX: 'Mexico',
    CU: 'Cuba',
    UK: 'United Kingdom',
  },
  sl: {
    SI: 'Slovenija',
    FR: 'Francija',
    IT: 'Italija',
    ES: 'Španija',
    AT: 'Avstrija',
    DE: 'Nemčija',
    PT: 'Portugalska',
    AR: 'Argentina',
    AU: 'Avstralija',
    US: 'ZDA',
    NZ: 'Nova Zelandija',
    JP: 'Japonska',
    MX: 'Mehika',
    CU: 'Kuba',
    UK: 'Združeno kraljestvo',
  },
};
/** Serving temperature by style, for the closing tip. */
const SERVE: Record<Style, string> = {
  red: '16–18 °C',
  white: '8–12 °C',
  orange: '12–14 °C',
  rose: '8–10 °C',
  sparkling: '6–8 °C',
  cocktail: '',
  beer: '6–8 °C',
  sake: '8–12 °C',
  zero: '6–10 °C',
};

const join = (items: string[], lang: AnswerLang) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${lang === 'sl' ? 'in' : 'and'} ${items[items.length - 1]}`;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const styleLabel = (d: Drink, lang: AnswerLang) => `${STYLE[lang][d.style]}, ${TASTE[lang][d.sweetness]}`;
export const originLabel = (d: Drink, lang: AnswerLang) =>
  d.area ? `${COUNTRY[lang][d.country]}, ${AREA[lang][d.area]}` : (COUNTRY[lang][d.country] ?? d.country);
export const priceLabel = (d: Drink, lang: AnswerLang) =>
  lang === 'sl'
    ? `${d.price[0]}–${d.price[1]} € ${d.per === 'bottle' ? 'za steklenico' : 'na pijačo'}`
    : `€${d.price[0]}–${d.price[1]} ${d.per === 'bottle' ? 'a bottle' : 'a drink'}`;
/** A hot drink is served hot, whatever its style says (the alcohol-free table holds a hot chocolate). */
const HOT_SERVE = '60–65 °C';
export const serveLabel = (d: Drink) => (/\bhot\b/i.test(d.name.en) ? HOT_SERVE : SERVE[d.style]);

/**
 * A Slovenian drink name as the object of a verb (accusative): a feminine -a ending becomes -o in
 * the words before "iz …" ("Začinjena vroča čokolada" → "Začinjeno vročo čokolado", "Modra frankinja"
 * → "Modro frankinjo"); masculine and neuter names do not change ("Kraški teran", "Štajersko ledeno vino").
 */
export function accusativeSl(name: string): string {
  const at = name.search(/ iz /);
  const head = at < 0 ? name : name.slice(0, at);
  const tail = at < 0 ? '' : name.slice(at);
  // Only a name whose first word ends in -a is feminine here; "Teran" or "Chianti Classico" stay as they are.
  if (!/^\p{L}+a\b/u.test(head)) return name;
  return head.replace(/(\p{L}+)a\b/gu, (_, stem: string) => `${stem}o`) + tail;
}

/** Each reason as a phrase of the answer's language. */
export function reasonPhrases(reasons: Reason[], occasion: Occasion, lang: AnswerLang): string[] {
  return reasons.map((r) => {
    switch (r.kind) {
      case 'dish': {
        const list = join(
          r.tags.map((t) => DISH[lang][t]),
          lang,
        );
        return lang === 'sl' ? `paše ${/^[kg]/.test(list) ? 'h' : 'k'} ${list}` : `goes with ${list}`;
      }
      case 'cuisine': {
        const list = join(
          r.cuisines.map((c) => CUISINE[lang][c]),
          lang,
        );
        return lang === 'sl' ? `se ujema ${/^[pftcčkšsh]/.test(list) ? 's' : 'z'} ${list} kuhinjo` : `fits ${list} cooking`;
      }
      case 'occasion':
        return occasion === 'any' ? '' : lang === 'sl' ? `je primerno za ${OCCASION.sl[occasion]}` : `suits ${OCCASION.en[occasion]}`;
      case 'local':
        return lang === 'sl' ? `je pridelano prav v vašem koncu (${AREA.sl[r.area]})` : `is made right where you are (${AREA.en[r.area]})`;
      case 'region':
        return lang === 'sl' ? `prihaja iz bližnjega okoliša (${AREA.sl[r.area]})` : `comes from a nearby district (${AREA.en[r.area]})`;
      case 'country':
        return lang === 'sl' ? 'je doma iz kraja, ki ste ga navedli' : 'comes from the country you named';
      case 'versatile':
        return lang === 'sl' ? 'je vsestransko in paše k mnogim jedem' : 'is versatile and goes with many dishes';
    }
  });
}

/** One sentence from the drink's note and its reasons: "A crisp white … It goes with fish and fits …". */
export function whySentence(d: Drink, phrases: string[], lang: AnswerLang): string {
  const said = phrases.filter(Boolean);
  const note = `${capital(d.note[lang])}.`;
  if (!said.length) return note;
  return `${note} ${capital(lang === 'sl' ? `${join(said, lang)}.` : `it ${join(said, lang)}.`)}`;
}

export const textFor = { join, capital };
