import { TRPCClientError } from '@trpc/client';
import { ERROR_CATALOGUE, isErrorCode, type ErrorCode } from '@tablestay/core/errors';

type Locale = 'en' | 'sl';

const en = Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([code, e]) => [code, e.message])) as Record<ErrorCode, string>;

/** Slovenian for every code core throws: a code added to the catalogue without one fails the typecheck. */
const sl: Record<ErrorCode, string> = {
  'auth.invalid_credentials': 'Napačen e-naslov ali geslo',
  'auth.invalid_link': 'Povezava je neveljavna ali je potekla. Zahtevajte novo.',
  'auth.sign_up_failed': 'S temi podatki računa ni bilo mogoče ustvariti. Če račun že imate, se prijavite ali ponastavite geslo.',
  'auth.not_signed_in': 'Najprej se prijavite',
  'auth.forbidden': 'Ni dovoljeno',
  'auth.email_unverified': 'Potrdite svoj e-naslov, da vidite svoje rezervacije. Povezavo smo vam poslali po e-pošti.',
  'rate_limit.exceeded': 'Preveč poskusov. Počakajte nekaj minut in poskusite znova.',
  'forecast.no_history': 'Zgodovine zasedenosti še ni: nasveti za polne dni potrebujejo pretekle rezervacije.',
  'restaurant.not_found': 'Restavracije ni mogoče najti',
  'reservation.restaurant_not_found': 'Restavracije ni mogoče najti',
  'reservation.not_found': 'Rezervacije ni mogoče najti ali dostop ni dovoljen',
  'reservation.past': 'Datum ne more biti v preteklosti',
  'reservation.too_far_ahead': 'Rezervirate lahko največ 365 dni vnaprej',
  'reservation.closed': 'Restavracija ob tem času ne obratuje',
  'reservation.slot_full': 'Ob tem času ni prostih miz',
  'reservation.already_held': 'To mizo za vas že držimo. Povezavo do nje smo vam poslali po e-pošti.',
  'waitlist.already_joined': 'Za ta čas ste že na čakalni listi. Povezavo do vašega mesta smo vam poslali po e-pošti.',
  'booking.key_reused': 'Ta ključ zahteve je bil že uporabljen za drugo rezervacijo.',
  'owner.replay_key_reused': 'Ta ključ dejanja je bil že uporabljen za drugo dejanje.',
  'reservation.cancel_not_allowed': 'Ni dovoljeno: te rezervacije ni mogoče preklicati (stanje ali e-naslov se ne ujema).',
  'waitlist.not_found': 'Vnosa na čakalni vrsti ni mogoče najti',
  'waitlist.offer_expired': 'Ta ponudba je potekla',
  'payment.already_paid': 'Ta varščina je že plačana',
  'payment.cancelled': 'Ta rezervacija je preklicana. Rezervirajte znova.',
  'payment.hold_expired': 'Zadržanje rezervacije je poteklo. Rezervirajte znova.',
  'payment.not_required': 'Za to rezervacijo varščina ni potrebna',
  'payment.session_failed': 'Plačilne seje ni bilo mogoče ustvariti',
  'payment.unavailable': 'Naslov za plačilo ni bil vrnjen',
  'webhook.bad_signature': 'Neveljaven podpis Stripe',
  // Billing (ADR 056–058)
  'billing.checkout_unavailable': 'Plačilo trenutno ni na voljo. Poskusite znova.',
  'billing.checkout_failed': 'Plačilne seje ni bilo mogoče ustvariti. Poskusite znova.',
  'billing.already_subscribed': 'Ta paket že imate. Spremenite ali prekličite ga z Upravljanjem naročnine.',
  'billing.portal_failed': 'Upravljanja naročnine ni bilo mogoče odpreti. Poskusite znova.',
  'billing.no_customer': 'Naročnine za upravljanje še ni. Najprej se naročite.',
  'billing.restaurant_required': 'Potrebna je naročnina — naročite se na paket Restavracija (29 €/mesec)',
  'billing.stays_required': 'Potrebna je naročnina — naročite se na paket Nastanitev (79 €/mesec)',
  'billing.sommelier_required': 'Potrebna je naročnina — za uporabo AI Sommelierja se naročite',
  'billing.citypacks_required': 'Potrebna je naročnina — za uporabo AI mestnih vodičev se naročite',
  'stay.not_found': 'Nastanitve ni bilo mogoče najti',
  'stay.booking_not_found': 'Rezervacije ni bilo mogoče najti ali dostop ni dovoljen',
  'stay.invalid_parameters': 'Neveljavni parametri rezervacije. Začnite na strani za iskanje.',
  'stay.past': 'Datum ne more biti v preteklosti',
  'stay.too_far_ahead': 'Rezervirate lahko največ 365 dni vnaprej',
  'stay.too_long': 'Bivanje je lahko dolgo največ 30 noči',
  'stay.no_availability': 'Ta soba za izbrane datume ni več na voljo. Poskusite z drugimi datumi.',
  'stay.already_held': 'To sobo za te datume za vas že držimo. Povezavo do nje smo vam poslali po e-pošti.',
  'stay.update_failed': 'Rezervacije ni bilo mogoče posodobiti',
  'stay.cancel_not_allowed': 'Ni dovoljeno: te rezervacije ni mogoče preklicati.',
  'stay.cancel_after_check_in': 'Bivanje lahko prekličete le pred dnem prihoda. Obrnite se na nastanitev.',
  'stay.review_not_allowed': 'Bivanje lahko ocenite po odhodu.',
  'stay.room_type_unpriced': 'Ta vrsta sobe še nima cene, zato je ni mogoče rezervirati. Izberite drugo sobo.',
  // Owner onboarding (ADR 067)
  'onboarding.email_unverified': 'Preden objavite obrat, potrdite svoj e-naslov. Povezavo smo vam poslali po e-pošti.',
  'onboarding.price_required': 'Pred objavo vrsti sobe določite ceno, višjo od 0.',
  'onboarding.invalid_hours': 'Delovni čas mora za vsak dan (mon do sun) navesti {"open": "HH:MM", "close": "HH:MM"} ali null, ko je zaprto',
  // Owner dashboard, Restaurant tab (ADR 061).
  'reservation.transition_not_allowed': 'Stanje te rezervacije te spremembe ne dovoljuje',
  'reservation.seat_not_today': 'Rezervacijo lahko označite kot za mizo le na njen dan',
  'waitlist.promote_not_allowed': 'Ta gost ne čaka več',
  'owner.invalid_configuration': 'Blokiranih miz ne more biti več kot vseh miz',
  'push.invalid_endpoint': 'Neveljaven naslov naročnine',
  'push.unavailable': 'Obvestila na tem strežniku niso nastavljena',
  'push.too_many_devices': 'Ta obrat že obvešča 20 naprav: najprej na eni izklopite obvestila',
  // Owner Stays tab (ADR 064–066).
  'owner_stays.blocked_exceeds_total': 'Blokiranih sob ne more biti več kot vseh sob',
  'owner_stays.room_code_taken': 'Soba s to oznako že obstaja',
  'owner_stays.room_type_not_found': 'Vrste sobe ni mogoče najti',
  'owner_stays.room_not_found': 'Sobe ni mogoče najti',
  // Venue photos (ADR 059)
  'photo.upload_failed': 'Nalaganje ni uspelo',
  'photo.limit_reached': 'Doseženo je največje število fotografij. Odstranite fotografijo, da dodate novo.',
  'photo.invalid_type': 'Ta datoteka ni slika JPEG, PNG ali WebP',
  'photo.too_large': 'Fotografija je lahko velika največ 10 MB',
  'photo.too_many_pixels': 'Fotografija ima lahko največ 16384 × 16384 slikovnih pik',
  'photo.not_found': 'Fotografije ni mogoče najti',
  // Reviews and public feedback (ADR 070-071).
  'review.invalid_link': 'Neveljavna povezava za dostop',
  'review.reservation_not_found': 'Rezervacije ni bilo mogoče najti',
  'review.not_yet': 'Obisk lahko ocenite, ko je že mimo.',
  'feedback.future_date': 'Datum obiska ne more biti v prihodnosti',
  // The trip (ADR 112)
  'trip.not_found': 'Potovanja ni mogoče najti ali pa dostop ni dovoljen',
  'trip.table_taken': 'Miza, ki ste jo izbrali, je bila pravkar zasedena, zato ni bilo rezervirano nič. Izberite drug čas ali restavracijo.',
  'trip.evening_outside_stay': 'Večerje lahko dodate le za večere vašega bivanja.',
  'trip.other_town': 'Ta restavracija ni v kraju vašega bivanja.',
  'trip.stay_not_active': 'Večerje lahko dodate le bivanju, ki je rezervirano ali potrjeno.',
  'trip.party_too_large': 'Mizo lahko rezervirate za največ 12 gostov.',
  'trip.one_dinner_per_evening': 'Potovanje ima eno večerjo na večer: za vsak večer izberite eno mizo.',
  // Admin console (ADR 073)
  'admin.owner_not_found': 'Lastnika ni mogoče najti',
};

