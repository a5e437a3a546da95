import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedGuest } from '../support/accounts';
import { day, dining, stays, type Held, type Kind } from '../support/kinds';
import { Client, startTestServer, type TestServer } from '../support/server';

/**
 * ADR 107: every answer the web reads a guest's booking from carries what the guest may do with it
 * (canCancel, canPay, canReview, paid, canAddToCalendar), over real HTTP: the link view (deposit and
 * confirmation pages) and the signed-in lists (/me, the dashboard).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const db = () => server.core.db;
let n = 0;
const email = (who: string) => `${who}-${++n}@example.com`;

type Flags = { id: string; canCancel: boolean; canPay: boolean; canReview: boolean; paid: boolean; canAddToCalendar: boolean };
const flagsOf = ({ canCancel, canPay, canReview, paid, canAddToCalendar }: Flags) => ({ canCancel, canPay, canReview, paid, canAddToCalendar });

const CASES = [
  {
    kind: dining as Kind,
    mine: 'reservation.mine',
    /** A visit that took place: seated, its start five days ago. */
    visited: 'seated' as const,
    review: (b: Held) => new Client(server.url).mutate('review.submit', { id: b.id, token: b.token, rating: 5 }),
  },
  {
    kind: stays as Kind,
    mine: 'stay.mine',
    visited: 'checked_out' as const,
    review: (b: Held) => new Client(server.url).mutate('stay.review', { id: b.id, token: b.token, rating: 5 }),
  },
];

describe.each(CASES)('what the guest may do with a $kind.name booking', ({ kind, mine, visited, review }) => {
  const byLink = async (b: Held) => {
    const res = await new Client(server.url).query<Flags>(kind.byToken, { id: b.id, token: b.token });
    expect(res.status).toBe(200);
    return flagsOf(res.data);
  };
  const inList = async (guest: Client, id: string) => {
    const res = await guest.query<Flags[]>(mine);
    expect(res.status).toBe(200);
    return flagsOf(res.data.find((b) => b.id === id)!);
  };

  it('a live hold may be paid and cancelled, in the link view and in the signed-in list', async () => {
    const me = email('holder');
    const b = await kind.hold(db(), await kind.venue(db()), { email: me, date: day(10) });
    const expected = { canCancel: true, canPay: true, canReview: false, paid: false, canAddToCalendar: true };
    expect(await byLink(b)).toEqual(expected);
    expect(await inList(await verifiedGuest(server, me), b.id)).toEqual(expected);
  });

  it('a lapsed hold may do nothing, at once', async () => {
    const b = await kind.hold(db(), await kind.venue(db()), { date: day(10), holdMinutes: -1 });
    expect(await byLink(b)).toEqual({ canCancel: false, canPay: false, canReview: false, paid: false, canAddToCalendar: false });
  });

  it('a paid booking ahead is paid and may be cancelled, not paid again or reviewed', async () => {
    const b = await kind.hold(db(), await kind.venue(db()), { date: day(10), status: 'confirmed', holdMinutes: null });
    expect(await byLink(b)).toEqual({ canCancel: true, canPay: false, canReview: false, paid: true, canAddToCalendar: true });
  });

  it('a visit that took place may be reviewed once: after the review, no longer', async () => {
    const me = email('visitor');
    const b = await kind.hold(db(), await kind.venue(db()), { email: me, date: day(-5), nights: 2, status: visited, holdMinutes: null });
    const before = { canCancel: false, canPay: false, canReview: true, paid: true, canAddToCalendar: false };
    expect(await byLink(b)).toEqual(before);
    const guest = await verifiedGuest(server, me);
    expect(await inList(guest, b.id)).toEqual(before);
    expect((await review(b)).status).toBe(200);
    expect((await byLink(b)).canReview).toBe(false);
    expect((await inList(guest, b.id)).canReview).toBe(false);
  });
});

it("the guest dashboard's tables carry the same flags", async () => {
  const me = email('dashboard');
  const venue = await dining.venue(db());
  const ahead = await dining.hold(db(), venue, { email: me, date: day(4) });
  const past = await dining.hold(db(), venue, { email: me, date: day(-3), status: 'seated', holdMinutes: null });
  const res = await (await verifiedGuest(server, me)).query<{ upcoming: Flags[]; past: Flags[] }>('reservation.dashboard');
  expect(res.status).toBe(200);
  expect(flagsOf(res.data.upcoming.find((r) => r.id === ahead.id)!)).toEqual({
    canCancel: true,
    canPay: true,
    canReview: false,
    paid: false,
    canAddToCalendar: true,
  });
  expect(flagsOf(res.data.past.find((r) => r.id === past.id)!)).toEqual({
    canCancel: false,
    canPay: false,
    canReview: true,
    paid: true,
    canAddToCalendar: false,
  });
});
