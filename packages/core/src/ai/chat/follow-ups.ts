import { said, type Turn } from './actions';
import { ASKS_COST, has, is, type Said } from './cues';
import { classify, type Classified } from './intents/classify';
import type { IntentId } from './intents/catalogue';
import { isPolicyIntent } from './policy';
import { stemTerms } from './stems';
import { parseVenueQuestion, venueKindIn, type Catalogue, type VenueQuestion } from './venues';

// What a message asks given the conversation before it (ADR 115, ADR 126): the classifier's intent,
// kept on the subject of the policy question before a follow-up, and a venue search that follows
// the user's last one.

type Locale = 'en' | 'sl';

/** How sure the classifier must be that a message asks a policy question (tuned on the development part). */
export const INTENT_MIN_SCORE = 0.4;
/** A policy intent this sure wins over a venue search the message also reads as ("the monthly price for listing my hotel"). */
export const INTENT_SURE = 0.9;

/** The policy intents about a stay, and the stay's counterpart of a table's question. */
const STAY_INTENTS = new Set<string>(['longest-stay', 'stay-flow', 'stay-guests', 'room-deposit', 'stay-cancel']);
export const STAY_COUNTERPARTS: Partial<Record<string, IntentId>> = {
  party: 'stay-guests',
  deposit: 'room-deposit',
  'pay-to-book': 'room-deposit',
  ahead: 'longest-stay',
  cancel: 'stay-cancel',
  cancellable: 'stay-cancel',
};

const PLAN_INTENTS = new Set<string>(['plans', 'plan-restaurant', 'plan-stays', 'addons']);

/** A person spoken of: after a question about staff logins, "can she change the hours?" asks what that login may do. */
const PERSON = /\b(she|he|they|her|him|them|ona|on|oni|one|njej|njemu|njim|ji|mu|jo|ga)\b/;

/** A message that continues the one before it: "and if I also rent out rooms?", "what about for a room?", "pa za sobo?". */
const FOLLOW_UP = /^(and|also|even|what about|how about|what if|pa|kaj pa|in|ali pa|a pa|kaj ce|tudi|celo)\b/;

/**
 * What a message asks, by the classifier (ADR 126). A follow-up the classifier is not sure of keeps
 * the subject of the policy question before it (ADR 115): the two are classified together, so
 * "and if I also rent out rooms?" after the restaurant plan's price asks about the plans.
 */
export async function followUpIntent(
  history: Turn[],
  message: string,
  s: Said,
  l: Locale,
  namesKind: boolean,
  venue: { name: string } | undefined,
): Promise<Classified> {
  const asked = await classify(message, l);
  const before = history.findLast((t) => t.role === 'user');
  const person = PERSON.test(s.text);
  // A follow-up: "and …", "pa …", or a few words the classifier cannot place alone ("what does it include?", "kaj vključuje?").
  const unsure = asked.intent === 'None' || asked.score < INTENT_MIN_SCORE || (asked.intent === 'other' && asked.score < INTENT_SURE);
  const includes = has(s, 'includ', 'vkljuc', 'vsebuj', 'zajem') && s.words.length <= 8;
  const price = ASKS_COST.test(s.text) && s.words.length <= 8;
  if (!before || !(FOLLOW_UP.test(s.text) || includes || person || price || (unsure && s.words.length <= 5))) return asked;
  // What the turn before asked as it was answered: itself a follow-up ("and what does it include?"), the subject it kept.
  const earlier = await followUpIntent(
    history.slice(0, history.lastIndexOf(before)),
    before.content,
    said(before.content),
    l,
    venueKindIn(before.content) !== null,
    undefined,
  );
  if (person && earlier.intent === 'owner-staff' && earlier.score >= INTENT_MIN_SCORE) return earlier;
  // "how much is it a month?" after "I'd like to list my apartments with you": the plans' prices.
  if (earlier.intent === 'owners' && price) return { intent: 'plans', score: earlier.score };
  // "koliko to stane?" after adding staff: the staff answer, which says seats are in the plan.
  if (earlier.intent === 'owner-staff' && price) return earlier;

  if (!FOLLOW_UP.test(s.text) && !includes && !(unsure && s.words.length <= 5)) return asked;
  if (earlier.score < INTENT_MIN_SCORE || !isPolicyIntent(earlier.intent)) return asked;
  // "does it include the waitlist?" after a plan's price: that plan, whose answer says what it includes.
  if (includes && PLAN_INTENTS.has(earlier.intent)) return earlier;
  // Only the venue changes ("and at Zeleni Vrt?"): the same question about it.
  const venueTerms = new Set(venue ? stemTerms(venue.name, l) : []);
  if (venue && stemTerms(message, l).filter((t) => !venueTerms.has(t)).length <= 1) return earlier;
  // "and a room?" after a table's question that a stay has too (how far ahead, the deposit, how many): the stay's.
  const forStays = STAY_COUNTERPARTS[earlier.intent];
  if (forStays && FOLLOW_UP.test(s.text) && s.words.length <= 5 && venueKindIn(message) === 'stays') return { intent: forStays, score: earlier.score };
  // Asked while a stay is discussed, a stay's question stands and a table's question is the stay's
  // ("and how many guests?" after the longest stay), however sure the classifier is of either.
  if (STAY_INTENTS.has(asked.intent) && STAY_INTENTS.has(earlier.intent)) return asked;
  const staysSide = STAY_COUNTERPARTS[asked.intent];
  if (staysSide && STAY_INTENTS.has(earlier.intent) && !namesKind) return { intent: staysSide, score: asked.score };
  // A follow-up to one plan's price that names a kind of venue ("and if I also rent out rooms?") compares: both plans.
  if ((earlier.intent === 'plan-restaurant' || earlier.intent === 'plan-stays') && namesKind) return { intent: 'plans', score: earlier.score };
  // "and how much is it a month?" after an add-on or a plan, naming no other: the price of that one.
  if (
    PLAN_INTENTS.has(earlier.intent) &&
    PLAN_INTENTS.has(asked.intent) &&
    !namesKind &&
    !has(s, 'sommel', 'wine', 'vin', 'city', 'mestn', 'vodic', 'add', 'dodat')
  )
    return earlier;
  // A few words after a policy question ("pa pogovore s tabo?" after how long data is kept) that read
  // with it as the same question keep it, unless the classifier is sure of another on their own.
  const together = await classify(`${before.content} ${message}`, l);
  if (asked.score < INTENT_SURE && s.words.length <= 4 && together.intent === earlier.intent) return earlier;
  // A policy question of its own ("and how many guests?") is answered as asked; only the unplaced are read together.
  if (asked.score >= INTENT_SURE || (!unsure && isPolicyIntent(asked.intent))) return asked;
  return isPolicyIntent(together.intent) && together.score >= INTENT_MIN_SCORE ? together : asked;
}

