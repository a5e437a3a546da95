/**
 * Words for matching a message against the catalogue (ADR 088, ADR 117): venue names ("v Zelenem
 * vrtu"), cuisines, diets and the review lexicon. Lower case, Slovenian letters folded (č→c, š→s,
 * ž→z), common words dropped, one common ending cut and the stem capped at six letters, so a name's
 * inflections meet. Search over the help and legal texts stems with each language's own stemmer
 * instead (stems.ts, ADR 126).
 */
const STOP = new Set(
  (
    'a an the is are was be been do does did how what which who whom where when why can could would should will shall may might ' +
    'i me my we our you your it its they them their this that these those to of in on at by for from with about as into ' +
    'and or but if so not no any some there here please tell show find give know want need get have has had am just like ' +
    'work works working happen happens mean means deluje delujejo pomeni ' +
    'je so sem si smo ste in ali kako kaj kje kdaj zakaj ki se na v za z s da ne mi me moj moja moje lahko pa po pri o od do ' +
    'to ta te ima imajo imate bi bo ste vas vam nam kateri katera katere katero kater prosim povej pokazi poisci zelim rad rada tudi ' +
    'sredi med pred nad pod ' +
    // Photos, never the Slovenian "pica" (pizza) their stem would meet.
    'pic pics'
  ).split(' '),
);

const SUFFIXES = ['ations', 'ation', 'ing', 'ed', 'es', 'ami', 'ega', 'emu', 'ih', 'om', 'ov', 'ev', 's', 'a', 'e', 'i', 'o', 'u'];

/** Lower case without diacritics: the form questions and catalogue values are compared in. */
export const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export function stem(word: string): string {
  let w = word;
  if (w.length > 3) {
    const suffix = SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= 3);
    if (suffix) w = w.slice(0, -suffix.length);
  }
  return w.slice(0, 6);
}

/** The words of a text (folded), stop words kept: what catalogue phrases are matched against. */
export const words = (text: string) => fold(text).match(/[a-z0-9]+/g) ?? [];

/** The words of a text (folded) without its common words: "What do I pay for a table?" → "pay table". */
export const contentWords = (text: string) => words(text).filter((w) => !STOP.has(w));

/** The search terms of a text. */
export const terms = (text: string) =>
  words(text)
    .filter((w) => !STOP.has(w) && (w.length > 1 || /\d/.test(w)))
    .map(stem);

/** Two stems name the same word when one begins the other and they share four letters, or are equal ("pizz" and "pizza"). */
export const sameWord = (a: string, b: string) =>
  a.length >= 4 && b.length >= 4 ? a.startsWith(b.slice(0, 4)) && (a.startsWith(b) || b.startsWith(a)) : a === b;

/** Small numbers said in words (folded), English and Slovenian: a party ("for two", "za dva"), a span ("čez dva meseca"). "for two", "za dva", "štirje". */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  ena: 1,
  enega: 1,
  dva: 2,
  dve: 2,
  tri: 3,
  trije: 3,
  stiri: 4,
  stirje: 4,
  pet: 5,
  sest: 6,
  sedem: 7,
  osem: 8,
  devet: 9,
  deset: 10,
};
