import { ONLY_LEFT_BELOW } from './schema';
import { timesEur } from '../money';

/**
 * The room availability model (ADR 016), pure so that search, quote and booking answer with the
 * same function.
 *
 * `free` per room type: active rooms of the type with no overlapping active booking for the whole
 * range [check_in, check_out) (one guest keeps one room: no room changes mid-stay).
 *
 * The property's `blocked_rooms` is a reserve held back from sale, not particular rooms: a booking
 * may take a room of a type only while the property keeps at least `blocked` other rooms free for
 * the range. So a type offers min(free of the type, free of the property − blocked). Each number
 * is true on its own (a guest can book that many of that type); together they never sell into the
 * reserve, because every booking re-checks the property total under the property lock.
 */
export function applyBlockedReserve(freeByType: ReadonlyMap<string, number>, blocked: number): Map<string, number> {
  let total = 0;
  for (const n of freeByType.values()) total += Math.max(0, n);
  const sellable = Math.max(0, total - Math.max(0, blocked));
  const out = new Map<string, number>();
  for (const [id, n] of freeByType) out.set(id, Math.min(Math.max(0, n), sellable));
  return out;
}

/** SPEC "Only N left" when fewer than 3 rooms remain (and at least one). */
export const onlyLeft = (available: number): number | null => (available > 0 && available < ONLY_LEFT_BELOW ? available : null);

/** A stay's price: the nightly price times the nights, in whole cents (money.ts). */
export const totalPrice = (pricePerNight: number, nights: number): number => timesEur(pricePerNight, nights);