/**
 * A venue search that follows one (ADR 117): "what about in Maribor" keeps the cuisine, "and
 * Japanese?" keeps the city. A short message naming only a city, or only what to eat, takes the
 * rest from the user's last search; a message that asks its own whole search stands alone.
 */
export function followSearch(
  history: Turn[],
  q: VenueQuestion | null,
  catalogue: Catalogue,
  s: Said,
  message: string,
  /** The conversation so far: the town of the venue it is about, and whether this message changes the day or the party. */
  about: { city: string | null; changes: boolean } = { city: null, changes: false },
): VenueQuestion | null {
  // "and a room for the night there?" after a table at a venue: that kind in the venue's town.
  const thereKind = q?.kind ?? venueKindIn(message);
  if (
    thereKind &&
    !q?.city &&
    about.city &&
    (is(s, 'there', 'nearby', 'near', 'tam', 'tja', 'blizu', 'zraven', 'bližini') || /\bclose by\b|\bv blizini\b/.test(s.text))
  )
    return { cuisines: [], tags: [], diets: [], ...q, kind: thereKind, city: about.city };
  if (s.words.length > 8) return q;
  const what = q ? q.cuisines.length + q.tags.length + q.diets.length + (q.amenities?.length ?? 0) + (q.pets ? 1 : 0) : 0;
  if (q?.city && what) return q;
  const prev = history
    .filter((t) => t.role === 'user')
    .map((t) => parseVenueQuestion(t.content, catalogue))
    .findLast((p): p is VenueQuestion => Boolean(p && venueSearch(said(''), p)));
  if (!prev) return q;
  // "and for 4 of us?", "pa za 3 osebe?" right after a search for stays: the same search, for the new party or day.
  const lastSaid = history.findLast((t) => t.role === 'user');
  if (!q && about.changes && prev.kind === 'stays' && s.words.length <= 6 && lastSaid && parseVenueQuestion(lastSaid.content, catalogue)) return prev;
  // A kind alone ("and stays there?", "pa nastanitve?", "any free rooms there tomorrow?"): that kind in the same town.
  const kind = q?.kind ?? (FOLLOW_UP.test(s.text) || s.words.length <= 4 ? venueKindIn(message) : null);
  if (!q?.city && !what && kind) return { kind, city: prev.city, cuisines: [], tags: [], diets: [] };
  if (!q) return null;
  if (q.city) return { ...prev, city: q.city, kind: q.kind ?? prev.kind };
  if (what) return { ...q, kind: q.kind ?? prev.kind, city: prev.city };
  return q;
}

/** What a venue question narrows by, beyond a kind: a town, a cuisine, a diet, an amenity or pets. */
export const narrows = (q: VenueQuestion): boolean => Boolean(q.city || q.cuisines.length || q.tags.length || q.diets.length || q.amenities?.length || q.pets);

/** What a venue search narrows by, beyond a kind: what `narrows` reads, or a search word. */
export function searchesFor(s: Said, q: VenueQuestion): boolean {
  return narrows(q) || has(s, 'where', 'kje', 'recomm', 'priporo');
}

/** A venue question that asks for venues: a kind, a diet, a cuisine or a listing word, not a city alone. */
export function venueSearch(s: Said, q: VenueQuestion): boolean {
  return (
    Boolean(q.kind || q.diets.length || q.cuisines.length || q.tags.length || q.amenities?.length || q.pets) ||
    has(s, 'where', 'kje', 'recomm', 'priporo', 'eat', 'jest', 'sleep', 'prespa', 'anyth', 'someth')
  );
}
