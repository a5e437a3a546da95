/**
 * The sixth unseen round of the chat assistant's evaluation (ADR 115, 117): 70 questions, 35 in
 * English and 35 in Slovenian, 8 of them short dialogs (`before`). Written on 2026-11-30 by a writer
 * who had not read the assistant's code, its training examples or any earlier evaluation set, from
 * SPEC.md, the decisions, the legal texts and the demo seed only, before any of it was asked.
 * Facts are loose on purpose: numbers, venue names and word stems that only the right answer has.
 *
 * Asked before any fix: 55 of 70 passed (79 %), as the test part then (80 %). The misses: "pri Lipi"
 * not read as Gostilna Pri Lipi, cancelling a stay on the arrival day (no stay rule in the answer;
 * "the day I arrive" read as tomorrow and "last minute" as the last item of a list), a party of 15
 * read as a time question, the chat's retention answered from another privacy passage, the privacy
 * address cut off by a sentence split inside "tablestay.si", and a room that fits four at a named
 * property.
 */
import type { EvalQuestion } from './questions';

const TIME = '/\\b([01]\\d|2[0-3]):[03]0\\b/';
/** The default deposit, 20 EUR, however it is written (20 EUR, 20 €, €20, 20 evrov). */
const DEPOSIT_20 = '/\\b20(,00)?\\s?(€|eur|evr)|€\\s?20\\b/';
const FIFTEEN_MIN = '/\\b15\\s?(min|-min)/';
/** A signed-in guest is never told to sign in, and never shown another guest's address. */
const SIGNED_IN = ['/please (sign|log) in|prosimo, prijavite|najprej se prijavite/', '/@example\\.com/'];

