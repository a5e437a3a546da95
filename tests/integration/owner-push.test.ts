import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createStayBooking, createVenue } from '@tablestay/core/db/factories';
import { inTransaction } from '@tablestay/core/db/transaction';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { itAnswersEachActor, ownerWrite, PUBLIC } from '../support/access';
import { payDeposit } from '../support/checkout';
import { ownerCast, type OwnerCast } from '../support/owners';
import { Client, startTestServer, type TestServer } from '../support/server';
import { receivedPushes, testDevice, type TestDevice } from '../support/web-push';

/**
 * Owners' Web Push (ADR 119) over real HTTP: the owner subscribes a device (keys made by the test,
 * as a browser makes them) for a venue and kinds; a guest's booking or cancel is sent, after commit,
 * by the real sender (`web-push`'s encryption and VAPID) to the local push endpoint, and the test
 * decrypts it with the device's private key (RFC 8291) and checks the VAPID JWT.
 */

let server: TestServer;
let cast: OwnerCast;
let venueName: string;
beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
  venueName = (await server.core.db.selectFrom('restaurants').select('name').where('id', '=', cast.venueA).executeTakeFirstOrThrow()).name;
});
afterAll(() => server?.close());

let seq = 0;
const newDevice = () => {
  const id = `device-${++seq}-${Date.now()}`;
  return { id, device: testDevice(`${server.url}/local-push/${id}`) };
};
const subscribe = (client: Client, venueId: string, device: Pick<TestDevice, 'endpoint' | 'keys'>, kinds: string[], locale = 'en') =>
  client.mutate<{ kinds: string[] }>('ownerPush.subscribe', { venueId, subscription: { endpoint: device.endpoint, keys: device.keys }, kinds, locale });

const day = (n: number) => addDays(dateIn('Europe/Ljubljana'), n);
let slot = 0;
/** A guest books a table at owner A's venue through the API, as the web does. */
async function guestBooks(guestName: string) {
  const res = await new Client(server.url).mutate<{ reservationId: string; viewToken: string }>('reservation.create', {
    restaurantId: cast.venueA,
    date: day(10 + ++slot),
    time: '18:00',
    partySize: 2,
    guestName,
    guestEmail: `push.${slot}@example.com`,
    privacyConsent: true,
  });
  expect(res.status).toBe(200);
  return res.data;
}

// On the local push endpoint: the matrix's subscriptions receive the later tests' bookings too.
const matrixEndpoint = () => `${server.url}/local-push/matrix`;

// A host's own device too (ADR 127): every procedure of a venue is a host's.
describe('ownerPush access (ADR 119)', () => {
  const keys = testDevice('https://push.example.com/unused').keys;
  itAnswersEachActor({
    prefix: 'ownerPush.',
    plan: 'restaurant',
    clients: () => cast.clients,
    rows: {
      'ownerPush.publicKey': {
        kind: 'query',
        expected: { ...PUBLIC, visitor: 401 },
        input: () => undefined,
      },
      'ownerPush.settings': { kind: 'query', expected: ownerWrite('restaurant', 'host'), input: (a) => ({ venueId: cast.venue(a) }) },
      'ownerPush.subscribe': {
        kind: 'mutation',
        expected: ownerWrite('restaurant', 'host'),
        input: (a, n) => ({ venueId: cast.venue(a), subscription: { endpoint: `${matrixEndpoint()}-${n}`, keys }, kinds: ['new_booking'] }),
      },
      'ownerPush.unsubscribe': {
        kind: 'mutation',
        expected: ownerWrite('restaurant', 'host'),
        input: (a) => ({ venueId: cast.venue(a), endpoint: matrixEndpoint() }),
      },
    },
  });
});

