import { describe, expect, it } from 'vitest';
import { tableInContext } from './context';
import { dateUnclear, parseDate, parseRange } from './dates';
import { namedVenue, parseOrdinal, parseParty, parseTime } from './parse';

// 2026-11-27 is a Friday.
const TODAY = '2026-11-27';

describe('what a chat message says about a table', () => {
  it('reads days in English and Slovenian, relative to the venue’s today', () => {
    expect(parseDate('a table tonight', TODAY)).toBe(TODAY);
    expect(parseDate('nocoj za 4', TODAY)).toBe(TODAY);
    expect(parseDate('tomorrow at 19:30', TODAY)).toBe('2026-11-28');
    expect(parseDate('jutri ob 19:30', TODAY)).toBe('2026-11-28');
    expect(parseDate('and on Sunday?', TODAY)).toBe('2026-11-29');
    expect(parseDate('pa v nedeljo?', TODAY)).toBe('2026-11-29');
    expect(parseDate('v soboto', TODAY)).toBe('2026-11-28');
    expect(parseDate('on Friday', TODAY)).toBe(TODAY);
    expect(parseDate('2027-01-05', TODAY)).toBe('2027-01-05');
    expect(parseDate('5. 1.', TODAY)).toBe('2027-01-05');
    expect(parseDate('at 19:30', TODAY)).toBeNull();
    // A time in hours is no day: "20h" is never 20 hours from now (tomorrow, early in the morning).
    expect(parseDate('ob 20h', TODAY)).toBeNull();
    expect(parseDate('at 20 h', TODAY)).toBeNull();
    expect(parseDate('Friday at 20h', TODAY)).toBe(TODAY);
    // A day of the month alone: in the month under discussion, else the next that has it.
    expect(parseDate('and the 21st?', TODAY, '2026-12-20')).toBe('2026-12-21');
    expect(parseDate('and the 3rd?', TODAY)).toBe('2026-12-03');
    expect(parseDate('what about the 30th', TODAY)).toBe('2026-11-30');
    // A feast's day: Christmas Eve, New Year's Eve, in both languages.
    expect(parseDate('Miza na božični večer za 2', TODAY)).toBe('2026-12-24');
    expect(parseDate("a table on New Year's Eve", TODAY)).toBe('2026-12-31');
    expect(parseDate('za silvestrovo', TODAY)).toBe('2026-12-31');
    expect(parseTime('v soboto ob 20ih za 6')).toBe('20:00');
  });

  it('reads a stay said as a range: its first night and how many', () => {
    expect(parseRange('Sobe na Bledu od 12. do 14. decembra za 2', TODAY)).toEqual({ from: '2026-12-12', nights: 2 });
    expect(parseRange('rooms in Bled from 12 to 15 December', TODAY)).toEqual({ from: '2026-12-12', nights: 3 });
    expect(parseRange('from the 30th of December to the 2nd of January', TODAY)).toEqual({ from: '2026-12-30', nights: 3 });
    expect(parseRange('12.–14. decembra', TODAY)).toEqual({ from: '2026-12-12', nights: 2 });
    // Weekdays: from the first such day, to the next of the second.
    expect(parseRange('Proste sobe v Portorožu od petka do nedelje', TODAY)).toEqual({ from: TODAY, nights: 2 });
    expect(parseRange('from Saturday to Saturday', TODAY)).toEqual({ from: '2026-11-28', nights: 7 });
    expect(parseDate('Sobe na Bledu od 12. do 14. decembra', TODAY)).toBe('2026-12-12');
    expect(parseRange('a table at 19:00 for 2', TODAY)).toBeNull();
    expect(parseRange('from 19:00 to 21:00', TODAY)).toBeNull();
  });

  it('reads times, party sizes and list positions', () => {
    expect(parseTime('at 19:30')).toBe('19:30');
    expect(parseTime('ob 19.30')).toBe('19:30');
    expect(parseTime('7pm')).toBe('19:00');
    expect(parseTime('ob 20h')).toBe('20:00');
    expect(parseTime('28.11.')).toBeNull();
    expect(parseParty('for 6 instead')).toBe(6);
    expect(parseParty('za 4 osebe')).toBe(4);
    expect(parseParty('4 people at 19:30')).toBe(4);
    expect(parseParty('at 19:30')).toBeNull();
    expect(parseOrdinal('the second one')).toBe(2);
    expect(parseOrdinal('prekliči prvo')).toBe(1);
    expect(parseOrdinal('the last one')).toBe(-1);
  });

  it('finds a venue by every word of its name, inflected too', () => {
    const venues = [
      { id: 'a', name: 'Zeleni Vrt' },
      { id: 'b', name: 'Gostilna Pri Lipi' },
      { id: 'c', name: 'Taverna Sol' },
    ];
    expect(namedVenue('v Zelenem vrtu za 4', venues)?.id).toBe('a');
    expect(namedVenue('v Gostilni Pri Lipi', venues)?.id).toBe('b');
    expect(namedVenue('Taverni Sol jutri', venues)?.id).toBe('c');
    expect(namedVenue('a green garden', venues)).toBeNull();
    // One typo in a word of the name (uFuzzy), never a name missing a word.
    expect(namedVenue('a table at Zelni Vrt tomorrow', venues)?.id).toBe('a');
    expect(namedVenue('Tavrna Sol at 7', venues)?.id).toBe('c');
    expect(namedVenue('gostlna pri lipi', venues)?.id).toBe('b');
    // Inflected and misspelled at once: one error between the stems.
    expect(namedVenue('Rezerviraj Tavrno Sol jutri', venues)?.id).toBe('c');
    expect(namedVenue('a table at Sol tonight', venues)).toBeNull();
    // A letter doubled in a short word, which uFuzzy keeps exact.
    expect(namedVenue('Is Taverna Sool open on Sunday?', venues)?.id).toBe('c');
    expect(namedVenue('a table at Soool tonight', venues)).toBeNull();
  });

  it('finds a venue by the place phrase of its name without its kind, never by its town', () => {
    const venues = [
      { id: 'b', name: 'Gostilna Pri Lipi', city: 'Ljubljana' },
      { id: 'd', name: 'Okrepčevalnica Bled', city: 'Bled' },
    ];
    expect(namedVenue('je jutri prosta miza pri Lipi za 4?', venues)?.id).toBe('b');
    expect(namedVenue('restavracije na Bledu', venues)).toBeNull();
  });

  it('reads no day from "the day I arrive" and no list position from "last minute"; a party from "we are 4 adults"', () => {
    expect(parseDate('can I still cancel my room on the day I arrive?', TODAY)).toBeNull();
    expect(parseDate('plans changed last minute', TODAY)).toBeNull();
    expect(parseDate('on sat', TODAY)).toBe('2026-11-28');
    expect(parseOrdinal('plans changed last minute')).toBeNull();
    expect(parseOrdinal('the first time we came')).toBeNull();
    expect(parseParty('we are 4 adults')).toBe(4);
    expect(parseParty('Nas je 5, je soba za vse?')).toBe(5);
    expect(parseParty('nas bo pa 5')).toBe(5);
  });

  it('reads a party in words, never a number of nights; "at 8" at a restaurant as 20:00', () => {
    expect(parseParty('Dinner for two at 7pm')).toBe(2);
    expect(parseParty('mizo za štiri osebe')).toBe(4);
    expect(parseParty('for one night')).toBeNull();
    expect(parseParty('za 2 noči za 3 osebe')).toBe(3);
    expect(parseTime('and saturday at 8?')).toBe('20:00');
    expect(parseTime('ob 8h zjutraj')).toBe('08:00');
    expect(parseTime('at 11')).toBe('11:00');
  });

  it('reads "čez dva meseca" from today, and never a day taken back', () => {
    expect(parseDate('soba za 3 noči čez dva meseca', TODAY)).toBe('2027-01-26');
    expect(parseDate('čez 10 dni', TODAY)).toBe('2026-12-07');
    expect(parseDate('pardon, v soboto, ne v petek', TODAY)).toBe('2026-11-28');
    expect(parseDate('saturday, not friday', TODAY)).toBe('2026-11-28');
  });
});

