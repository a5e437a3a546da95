import { z } from 'zod';
import type { ReservationStatus } from '../db/types';
import { emailSchema } from '../account/schema';

// Shared with the web forms: texts are SPEC §5 / §8 English; the web translates them.

/** SPEC §9: slots every 30 minutes from 09:00 to 22:30. */
export const TIME_SLOTS = Array.from({ length: 28 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

export const PARTY_SIZE_MESSAGE = 'Party size must be between 1 and 12';

export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date').refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Invalid date');

export const createReservationInput = z.object({
  restaurantId: z.uuid('Restaurant not found'),
  date: dateSchema,
  time: z.string().refine((t) => TIME_SLOTS.includes(t), 'Invalid time'),
  partySize: z.coerce.number({ error: PARTY_SIZE_MESSAGE }).int(PARTY_SIZE_MESSAGE).min(1, PARTY_SIZE_MESSAGE).max(12, PARTY_SIZE_MESSAGE),
  guestName: z.string().trim().min(1, 'Name is required').max(100, 'Name must be less than 100 characters'),
  guestEmail: emailSchema,
  guestPhone: z
    .string()
    .trim()
    .max(20, 'Phone must be less than 20 characters')
    .regex(/^[+()0-9 \-/]*$/, 'Invalid phone number')
    .optional()
    .transform((v) => (v ? v : undefined)),
  notes: z
    .string()
    .trim()
    .max(500, 'Notes must be less than 500 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
  privacyConsent: z.literal(true, 'Please accept the privacy policy'),
});
export type CreateReservationInput = z.input<typeof createReservationInput>;

/** A reservation reached by link: its id and unguessable view token. */
export const reservationAccessInput = z.object({
  id: z.uuid('Reservation not found or access denied'),
  token: z.string().min(1, 'Invalid deposit link - missing access token').max(200),
});

/** SPEC §2 My Reservations: the order in which status groups are shown. */
export const STATUS_GROUP_ORDER: ReservationStatus[] = ['confirmed', 'awaiting_deposit', 'pending', 'seated', 'expired', 'cancelled'];

/** SPEC §4: the statuses a guest may cancel from. */
export const GUEST_CANCELLABLE: ReservationStatus[] = ['pending', 'awaiting_deposit', 'confirmed'];

export interface GuestReservation {
  id: string;
  date: string;
  time: string;
  party_size: number;
  status: ReservationStatus;
  restaurant: { id: string; name: string; address: string };
}