describe('ownerPush: subscribing (ADR 119)', () => {
  it("refuses another owner's venue with the catalogue's text and stores nothing", async () => {
    const { device } = newDevice();
    const res = await subscribe(cast.clients.ownerB, cast.venueA, device, ['new_booking']);
    expect([res.status, res.error?.message]).toEqual([404, 'Restaurant not found']);
    const rows = await server.core.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', device.endpoint).execute();
    expect(rows).toEqual([]);
  });

  it('refuses a bad subscription with a clear message, never a 500', async () => {
    const { device } = newDevice();
    const bad = [
      [{ ...device, endpoint: 'http://elsewhere.example/push' }, 'Invalid subscription endpoint'],
      [{ ...device, endpoint: 'not a url' }, 'Invalid subscription endpoint'],
      // The server posts to the endpoint: never to its own network.
      [{ ...device, endpoint: 'https://127.0.0.1/push' }, 'Invalid subscription endpoint'],
      [{ ...device, endpoint: 'https://[::1]/push' }, 'Invalid subscription endpoint'],
      [{ ...device, endpoint: 'https://metadata.google.internal/push' }, 'Invalid subscription endpoint'],
      [{ ...device, endpoint: 'https://localhost:8443/push' }, 'Invalid subscription endpoint'],
      [{ ...device, keys: { ...device.keys, p256dh: 'short' } }, 'Invalid subscription key'],
      [{ ...device, keys: { ...device.keys, auth: 'has spaces in it!!' } }, 'Invalid subscription auth secret'],
    ] as const;
    for (const [sub, message] of bad) {
      const res = await subscribe(cast.clients.ownerA, cast.venueA, sub, ['new_booking']);
      expect([res.status, res.error?.message]).toEqual([400, message]);
    }
    const kind = await subscribe(cast.clients.ownerA, cast.venueA, device, ['everything']);
    expect([kind.status, kind.error?.message]).toEqual([400, 'Invalid notification kind']);
  });

  it('refuses every endpoint that is not a push service on port 443, as written, and stores nothing (ADR 122)', async () => {
    const { device } = newDevice();
    // Over HTTP, one of each way in (push/endpoint.test.ts has every probe): a name that resolves
    // inside, a trailing dot, full-width letters, another port, CR/LF, and a path beside /local-push/.
    const probes = [
      'https://169.254.169.254.nip.io/latest/meta-data/',
      'https://localhost./x',
      'https://ｌｏｃａｌｈｏｓｔ/x',
      'https://fcm.googleapis.com:6379/x',
      'https://fcm.googleapis.com/x\r\nX-Injected: 1',
      `${server.url}/not-local-push/x`,
    ];
    for (const endpoint of probes) {
      const res = await subscribe(cast.clients.ownerA, cast.venueA, { ...device, endpoint }, ['new_booking']);
      expect([endpoint, res.status, res.error?.message]).toEqual([endpoint, 400, 'Invalid subscription endpoint']);
    }
    const stored = await server.core.db.selectFrom('push_subscriptions').select('endpoint').where('endpoint', 'in', probes).execute();
    expect(stored).toEqual([]);
  });

  it('notifies at most 20 devices per venue: the 21st is refused, a device already there may change its kinds', async () => {
    const venue = await createVenue(server.core.db, { name: 'Push Cap Inn', owner_id: cast.userIds.ownerA });
    const devices = Array.from({ length: 20 }, () => newDevice().device);
    for (const d of devices) expect((await subscribe(cast.clients.ownerA, venue.id, d, ['new_booking'])).status).toBe(200);
    const extra = await subscribe(cast.clients.ownerA, venue.id, newDevice().device, ['new_booking']);
    expect([extra.status, extra.error?.message]).toEqual([409, 'This venue already notifies 20 devices: turn notifications off on one first']);
    expect((await subscribe(cast.clients.ownerA, venue.id, devices[0]!, ['cancellation'])).status).toBe(200);
    const rows = await server.core.db.selectFrom('push_subscriptions').select('id').where('restaurant_id', '=', venue.id).execute();
    expect(rows).toHaveLength(20);
  });

  it("lists the owner's devices for the venue with their kinds, and forgets one unsubscribed", async () => {
    const { device } = newDevice();
    expect((await subscribe(cast.clients.ownerA, cast.venueA, device, ['deposit_paid', 'deposit_paid', 'cancellation'])).data.kinds).toEqual([
      'deposit_paid',
      'cancellation',
    ]);
    const settings = await cast.clients.ownerA.query<{ devices: { endpoint: string; kinds: string[]; locale: string }[] }>('ownerPush.settings', {
      venueId: cast.venueA,
    });
    expect(settings.data.devices).toContainEqual({ endpoint: device.endpoint, kinds: ['deposit_paid', 'cancellation'], locale: 'en' });
    const gone = await cast.clients.ownerA.mutate<{ removed: boolean }>('ownerPush.unsubscribe', { venueId: cast.venueA, endpoint: device.endpoint });
    expect(gone.data.removed).toBe(true);
  });
});

