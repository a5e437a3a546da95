import type { GuestReservation } from '@tablestay/core/reservation/schema';
import type { GuestStayBooking } from '@tablestay/core/stay/guest-bookings';

export interface Due {
  id: string;
  kind: 'table' | 'stay';
  name: string;
  when: string;
  expiresAt: string;
  timezone: string;
}

/** Bookings the guest can go back and pay (the server's `canPay`, ADR 107) while their deadline is ahead. */
export function depositsDue(tables: readonly GuestReservation[], stays: readonly GuestStayBooking[], now: number, formatDate: (d: string) => string): Due[] {
  // The server judged the hold when it answered; the deadline ends it while the page stays open (ADR 020).
  const due = (b: { canPay: boolean; expires_at: string | null }) => b.canPay && b.expires_at !== null && Date.parse(b.expires_at) > now;
  return [
    ...tables.filter(due).map((r) => ({
      id: r.id,
      kind: 'table' as const,
      name: r.restaurant.name,
      when: `${formatDate(r.date)} · ${r.time}`,
      expiresAt: r.expires_at!,
      timezone: r.restaurant.timezone,
    })),
    ...stays.filter(due).map((s) => ({
      id: s.id,
      kind: 'stay' as const,
      name: s.property.name,
      when: `${formatDate(s.check_in)} → ${formatDate(s.check_out)}`,
      expiresAt: s.expires_at!,
      timezone: s.property.timezone,
    })),
  ].sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
}

/** Whole minutes left on a hold at `now` ("about N minutes"); below 1 the card says it is the last minute. */
export const minutesLeft = (expiresAt: string, now: number) => Math.floor((new Date(expiresAt).getTime() - now) / 60_000);
