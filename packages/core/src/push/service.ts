import type { SessionUser } from '../account/schema';
import type { Database } from '../db/connection';
import type { AfterCommit } from '../db/transaction';
import { DomainError } from '../errors';
import { requireVenue } from '../owner/scope';
import { pushVenueInput, subscribeInput, unsubscribeInput, type PushKind } from './kinds';
import { endpointKind, resolvesPublic, type EndpointPolicy } from './endpoint';
import {
  countVenueSubscriptions,
  deleteSubscription,
  deleteSubscriptionById,
  saveSubscription,
  subscriptionsOf,
  targetsFor,
  venuesWithSubscriptions,
} from './repository';
import type { PushSender } from './sender';
import { PUSH_TEXTS } from './texts';

// Owners' Web Push (ADR 119): their devices subscribe per venue and per kind of event; an event at
// the venue is sent, after its transaction has committed, to each device that asked for its kind,
// in the device's language, with the address of the booking on the dashboard.

type User = Pick<SessionUser, 'id' | 'role'>;

/** The most devices one venue notifies: each booking costs a post per device (ADR 122; the error text says 20). */
const MAX_PUSH_DEVICES_PER_VENUE = 20;

export interface PushDeps {
  db: Database;
  sender: PushSender;
  /** `APP_URL`: where the dashboard links of a notification point. */
  appUrl: string;
  /** Which endpoints the server may post to (ADR 122). */
  endpoints: EndpointPolicy;
  /** Resolves a push service's name at subscribe time (tests give their own). */
  resolve?: Parameters<typeof resolvesPublic>[1];
}

/** The application server key a device subscribes with (VAPID public key, base64url). */
export const pushPublicKey = (deps: Pick<PushDeps, 'sender'>) => ({ publicKey: deps.sender.publicKey });

/** The user's devices subscribed for a venue of theirs, with the kinds each asked for. */
export async function pushSettings(deps: PushDeps, user: User, raw: unknown) {
  const input = pushVenueInput.parse(raw);
  const venue = await requireVenue(deps.db, user, input.venueId, 'write');
  return { devices: await subscriptionsOf(deps.db, user.id, venue.id) };
}

/**
 * Subscribes this device (or changes its kinds and language) for one venue of the owner's. The
 * endpoint must be a push service's (or the local one), and its name must resolve to public
 * addresses only; a venue notifies at most MAX_PUSH_DEVICES_PER_VENUE devices.
 */
export async function subscribePush(deps: PushDeps, user: User, raw: unknown): Promise<{ kinds: PushKind[] }> {
  const input = subscribeInput.parse(raw);
  const venue = await requireVenue(deps.db, user, input.venueId, 'write');
  const endpoint = input.subscription.endpoint;
  const kind = endpointKind(endpoint, deps.endpoints);
  if (!kind || (kind === 'push-service' && !(await resolvesPublic(new URL(endpoint).hostname, deps.resolve)))) throw new DomainError('push.invalid_endpoint');
  const kinds = [...new Set(input.kinds)];
  await deps.db.transaction().execute(async (trx) => {
    // Counted under the venue's row lock, so two devices subscribing at once cannot pass the cap together.
    const count = await countVenueSubscriptions(trx, venue.id, endpoint);
    if (count >= MAX_PUSH_DEVICES_PER_VENUE) throw new DomainError('push.too_many_devices');
    await saveSubscription(trx, { userId: user.id, venueId: venue.id, endpoint, ...input.subscription.keys, kinds, locale: input.locale });
  });
  subscribed.delete(deps.db);
  return { kinds };
}

/**
 * Which venues have a subscribed device, read at most every 10 s per process (per database handle):
 * a booking at a venue nobody listens to then costs no query at all, so push adds no statement to
 * a booking (ADR 052, ADR 119). This process's own subscribe and unsubscribe
 * forget it at once; another process's are seen within the 10 s.
 */
