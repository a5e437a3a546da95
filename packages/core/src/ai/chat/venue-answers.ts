import type { Database } from '../../db/connection';
import { said, type Turn } from './actions';
import { answeredAbout, lastList } from './context';
import { cancels, has, is, type Said } from './cues';
import { WANTS_MINE } from './guards';
import type { IntentId } from './intents/catalogue';
import { namedVenue, type Asked } from './parse';
import { CHAT_TEXTS } from './texts';
import {
  amenityAnswer,
  askedAmenities,
  asksAddress,
  asksHours,
  asksOverview,
  asksPets,
  asksPrice,
  asksStayTimes,
  asksWeekly,
  dietAnswer,
  hoursAnswer,
  overviewAnswer,
  roomPricesAnswer,
  stayTimesAnswer,
} from './venue-facts';
import { roomTypesOf, type VenueRecord } from './venue-repository';
import type { VenueQuestion } from './venues';

type Locale = 'en' | 'sl';

export interface RowQuestion {
  db: Database;
  l: Locale;
  s: Said;
  message: string;
  history: Turn[];
  /** The table the conversation is about (context.ts). */
  ctx: Asked & { fresh: Asked };
  /** The message read alone as a venue search. */
  alone: VenueQuestion | null;
  /** The classifier is sure enough the message asks this. */
  sure: (id: IntentId) => boolean;
  records: VenueRecord[];
  now: Date;
  contactEmail: string;
}

/** A question a venue's row answers: its hours, pets, an amenity or its address. */
const asksRow = (s: Said) => asksHours(s) || asksPets(s) || askedAmenities(s).length > 0 || asksAddress(s);

const PLACE_WORDS = ['restau', 'restav', 'place', 'stays', 'hotel', 'nastan', 'obrat', 'lokal'];

/**
 * A longer question about the venue under discussion: it points back at it and asks its hours, pets
 * or an amenity in so many words ("what time does it close on Friday?").
 */
const pointsBack = (s: Said) =>
  is(s, 'it', 'its', 'they', 'them', 'their', 'there', 'tam', 'tja', 'njihov', 'njihova', 'njihove') &&
  (asksHours(s) || asksPets(s) || askedAmenities(s).length > 0 || asksPrice(s));

/**
 * What a listed venue's own row answers (ADR 117), of the venue the message names or, for a short
 * question or one pointing back, the one under discussion: check-in times (held by no row), its
 * address, opening hours, pets and amenities, the diets it serves, a property's rooms and prices, or
 * the venue as a whole. Null when the message asks none of these.
 */
