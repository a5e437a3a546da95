/**
 * Held-out test set for the chat assistant. Written on 2026-11-29 from SPEC.md, the seed and the
 * web's help pages, before the engine was changed for it, never tuned on. Every fact below comes
 * from the product (SPEC.md, packages/core/src/db/seed.ts and demo/, the legal texts the web's
 * /legal pages show, the web's own UI texts, packages/core/src/config.ts), never from the
 * assistant's answers; do not edit it to fit the engine.
 *
 * Half Slovenian, half English. Singles here, dialogs in test-part-dialogs.ts; TEST_PART is both.
 * `must`: every entry, `|` alternatives, `/…/` a case-insensitive regular expression.
 */
import type { EvalQuestion } from './questions';
import { TEST_PART_DIALOGS } from './test-part-dialogs';

const PRIVACY = 'privacy@tablestay.si'; // config.ts CONTACT_EMAIL default, the address on the legal pages
const SUPPORT = 'hello@tablestay.si'; // config.ts SUPPORT_EMAIL default, the footer's Contact link
const NO_EN_STATUS = ['awaiting deposit', 'awaiting_deposit'];

const SINGLES: EvalQuestion[] = [
  // Plans and add-ons (SPEC §1 paid plans, §2 /plans, §9 prices; Terms "Subscription terms"): Restaurant 29 EUR/month
  // (dashboard, reservations, AI review analyzer, AI busy-day suggestions, waitlist); Stays 79 EUR/month (multi-property,
  // room type management, AI analytics); AI Sommelier 2.99 (wine and cocktail pairing); AI City Packs 2.99 (day-by-day
  // itineraries). Affiliate: 20% lifetime recurring commission.
  { topic: 'plans', lang: 'en', q: 'how much does it cost to list my restaurant on tablestay?', must: ['/\\b29\\b/'] },
  { topic: 'plans', lang: 'en', q: 'what do i actually get with the stays plan? we have 3 apartments in different towns', must: ['/\\b79\\b/', '/room type/'] },
  { topic: 'plans', lang: 'en', q: 'is the ai sommelier free or do i pay extra for it', must: ['/2[.,]99/', '/wine|cocktail/'] },
  { topic: 'plans', lang: 'en', q: 'what r city packs and what do they cost', must: ['/2[.,]99/', '/itinerar|day-by-day|day by day|per day|each day/'] },
  {
    topic: 'plans',
    lang: 'en',
    q: 'does the restaurant subscription come with the waitlist and the review ai thing, or is that extra $$?',
    must: ['/includ|part of|comes? with/'],
    never: ['/2[.,]99/'],
  },
  { topic: 'plans', lang: 'sl', q: 'Kolk stane paket za restavracijo na mesec?', must: ['/\\b29\\b/'], never: ['/\\bper month\\b/'] },
  { topic: 'plans', lang: 'sl', q: 'Kaj vse dobim s paketom za nastanitve in kolko to košta?', must: ['/\\b79\\b/', '/sob/'] },
  { topic: 'plans', lang: 'sl', q: 'Ali je AI Sommelier že vključen v paket za restavracije?', must: ['/2[.,]99/', '/dodat|ločen|posebej|doplač/'] },
  { topic: 'plans', lang: 'sl', q: 'kaj so ti mestni vodiči (city packs) in kolk stanejo', must: ['/2[.,]99/', '/dn(i|evih|eve)|dan za dnem|itinerar|načrt/'] },
  { topic: 'plans', lang: 'sl', q: 'Koliko provizije dobim, če priporočim TableStay drugim lastnikom?', must: ['/20\\s?%|20-odstot|20 odstot/'] },
  // The demo owner pays for both owner plans (seed.ts: subscriptions 'restaurant' and 'stays' for owner@tablestay.si).
  { topic: 'plans', lang: 'en', user: 'owner@tablestay.si', q: 'which plan am I on and what does it cost me each month', must: ['/\\b29\\b/', '/\\b79\\b/'] },
  { topic: 'plans', lang: 'sl', user: 'owner@tablestay.si', q: 'Kateri paket imam trenutno aktiven?', must: ['/restavracij/', '/nastanit/'] },

  // Deposits, table vs room (SPEC §9: default 20 EUR, paid directly to the restaurant by payment link, no platform fees;
  // "stay booking also states 20 EUR"; Terms "Fees" and "Cancellations": TableStay holds no customer funds, refunds follow
  // the partner's terms, an unpaid reservation awaiting a deposit may expire. Seed: Vila Ribnik Double Room 110 EUR a
  // night; Apartmaji Morje Studio 85, Apartment 140 a night. Web booking texts: the stay deposit goes to the property.)
  { topic: 'deposits', lang: 'en', q: 'how much deposit do i need to pay when booking a table?', must: ['/\\b20\\b/', '/restaurant/'] },
  {
    topic: 'deposits',
    lang: 'en',
    q: 'is there a deposit for booking a room too or only for restaurants?',
    must: ['/\\b20\\b/', '/property|accommodation|host|stay|room/'],
  },
  {
    topic: 'deposits',
    lang: 'en',
    q: "double room at vila ribnik - what's the deposit and what do i pay per night?",
    must: ['/\\b20\\b/', '/\\b110\\b/'],
    never: ['/deposit (is |of |will be )?(€ ?|eur )?110\\b/'],
  },
  {
    topic: 'deposits',
    lang: 'en',
    q: 'do you guys keep my deposit money or does it go to the restaurant?',
    must: ['/direct|straight/', '/restaurant|partner|venue/'],
  },
  { topic: 'deposits', lang: 'en', q: 'what happens if i dont pay the deposit for my table', must: ['/expire/'] },
  { topic: 'deposits', lang: 'en', q: 'is the deposit for a stay the same as for a table?', must: ['/\\b20\\b/'] },
  { topic: 'deposits', lang: 'sl', q: 'Kolikšna je varščina za mizo v restavraciji?', must: ['/\\b20\\b/', 'varščin'], never: NO_EN_STATUS },
  {
    topic: 'deposits',
    lang: 'sl',
    q: 'Ali moram tudi za sobo plačati varščino? Rezerviral bi apartma v Portorožu.',
    must: ['/\\b20\\b/', 'varščin'],
    never: ['/varščin[a-zž]* (je |znaša |bo )?(€ ?|eur )?(85|140)\\b/', ...NO_EN_STATUS],
  },
  {
    topic: 'deposits',
    lang: 'sl',
    q: 'Komu plačam varščino, vam ali restavraciji?',
    must: ['/neposredno|direktno|naravnost/', '/restavracij|partner/'],
    never: NO_EN_STATUS,
  },
  {
    topic: 'deposits',
    lang: 'sl',
    q: 'Ali dobim varščino nazaj, če odpovem mizo?',
    must: ['/restavracij|partner|ponudnik/', '/pogoj|odvisn|pravil/'],
    never: NO_EN_STATUS,
  },

  // Limits (SPEC §5 and §9: party size 1-12, stay guests 1-10 on the booking form, minimum age 16; web product texts
  // (i18n/texts-sl.ts): "A stay can be at most 30 nights", "Bookings can be made at most 365 days ahead"; seed: Vila Ribnik
  // Family Suite sleeps 4).
  { topic: 'stays', lang: 'en', q: 'whats the max number of nights i can book a room for?', must: ['/\\b30\\b/', '/night/'] },
  { topic: 'booking', lang: 'en', q: 'can i book a table for a party of 20 for my dads birthday?', must: ['/\\b12\\b/'] },
  { topic: 'booking', lang: 'en', q: 'how far in advance can I reserve? planning a trip for next summer', must: ['/\\b365\\b|one year|a year|12 months/'] },
  { topic: 'account', lang: 'en', q: 'is there an age limit for making an account? my son is 14', must: ['/\\b16\\b|sixteen/'], never: ['/\\b18\\b/'] },
  { topic: 'stays', lang: 'en', q: 'how many guests can be on one room booking? we are a group of 12', must: ['/\\b10\\b|\\bten\\b/'] },
  { topic: 'stays', lang: 'en', q: 'is 4 people ok in the family suite at vila ribnik?', must: ['/\\byes\\b|up to (4|four)|sleeps|fits|capacity/'] },
  { topic: 'stays', lang: 'sl', q: 'Koliko noči največ lahko rezerviram v Vili Ribnik v Ljubljani?', must: ['/\\b30\\b/', 'noč'] },
  { topic: 'booking', lang: 'sl', q: 'Za koliko oseb največ lahko rezerviram mizo? Jutri ob 19h nas bo 14 v Ljubljani.', must: ['/\\b12\\b/'] },
  {
    topic: 'booking',
    lang: 'sl',
    q: 'Kako daleč vnaprej lahko rezerviram? Bi že zdaj sobo na Bledu za december naslednje leto.',
    must: ['/\\b365\\b|eno leto|leto dni|12 mesecev/'],
  },
  { topic: 'account', lang: 'sl', q: 'Koliko moraš bit star za uporabo TableStay?', must: ['/\\b16\\b|šestnajst/'], never: ['/\\b18\\b/'] },
  { topic: 'stays', lang: 'sl', q: 'Največ koliko gostov lahko napišem pri rezervaciji sobe?', must: ['/\\b10\\b|deset/'] },

  // Password reset and sign-in (SPEC §2 Auth modes sign in / sign up / forgot password, Set New Password page; §5 password
  // min 6, fields must match; §7 magic link by one-time code; web /auth: "Forgot password?" / "Ste pozabili geslo?", "Password
  // reset email sent! Check your inbox.", magic-link button "Send me a sign-in link", no password needed).
  { topic: 'account', lang: 'en', q: 'forgot my pasword, how do i get back in??', must: ['/forgot|reset/', '/email|inbox/'] },
  {
    topic: 'account',
    lang: 'en',
    q: 'I booked without an account and never made a password. how do I see my reservations?',
    must: ['/magic link|one-time|sign-in link|login link|link by email|emailed link|link to your email/'],
  },
  { topic: 'account', lang: 'en', q: 'what are the password rules? it keeps rejecting mine', must: ['/\\b6\\b|six/'] },
  {
    topic: 'account',
    lang: 'sl',
    q: 'Pozabil sem geslo, kaj naj naredim?',
    must: ['/pozabil|ponastav/', '/e-pošt|e-mail|e-naslov|povezav/'],
    never: ['Forgot password'],
  },
  { topic: 'account', lang: 'sl', q: 'Ali se lahko prijavim brez gesla?', must: ['/povezav/', '/e-pošt|e-mail|e-naslov|mail/'] },
  { topic: 'account', lang: 'sl', q: 'koliko znakov mora imet geslo', must: ['/\\b6\\b|šest/'] },

  // Account deletion (Privacy Policy "Retention": delete on request using the contact details, account data kept until
  // deletion or 3 years of inactivity, reservations 7 years; the contact is CONTACT_EMAIL; no self-service delete button).
  { topic: 'privacy', lang: 'en', q: 'how do I delete my account?', must: [PRIVACY] },
  { topic: 'privacy', lang: 'en', q: 'pls remove all my data, i dont want to use this anymore', must: [PRIVACY] },
  { topic: 'privacy', lang: 'en', q: 'if I delete my account do you also delete my old reservations?', must: ['/\\b7\\b|seven/', PRIVACY] },
  { topic: 'privacy', lang: 'sl', q: 'Kako izbrišem svoj račun?', must: [PRIVACY] },
  { topic: 'privacy', lang: 'sl', q: 'Želim, da izbrišete vse moje podatke.', must: [PRIVACY] },
  {
    topic: 'privacy',
    lang: 'sl',
    q: 'Koliko časa hranite podatke, če računa ne uporabljam več? Bi ga kar izbrisal.',
    must: ['/\\b3\\b|\\btri\\b|treh/', PRIVACY],
  },

  // Billing problems and disputes (finer topic: billing). SUPPORT_EMAIL is the general contact; Terms: cancel any time via
  // Manage Subscription (Stripe customer portal), access until the end of the paid period, no refunds for partial months;
  // a failed payment may stop paid features; deposits go to the partner, who handles refunds; TableStay does not decide
  // disputes between guests and partners.
  { topic: 'plans', lang: 'en', q: 'I was charged twice this month for my restaurant subscription, who do I talk to?', must: [SUPPORT] },
  { topic: 'plans', lang: 'en', q: 'cancelled my plan mid month, can i get the rest of the month refunded', must: ['/partial|end of (the|your|this)/'] },
  {
    topic: 'plans',
    lang: 'en',
    q: 'my card payment for the stays plan failed and now the dashboard is locked. help',
    must: ['/manage subscription|customer portal|billing portal|payment details/', SUPPORT],
  },
  { topic: 'plans', lang: 'en', q: 'I want to dispute a TableStay charge on my card statement', must: [SUPPORT] },
  { topic: 'plans', lang: 'sl', q: 'Zaračunali ste mi naročnino, čeprav sem jo preklical. Na koga se obrnem?', must: [SUPPORT] },
  {
    topic: 'plans',
    lang: 'sl',
    q: 'Ali dobim vračilo za preostanek meseca, če prekinem paket?',
    must: ['/nepoln|sorazmern|do konca|ne vračamo|ni vračil|brez vračil/'],
  },
  {
    topic: 'plans',
    lang: 'sl',
    q: 'Plačilo s kartico za naročnino ni šlo skozi, kaj zdaj?',
    must: ['/upravljanje naročnine|manage subscription|portal/', SUPPORT],
  },
  {
    topic: 'deposits',
    lang: 'sl',
    q: 'Restavracija mi noče vrniti varščine, lahko vi to uredite?',
    must: ['/restavracij|partner/', '/neposredno|ne hranimo|ne prejema|ne razsoja|pogoj/'],
  },

  // Owners' how-to (finer topic: owner). SPEC §2 dashboard (Restaurant > Reservations: Confirm, Seated, Waitlist with
  // Promote; Settings: table management, feedback QR card), onboarding wizard (2 Opening hours, 3 Deposit payment link for
  // the 20 EUR deposit, 4 QR codes: feedback QR to /r/{id}, PNG download), §5 photos: images only, 10 per restaurant,
  // 15 per stay property. Web owner texts: Notifications "Enable on this device" for a new booking, a cancellation, a
  // claimed waitlist offer, a paid deposit; Slovenian "Povišaj v rezervacijo", "Delovni čas", "Prenesi PNG".
  {
    topic: 'venues',
    lang: 'en',
    user: 'owner@tablestay.si',
    q: 'how do i upload pics of my restaurant and how many can i add?',
    must: ['/\\b10\\b|\\bten\\b/'],
  },
  {
    topic: 'venues',
    lang: 'en',
    user: 'owner@tablestay.si',
    q: 'where do I change my opening hours',
    must: ['/hours/', '/settings|onboarding|setup|wizard|dashboard/'],
  },
  {
    topic: 'waitlist',
    lang: 'en',
    user: 'owner@tablestay.si',
    q: "someone's on the waitlist and a table just freed up. how do i give it to them?",
    must: ['Promote', '/reservations|dashboard/'],
  },
  {
    topic: 'deposits',
    lang: 'en',
    user: 'owner@tablestay.si',
    q: 'how do guests pay the deposit to me? where do i put my payment link',
    must: ['/payment link/', '/settings|onboarding|setup|wizard|step/'],
  },
  { topic: 'venues', lang: 'en', q: 'i want a qr code on the tables so people can leave reviews, how?', must: ['QR', '/feedback/', '/PNG|download/'] },
  {
    topic: 'venues',
    lang: 'en',
    q: 'can I get a ping on my phone when someone books a table at my place?',
    must: ['/notification/', '/enable|turn on|switch on|allow/'],
  },
  {
    topic: 'venues',
    lang: 'en',
    q: 'how do i change the number of tables people can book?',
    must: ['/settings/', '/total tables|blocked tables|table management/'],
  },
  { topic: 'venues', lang: 'sl', q: 'Kako naložim slike nastanitve in koliko jih lahko dam gor?', must: ['/\\b15\\b|petnajst/', '/fotografij|slik/'] },
  { topic: 'venues', lang: 'sl', q: 'Kje nastavim delovni čas restavracije?', must: ['/delovn/', '/nastavit|čarovnik|korak|nadzorn/'] },
  { topic: 'waitlist', lang: 'sl', q: 'Gost čaka na čakalni vrsti, kako mu dam prosto mizo?', must: ['/povišaj|promote/', '/čakaln/'] },
  { topic: 'deposits', lang: 'sl', q: 'Kam vpišem povezavo za plačilo varščine?', must: ['/povezav/', '/nastavit|čarovnik|korak/'], never: NO_EN_STATUS },
  { topic: 'venues', lang: 'sl', q: 'Kako dobim QR kodo, da mi gostje pustijo mnenje?', must: ['/QR/', '/PNG|prenes/'] },
  { topic: 'venues', lang: 'sl', q: 'Ali lahko dobim obvestilo na telefon, ko nekdo rezervira?', must: ['/obvestil/', '/vklop|omogoč|vključ/'] },
  { topic: 'booking', lang: 'sl', user: 'owner@tablestay.si', q: 'Kako potrdim rezervacijo gosta?', must: ['/potrdi|confirm/', '/nadzorn|dashboard/'] },

  // Venues, with Slovenian inflected towns and dates (seed demo/venues.ts; SPEC §2 default hours: Mon-Thu 11:00-22:00,
  // Fri-Sat 11:00-23:00, Sun 12:00-21:00; 15 December is a Tuesday in 2026, a Wednesday in 2027).
  { topic: 'venues', lang: 'sl', q: 'Katere restavracije imate v Ljubljani?', must: ['Pri Lipi', 'Zeleni Vrt'] },
  { topic: 'venues', lang: 'sl', q: 'Kje lahko jem na Bledu?', must: ['Okrep', 'Pod Gradom'] },
  { topic: 'venues', lang: 'sl', q: 'Imate kakšno ribjo restavracijo v Piranu?', must: ['Taverna Sol'] },
  { topic: 'availability', lang: 'sl', q: 'Kdaj je odprt Mlinar Bistro v Mariboru 15. decembra?', must: ['/\\b11\\b/', '/\\b22\\b/'] },
  { topic: 'availability', lang: 'sl', q: 'Smo iz Kopra in gremo v petek v Piran. Do kdaj je odprta Taverna Sol?', must: ['/\\b23\\b/'] },
  { topic: 'stays', lang: 'sl', q: 'Kje lahko prespimo na Bledu v decembru?', must: ['Penzion Stra'] },
  { topic: 'stays', lang: 'sl', q: 'Ali kje v Kranjski Gori sprejemajo pse?', must: ['Alpski Dom'] },
  { topic: 'venues', lang: 'en', q: 'any good pizza in koper?', must: ['Trattoria Capris'] },
  { topic: 'venues', lang: 'en', q: 'vegan food in kranj?', must: ['Kavarna Kranj'] },
  { topic: 'availability', lang: 'en', q: 'what time does hisa celeia close on saturdays', must: ['/\\b23\\b/'] },
  { topic: 'venues', lang: 'en', q: 'restaurants in ljubljana that are gluten free?', must: ['Zeleni Vrt'] },
];

export const TEST_PART: EvalQuestion[] = [...SINGLES, ...TEST_PART_DIALOGS];
