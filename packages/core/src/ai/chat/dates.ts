// English only: chrono-node's other locales stay out of the bundle.
import { casual, GB, type Chrono } from 'chrono-node/en';
import { addDays } from '../../time/zone';
import { NUMBER_WORDS, words } from './text';

// The days a chat message says (ADR 115, ADR 126): Slovenian by the grammar here (month names in
// their cases, "jutri", "pojutrišnjem", "v petek", feasts), English by chrono-node; and a stay's
// span said as a range ("od 12. do 14. decembra", "from Friday to Sunday"). Pure.

const SL_DAYS: string[][] = [
  ['nedelja', 'nedeljo', 'nedelje', 'nedeljah'],
  ['ponedeljek', 'ponedeljka', 'ponedeljkih'],
  ['torek', 'torka', 'torkih'],
  ['sreda', 'sredo', 'srede', 'sredah'],
  ['cetrtek', 'cetrtka', 'cetrtkih'],
  ['petek', 'petka', 'petkih'],
  ['sobota', 'soboto', 'sobote', 'sobotah'],
];
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The next date (today included) falling on `weekday`. */
const nextWeekday = (today: string, weekday: number) => addDays(today, (weekday - weekdayOf(today) + 7) % 7);

/**
 * Month names as the folded words read them, by month: Slovenian in every case the chat meets
 * ("december", "decembra", "decembru", "marec", "marca"), then English with its abbreviations.
 * Slovenian ones are read here; English ones only tell `dateUnclear` that a month was named
 * (chrono-node reads English dates).
 */
const SL_MONTHS: string[][] = [
  ['januar', 'januarja', 'januarju'],
  ['februar', 'februarja', 'februarju'],
  ['marec', 'marca', 'marcu'],
  ['april', 'aprila', 'aprilu'],
  ['maj', 'maja', 'maju'],
  ['junij', 'junija', 'juniju'],
  ['julij', 'julija', 'juliju'],
  ['avgust', 'avgusta', 'avgustu'],
  ['september', 'septembra', 'septembru'],
  ['oktober', 'oktobra', 'oktobru'],
  ['november', 'novembra', 'novembru'],
  ['december', 'decembra', 'decembru'],
];
const EN_MONTHS = [
  'january',
  'jan',
  'february',
  'feb',
  'march',
  'mar',
  'april',
  'apr',
  'may',
  'june',
  'jun',
  'july',
  'jul',
  'august',
  'aug',
  'september',
  'sep',
  'sept',
  'october',
  'oct',
  'november',
  'nov',
  'december',
  'dec',
];
const slMonthOf = (w: string | undefined) => (w === undefined ? -1 : SL_MONTHS.findIndex((forms) => forms.includes(w)));
const isMonth = (w: string | undefined) => w !== undefined && (slMonthOf(w) >= 0 || EN_MONTHS.includes(w));
/** A day of the month as a word: "8", "8th", "1st", "22nd", "3rd". */
const dayOf = (w: string | undefined) => {
  const m = w === undefined ? null : /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(w);
  const d = m ? Number(m[1]) : 0;
  return d >= 1 && d <= 31 ? d : 0;
};

