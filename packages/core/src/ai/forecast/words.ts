import { dateTimeFormat, listFormat, tagOf } from '../../i18n/format';
import * as z from 'zod';
import type { Locale } from '../../i18n';
import { ACTIONS, type BusyAction, type BusyFacts, type DayRef } from './actions';

/** What the wording returns: a summary and one tip per action, plain text (rendered as text only). */
export const busyTipsSchema = z.object({
  summary: z.string().min(1).max(800),
  tips: z.array(z.object({ action: z.enum(ACTIONS), text: z.string().min(1).max(500) })).max(ACTIONS.length),
});
export type BusyTips = z.infer<typeof busyTipsSchema>;

export const instructions = (locale: Locale) =>
  [
    "You write busy-day tips for a venue owner's dashboard.",
    `Answer in ${locale === 'sl' ? 'Slovenian' : 'English'}.`,
    'Use only the FACTS: a 14-day forecast of expected load (percent of capacity) with its busiest days, public holidays and actions.',
    'Write a short summary and exactly one tip per action in FACTS.actions, with the same action kind. Name only dates and numbers that are in the FACTS.',
    'When FACTS.caution is set, the summary says first that the forecast is only a rough guide: "short" means the bookings go back fewer than FACTS.minHistoryDays days, "noisy" that the bookings vary too much from week to week for the forecast to beat repeating last week; name no busy day then.',
  ].join(' ');

