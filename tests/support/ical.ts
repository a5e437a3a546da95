/** A night range of a channel's calendar: [start, end) as 'YYYY-MM-DD'. */
export interface ChannelEvent {
  uid: string;
  start: string;
  end: string;
  summary?: string;
}

const CHANNELS = {
  airbnb: { prodid: '-//Airbnb Inc//Hosting Calendar 1.0//EN', domain: 'airbnb.com', summary: 'Reserved' },
  booking: { prodid: '-//Booking.com//Booking.com Property Calendar//EN', domain: 'booking.com', summary: 'CLOSED - Not available' },
} as const;

const compact = (date: string) => date.replaceAll('-', '');

/** A channel's iCal export as Airbnb or Booking.com writes it (ADR 125): all-day events, CRLF lines. */
export function channelCalendar(events: readonly ChannelEvent[], channel: keyof typeof CHANNELS = 'airbnb'): string {
  const c = CHANNELS[channel];
  const lines = ['BEGIN:VCALENDAR', `PRODID:${c.prodid}`, 'CALSCALE:GREGORIAN', 'VERSION:2.0'];
  for (const e of events)
    lines.push(
      'BEGIN:VEVENT',
      'DTSTAMP:20261129T080000Z',
      `DTSTART;VALUE=DATE:${compact(e.start)}`,
      `DTEND;VALUE=DATE:${compact(e.end)}`,
      `SUMMARY:${e.summary ?? c.summary}`,
      `UID:${e.uid}@${c.domain}`,
      'END:VEVENT',
    );
  lines.push('END:VCALENDAR');
  return lines.join('\r\n') + '\r\n';
}