/** The date of day `d` of month `m` (1-based), in `year` if said, else the next one from `today`; null when there is no such day. */
function calendarDay(d: number, m: number, year: number | null, today: string): string | null {
  const date = (y: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const fits = (y: number) => new Date(`${date(y)}T12:00:00Z`).getUTCDate() === d;
  let y = year ?? Number(today.slice(0, 4));
  if (year === null && date(y) < today) y++;
  // A day the month does not have (31 April, 29 February of a common year) is no date.
  if (!fits(y)) return null;
  return date(y);
}

/** A Slovenian month-name date: "8. decembra", "8 decembra 2027", "za 3. januarja". */
function slovenianMonthDate(ws: string[], today: string): string | null {
  const yearAt = (i: number) => (ws[i] && /^20\d\d$/.test(ws[i]!) ? Number(ws[i]) : null);
  for (let i = 0; i < ws.length; i++) {
    const m = slMonthOf(ws[i]);
    if (m < 0) continue;
    // "maj" and "marec" only beside a day.
    const before = dayOf(ws[i - 1]);
    if (before) return calendarDay(before, m + 1, yearAt(i + 1), today);
    const after = dayOf(ws[i + 1]);
    if (after) return calendarDay(after, m + 1, yearAt(i + 2), today);
  }
  return null;
}

/** The message names a month (beside a number) or a day of the month this parser could not read: ask, never guess. */
export function dateUnclear(message: string, today: string): boolean {
  if (parseDate(message, today)) return false;
  const ws: string[] = words(message);
  return ws.some((w, i) => isMonth(w) && (dayOf(ws[i - 1]) > 0 || dayOf(ws[i + 1]) > 0 || ws[i - 1] === 'of' || /^(in|v|za)$/.test(ws[i - 1] ?? '')));
}

/**
 * An English date by chrono-node, relative to `today` (read at noon UTC, its fields in UTC, so the
 * process's zone never shifts the day). A weekday alone ("on Friday", "this weekend") is the first
 * such day on or after `from`.
 */
/** What chrono-node read names a day: a number, a month, a weekday, a day word; never "the day I arrive" or "last minute". */
const SAYS_A_DAY =
  /\d|\b(today|tonight|tomorrow|yesterday|weekend|week|month|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|one|two|three|four|five|six|seven|eight|nine|ten|first|second|third)/i;

function englishDate(message: string, today: string, from: string): string | null {
  const at = { instant: new Date(`${today}T12:00:00Z`), timezone: 0 };
  // Day first ("8/12" is 8 December); "Dec 24", which British reading takes for a year, by the casual reading.
  // A time in hours ("ob 20h", "20 h") is no duration from now: chrono-node would read "20h" as 20 hours ahead.
  const text = message.replace(/\b\d{1,2}\s?h\b/gi, ' ');
  const read = (parser: Chrono) => {
    // A day already past ("last week") tells when something happened, not a day to book.
    const found = parser.parse(text, at, { forwardDate: true }).filter((r) => SAYS_A_DAY.test(r.text) && !/\b(last|ago|yesterday)\b/i.test(r.text));
    return (found.find((r) => r.start.isCertain('day')) ?? found.find((r) => r.start.isCertain('weekday')))?.start;
  };
  const start = read(GB) ?? read(casual);
  if (!start) return null;
  if (!start.isCertain('day')) return nextWeekday(from, start.get('weekday')!);
  const date = `${start.get('year')}-${String(start.get('month')).padStart(2, '0')}-${String(start.get('day')).padStart(2, '0')}`;
  return calendarDay(start.get('day')!, start.get('month')!, start.isCertain('year') ? start.get('year') : null, today) === date ? date : null;
}

/** Days a guest names by their feast (folded text): Christmas Eve and Day, New Year's Eve and Day, Valentine's. */
const HOLIDAYS: [RegExp, number, number][] = [
  [/\bchristmas eve\b|\bbozicn\w* vecer|\bsveti vecer\b/, 24, 12],
  [/\bchristmas( day)?\b|\bboz(ic|icu|ica)\b/, 25, 12],
  [/\bnew year s eve\b|\bnew years eve\b|\bsilvestr\w*/, 31, 12],
  [/\bnew year s day\b|\bnovo leto\b|\bnovega leta\b|\bnovo letu\b/, 1, 1],
  [/\bvalentine\w*|\bvalentinov\w*/, 14, 2],
];

/**
 * A day said in English or Slovenian, relative to `today` (the venue's). A weekday ("and
 * Saturday?", "pa v soboto?") is the first one on or after `discussed`, the day the conversation is
 * about, when there is one: the question moves that day, it does not start again from today.
 * Slovenian by the grammar here (month names in their cases, "jutri", "pojutrišnjem", "v petek"),
 * English by chrono-node.
 */
export function parseDate(message: string, today: string, discussed: string | null = null): string | null {
  const range = parseRange(message, today, discussed);
  if (range) return range.from;
  const ws: string[] = words(message);
  const text = ws.join(' ');
  const iso = /\b(20\d\d)-(\d\d)-(\d\d)\b/.exec(message);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dm = /\b(\d{1,2})\.\s?(\d{1,2})\.(\s?(20\d\d))?/.exec(message);
  if (dm) {
    const [d, m] = [Number(dm[1]), Number(dm[2])];
    if (d >= 1 && d <= 31 && m >= 1 && m <= 12) return calendarDay(d, m, dm[4] ? Number(dm[4]) : null, today);
  }
  const named = slovenianMonthDate(ws, today);
  if (named) return named;
  const holiday = HOLIDAYS.find(([phrase]) => phrase.test(text));
  if (holiday) return calendarDay(holiday[1], holiday[2], null, today);
  if (/\bpojutrisnjem\b/.test(text)) return addDays(today, 2);
  // "čez dva meseca", "čez 10 dni", "čez en teden": that long from today.
  const after = /\bcez (\d{1,2}|en|eno|dva|dve|tri|stiri|pet|sest) (dan|dni|teden|tedna|tedne|tednov|mesec|meseca|mesece|mesecev)\b/.exec(text);
  if (after) {
    const n = /\d/.test(after[1]!) ? Number(after[1]) : ({ ...NUMBER_WORDS, en: 1, eno: 1 } as Record<string, number>)[after[1]!]!;
    const unit = after[2]!.startsWith('d') ? 1 : after[2]!.startsWith('t') ? 7 : 30;
    return addDays(today, n * unit);
  }
  if (ws.includes('jutri')) return addDays(today, 1);
  if (ws.some((w) => ['danes', 'nocoj', 'drevi'].includes(w))) return today;
  const from = discussed && discussed > today ? discussed : today;
  if (ws.includes('vikend') || /\bweekend\b/.test(text)) return nextWeekday(from, 6);
  // A day taken back ("v soboto, ne v petek", "saturday, not friday") is not the day meant.
  const unsaid = (i: number) =>
    ['ne', 'not', 'no'].includes(ws[i - 1] ?? '') || (['v', 'on'].includes(ws[i - 1] ?? '') && ['ne', 'not'].includes(ws[i - 2] ?? ''));
  for (const [i, forms] of SL_DAYS.entries()) if (ws.some((w, at) => forms.includes(w) && !unsaid(at))) return nextWeekday(from, i);
  return englishDate(message.replace(/\b(not|no) (on )?\w+day\b/gi, ' '), today, from) ?? dayOfMonth(message, today, from);
}

/**
 * A day of the month alone ("and the 21st?"): in the month under discussion (or this one), else the
 * next month that has it and is not past.
 */
function dayOfMonth(message: string, today: string, from: string): string | null {
  const ordinal = /\b(?:the\s)?(\d{1,2})(?:st|nd|rd|th)\b/i.exec(message);
  if (!ordinal || isMonthNamed(message)) return null;
  const d = Number(ordinal[1]);
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  for (let tries = 0; tries < 3; tries++) {
    const date = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    if (d >= 1 && new Date(`${date}T12:00:00Z`).getUTCDate() === d && date >= today) return date;
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return null;
}

/** The message names a month (then chrono-node, not `dayOfMonth`, reads its day). */
const isMonthNamed = (message: string) => words(message).some((w) => isMonth(w));

const EN_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const weekdayIn = (w: string | undefined) =>
  w === undefined
    ? -1
    : Math.max(
        EN_DAYS.indexOf(w),
        SL_DAYS.findIndex((forms) => forms.includes(w)),
      );
const CONNECTORS = ['do', 'to', 'until', 'till', 'and', 'in'];

/**
 * A stay's span said as a range: "od 12. do 14. decembra", "from 12 to 15 December", "12.–14.
 * decembra", "from the 30th of December to the 2nd of January", "od petka do nedelje". Its first
 * night (in the month the end names, or the one before when the first day is later) and how many.
 */
export function parseRange(message: string, today: string, discussed: string | null = null): { from: string; nights: number } | null {
  const ws = words(message.replace(/\b(\d{1,2})\.?\s*[-–]\s*(\d{1,2})\b/g, 'od $1 do $2')).filter((w) => w !== 'the' && w !== 'of');
  for (let i = 0; i < ws.length; i++) {
    if (!['od', 'from', 'between'].includes(ws[i]!)) continue;
    const a = ws[i + 1];
    let j = i + 2;
    const monthA = isMonth(ws[j]) ? ws[j++] : undefined;
    if (!CONNECTORS.includes(ws[j] ?? '')) continue;
    const [b, month] = [ws[j + 1], isMonth(ws[j + 2]) ? ws[j + 2] : monthA];
    const [wa, wb] = [weekdayIn(a), weekdayIn(b)];
    if (wa >= 0 && wb >= 0) return { from: nextWeekday(discussed && discussed > today ? discussed : today, wa), nights: (wb - wa + 7) % 7 || 7 };
    const [da, db] = [dayOf(a), dayOf(b)];
    const end = da && db && month ? parseDate(`${db} ${month}`, today) : null;
    if (!end) continue;
    const from = monthA ? parseDate(`${da} ${monthA}`, today) : dayBefore(end, da);
    const nights = from ? Math.round((Date.parse(`${end}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) : 0;
    if (from && nights >= 1) return { from, nights };
  }
  return null;
}

/** Day `d` of the month of `end`, or of the month before when it would not come before `end`. */
function dayBefore(end: string, d: number): string | null {
  const first = new Date(`${end.slice(0, 8)}01T12:00:00Z`);
  if (d >= Number(end.slice(8))) first.setUTCMonth(first.getUTCMonth() - 1);
  const date = `${first.toISOString().slice(0, 8)}${String(d).padStart(2, '0')}`;
  return new Date(`${date}T12:00:00Z`).getUTCDate() === d ? date : null;
}