export async function venueRowAnswer(q: RowQuestion): Promise<string | null> {
  const { l, ctx, alone } = q;
  const recordNamed = namedVenue(q.message, q.records);
  // Only the venue changes ("Kdaj je odprta Taverna Sol?" → "pa Zeleni vrt?"): the same question of it.
  const lastAsked = q.history.findLast((t) => t.role === 'user');
  const before = lastAsked ? said(lastAsked.content) : null;
  const sameOfAnother = recordNamed && before && asksRow(before) && !asksRow(q.s) && q.s.words.length <= recordNamed.name.split(/\s+/).length + 3;
  const s = sameOfAnother ? before : q.s;
  const record =
    recordNamed ??
    ((s.words.length <= 6 || pointsBack(s) || /^(and|pa|in|a pa|kaj pa)\b/.test(s.text)) && !has(s, ...PLACE_WORDS, 'account', 'racun')
      ? ctx.venueId
        ? q.records.find((r) => r.id === ctx.venueId)
        : (answeredAbout(q.history, q.records) ?? undefined)
      : undefined);
  const stay = record && record.total_rooms > 0 ? record : null;
  // Pets or an amenity asked in so many words is never a check-in question ("can I bring my dog there when we come?").
  // Nor is a search with dates ("Free rooms in Bled from 12 to 14 December"), whatever the classifier reads.
  const classifiedStayTimes = q.sure('stay-times') && !asksPets(s) && !askedAmenities(s).length && !ctx.fresh.date && !asksPrice(s);
  if (asksStayTimes(s, Boolean(stay)) || classifiedStayTimes) return stayTimesAnswer(l, stay, q.contactEmail);
  const asksTable = has(s, 'table', 'miz', 'free', 'prost', 'availab', 'seat', 'book', 'reserv', 'rezerv') || ctx.fresh.time || ctx.fresh.party;
  // "and on Monday?" after an opening-hours question: the hours of that day.
  const hoursFollowUp = Boolean(ctx.fresh.date && before && asksHours(before) && q.s.words.length <= 5);
  // The venue named, or the one under discussion, not a search by town: its address ("what's the
  // address?", never an email address or one's own booking), hours, pets or amenities.
  const aboutRecord = record && (recordNamed || !alone?.city) ? record : null;
  if (aboutRecord && asksAddress(s) && !asksHours(s) && !WANTS_MINE(s) && !has(s, 'mail', 'posto', 'posta'))
    return CHAT_TEXTS[l].venueAddress(aboutRecord.name, aboutRecord.address);
  const day = ctx.fresh.date ?? (sameOfAnother ? ctx.date : null);
  // "Do kdaj lahko odpovem sobo?" (until when can I cancel) asks no opening hours.
  if (record && (asksHours(s) || q.sure('venue-hours') || hoursFollowUp) && !asksTable && !cancels(s))
    return hoursAnswer(l, record, day, asksWeekly(s), is(s, 'now', 'zdaj', 'sedaj', 'trenutno') ? q.now : null);
  // "Which one is open on Monday?" after a list of venues: each one's hours that day.
  const listed = record ? [] : lastList(q.history, q.records).slice(0, 5);
  if (listed.length > 1 && asksHours(s) && !asksTable) return listed.map((v) => hoursAnswer(l, v, day, asksWeekly(s), null)).join('\n');
  if (aboutRecord && (asksPets(s) || askedAmenities(s).length)) return amenityAnswer(l, aboutRecord, asksPets(s), askedAmenities(s));
  // Its rooms' prices, or which of its rooms sleep a party ("we are 4, is there a room for all of us?"), of
  // the property named or, for a follow-up ("pa za 5 ljudi?"), the one under discussion.
  const sleeps = q.sure('stay-guests') || q.sure('party') || has(s, 'fit', 'sleep', 'spi', 'prespi');
  // "pa družinski apartma?" or "and the biggest one?" after a room's price, "koliko stane na noč?"
  // after a stays list: the rooms of the property under discussion.
  const priceFollowUp = Boolean(before && asksPrice(before) && (q.s.words.length <= 5 || sleeps));
  const roomPrice = asksPrice(s) && has(s, 'room', 'sob', 'suite', 'apartm', 'studio', 'night', 'noc');
  const property = recordNamed ?? (stay && (pointsBack(s) || roomPrice || priceFollowUp || (q.s.words.length <= 6 && ctx.fresh.party)) ? stay : null);
  // A party said of a property named ("Nas je 8, a lahko vzamemo kaj v Apartmajih Morje?"): its rooms for them.
  const partyThere = Boolean(recordNamed && ctx.fresh.party && !ctx.fresh.date);
  if (property && property.total_rooms > 0 && (asksPrice(s) || sleeps || priceFollowUp || partyThere))
    return roomPricesAnswer(l, property, await roomTypesOf(q.db, property.id), ctx.fresh.party ?? ctx.party);
  // The diets a venue serves ("Does Taverna Sol have vegan options?", "can she eat there? she's celiac").
  const dietOf = recordNamed ?? (aboutRecord && is(s, 'there', 'tam', 'it', 'they') ? aboutRecord : null);
  if (dietOf && alone?.diets.length && !alone.city) return dietAnswer(l, dietOf, alone.diets);
  if (!recordNamed) return null;
  const rooms = async () => (recordNamed.total_rooms > 0 ? roomTypesOf(q.db, recordNamed.id) : []);
  // A venue asked about as a whole ("Tell me about Alpski Dom"), or its name alone when no table is
  // under discussion (else the name says where that table is), with no table, day or money asked.
  const nameAlone = s.words.length <= recordNamed.name.split(/\s+/).length + 1 && !ctx.date && !ctx.time && !ctx.party;
  const tableOrMoney =
    ctx.fresh.date || ctx.fresh.time || ctx.fresh.party || has(s, 'deposit', 'varscin', 'table', 'miz', 'book', 'rezerv', 'reserv', 'free', 'prost');
  if ((asksOverview(s) || nameAlone) && !tableOrMoney) return overviewAnswer(l, recordNamed, await rooms());
  return null;
}
