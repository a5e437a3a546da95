import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAllRouters } from '@tablestay/api/root';
import { createProperty, createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { signedUp, verifiedGuest } from '../support/accounts';
import { Client, startTestServer, type TestServer } from '../support/server';

// Routers load on first call (ADR 046); walking every procedure needs them all loaded.
const appRouter = await loadAllRouters();

/**
 * Who may do what with guest A's bookings, over real HTTP, for every procedure of the routers that
 * read or change bookings. A booked without an account and holds the guest links; B is another
 * guest with a proven account; "unverified" signed up with A's email but never proved it (ADR 035);
 * "manager" manages every venue A booked at (ADR 127) and is answered as B.
 * Procedures are read from the router, so a new one without a row here fails this test.
 */

const BOOKING_ROUTERS = ['reservation', 'waitlist', 'stay', 'payment', 'trip'];
const ACTORS = ['visitor', 'guestA', 'guestB', 'unverified', 'manager'] as const;
type Actor = (typeof ACTORS)[number];
type Need = 'reservation' | 'waitlist' | 'stay' | 'trip' | null;
interface Target {
  id: string;
  token: string;
  venueId: string;
  /** A stay's check-in day (its first evening, for a dinner). */
  checkIn?: string;
}
interface Row {
  kind: 'query' | 'mutation';
  /** A fresh booking of A's for this row (mutations change it). */
  needs: Need;
  input: (actor: Actor, target: Target) => unknown;
  /** The venue's manager is answered as B is: a booking at the venue is no more theirs than anyone's (ADR 127). */
  expected: Record<Exclude<Actor, 'manager'>, number>;
}

const ZONE = 'Europe/Ljubljana';
const day = (n: number) => addDays(dateIn(ZONE), n);
const A_EMAIL = 'ana.matrix@example.com';
const B_EMAIL = 'bor.matrix@example.com';
// Only A may ever see these: every other actor's answers are checked for them.
const A_SECRETS = ['Ana Matrix', '+386 40 999 000', 'MATRIX-SECRET-NOTE'];
const WRONG_TOKEN = 'x'.repeat(43);

/** A's link token for A; everyone else knows the id (it shows in URLs) but not the token. */
const tokenOf = (actor: Actor, t: Target) => (actor === 'guestA' ? t.token : WRONG_TOKEN);
const emailOf = (actor: Actor) =>
  ({ visitor: 'visitor.matrix@example.com', guestA: A_EMAIL, guestB: B_EMAIL, unverified: A_EMAIL, manager: 'manager.matrix@example.com' })[actor];
/** A one-night stay form of the matrix's property from `n` days ahead, booked with the actor's email. */
const stayFormOf = (actor: Actor, n: number) => {
  const dates = { checkIn: day(n), checkOut: day(n + 1) };
  return { propertyId: property.id, roomTypeId: property.roomTypeId, ...dates, guests: 1, guestName: 'Someone', guestEmail: emailOf(actor) };
};
const all = (status: number): Row['expected'] => ({ visitor: status, guestA: status, guestB: status, unverified: status });
const onlyA = (a: number, others: number): Row['expected'] => ({ visitor: others, guestA: a, guestB: others, unverified: others });

let server: TestServer;
let venueId: string;
let innId: string;
let fullVenueId: string;
let property: { id: string; roomTypeId: string };
const clients = {} as Record<Actor, Client>;

const MATRIX: Record<string, Row> = {
  // Mallory (unverified, A's address) books first; A asking for the same table is told it is
  // already held, the link going to A's mailbox, never in an answer (ADR 024).
  'reservation.create': {
    kind: 'mutation',
    needs: null,
    expected: { ...all(200), guestA: 409 },
    input: (actor) => ({
      restaurantId: venueId,
      date: day(6),
      time: '18:00',
      partySize: 2,
      guestName: 'Someone',
      guestEmail: emailOf(actor),
      privacyConsent: true,
    }),
  },
  'reservation.availability': { kind: 'query', needs: null, expected: all(200), input: () => ({ restaurantId: venueId, date: day(5), partySize: 2 }) },
  'reservation.byToken': { kind: 'query', needs: 'reservation', expected: onlyA(200, 404), input: (a, t) => ({ id: t.id, token: tokenOf(a, t) }) },
  'reservation.byId': {
    kind: 'query',
    needs: 'reservation',
    input: (_a, t) => ({ id: t.id }),
    expected: { visitor: 401, guestA: 401, guestB: 404, unverified: 403 },
  },
  'reservation.mine': { kind: 'query', needs: 'reservation', input: () => undefined, expected: { visitor: 401, guestA: 401, guestB: 200, unverified: 403 } },
  'reservation.dashboard': {
    kind: 'query',
    needs: 'reservation',
    input: () => undefined,
    expected: { visitor: 401, guestA: 401, guestB: 200, unverified: 403 },
  },
  'reservation.cancel': {
    kind: 'mutation',
    needs: 'reservation',
    input: (_a, t) => ({ id: t.id }),
    expected: { visitor: 401, guestA: 401, guestB: 403, unverified: 403 },
  },
  'reservation.cancelByToken': { kind: 'mutation', needs: 'reservation', expected: onlyA(200, 404), input: (a, t) => ({ id: t.id, token: tokenOf(a, t) }) },
  'reservation.ics': {
    kind: 'query',
    needs: 'reservation',
    expected: onlyA(200, 404),
    input: (a, t) => (a === 'guestA' ? { id: t.id, token: t.token } : { id: t.id }),
  },
  'waitlist.byToken': { kind: 'query', needs: 'waitlist', expected: onlyA(200, 404), input: (a, t) => ({ id: t.id, token: tokenOf(a, t) }) },
  // A holds no offer yet: her claim is refused as an expired offer, the others' as not found.
  'waitlist.claim': {
    kind: 'mutation',
    needs: 'waitlist',
    expected: onlyA(400, 404),
    input: (a, t) => ({ id: t.id, token: tokenOf(a, t), offer: WRONG_TOKEN }),
  },
  'waitlist.leave': { kind: 'mutation', needs: 'waitlist', expected: onlyA(200, 404), input: (a, t) => ({ id: t.id, token: tokenOf(a, t) }) },
  'stay.search': { kind: 'query', needs: null, expected: all(200), input: () => ({ location: 'Bohinj', check_in: day(20), check_out: day(22), guests: 2 }) },
  'stay.list': { kind: 'query', needs: null, expected: all(200), input: () => ({}) },
  'stay.byId': { kind: 'query', needs: null, expected: all(200), input: () => ({ id: property.id }) },
  'stay.quote': {
    kind: 'query',
    needs: null,
    expected: all(200),
    input: () => ({ propertyId: property.id, roomTypeId: property.roomTypeId, checkIn: day(20), checkOut: day(22), guests: 2 }),
  },
  'stay.book': {
    kind: 'mutation',
    needs: null,
    expected: { ...all(200), guestA: 409 },
    input: (actor) => stayFormOf(actor, 30),
  },
  'stay.byToken': { kind: 'query', needs: 'stay', expected: onlyA(200, 404), input: (a, t) => ({ id: t.id, token: tokenOf(a, t) }) },
  'stay.cancelByToken': { kind: 'mutation', needs: 'stay', expected: onlyA(200, 404), input: (a, t) => ({ id: t.id, token: tokenOf(a, t) }) },
  'stay.reviewTarget': { kind: 'query', needs: 'stay', expected: onlyA(200, 404), input: (a, t) => ({ id: t.id, token: tokenOf(a, t) }) },
  // Before the stay is over A may not review yet (400); the others do not find the booking.
  'stay.review': { kind: 'mutation', needs: 'stay', expected: onlyA(400, 404), input: (a, t) => ({ id: t.id, token: tokenOf(a, t), rating: 5 }) },
  // The guest's own stays by proven email (no token): B is signed in with another address, so not hers.
  'stay.mine': { kind: 'query', needs: 'stay', input: () => undefined, expected: { visitor: 401, guestA: 401, guestB: 200, unverified: 403 } },
  'stay.cancelMine': {
    kind: 'mutation',
    needs: 'stay',
    input: (_a, t) => ({ id: t.id }),
    expected: { visitor: 401, guestA: 401, guestB: 404, unverified: 403 },
  },
  'stay.icsMine': { kind: 'query', needs: 'stay', input: (_a, t) => ({ id: t.id }), expected: { visitor: 401, guestA: 401, guestB: 404, unverified: 403 } },
  'stay.myReviewTarget': {
    kind: 'query',
    needs: 'stay',
    input: (_a, t) => ({ id: t.id }),
    expected: { visitor: 401, guestA: 401, guestB: 404, unverified: 403 },
  },
  'stay.myReview': {
    kind: 'mutation',
    needs: 'stay',
    input: (_a, t) => ({ id: t.id, rating: 5 }),
    expected: { visitor: 401, guestA: 401, guestB: 404, unverified: 403 },
  },
  // "Pay deposit" on /me from another device: the proven owner of the email only (B is not A).
  'payment.myDepositLink': {
    kind: 'query',
    needs: 'reservation',
    input: (_a, t) => ({ id: t.id }),
    expected: { visitor: 401, guestA: 401, guestB: 404, unverified: 403 },
  },
  'payment.startDeposit': { kind: 'mutation', needs: 'reservation', expected: onlyA(200, 404), input: (a, t) => ({ id: t.id, token: tokenOf(a, t) }) },
  // The trip (ADR 112): the stay's link opens its dinners, the trip's link its page; by proven email without a token.
  // As stay.book: Mallory (A's address, unverified) books first; A asking for the same stay is told it is held.
  'trip.book': {
    kind: 'mutation',
    needs: null,
    expected: { ...all(200), guestA: 409 },
    input: (actor) => ({ ...stayFormOf(actor, 32), dinners: [{ restaurantId: innId, date: day(32), time: '19:30' }] }),
  },
  'trip.plannedDinnerOptions': {
    kind: 'query',
    needs: null,
    expected: all(200),
    input: () => ({ propertyId: property.id, checkIn: day(34), checkOut: day(35), guests: 2 }),
  },
  'trip.dinnerOptions': { kind: 'query', needs: 'stay', expected: onlyA(200, 404), input: (a, t) => ({ bookingId: t.id, token: tokenOf(a, t) }) },
  'trip.addDinners': {
    kind: 'mutation',
    needs: 'stay',
    expected: onlyA(200, 404),
    input: (a, t) => ({ bookingId: t.id, token: tokenOf(a, t), dinners: [{ restaurantId: innId, date: t.checkIn, time: '19:30' }] }),
  },
  'trip.get': { kind: 'query', needs: 'trip', expected: onlyA(200, 404), input: (a, t) => ({ id: t.id, token: tokenOf(a, t) }) },
  'trip.ics': { kind: 'query', needs: 'trip', expected: onlyA(200, 404), input: (a, t) => ({ id: t.id, token: tokenOf(a, t) }) },
  // Each step of Pay all keeps the trip's unpaid holds for one checkout (ADR 112): the trip's link or proven email only.
  'trip.keepHeld': { kind: 'mutation', needs: 'trip', expected: onlyA(200, 404), input: (a, t) => ({ id: t.id, token: tokenOf(a, t) }) },
  'trip.cancel': { kind: 'mutation', needs: 'trip', expected: onlyA(200, 404), input: (a, t) => ({ id: t.id, token: tokenOf(a, t) }) },
  'trip.mine': { kind: 'query', needs: 'trip', input: () => undefined, expected: { visitor: 401, guestA: 401, guestB: 200, unverified: 403 } },
  // The City Pack's gate first: signed in, with the add-on (nobody here has it).
  'trip.cityPack': {
    kind: 'mutation',
    needs: 'trip',
    input: (a, t) => ({ id: t.id, token: tokenOf(a, t) }),
    expected: { visitor: 401, guestA: 401, guestB: 403, unverified: 403 },
  },
};

let seq = 0;

/** The one table of the full venue taken at 19:00 on `date`, so that A waits for it. */
async function fill(date: string) {
  const filler = await new Client(server.url).mutate('reservation.create', {
    restaurantId: fullVenueId,
    date,
    time: '19:00',
    partySize: 2,
    guestName: 'Filler',
    guestEmail: 'filler@example.com',
    privacyConsent: true,
  });
  if (filler.status !== 200) throw new Error(`filler booking answered ${filler.status}`);
}

async function fixture(need: Exclude<Need, null>): Promise<Target> {
  const guest = { guestName: 'Ana Matrix', guestEmail: A_EMAIL, guestPhone: '+386 40 999 000' };
  const booker = new Client(server.url);
  if (need === 'stay') {
    const n = 40 + 2 * ++seq;
    const res = await booker.mutate<{ bookingId: string; viewToken: string }>('stay.book', {
      propertyId: property.id,
      roomTypeId: property.roomTypeId,
      checkIn: day(n),
      checkOut: day(n + 1),
      guests: 2,
      ...guest,
    });
    if (res.status !== 200) throw new Error(`stay.book answered ${res.status} ${res.error?.message ?? ''}`);
    return { id: res.data.bookingId, token: res.data.viewToken, venueId: property.id, checkIn: day(n) };
  }
  if (need === 'trip') {
    const stay = await fixture('stay');
    const res = await booker.mutate<{ tripId: string; tripToken: string }>('trip.addDinners', {
      bookingId: stay.id,
      token: stay.token,
      dinners: [{ restaurantId: innId, date: stay.checkIn, time: '19:30' }],
    });
    if (res.status !== 200) throw new Error(`trip.addDinners answered ${res.status} ${res.error?.message ?? ''}`);
    return { id: res.data.tripId, token: res.data.tripToken, venueId: innId };
  }
  // Each fixture its own slot: the same guest asking for the same slot again gets nothing of the first booking (ADR 024).
  const date = day(need === 'waitlist' ? 60 + ++seq : 4 + ++seq);
  if (need === 'waitlist') await fill(date);
  const res = await booker.mutate<{ reservationId?: string; waitlistId?: string; viewToken: string }>('reservation.create', {
    restaurantId: need === 'waitlist' ? fullVenueId : venueId,
    date,
    time: '19:00',
    partySize: 2,
    notes: 'MATRIX-SECRET-NOTE',
    privacyConsent: true,
    ...guest,
  });
  if (res.status !== 200) throw new Error(`reservation.create answered ${res.status} ${res.error?.message ?? ''}`);
  const id = need === 'waitlist' ? res.data.waitlistId : res.data.reservationId;
  if (!id) throw new Error(`expected a ${need}, got ${JSON.stringify(res.data)}`);
  return { id, token: res.data.viewToken, venueId };
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '10000' });
  const db = server.core.db;
  venueId = (await createVenue(db, { name: 'Matrix Bistro', city: 'Ljubljana', total_tables: 50 })).id;
  fullVenueId = (await createVenue(db, { name: 'Full House', city: 'Ljubljana', total_tables: 1 })).id;
  innId = (await createVenue(db, { name: 'Matrix Inn', city: 'Bohinj', total_tables: 50 })).id;
  const {
    venue: p,
    roomTypes: [rt],
  } = await createProperty(db, {
    name: 'Matrix Lodge',
    address: 'Ribčev Laz 1, Bohinj',
    city: 'Bohinj',
    total_tables: 0,
    total_rooms: 20,
    deposit_eur: 20,
    roomTypes: [{ name: 'Double', capacity: 2, base_price_eur: 90, rooms: Array.from({ length: 20 }, (_, i) => `${i + 1}`) }],
  });
  property = { id: p.id, roomTypeId: rt!.id };

  clients.visitor = new Client(server.url);
  clients.guestA = new Client(server.url);
  clients.guestB = await verifiedGuest(server, B_EMAIL);
  clients.unverified = await signedUp(server, A_EMAIL, 'mallory-pw');
  // A manager of every venue of the matrix, signed in with a proven account of their own.
  clients.manager = await verifiedGuest(server, emailOf('manager'));
  const manager = await db.selectFrom('users').select('id').where('email', '=', emailOf('manager')).executeTakeFirstOrThrow();
  const staffRows = [venueId, fullVenueId, innId, property.id].map((id) => ({ restaurant_id: id, user_id: manager.id, role: 'manager' as const }));
  await db.insertInto('venue_staff').values(staffRows).execute();
});
afterAll(() => server?.close());