const SATURDAY = '2026-11-28';

describe('month-name dates, in both languages (never today in their place)', () => {
  it.each([
    ['Book a table for 2 at Zeleni Vrt on 8 December at 19:30', '2026-12-08'],
    ['December 8th at 19:30', '2026-12-08'],
    ['Dec 8th please', '2026-12-08'],
    ['on the 8th of December', '2026-12-08'],
    ['8. decembra ob 19.30', '2026-12-08'],
    ['8. 12.', '2026-12-08'],
    ['8 decembra 2027', '2027-12-08'],
    ['za 3. januarja', '2027-01-03'],
    ['on 15 March', '2027-03-15'],
    ['v petek', '2026-12-04'],
    ['jutri', '2026-11-29'],
    ['pojutrišnjem', '2026-11-30'],
    ['29 February 2028', '2028-02-29'],
    // English by chrono-node (ADR 126).
    ['next Friday', '2026-12-04'],
    ['in 3 days', '2026-12-01'],
    ['a week from today', '2026-12-05'],
    ['the day after tomorrow', '2026-11-30'],
    ['Friday the 11th of December', '2026-12-11'],
    ['on Dec 24', '2026-12-24'],
    ['8/12 at 19:00', '2026-12-08'],
    // Slovenian by the grammar: a weekday with its date, the date wins.
    ['v sredo, 9. decembra ob 19h', '2026-12-09'],
    ['v nedeljo zvečer', '2026-11-29'],
    ['danes ob 20h', '2026-11-28'],
  ])('%s → %s', (message, date) => {
    expect(parseDate(message, SATURDAY)).toBe(date);
  });

  it('reads no month from a verb, and asks rather than guess a day it cannot read', () => {
    expect(parseDate('May I book a table for 4?', SATURDAY)).toBe(null);
    expect(dateUnclear('May I book a table for 4?', SATURDAY)).toBe(false);
    expect(parseDate('31 April', SATURDAY)).toBe(null);
    expect(dateUnclear('31 April at 19:00', SATURDAY)).toBe(true);
    expect(dateUnclear('29 February', SATURDAY)).toBe(true);
    expect(dateUnclear('8 December', SATURDAY)).toBe(false);
  });
});

