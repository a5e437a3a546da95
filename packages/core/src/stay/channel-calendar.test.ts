import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NotACalendar, parseChannelCalendar, type ChannelBlock } from './channel-calendar';

const fixture = (name: string) => readFileSync(new URL(`../../../../tests/fixtures/ical/${name}`, import.meta.url), 'utf8');
const ZONE = 'Europe/Ljubljana';
const YEAR = { from: '2027-05-01', to: '2028-05-01' };

/** A calendar as channels write it: CRLF lines, the events given as their property lines. */
const calendar = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Channel//EN', ...events.flatMap((e) => ['BEGIN:VEVENT', ...e, 'END:VEVENT']), 'END:VCALENDAR', ''].join(
    '\r\n',
  );
const parse = (text: string, window = YEAR, zone = ZONE) => parseChannelCalendar(text, zone, window);
const block = (uid: string, start: string, end: string, summary = ''): ChannelBlock => ({ uid, start, end, summary });

describe('parseChannelCalendar: the channels’ exports', () => {
  it('reads Airbnb’s all-day reservations and blocked periods (CRLF, folded lines), not the past one', () => {
    const text = fixture('airbnb.ics');
    expect(text).toContain('\r\n etails/HMXXXX');
    expect(parse(text)).toEqual([
      block('1418fb94e984-abc123@airbnb.com', '2027-05-08', '2027-05-12', 'Reserved'),
      block('1418fb94e984-9f8e7d6c5b4a39281706f5e4d3c2b1a0@airbnb.com', '2027-07-01', '2027-07-05', 'Airbnb (Not available)'),
    ]);
    expect(parse(text, { from: '2027-04-01', to: '2027-05-01' })).toEqual([
      block('1418fb94e984-0d6c3b2a19f8e7d6c5b4a3928170f6e5@airbnb.com', '2027-04-10', '2027-04-13', 'Reserved'),
    ]);
  });

  it('reads Booking.com’s closed periods', () => {
    expect(parse(fixture('booking-com.ics'))).toEqual([
      block('7c5a0e1e9b2f4d3c8a6b1f0e2d4c6a8b@booking.com', '2027-05-22', '2027-05-24', 'CLOSED - Not available'),
      block('abc123@booking.com', '2027-06-12', '2027-06-19', 'CLOSED - Not available'),
      block('e41f0b7d2c9a4e6f8b3d5a1c7e9f2b4d@booking.com', '2027-08-27', '2027-09-03', 'CLOSED - Not available'),
    ]);
  });

  it('returns the blocks that overlap the window, unclipped, the end exclusive on both sides', () => {
    const text = fixture('booking-com.ics');
    expect(parse(text, { from: '2027-06-18', to: '2027-08-28' })).toEqual([
      block('abc123@booking.com', '2027-06-12', '2027-06-19', 'CLOSED - Not available'),
      block('e41f0b7d2c9a4e6f8b3d5a1c7e9f2b4d@booking.com', '2027-08-27', '2027-09-03', 'CLOSED - Not available'),
    ]);
    expect(parse(text, { from: '2027-06-19', to: '2027-08-27' })).toEqual([]);
  });

  it('reads a Google calendar: TZID times through its VTIMEZONE, UTC times in the property’s zone, a weekly series', () => {
    const series = '7h2k9d4m1p6r3t8w5y0b@google.com';
    const weekly = [
      block(`${series}#2027-08-02`, '2027-08-02', '2027-08-03', 'Pool maintenance'),
      // 9 August is an EXDATE; the 16th's occurrence was moved to 14:00 on the 18th until 11:00 on the 19th.
      block(`${series}#2027-08-16`, '2027-08-18', '2027-08-19', 'Pool maintenance (moved)'),
      block(`${series}#2027-08-23`, '2027-08-23', '2027-08-24', 'Pool maintenance'),
      block(`${series}#2027-08-30`, '2027-08-30', '2027-08-31', 'Pool maintenance'),
    ];
    // 15:00 on 1 July to 10:00 on the 3rd: the nights of the 1st and the 2nd.
    const family = block('4k2r8t6v0x3z5b7d9f1h@google.com', '2027-07-01', '2027-07-03', "Owner's family");
    const late = (start: string, end: string) => block('9m3n5p7q1s4u6w8y0a2c@google.com', start, end, 'Late arrival');
    const text = fixture('vtimezone.ics');
    // 22:30Z on 9 July is 00:30 on the 10th in Ljubljana; 22:15Z on the 11th is 00:15 on the 12th.
    expect(parse(text)).toEqual([family, late('2027-07-10', '2027-07-12'), ...weekly]);
    expect(parse(text, YEAR, 'UTC')).toEqual([family, late('2027-07-09', '2027-07-11'), ...weekly]);
    expect(parse(text, YEAR, 'America/New_York')).toEqual([family, late('2027-07-09', '2027-07-11'), ...weekly]);
  });

  it('expands a series within the window only', () => {
    const series = '7h2k9d4m1p6r3t8w5y0b@google.com';
    expect(parse(fixture('vtimezone.ics'), { from: '2027-08-17', to: '2027-08-24' })).toEqual([
      block(`${series}#2027-08-16`, '2027-08-18', '2027-08-19', 'Pool maintenance (moved)'),
      block(`${series}#2027-08-23`, '2027-08-23', '2027-08-24', 'Pool maintenance'),
    ]);
  });

  it('skips a cancelled event', () => {
    expect(parse(fixture('cancelled.ics'))).toEqual([block('3f9c1a7e-2b4d-4e6f-8a0c-1d3e5f7a9b2c@vrbo.com', '2027-08-05', '2027-08-10', 'Reserved - Ana')]);
  });
});