describe('ownerPush: sending (ADR 119)', () => {
  it("sends a guest's new booking to the owner's device in its language, encrypted for it and signed with the server's VAPID key", async () => {
    const sl = newDevice();
    const cancelsOnly = newDevice();
    expect((await subscribe(cast.clients.ownerA, cast.venueA, sl.device, ['new_booking'], 'sl')).status).toBe(200);
    expect((await subscribe(cast.clients.ownerA, cast.venueA, cancelsOnly.device, ['cancellation'], 'en')).status).toBe(200);
    const booked = await guestBooks('Nika Potisk');

    await expect.poll(() => receivedPushes(server.url, sl.id, sl.device), { timeout: 15_000 }).toHaveLength(1);
    const [first] = await receivedPushes(server.url, sl.id, sl.device);
    const date = (await server.core.db.selectFrom('reservations').select('date').where('id', '=', booked.reservationId).executeTakeFirstOrThrow()).date;
    expect(first!.payload).toEqual({
      title: `Nova rezervacija: ${venueName}`,
      body: `Nika Potisk, ${date} 18:00`,
      url: `/dashboard?venue=${cast.venueA}&tab=restaurant&view=reservations&date=${date}&booking=${booked.reservationId}`,
      tag: `new_booking:${booked.reservationId}`,
    });
    expect(first!.contentEncoding).toBe('aes128gcm');
    const { publicKey } = (await cast.clients.ownerA.query<{ publicKey: string }>('ownerPush.publicKey')).data;
    expect(first!.vapid).toMatchObject({ aud: server.url, k: publicKey });
    expect(first!.vapid.exp * 1000).toBeGreaterThan(Date.now());

    // The device that asked only for cancellations hears of the guest's cancel, in English, and of nothing else.
    expect((await new Client(server.url).mutate('reservation.cancelByToken', { id: booked.reservationId, token: booked.viewToken })).status).toBe(200);
    await expect.poll(() => receivedPushes(server.url, cancelsOnly.id, cancelsOnly.device), { timeout: 15_000 }).toHaveLength(1);
    const [cancel] = await receivedPushes(server.url, cancelsOnly.id, cancelsOnly.device);
    expect(cancel!.payload.title).toBe(`Booking cancelled at ${venueName}`);
    expect(cancel!.payload.body).toBe(`Nika Potisk cancelled ${date} 18:00`);
    await server.core.push.owners.settled();
    expect(await receivedPushes(server.url, sl.id, sl.device)).toHaveLength(1);
  });

  it("sends a stay's new booking and its paid deposit to the property's owner, opening the Stays bookings on that booking", async () => {
    const { id, device } = newDevice();
    const property = cast.propertyA.id;
    expect((await subscribe(cast.clients.ownerA, property, device, ['new_booking', 'deposit_paid'])).status).toBe(200);
    const guest = new Client(server.url);
    const dates = { checkIn: day(60), checkOut: day(62) };
    const stay = await guest.mutate<{ bookingId: string; viewToken: string }>('stay.book', {
      propertyId: property,
      roomTypeId: cast.propertyA.roomTypeId,
      ...dates,
      guests: 2,
      guestName: 'Tina Soba',
      guestEmail: 'push.stay@example.com',
    });
    expect(stay.status).toBe(200);
    expect((await payDeposit(guest, { id: stay.data.bookingId, token: stay.data.viewToken, type: 'stay' })).status).toBe(303);
    await expect.poll(() => receivedPushes(server.url, id, device), { timeout: 15_000 }).toHaveLength(2);
    const name = (await server.core.db.selectFrom('restaurants').select('name').where('id', '=', property).executeTakeFirstOrThrow()).name;
    const url = `/dashboard?venue=${property}&tab=stays&view=bookings&booking=${stay.data.bookingId}`;
    expect((await receivedPushes(server.url, id, device)).map((p) => p.payload)).toEqual([
      { title: `New booking at ${name}`, body: `Tina Soba, ${dates.checkIn} – ${dates.checkOut}`, url, tag: `new_booking:${stay.data.bookingId}` },
      { title: `Deposit paid at ${name}`, body: `Tina Soba, ${dates.checkIn} – ${dates.checkOut}`, url, tag: `deposit_paid:${stay.data.bookingId}` },
    ]);
  });

  it("opens the Stays bookings on the page that holds the link's booking; an id not among them opens today's page", async () => {
    const { venue, roomTypes } = await createProperty(server.core.db, {
      owner_id: cast.userIds.ownerA,
      name: 'Vila Povezava',
      city: 'Bled',
      roomTypes: [{ rooms: 1 }],
    });
    const room = { restaurant_id: venue.id, room_type_id: roomTypes[0]!.id, room_id: roomTypes[0]!.rooms[0]!.id };
    // Tonight and the next 24 nights (today's page is the first of 20), then a stay 40 days ahead: the second page.
    for (let i = 0; i < 25; i++) await createStayBooking(server.core.db, { ...room, check_in: day(i), check_out: day(i + 1), status: 'confirmed' });
    const ahead = await createStayBooking(server.core.db, { ...room, check_in: day(40), check_out: day(42), guest_name: 'Later Guest', status: 'confirmed' });
    const list = async (booking?: string, status?: string) => {
      const res = await cast.clients.ownerA.query<{ page: number; bookings: { id: string }[] }>('ownerStays.bookings', { venueId: venue.id, booking, status });
      expect(res.status).toBe(200);
      return { page: res.data.page, ids: res.data.bookings.map((b) => b.id) };
    };
    expect(await list()).toMatchObject({ page: 1 });
    expect((await list()).ids).not.toContain(ahead.id);
    const opened = await list(ahead.id);
    expect(opened.page).toBe(2);
    expect(opened.ids).toContain(ahead.id);
    // Not a uuid, another property's booking, or not under the chosen status: today's page, never an error.
    expect((await list('not-an-id')).page).toBe(1);
    expect((await list(crypto.randomUUID())).page).toBe(1);
    expect((await list(ahead.id, 'cancelled')).page).toBe(1);
  });

  it('sends a claimed waitlist offer to the owner', async () => {
    const { id, device } = newDevice();
    const hours = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { open: '09:00', close: '23:00' }]));
    const small = await createVenue(server.core.db, {
      owner_id: cast.userIds.ownerA,
      name: 'Ena Miza',
      city: 'Ljubljana',
      total_tables: 1,
      open_hours_json: JSON.stringify(hours),
      onboarding_done: true,
    });
    expect((await subscribe(cast.clients.ownerA, small.id, device, ['offer_claimed'])).status).toBe(200);
    const date = day(20);
    const book = (guestName: string) =>
      new Client(server.url).mutate<{ status: string; reservationId: string; waitlistId: string; viewToken: string }>('reservation.create', {
        restaurantId: small.id,
        date,
        time: '20:00',
        partySize: 2,
        guestName,
        guestEmail: `${guestName.split(' ')[0]!.toLowerCase()}.claim@example.com`,
        privacyConsent: true,
      });
    const first = (await book('Prvi Gost')).data;
    const waiting = (await book('Drugi Gost')).data;
    expect(waiting.status).toBe('waitlisted');
    // The first guest cancels: the table is offered to the waiting guest, who claims it.
    expect((await new Client(server.url).mutate('reservation.cancelByToken', { id: first.reservationId, token: first.viewToken })).status).toBe(200);
    const claim = await new Client(server.url).mutate<{ reservationId: string }>('waitlist.claim', { id: waiting.waitlistId, token: waiting.viewToken });
    expect(claim.status).toBe(200);
    await expect.poll(() => receivedPushes(server.url, id, device), { timeout: 15_000 }).toHaveLength(1);
    const [push] = await receivedPushes(server.url, id, device);
    expect(push!.payload).toMatchObject({
      title: 'Waitlist offer claimed at Ena Miza',
      body: `Drugi Gost took the table, ${date} 20:00`,
      tag: `offer_claimed:${claim.data.reservationId}`,
    });
  });

  it('deletes a subscription the push service answers 410 Gone for', async () => {
    const { id, device } = newDevice();
    expect((await subscribe(cast.clients.ownerA, cast.venueA, device, ['new_booking'])).status).toBe(200);
    // The device unsubscribed at its push service.
    expect((await fetch(`${server.url}/local-push/${id}`, { method: 'DELETE' })).status).toBe(204);
    await guestBooks('Gone Device');
    const rows = () => server.core.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', device.endpoint).execute();
    await expect.poll(rows, { timeout: 15_000 }).toEqual([]);
  });

  it('sends only after commit: a transaction that rolls back sends nothing', async () => {
    const { id, device } = newDevice();
    expect((await subscribe(cast.clients.ownerA, cast.venueA, device, ['deposit_paid'])).status).toBe(200);
    const event = {
      venueId: cast.venueA,
      kind: 'deposit_paid' as const,
      booking: { type: 'reservation' as const, id: crypto.randomUUID(), date: day(3), time: '19:00' },
      guestName: 'Rolled Back',
    };
    await expect(
      inTransaction(server.core.db, async (_trx, afterCommit) => {
        server.core.push.owners.notify(afterCommit, event);
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    await inTransaction(server.core.db, async (_trx, afterCommit) => server.core.push.owners.notify(afterCommit, { ...event, guestName: 'Committed' }));
    await server.core.push.owners.settled();
    expect((await receivedPushes(server.url, id, device)).map((p) => p.payload.body)).toEqual([`Committed, ${day(3)} 19:00`]);
  });
});