describe('access matrix', () => {
  it('has a row for every procedure that reads or changes a booking', () => {
    // tRPC's own record of every procedure path ('router.procedure'); there is no public accessor.
    // oxlint-disable-next-line no-underscore-dangle
    const procedures = Object.keys(appRouter._def.procedures).filter((p) => BOOKING_ROUTERS.includes(p.split('.')[0] ?? ''));
    expect(procedures.length).toBeGreaterThan(0);
    expect(procedures.filter((p) => !(p in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((p) => !procedures.includes(p))).toEqual([]);
  });

  it.each(Object.entries(MATRIX))("%s answers each actor as expected and shows A's details to A alone", async (proc, row) => {
    const target = row.needs ? await fixture(row.needs) : { id: '', token: '', venueId };
    const seen: Record<Actor, number> = { visitor: 0, guestA: 0, guestB: 0, unverified: 0, manager: 0 };
    const leaks: string[] = [];
    // A goes last, so A's own change cannot mask what the others could do.
    for (const actor of ['visitor', 'guestB', 'unverified', 'manager', 'guestA'] as const) {
      const input = row.input(actor, target);
      const res = row.kind === 'query' ? await clients[actor].query(proc, input) : await clients[actor].mutate(proc, input);
      seen[actor] = res.status;
      const body = JSON.stringify(res.data ?? res.error ?? null);
      if (actor !== 'guestA') leaks.push(...A_SECRETS.filter((secret) => body.includes(secret)).map((secret) => `${actor} saw ${secret}`));
    }
    expect(seen).toEqual({ ...row.expected, manager: row.expected.guestB });
    expect(leaks).toEqual([]);
  });

  it('lets a guest with a proven account reach her own booking through every by-email procedure', async () => {
    const b = clients.guestB;
    const own = await b.mutate<{ reservationId: string }>('reservation.create', {
      restaurantId: venueId,
      date: day(8),
      time: '20:00',
      partySize: 2,
      guestName: 'Bor Matrix',
      guestEmail: B_EMAIL,
      privacyConsent: true,
    });
    const id = own.data.reservationId;
    const link = await b.query<{ token: string }>('payment.myDepositLink', { id });
    expect(link.status).toBe(200);
    expect((await b.mutate('payment.startDeposit', { id, token: link.data.token })).status).toBe(200);
    expect((await b.query<{ id: string }[]>('reservation.mine')).data.map((r) => r.id)).toContain(id);
    expect((await b.query('reservation.dashboard')).status).toBe(200);
    expect((await b.query('reservation.byId', { id })).status).toBe(200);
    expect((await b.query('reservation.ics', { id })).status).toBe(200);
    expect((await b.mutate('reservation.cancel', { id })).status).toBe(200);
  });
});
