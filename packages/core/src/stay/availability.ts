import { ONLY_LEFT_BELOW } from './schema';
import { timesEur } from '../money';

// The room availability model (ADR 016): which rooms are free for a range and the blocked reserve
// are the queries of availability-repository.ts (`roomTypesWithFreeQuery`), which search, the quote
// and both booking paths read (ADR 114). What is left here is pure arithmetic on their answer.

/** SPEC "Only N left" when fewer than 3 rooms remain (and at least one). */
export const onlyLeft = (available: number): number | null => (available > 0 && available < ONLY_LEFT_BELOW ? available : null);

/** A stay's price: the nightly price times the nights, in whole cents (money.ts). */
export const totalPrice = (pricePerNight: number, nights: number): number => timesEur(pricePerNight, nights);