/** "Sat 28 Nov" / "sob., 28. nov." */
const dayName = (locale: Locale, date: string) =>
  dateTimeFormat(tagOf(locale), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
const pct = (locale: Locale, n: number) => (locale === 'sl' ? `${n} %` : `${n}%`);
const list = (locale: Locale, items: string[]) => listFormat(tagOf(locale), { type: 'conjunction' }).format(items);
const days = (locale: Locale, refs: DayRef[]) =>
  list(
    locale,
    refs.map((d) => `${dayName(locale, d.date)} (${pct(locale, d.load)})`),
  );

function tipEn(f: BusyFacts, a: BusyAction): string {
  const on = days('en', a.days);
  switch (a.kind) {
    case 'staffing':
      return f.kind === 'dining'
        ? `Plan extra service and kitchen staff on ${on}, the busiest days ahead.`
        : `Plan extra housekeeping and reception cover on ${on}, the busiest nights ahead.`;
    case 'deposit':
      return f.kind === 'dining'
        ? `Ask every booking for the deposit on ${on}: late cancellations cost most when the room is this full.`
        : `Take the deposit at booking for ${on} and hold to your cancellation terms: these nights are nearly sold out.`;
    case 'waitlist':
      return `Keep the waitlist open on ${on} and promote waiting guests as soon as a table frees up.`;
    case 'turn_time':
      return `Consider a turn time of ${a.turn?.to} minutes instead of ${a.turn?.from} on ${on} to seat more guests.`;
  }
}

function tipSl(f: BusyFacts, a: BusyAction): string {
  const on = days('sl', a.days);
  switch (a.kind) {
    case 'staffing':
      return f.kind === 'dining'
        ? `Za najbolj zasedene dni, ${on}, načrtujte dodatno osebje v strežbi in kuhinji.`
        : `Za najbolj zasedene noči, ${on}, načrtujte dodatno čiščenje sob in pokritost recepcije.`;
    case 'deposit':
      return f.kind === 'dining'
        ? `Za ${on} zahtevajte varščino ob vsaki rezervaciji: pozne odpovedi so ob tolikšni zasedenosti najdražje.`
        : `Za ${on} zahtevajte varščino ob rezervaciji in se držite pogojev odpovedi: te noči so skoraj razprodane.`;
    case 'waitlist':
      return `Za ${on} imejte čakalni seznam odprt in goste s seznama povabite takoj, ko se miza sprosti.`;
    case 'turn_time':
      return `Za ${on} razmislite o času zasedenosti mize ${a.turn?.to} minut namesto ${a.turn?.from}, da sprejmete več gostov.`;
  }
}

/** Why the forecast is only a rough guide (ADR 118), in the owner's language. */
function cautionText(locale: Locale, f: BusyFacts): string {
  const sl = locale === 'sl';
  if (f.caution === 'short')
    return sl
      ? `Rezervacije segajo manj kot ${f.minHistoryDays} dni nazaj, kar je prekratko za zanesljivo napoved. Številke so le groba ocena, zato ne označujemo zasedenih dni.`
      : `Your bookings go back fewer than ${f.minHistoryDays} days, too short for a reliable forecast. Treat the figures as a rough guide; no day is marked as busy.`;
  return sl
    ? 'Rezervacije se iz tedna v teden preveč razlikujejo: v zadnjih tednih napoved ni bila boljša od preprostega »isti dan prejšnji teden«. Številke so le groba ocena, zato ne označujemo zasedenih dni.'
    : 'Your bookings vary too much from week to week: over the last weeks this forecast did no better than simply repeating the same weekday of the week before. Treat the figures as a rough guide; no day is marked as busy.';
}

function summary(locale: Locale, f: BusyFacts): string {
  const sl = locale === 'sl';
  if (f.caution) {
    const parts = [cautionText(locale, f)];
    for (const h of f.holidays)
      parts.push(sl ? `${dayName(locale, h.date)} je državni praznik (${h.name.sl}).` : `${dayName(locale, h.date)} is a public holiday (${h.name.en}).`);
    return parts.join(' ');
  }
  const parts = [
    sl
      ? `V naslednjih ${f.horizonDays} dneh pričakujemo povprečno zasedenost ${pct(locale, f.averageLoad)}.`
      : `Over the next ${f.horizonDays} days we expect an average load of ${pct(locale, f.averageLoad)}.`,
  ];
  if (f.busiest.length > 0) parts.push(sl ? `Najbolj zasedeni dnevi: ${days(locale, f.busiest)}.` : `The busiest days: ${days(locale, f.busiest)}.`);
  else parts.push(sl ? 'Za zdaj ni pričakovanih rezervacij.' : 'No bookings are expected yet.');
  for (const h of f.holidays)
    parts.push(sl ? `${dayName(locale, h.date)} je državni praznik (${h.name.sl}).` : `${dayName(locale, h.date)} is a public holiday (${h.name.en}).`);
  return parts.join(' ');
}

/** The embedded engine's tips: templates over the facts, in the requested language. */
export const localTips = (locale: Locale, f: BusyFacts): BusyTips => ({
  summary: summary(locale, f),
  tips: f.actions.map((a) => ({ action: a.kind, text: locale === 'sl' ? tipSl(f, a) : tipEn(f, a) })),
});

/** Every number the facts allow in an answer: dates (as written in either language), loads, counts, minutes. */
function allowedNumbers(f: BusyFacts): Set<string> {
  const out = new Set<string>([String(f.horizonDays), String(f.historyDays), String(f.averageLoad), String(f.minHistoryDays)]);
  const refs = [...f.busiest, ...f.actions.flatMap((a) => a.days)];
  const dates = [...refs.map((d) => d.date), ...f.holidays.map((h) => h.date)];
  for (const d of dates) for (const part of d.split('-')) out.add(String(Number(part))).add(part);
  for (const d of refs) for (const n of [d.load, d.expected, d.capacity]) out.add(String(n));
  for (const a of f.actions) if (a.turn) out.add(String(a.turn.from)).add(String(a.turn.to));
  for (const h of f.holidays) for (const n of `${h.name.en} ${h.name.sl}`.match(/\d+/g) ?? []) out.add(n);
  return out;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  maj: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  avg: 8,
  sep: 9,
  oct: 10,
  okt: 10,
  nov: 11,
  dec: 12,
};
const MONTH = '(jan|feb|mar|apr|may|maj|jun|jul|aug|avg|sep|oct|okt|nov|dec)[a-zčšž]*\\.?';

/** The dates a text names, as "M-D": ISO dates, "28. 11.", "28 Nov", "28. nov." and "November 28". */
function datesNamed(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\b\d{4}-(\d{2})-(\d{2})\b/g)) out.push(`${Number(m[1])}-${Number(m[2])}`);
  for (const m of text.matchAll(/\b(\d{1,2})\.\s?(\d{1,2})\.(?!\d)/g)) out.push(`${Number(m[2])}-${Number(m[1])}`);
  for (const m of text.matchAll(new RegExp(`\\b(\\d{1,2})\\.?\\s+${MONTH}`, 'gi'))) out.push(`${MONTHS[m[2]!.toLowerCase()]}-${Number(m[1])}`);
  for (const m of text.matchAll(new RegExp(`\\b${MONTH}\\s+(\\d{1,2})\\b`, 'gi'))) out.push(`${MONTHS[m[1]!.toLowerCase()]}-${Number(m[2])}`);
  return out;
}

/** A model answer agrees when it words exactly the facts' actions and names no date or number outside them. */
export function tipsAgree(f: BusyFacts, answer: BusyTips): boolean {
  const kinds = answer.tips.map((t) => t.action);
  if (kinds.length !== f.actions.length || new Set(kinds).size !== kinds.length || !f.actions.every((a) => kinds.includes(a.kind))) return false;
  const allowed = allowedNumbers(f);
  const dates = new Set(
    [...f.busiest, ...f.actions.flatMap((a) => a.days), ...f.holidays].map((d) => `${Number(d.date.slice(5, 7))}-${Number(d.date.slice(8))}`),
  );
  const text = [answer.summary, ...answer.tips.map((t) => t.text)].join(' ');
  if (!datesNamed(text).every((d) => dates.has(d))) return false;
  return (text.match(/\d+/g) ?? []).every((n) => allowed.has(n) || allowed.has(String(Number(n))));
}