describe('parseChannelCalendar: the nights of an event', () => {
  it('gives an all-day event without DTEND one night, and honours DURATION', () => {
    const text = calendar(
      ['UID:one', 'DTSTART;VALUE=DATE:20270710'],
      ['UID:three', 'DTSTART;VALUE=DATE:20270720', 'DURATION:P3D'],
      ['UID:week', 'DTSTART;VALUE=DATE:20270730', 'DURATION:P1W'],
    );
    expect(parse(text)).toEqual([
      block('one', '2027-07-10', '2027-07-11'),
      block('three', '2027-07-20', '2027-07-23'),
      block('week', '2027-07-30', '2027-08-06'),
    ]);
  });

  it('gives a timed event ending on its start’s date one night, and one past midnight the nights to its end', () => {
    const text = calendar(
      ['UID:day', 'DTSTART;TZID=Europe/Ljubljana:20270710T090000', 'DTEND;TZID=Europe/Ljubljana:20270710T170000'],
      ['UID:instant', 'DTSTART:20270712T080000Z'],
      ['UID:duration', 'DTSTART:20270714T130000Z', 'DURATION:PT20H'],
      ['UID:days', 'DTSTART:20270716T130000Z', 'DURATION:P2DT1H'],
    );
    expect(parse(text)).toEqual([
      block('day', '2027-07-10', '2027-07-11'),
      block('instant', '2027-07-12', '2027-07-13'),
      block('duration', '2027-07-14', '2027-07-15'),
      block('days', '2027-07-16', '2027-07-18'),
    ]);
  });

  it('takes a floating time as the wall time of the property’s zone', () => {
    const text = calendar(['UID:f', 'DTSTART:20270710T233000', 'DTEND:20270712T003000']);
    expect(parse(text)).toEqual([block('f', '2027-07-10', '2027-07-12')]);
    expect(parse(text, YEAR, 'Pacific/Auckland')).toEqual([block('f', '2027-07-10', '2027-07-12')]);
  });

  it('converts a TZID the calendar defines by its VTIMEZONE alone, even one no IANA zone is called', () => {
    const outlook = [
      'BEGIN:VTIMEZONE',
      'TZID:Central Europe Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ];
    const event = ['UID:o', 'DTSTART;TZID="Central Europe Standard Time":20270710T003000', 'DTEND;TZID="Central Europe Standard Time":20270712T013000'];
    const text = calendar(event).replace('BEGIN:VEVENT', [...outlook, 'BEGIN:VEVENT'].join('\r\n'));
    // 00:30 CEST on the 10th is 22:30Z on the 9th; 01:30 CEST on the 12th is 23:30Z on the 11th.
    expect(parse(text, YEAR, 'UTC')).toEqual([block('o', '2027-07-09', '2027-07-11')]);
    expect(parse(text)).toEqual([block('o', '2027-07-10', '2027-07-12')]);
  });

  it('takes a TZID the calendar does not define as the IANA zone of that name', () => {
    const text = calendar(['UID:ny', 'DTSTART;TZID=America/New_York:20270710T200000', 'DTEND;TZID=America/New_York:20270712T170000']);
    // 20:00 EDT is 02:00 the next day in Ljubljana; 17:00 EDT is 23:00 the same day.
    expect(parse(text)).toEqual([block('ny', '2027-07-11', '2027-07-12')]);
  });

  it('names an event without UID by its nights, trims and caps the summary, skips an event without DTSTART', () => {
    const long = `${'é'.repeat(150)}😀${'x'.repeat(100)}`;
    const text = calendar(
      ['DTSTART;VALUE=DATE:20270710', 'DTEND;VALUE=DATE:20270712', 'SUMMARY:  Owner  '],
      ['UID:long', 'DTSTART;VALUE=DATE:20270713', `SUMMARY:${long}`],
      ['UID:nostart', 'DTEND;VALUE=DATE:20270715', 'SUMMARY:No start'],
    );
    expect(parse(text)).toEqual([
      block('nouid-2027-07-10-2027-07-12', '2027-07-10', '2027-07-12', 'Owner'),
      block('long', '2027-07-13', '2027-07-14', long.slice(0, 201)),
    ]);
    expect([...(parse(text)[1]?.summary ?? '')]).toHaveLength(200);
  });

  it('keeps one block per (uid, start), the longer, sorted by start then uid', () => {
    const text = calendar(
      ['UID:b', 'DTSTART;VALUE=DATE:20270710', 'DTEND;VALUE=DATE:20270712', 'SUMMARY:first'],
      ['UID:b', 'DTSTART;VALUE=DATE:20270710', 'DTEND;VALUE=DATE:20270714', 'SUMMARY:longer'],
      ['UID:b', 'DTSTART;VALUE=DATE:20270710', 'DTEND;VALUE=DATE:20270711', 'SUMMARY:shorter'],
      ['UID:a', 'DTSTART;VALUE=DATE:20270710', 'DTEND;VALUE=DATE:20270711'],
      ['UID:a', 'DTSTART;VALUE=DATE:20270709', 'DTEND;VALUE=DATE:20270710'],
    );
    expect(parse(text)).toEqual([
      block('a', '2027-07-09', '2027-07-10'),
      block('a', '2027-07-10', '2027-07-11'),
      block('b', '2027-07-10', '2027-07-14', 'longer'),
    ]);
  });
});

describe('parseChannelCalendar: recurring events', () => {
  it('relates an override to its own series only (ical.js would apply it to every series)', () => {
    const text = calendar(
      ['UID:a', 'DTSTART;VALUE=DATE:20270802', 'RRULE:FREQ=WEEKLY;COUNT=3', 'SUMMARY:A'],
      ['UID:b', 'DTSTART;VALUE=DATE:20270802', 'RRULE:FREQ=WEEKLY;COUNT=3', 'SUMMARY:B'],
      ['UID:b', 'RECURRENCE-ID;VALUE=DATE:20270809', 'DTSTART;VALUE=DATE:20270820', 'SUMMARY:B moved'],
    );
    expect(parse(text).filter((b) => b.uid.startsWith('a#'))).toEqual([
      block('a#2027-08-02', '2027-08-02', '2027-08-03', 'A'),
      block('a#2027-08-09', '2027-08-09', '2027-08-10', 'A'),
      block('a#2027-08-16', '2027-08-16', '2027-08-17', 'A'),
    ]);
    expect(parse(text).find((b) => b.uid === 'b#2027-08-09')).toEqual(block('b#2027-08-09', '2027-08-20', '2027-08-21', 'B moved'));
  });

  it('skips a cancelled occurrence or series, adds RDATEs, reads an override without its series as an event', () => {
    const text = calendar(
      ['UID:s', 'DTSTART:20270802T080000Z', 'DTEND:20270802T100000Z', 'RRULE:FREQ=DAILY;COUNT=3', 'RDATE:20270810T080000Z', 'EXDATE:20270803T080000Z'],
      ['UID:s', 'RECURRENCE-ID:20270804T080000Z', 'DTSTART:20270804T080000Z', 'STATUS:CANCELLED'],
      ['UID:gone', 'DTSTART;VALUE=DATE:20270802', 'RRULE:FREQ=DAILY', 'STATUS:CANCELLED'],
      ['UID:orphan', 'RECURRENCE-ID;VALUE=DATE:20270905', 'DTSTART;VALUE=DATE:20270906', 'DTEND;VALUE=DATE:20270908', 'SUMMARY:Moved'],
    );
    expect(parse(text)).toEqual([
      block('s#2027-08-02', '2027-08-02', '2027-08-03'),
      block('s#2027-08-10', '2027-08-10', '2027-08-11'),
      block('orphan#2027-09-05', '2027-09-06', '2027-09-08', 'Moved'),
    ]);
  });

  it('expands an endless series up to the window’s end, from years before it', () => {
    const text = calendar(['UID:daily', 'DTSTART;VALUE=DATE:20200101', 'RRULE:FREQ=DAILY', 'SUMMARY:Closed']);
    expect(parse(text, { from: '2027-07-10', to: '2027-07-13' })).toEqual([
      block('daily#2027-07-10', '2027-07-10', '2027-07-11', 'Closed'),
      block('daily#2027-07-11', '2027-07-11', '2027-07-12', 'Closed'),
      block('daily#2027-07-12', '2027-07-12', '2027-07-13', 'Closed'),
    ]);
  });

  it('refuses a series it would take too long to reach the window through, and more than 5000 blocks', () => {
    const tooLong = calendar(['UID:daily', 'DTSTART;VALUE=DATE:19900101', 'RRULE:FREQ=DAILY']);
    const refused = (() => {
      try {
        parse(tooLong);
      } catch (err) {
        return err;
      }
    })();
    expect(refused).toEqual(new Error('too many events'));
    expect(refused).not.toBeInstanceOf(NotACalendar);
    const nights = (n: number) => calendar(...Array.from({ length: n }, (_, i) => [`UID:n${i}`, 'DTSTART;VALUE=DATE:20270710']));
    expect(parse(nights(5000))).toHaveLength(5000);
    expect(() => parse(nights(5001))).toThrow(new Error('too many events'));
  });
});

describe('parseChannelCalendar: what is not a calendar', () => {
  it.each([
    ['an HTML login page', fixture('not-a-calendar.html')],
    ['nothing', ''],
    ['JSON', '{"error":"unauthorized","events":[]}'],
    ['garbage', 'Service Unavailable'],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana\r\nEND:VCARD\r\n'],
    ['an event without a calendar', 'BEGIN:VEVENT\r\nUID:x\r\nDTSTART;VALUE=DATE:20270710\r\nEND:VEVENT\r\n'],
    ['a calendar cut short', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\n'],
    ['a date it cannot read', calendar(['UID:x', 'DTSTART:2027'])],
  ])('throws NotACalendar for %s', (_, text) => {
    expect(() => parse(text)).toThrow(NotACalendar);
  });

  it('returns no blocks for a calendar without events, and reads one with a BOM and LF lines', () => {
    expect(parse(calendar())).toEqual([]);
    expect(parse(fixture('vtimezone.ics').replace(/BEGIN:VEVENT[\s\S]*END:VEVENT\r\n/, ''))).toEqual([]);
    expect(parse(`\uFEFF${calendar(['UID:x', 'DTSTART;VALUE=DATE:20270710']).replaceAll('\r\n', '\n')}`)).toEqual([block('x', '2027-07-10', '2027-07-11')]);
  });

  it('refuses a zone that is not one', () => {
    expect(() => parse(calendar(), YEAR, 'Europe/Nowhere')).toThrow(RangeError);
  });
});