export const UNSEEN_6: EvalQuestion[] = [
  // Deposits
  { topic: 'deposits', lang: 'en', q: 'how much deposit do i need to pay to reserve a table?', must: [DEPOSIT_20], never: ['password'] },
  { topic: 'deposits', lang: 'en', q: 'do I have to pay anything upfront if I book a room at Penzion Straža? like a deposit or smth', must: [DEPOSIT_20] },
  {
    topic: 'deposits',
    lang: 'en',
    q: 'If I cancel my dinner reservation, do I get my deposit back?',
    must: ['/partner|terms|polic|directly|depends|decide/'],
    never: ['partial month'],
  },
  {
    topic: 'deposits',
    lang: 'en',
    q: 'how do i actually pay the deposit? is it by card?',
    must: ['/card|stripe|payment (link|window|page)|pay button|link/'],
    never: ['password'],
  },
  { topic: 'deposits', lang: 'sl', q: 'kolk je varščina za mizo?', must: [DEPOSIT_20], never: ['geslo'] },
  {
    topic: 'deposits',
    lang: 'sl',
    q: 'A varščino dobite vi ali gre restavraciji? Je zraven še kakšna provizija?',
    must: ['/neposredno|direktno|restavraciji|ponudniku|partnerju/'],
  },
  {
    topic: 'deposits',
    lang: 'sl',
    q: 'če odpovem rezervacijo, mi vrnete varščino?',
    must: ['/partner|pogoj|neposredno|odvisno|ponudnik/'],
    never: ['nepolne mesece'],
  },
  { topic: 'deposits', lang: 'sl', q: 'Rada bi rezervirala apartma v Portorožu. Koliko moram plačati vnaprej kot varščino?', must: [DEPOSIT_20] },

  // Holds
  { topic: 'holds', lang: 'en', q: 'I started booking a table but got distracted before paying.. how long do you keep it for me?', must: [FIFTEEN_MIN] },
  { topic: 'holds', lang: 'en', q: "what happens if i don't pay the deposit in time?", must: ['/expire|releas|lapse|freed|lose|no longer held|gone/'] },
  { topic: 'holds', lang: 'sl', q: 'koliko časa mi držite mizo, preden moram plačat varščino?', must: [FIFTEEN_MIN] },
  { topic: 'holds', lang: 'sl', q: 'A se tudi soba zadrži, ko rezerviram nastanitev, dokler ne plačam? Koliko časa?', must: [FIFTEEN_MIN] },

  // Waitlist
  {
    topic: 'waitlist',
    lang: 'en',
    q: 'the place is fully booked at 8pm on saturday, can i get on some kind of list?',
    must: ['/wait\\s?-?list|waiting list/'],
  },
  { topic: 'waitlist', lang: 'en', q: "If a table frees up while I'm on the waitlist, how long do I have to grab it?", must: [FIFTEEN_MIN] },
  { topic: 'waitlist', lang: 'sl', q: 'kaj se zgodi, če je ob uri, ki jo hočem, že vse polno?', must: ['čakaln'] },
  { topic: 'waitlist', lang: 'sl', q: 'Sem na čakalni vrsti za Taverno Sol. Kako bom izvedel, da se je sprostila miza?', must: ['/pošt|mail/'] },

  // Cancellation
  { topic: 'cancellation', lang: 'en', q: 'how do I cancel my table reservaton?', must: ['/my reservations|\\/me\\b|my-reservations|link/'] },
  {
    topic: 'cancellation',
    lang: 'en',
    q: 'can i still cancel my room on the day I arrive? plans changed last minute',
    must: ['/before/', '/propert|host|contact/'],
    never: ['/yes,? you can (still )?cancel/'],
  },
  {
    topic: 'cancellation',
    lang: 'en',
    q: 'I booked 2 nights at Alpski Dom for three weeks from now. Can I still cancel that?',
    must: ['/\\byes\\b|you can|can (still )?cancel|can be cancel/'],
  },
  { topic: 'cancellation', lang: 'sl', q: 'kako prekličem rezervacijo mize?', must: ['/moje rezervacije|\\/me\\b|povezav/'] },
  {
    topic: 'cancellation',
    lang: 'sl',
    q: 'Ali lahko sobo odpovem še na dan prihoda?',
    must: ['/pred\\s+(dnem|dnevom)|ne morete|ni mogoče|žal/', '/nastanitev|ponudnik|lastnik|obrnite/'],
  },
  {
    topic: 'cancellation',
    lang: 'sl',
    q: 'rezerviral sem mizo pri Lipi, pa ne bomo mogli priti. kaj naj naredim?',
    must: ['/prekli|odpov/', '/moje rezervacije|\\/me\\b|povezav/'],
  },

  // Booking limits
  { topic: 'booking', lang: 'en', q: 'can I book one table for 15 people? its for a birthday', must: ['/\\b12\\b|twelve/'] },
  { topic: 'booking', lang: 'en', q: 'How far in advance can you reserve?', must: ['/365|a year|one year|12 months/'] },
  { topic: 'booking', lang: 'en', q: "what's the latest time I can book dinner at Taverna Sol on a friday?", must: ['21:30'] },
  { topic: 'booking', lang: 'sl', q: 'Za koliko ljudi lahko največ rezerviram eno mizo?', must: ['/\\b12\\b|dvanajst/'] },
  { topic: 'booking', lang: 'sl', q: 'kako daleč vnaprej lahko rezerviram mizo?', must: ['/365|leto/'] },
  { topic: 'booking', lang: 'sl', q: 'Ob kateri uri je najzgodnejši termin v nedeljo v Zelenem vrtu?', must: ['/12[:.]00/'] },

  // Stays
  { topic: 'stays', lang: 'en', q: "what's the longest stay I can book?", must: ['/30 nights?|30-night|thirty nights/'] },
  { topic: 'stays', lang: 'en', q: 'we are 4 adults looking at Vila Ribnik, is there a room that fits all of us?', must: ['Family Suite|180'] },
  { topic: 'stays', lang: 'en', q: 'How much is a night at Apartmaji Morje for a family of five?', must: ['/\\b140\\b/'] },
  { topic: 'stays', lang: 'sl', q: 'koliko noči lahko največ ostanem v nastanitvi?', must: ['/30\\s*noč|trideset noč/'] },
  { topic: 'stays', lang: 'sl', q: 'Koliko oseb lahko največ vpišem v eno rezervacijo sobe?', must: ['/\\b10\\b|deset/'] },
  { topic: 'stays', lang: 'sl', q: 'iščem prenočišče v Kranjski Gori za 3 osebe, kolk stane noč?', must: ['Alpsk', '/\\b125\\b/'] },

  // Account
  { topic: 'account', lang: 'en', q: 'do i need a password to see my bookings? i never made one', must: ['/magic|one-time|sign-?in link|login link|link/'] },
  { topic: 'account', lang: 'en', q: 'forgot my password, what now', must: ['/forgot|reset/'] },
  { topic: 'account', lang: 'en', q: 'My 14 year old daughter wants her own account, is that allowed?', must: ['/\\b16\\b|sixteen/'] },
  { topic: 'account', lang: 'sl', q: 'kako se prijavim brez gesla?', must: ['povezav'] },
  { topic: 'account', lang: 'sl', q: 'Kako izbrišem svoj račun?', must: ['@tablestay.si'] },
  { topic: 'account', lang: 'sl', q: 'koliko znakov mora imeti geslo najmanj?', must: ['/\\b6\\b|šest/'] },

  // Privacy
  { topic: 'privacy', lang: 'en', q: 'how long do you keep my reservation data?', must: ['/7 years|seven years/'] },
  { topic: 'privacy', lang: 'en', q: 'do you store what I type into this chat? for how long?', must: ['/90 days|90-day|ninety days/'] },
  { topic: 'privacy', lang: 'en', q: 'Who do I email with a GDPR request about my personal data?', must: ['privacy@tablestay.si'] },
  { topic: 'privacy', lang: 'sl', q: 'Koliko časa hranite podatke o mojem računu?', must: ['/(3|tri) let/'] },
  { topic: 'privacy', lang: 'sl', q: 'a moje podatke prodajate naprej?', must: ['/ne\\s+prodaj|nikoli/'] },
  { topic: 'privacy', lang: 'sl', q: 'Na kateri naslov lahko pišem glede varstva osebnih podatkov?', must: ['privacy@tablestay.si'] },

  // Venues
  { topic: 'venues', lang: 'en', q: 'any vegan places in ljubljana?', must: ['Zeleni Vrt'] },
  { topic: 'venues', lang: 'en', q: 'looking for good seafood on the coast, Piran maybe?', must: ['Taverna Sol'] },
  { topic: 'venues', lang: 'en', q: 'somewhere to stay with a pool near the sea for our summer holiday?', must: ['Apartmaji Morje'] },
  { topic: 'venues', lang: 'en', q: 'We travel with our dog. Which stays allow pets?', must: ['Vila Ribnik', 'Alpski Dom'] },
  { topic: 'venues', lang: 'sl', q: 'kje v Kopru dobim dobro pico?', must: ['Capris'] },
  { topic: 'venues', lang: 'sl', q: 'Priporočite kakšno restavracijo z degustacijskim menijem?', must: ['Celei'] },
  { topic: 'venues', lang: 'sl', q: 'jem brez glutena, kam lahko grem na večerjo v Piranu?', must: ['/Tavern[aioe] Sol/'] },
  { topic: 'venues', lang: 'sl', q: 'Iščem nastanitev v hribih s savno ali wellnessom.', must: ['Alpsk'] },

  // Availability
  { topic: 'availability', lang: 'en', q: 'is there a table at Gostilna Pri Lipi this thursday at 7pm for 4 people?', must: ['Pri Lipi', TIME] },
  { topic: 'availability', lang: 'en', q: 'Table for 2 at Hiša Celeia on Sunday at 20:00?', must: ['Celeia', '/\\b1[2-9]:[03]0\\b/'] },
  { topic: 'availability', lang: 'sl', q: 'Ali imate prosto mizo v Taverni Sol v petek ob 20h za 6 oseb?', must: ['/Tavern[aioe] Sol/', TIME] },
  { topic: 'availability', lang: 'sl', q: 'jutri zvečer ob pol osmih, 3 osebe, Mlinar Bistro v Mariboru, gre?', must: ['Mlinar', TIME] },

  // My bookings (signed in as the demo guest, who has no seeded bookings of her own)
  {
    topic: 'my-bookings',
    lang: 'en',
    q: 'what have I got booked coming up?',
    must: ['/reservation|booking|nothing booked/'],
    never: SIGNED_IN,
    user: 'guest@tablestay.si',
  },
  {
    topic: 'my-bookings',
    lang: 'en',
    q: 'which email address are my bookings under?',
    must: ['guest@tablestay.si'],
    never: SIGNED_IN,
    user: 'guest@tablestay.si',
  },
  { topic: 'my-bookings', lang: 'sl', q: 'imam trenutno kakšno rezervacijo?', must: ['/rezervacij|bivanj/'], never: SIGNED_IN, user: 'guest@tablestay.si' },
  {
    topic: 'my-bookings',
    lang: 'sl',
    q: 'Na kateri e-naslov so vezane moje rezervacije?',
    must: ['guest@tablestay.si'],
    never: SIGNED_IN,
    user: 'guest@tablestay.si',
  },

  // Follow-ups: short dialogs
  {
    topic: 'follow-ups',
    lang: 'en',
    before: ['any restaurants in Bled?'],
    q: 'are they open on sunday?',
    must: ['/Okrepčevalnica Bled|Pod Gradom/', '/12[:.]00/', '/21[:.]00/'],
  },
  { topic: 'follow-ups', lang: 'en', before: ['what are the opening hours of Mlinar Bistro?'], q: 'and Trattoria Capris?', must: ['Capris', '/11[:.]00/'] },
  { topic: 'follow-ups', lang: 'en', before: ['how much is the deposit for a table?'], q: 'and for a room?', must: [DEPOSIT_20], never: ['password'] },
  {
    topic: 'follow-ups',
    lang: 'en',
    before: ['table for 2 at Taverna Sol on friday at 19:00'],
    q: 'what about for 6?',
    must: ['Taverna Sol', TIME, '/\\b6\\b|six/'],
  },
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Ali je v Zelenem vrtu prosta miza v soboto ob 19:00 za 2?'],
    q: 'pa v nedeljo?',
    must: ['Zelen', TIME],
  },
  { topic: 'follow-ups', lang: 'sl', before: ['kje lahko prespim v Bohinju?'], q: 'a imajo parkirišče?', must: ['Jezer', 'parkir'] },
  { topic: 'follow-ups', lang: 'sl', before: ['Koliko je varščina za sobo?'], q: 'pa za mizo v restavraciji?', must: [DEPOSIT_20], never: ['geslo'] },
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['je jutri ob 18:30 prosta miza pri Lipi za 4 osebe?'],
    q: 'pa za 8 oseb?',
    must: ['Lip', TIME, '/\\b8\\b|osem/'],
  },
];