describe('a follow-up moves the day under discussion, never back to today', () => {
  // 2026-12-10 is a Thursday; the Saturday after it is 12 December.
  it('reads a weekday from the day the conversation is about', () => {
    expect(parseDate('and Saturday?', TODAY, '2026-12-10')).toBe('2026-12-12');
    expect(parseDate('pa v soboto?', TODAY, '2026-12-10')).toBe('2026-12-12');
    expect(parseDate('and on Thursday?', TODAY, '2026-12-10')).toBe('2026-12-10');
    expect(parseDate('what about the weekend?', TODAY, '2026-12-10')).toBe('2026-12-12');
    // "Tomorrow" and dates are the guest's words about the calendar, not about the day discussed.
    expect(parseDate('and tomorrow?', TODAY, '2026-12-10')).toBe('2026-11-28');
    expect(parseDate('or 20 December', TODAY, '2026-12-10')).toBe('2026-12-20');
    // A day under discussion that has passed moves nothing.
    expect(parseDate('v soboto', TODAY, '2026-11-20')).toBe('2026-11-28');
  });

  it('keeps the venue, the time and the party of the conversation', () => {
    const venues = [{ id: 'sol', name: 'Taverna Sol', city: 'Piran', timezone: 'Europe/Ljubljana', deposit_eur: '0' }];
    const history = [
      { role: 'user' as const, content: 'A table at Taverna Sol on 10 December at 19:00 for 2' },
      { role: 'assistant' as const, content: 'Taverna Sol has a table for 2 on Thursday, 10 December at 19:00.' },
    ];
    const asked = tableInContext(history, 'and Saturday?', venues, TODAY);
    expect({ venue: asked.venueId, date: asked.date, time: asked.time, party: asked.party }).toEqual({
      venue: 'sol',
      date: '2026-12-12',
      time: '19:00',
      party: 2,
    });
    expect(tableInContext([...history, { role: 'user', content: 'pa v nedeljo?' }], 'and Saturday?', venues, TODAY).date).toBe('2026-12-19');
  });
});
