import type { ReservationStatus } from '../db/types';

/** SPEC §2 My Reservations: the order in which status groups are shown. */
export const STATUS_GROUP_ORDER: ReservationStatus[] = ['confirmed', 'awaiting_deposit', 'pending', 'seated', 'expired', 'cancelled'];

export interface GuestReservation {
  id: string;
  date: string;
  time: string;
  party_size: number;
  status: ReservationStatus;
  restaurant: { id: string; name: string; address: string };
}
