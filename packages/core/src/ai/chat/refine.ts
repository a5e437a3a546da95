import { ASKS_COST, cancels, has, is, type Said } from './cues';
import { STAY_COUNTERPARTS } from './follow-ups';
import { OWNS_VENUE } from './guards';
import type { IntentId } from './intents/catalogue';
import { venueKindIn } from './venues';

// What a message asks, refined after the classifier (ADR 126): what its own words settle that the
// classifier, trained on whole questions, can misread (a stay's question asked of a table's, the
// refund inside a story about a booking, a child's age read as a party).

type Intent = IntentId | 'None';

interface Context {
  /** The message names a restaurant, or a property. */
  named: boolean;
  property: boolean;
  /** The kind of venue the message names, if one. */
  kindSaid: 'dining' | 'stays' | null;
  /** The user's message before this one. */
  lastSaid: string | null;
}

/** Asks for money back: "will I get the €20 back?", "a dobim denar nazaj", "refund". */
const REFUND =
  /\brefund|\b(get|have) (the|my|our|it|that|\w+) (money |deposit |\d+ ?(eur|euros?)? )?back\b|\bmoney back\b|\b(denar|varscin\w*) nazaj\b|\bvrne(te|jo)?\b|\bvracil/;
/** A child asked about: "my son is 14", "hči ima 15 let". */
const CHILD = ['son', 'daughter', 'kid', 'child', 'teen', 'sin', 'hci', 'otrok', 'mladolet', 'najstni'];

export function refineIntent(asked: Intent, s: Said, q: Context): Intent {
  let intent = asked;
  if (intent === 'room-deposit' && q.named && !q.property) intent = 'deposit';
  if (intent === 'deposit' && q.property && !q.named) intent = 'room-deposit';
  // A table's question asked of a stay, in so many words ("how many can sleep in one booking?") or
  // right after a message about stays ("Hotels in Portorož" → "how much is the deposit?", "I have a
  // stay at Vila Ribnik" → "can I still cancel it?"): the stay's.
  const staysSide = STAY_COUNTERPARTS[intent];
  const pointsBack = s.words.length <= 14 && is(s, 'it', 'this', 'that', 'jo', 'ga', 'to');
  const afterStays = q.kindSaid === null && (s.words.length <= 8 || pointsBack) && q.lastSaid !== null && venueKindIn(q.lastSaid) === 'stays';
  if (staysSide && !q.named && (q.kindSaid === 'stays' || afterStays)) intent = staysSide;
  // A guest's question asked of one's own venue ("Where do I read the reviews of my restaurant?"): the owner's.
  if (intent === 'reviews' && OWNS_VENUE(s)) intent = 'owner-reviews';
  // "if our plans change" names no plan.
  const planWords = has(s, 'subscr', 'narocn', 'plan', 'paket') && !/\bplans? (change|changed|changes|fall through)\b|\bchange of plans?\b/.test(s.text);
  // Cancelling a subscription is the plan's question, not a booking's.
  if ((intent === 'cancel' || intent === 'cancellable') && planWords) intent = 'subscription-cancel';
  // Cancelling on the day one arrives, after check-in, or a stay said in so many words, is a stay's question.
  if ((intent === 'cancel' || intent === 'cancellable') && has(s, 'arriv', 'prihod', 'check', 'prijav')) intent = 'stay-cancel';
  if (cancels(s) && q.kindSaid === 'stays' && intent !== 'mine' && intent !== 'stay-cancel' && !planWords) intent = 'stay-cancel';
  // "We booked but can't go: do we lose the money?", "will I get the €20 back?" ask the refund of a
  // deposit (a plan's refund is its own question).
  if (
    !planWords &&
    !has(s, 'month', 'mesec') &&
    (((intent === 'mine' || intent === 'cancel') && (has(s, 'money', 'denar') || /\blose\b|izgub/.test(s.text))) || REFUND.test(s.text))
  )
    intent = 'deposit-refund';
  // The feedback QR code is the owner's QR question, whatever else the message says of tables or guests.
  if (is(s, 'qr') || has(s, 'qrkod', 'qrcode')) intent = 'owner-qr';
  // An add-on named ("je sommelier zastonj?", "is City Packs in my plan?") is the add-on's question.
  if (has(s, 'sommel', 'citypack') || /\bcity packs?\b|\bmestn\w* vodi/.test(s.text)) intent = 'addons';
  // The affiliate programme only when it is said ("priporočate" asks for a recommendation).
  if (
    intent === 'affiliate' &&
    !has(s, 'affiliat', 'referr', 'commission', 'provizij', 'priporocitelj', 'priporocil', 'partnersk', 'reward', 'nagrad', 'recommending')
  )
    intent = 'None';
  // What listing one's own venue costs ("Kolk stane, če dam svojo restavracijo na TableStay?"): the plans.
  if (ASKS_COST.test(s.text) && has(s, 'objav', 'list', 'oddaj', 'add') && !has(s, 'sommel', 'citypack')) intent = 'plans';
  if (/\bdat na\b|\bdam na\b/.test(s.text) && /koliko|kolk|stane/.test(s.text)) intent = 'plans';
  // "Why does my booking say expired?": what an unpaid hold does.
  if (has(s, 'expire', 'potekl', 'potece', 'lapse') && !has(s, 'card', 'kartic', 'subscr', 'narocn', 'plan', 'paket')) intent = 'hold';
  // "Do I need an account to book?": booking needs none.
  if (
    (intent === 'account' || intent === 'mine') &&
    has(s, 'book', 'rezerv', 'reserv') &&
    (has(s, 'need', 'rabim', 'potreb', 'must', 'treba') || /\bhave to\b/.test(s.text))
  )
    intent = 'book-how';
  // "My son is 14 and wants an account" is the age limit, never a party of 14.
  if (has(s, 'account', 'racun', 'sign', 'registr', 'prijav') && has(s, ...CHILD)) intent = 'age-limit';
  // "Who gets the table?" of the waitlist: the offer, first come first served.
  if (intent === 'waitlist' && /\bwho (actually )?gets\b|\bkdo dobi\b/.test(s.text)) intent = 'offer';
  // "Do you sell them?" after a question about one's data: whether data is sold.
  if (has(s, 'sell', 'sold', 'prodaj', 'prodat') && (has(s, 'data', 'podat', 'inform') || (q.lastSaid !== null && /\b(data|podat)/i.test(q.lastSaid))))
    intent = 'privacy';
  return intent;
}