export const ERROR_TEXTS: Record<Locale, Record<ErrorCode, string>> = { en, sl };

/** The domain code of a failed call, or null (invalid input, network, unexpected). */
export function errorCode(error: unknown): ErrorCode | null {
  const code: unknown = error instanceof TRPCClientError ? error.data?.domainCode : null;
  return isErrorCode(code) ? code : null;
}

/**
 * How a call failed that got no answer from the API (SPEC §8 Reservation texts): "No response from
 * server" when no HTTP answer came at all (offline, refused, dropped: fetch rejects with a
 * TypeError, or the request was aborted); "Invalid server response" when something answered that
 * is not the API (a proxy's HTML error page, a cut-off or foreign JSON body). Null when the API
 * answered (its message then says what went wrong).
 */
export function transportFailure(error: unknown): 'No response from server' | 'Invalid server response' | null {
  if (!(error instanceof TRPCClientError) || error.data) return null;
  const cause: unknown = error.cause;
  const noAnswer = cause instanceof TypeError || (cause instanceof Error && cause.name === 'AbortError');
  return noAnswer ? 'No response from server' : 'Invalid server response';
}

/** The English product text of a failed call that carries no domain code (SPEC §8). */
function errorMessage(error: unknown): string {
  if (error instanceof TRPCClientError) return transportFailure(error) ?? error.message;
  return 'An unexpected error occurred';
}

/**
 * What the user reads for a failed call: a domain error by its code; anything else (a schema field
 * message, a network or unexpected error) through `tm`, the dictionary of English product texts.
 */
export function describeError(error: unknown, locale: Locale, tm: (message: string) => string): string {
  const code = errorCode(error);
  return code ? ERROR_TEXTS[locale][code] : tm(errorMessage(error));
}

/** The call was refused for its input (a schema message, no domain code): a malformed link or field. */
export const isInvalidInput = (error: unknown): boolean => error instanceof TRPCClientError && error.data?.httpStatus === 400 && !errorCode(error);

/** The call never got an answer from the API (offline, dropped, or a foreign answer): list pages say SPEC §8 "Network error". */
export const isNetworkError = (error: unknown): boolean => error instanceof TRPCClientError && !error.data;
