import { describe, expect, it } from 'vitest';
import { namedVenue, parseDate, parseOrdinal, parseParty, parseTime } from './parse';

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
  });
});
