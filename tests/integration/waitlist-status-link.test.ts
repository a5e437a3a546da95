import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { Client, startTestServer, type TestServer } from '../support/server';

/** The entry's own link ("my place on the waitlist") during a live offer, over real HTTP. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
});
afterAll(() => server?.close());

type Created = { status: string; reservationId: string; waitlistId: string; viewToken: string };

async function setup() {
  const v = await createVenue(server.core.db, { name: 'Taverna Luka', address: 'Pristaniška 1, Koper', total_tables: 1, turn_minutes: 90 });
  const book = async (email: string) =>
    (
      await new Client(server.url).mutate<Created>('reservation.create', {
        restaurantId: v.id,
        date: addDays(dateIn('Europe/Ljubljana'), 2),
        time: '19:00',
        partySize: 2,
        guestName: 'Guest',
        guestEmail: email,
        privacyConsent: true,
      })
    ).data;
  return { book };
}

describe('waitlist.claim by the status link', () => {
  it('claims a live offer with the view token alone; a wrong offer token is still refused; no offer, no claim', async () => {
    const { book } = await setup();
    const holder = await book('holder@example.com');
    const w = await book('patient@example.com');
    expect(w.status).toBe('waitlisted');
    const c = new Client(server.url);
    // Waiting, no offer yet: nothing to claim.
    expect((await c.mutate('waitlist.claim', { id: w.waitlistId, token: w.viewToken })).error?.message).toBe('This offer has expired');

    await c.mutate('reservation.cancelByToken', { id: holder.reservationId, token: holder.viewToken });
    const view = await c.query<{ status: string; offer: { expiresAt: string } | null }>('waitlist.byToken', { id: w.waitlistId, token: w.viewToken });
    expect(view.data).toMatchObject({ status: 'notified', offer: { expiresAt: expect.any(String) } });
    expect((await c.mutate('waitlist.claim', { id: w.waitlistId, token: w.viewToken, offer: 'not-the-offer' })).error?.message).toBe('This offer has expired');
    const claimed = await c.mutate<{ reservationId: string }>('waitlist.claim', { id: w.waitlistId, token: w.viewToken });
    expect(claimed.status).toBe(200);
    const row = await server.core.db
      .selectFrom('reservations')
      .select(['status', 'guest_email'])
      .where('id', '=', claimed.data.reservationId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'awaiting_deposit', guest_email: 'patient@example.com' });
    expect((await c.mutate('waitlist.claim', { id: w.waitlistId, token: 'wrong-token' })).error?.message).toBe('Waitlist entry not found');
  });
});