const SUBSCRIBED_TTL_MS = 10_000;
const subscribed = new WeakMap<Database, { at: number; venues: Promise<Set<string>> }>();
function subscribedVenues(db: Database): Promise<Set<string>> {
  const now = Date.now();
  const known = subscribed.get(db);
  if (known && now - known.at < SUBSCRIBED_TTL_MS) return known.venues;
  const venues = venuesWithSubscriptions(db);
  subscribed.set(db, { at: now, venues });
  // A failed read is not kept: the next event asks again.
  venues.catch(() => subscribed.delete(db));
  return venues;
}

export async function unsubscribePush(deps: PushDeps, user: User, raw: unknown): Promise<{ removed: boolean }> {
  const input = unsubscribeInput.parse(raw);
  const venue = await requireVenue(deps.db, user, input.venueId, 'write');
  const removed = await deleteSubscription(deps.db, user.id, venue.id, input.endpoint);
  subscribed.delete(deps.db);
  return { removed };
}

/** An event at a venue an owner may be told of. */
export interface OwnerEvent {
  venueId: string;
  kind: PushKind;
  booking: { type: 'reservation'; id: string; date: string; time: string } | { type: 'stay'; id: string; checkIn: string; checkOut: string };
  guestName: string;
}

/** Tells the venue's owner of an event once the transaction that made it has committed. */
export interface OwnerPush {
  notify(afterCommit: AfterCommit, event: OwnerEvent): void;
}

/**
 * Where tapping the notification goes: the booking itself, highlighted on its day in Reservations,
 * or on the page of the Stays bookings that holds it (the list opens there, not on today's page).
 */
function bookingPath(e: Pick<OwnerEvent, 'venueId' | 'booking'>): string {
  const venue = encodeURIComponent(e.venueId);
  const booking = encodeURIComponent(e.booking.id);
  return e.booking.type === 'reservation'
    ? `/dashboard?venue=${venue}&tab=restaurant&view=reservations&date=${e.booking.date}&booking=${booking}`
    : `/dashboard?venue=${venue}&tab=stays&view=bookings&booking=${booking}`;
}

const whenOf = (b: OwnerEvent['booking']) => (b.type === 'reservation' ? `${b.date} ${b.time.slice(0, 5)}` : `${b.checkIn} – ${b.checkOut}`);

/**
 * Sends one event to every device that asked for it. A device the push service no longer knows
 * (404/410) is deleted; any other failure is logged and the next device is tried: a notification
 * is best effort and never fails the request whose change it reports.
 */
async function sendOwnerEvent(deps: PushDeps, event: OwnerEvent): Promise<number> {
  if (!(await subscribedVenues(deps.db)).has(event.venueId)) return 0;
  const targets = await targetsFor(deps.db, event.venueId, event.kind);
  let sent = 0;
  for (const t of targets) {
    const text = PUSH_TEXTS[t.locale][event.kind]({ venue: t.venue, guestName: event.guestName, when: whenOf(event.booking) });
    const payload = JSON.stringify({ ...text, url: bookingPath(event), tag: `${event.kind}:${event.booking.id}` });
    try {
      const outcome = await deps.sender.send(t, payload);
      if (outcome === 'gone') await deleteSubscriptionById(deps.db, t.id);
      else sent++;
    } catch (err) {
      console.error(`[push] ${event.kind} to subscription ${t.id} failed`, err);
    }
  }
  return sent;
}

/**
 * The notifier the booking and payment cores call. The send starts after commit and is not waited
 * for, so a slow push service never delays the guest's answer; `settled()` resolves when every send
 * started so far has finished (tests, and a host that must not stop first).
 */
export function ownerPush(deps: PushDeps): OwnerPush & { settled(): Promise<void> } {
  const inFlight = new Set<Promise<unknown>>();
  return {
    notify(afterCommit, event) {
      afterCommit(`push ${event.kind} ${event.booking.id}`, async () => {
        const p = sendOwnerEvent(deps, event)
          .catch((err: unknown) => console.error(`[push] ${event.kind} ${event.booking.id} failed`, err))
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
      });
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled(inFlight);
    },
  };
}
