import * as z from 'zod';
import { venueId } from '../restaurant/schema';

// Web Push for owners (ADR 119): the kinds of event an owner may opt in to, per venue, and the
// input of the owner's procedures. Pure: the web's Notifications settings read the same list.

export const PUSH_KINDS = ['new_booking', 'cancellation', 'offer_claimed', 'deposit_paid', 'channel_conflict'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
/** What a restaurant's Settings offer: a double booking with a channel's calendar is a room's event (ADR 125). */
export const DINING_PUSH_KINDS: readonly PushKind[] = PUSH_KINDS.filter((k) => k !== 'channel_conflict');

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const key = (what: string, min: number) =>
  z
    .string({ error: `Invalid subscription ${what}` })
    .min(min, `Invalid subscription ${what}`)
    .max(200, `Invalid subscription ${what}`)
    .regex(BASE64URL, `Invalid subscription ${what}`);

/** The browser's PushSubscription as `toJSON()` gives it: an https endpoint and two base64url keys. */
const subscription = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'Invalid subscription endpoint' }).max(1000, 'Invalid subscription endpoint'),
  keys: z.object({
    // An uncompressed P-256 point is 65 bytes (87 characters); the auth secret 16 bytes (22).
    p256dh: key('key', 80),
    auth: key('auth secret', 16),
  }),
});

export const pushVenueInput = z.object({ venueId });

export const subscribeInput = z.object({
  venueId,
  subscription,
  kinds: z.array(z.enum(PUSH_KINDS, { error: 'Invalid notification kind' })).max(PUSH_KINDS.length),
  locale: z.enum(['en', 'sl']).default('en'),
});

export const unsubscribeInput = z.object({ venueId, endpoint: subscription.shape.endpoint });
