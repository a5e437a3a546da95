/**
 * The seventh unseen round of the chat assistant's evaluation (ADR 115): 60 questions a venue owner,
 * a prospective owner or a guest would type about the owner dashboard, the plans and add-ons,
 * billing and support, 30 in English and 30 in Slovenian, six of them follow-ups in a short dialog.
 * Written on 2026-11-30 by a writer who had not read the assistant's code, its training examples or
 * the earlier sets, before any of these was asked. The facts come from SPEC.md, the legal texts, the
 * billing plan list, the demo seed and the web app's own labels (each feature's messages.ts under
 * packages/web/src/features), so a page or button is required as the UI spells it in the question's
 * language.
 *
 * Asked before any fix: 33 of 60 passed (55 %). The misses were owner how-to read as guests'
 * questions (a party that sat down, tables added on the terrace, today's arrivals), calendar sync
 * (no intent then), which plan a pension or a restaurant with rooms needs, billing and invoices, and
 * UI names the answers did not use (Add photos, Manage Subscription, Table management). One check
 * was loosened afterwards because it failed a right answer ("Vračil za delne mesece ni").
 */
import type { EvalQuestion } from './questions';

const OWNER = 'owner@tablestay.si';
const GUEST = 'guest@tablestay.si';

export const UNSEEN_7: EvalQuestion[] = [
  // ——— English: the owner dashboard, how-to ———
  {
    topic: 'account',
    lang: 'en',
    q: 'how do i upload photos of my restaurant so guests can see the place',
    must: ['Add photos|/dashboard/photos'],
    user: OWNER,
  },
  {
    topic: 'account',
    lang: 'en',
    q: 'need to change our opening hours for the winter, we close at 9pm now instead of 10',
    must: ['Opening hours', 'Settings'],
  },
  {
    topic: 'account',
    lang: 'en',
    q: 'we bought 3 more tables for the terrace, how do I tell the system we have more tables now?',
    must: ['Table management|Total tables|Save tables'],
  },
  {
    topic: 'stays',
    lang: 'en',
    q: 'we turned the attic into a suite. how do i add it as a new room type?',
    must: ['Add room type'],
    user: OWNER,
  },
  {
    topic: 'waitlist',
    lang: 'en',
    q: 'a couple is on the waitlist for 8pm and a table just freed up, how do i give it to them',
    must: ['Promote'],
  },
  {
    topic: 'deposits',
    lang: 'en',
    q: 'where do I paste my stripe link so guests pay the deposit to me?',
    must: ['/deposit payment link|payment link url/', 'Settings'],
  },
  {
    topic: 'account',
    lang: 'en',
    q: 'can i print a qr code to put on the tables? where do i get it',
    must: ['Download PNG|Feedback QR code', '/feedback/'],
  },
  {
    topic: 'account',
    lang: 'en',
    q: 'can I get a ping on my phone when someone books a table?',
    must: ['Notifications', 'Enable on this device'],
  },
  {
    topic: 'account',
    lang: 'en',
    q: 'do extra staff logins cost anything or is it included',
    must: ['/included|no extra|at no (extra )?cost|free of charge/'],
    never: ['/€ ?\\d+(\\.\\d+)? (per|a|each) (staff|seat|user|login)/'],
  },
  {
    topic: 'account',
    lang: 'en',
    q: 'the 7 oclock party just arrived and sat down, what do i click so it shows theyre at the table',
    must: ['Seated'],
    user: OWNER,
  },
  {
    topic: 'stays',
    lang: 'en',
    q: 'guests just arrived at vila ribnik with their bags, where do i mark them as arrived?',
    must: ['Check in', 'Bookings'],
    user: OWNER,
  },
  {
    topic: 'account',
    lang: 'en',
    q: 'can my waiter have his own login? right now we all use mine lol',
    must: ['Staff', '/invit/'],
  },
  {
    topic: 'stays',
    lang: 'en',
    q: 'our rooms are also on booking.com and airbnb. can tablestay sync the calendars so we dont get double bookings?',
    must: ['Calendar sync', '/ical|import/'],
  },

  // ——— English: plans, add-ons, billing ———
  {
    topic: 'plans',
    lang: 'en',
    q: 'how much does it cost to list my restaurant on tablestay?',
    must: ['/\\b29\\b/'],
  },
  {
    topic: 'plans',
    lang: 'en',
    q: 'i run a small pension, 6 rooms, no restaurant. which plan do i need and what does it cost',
    must: ['/\\b79\\b/', '/stay/'],
  },
  {
    topic: 'plans',
    lang: 'en',
    q: "we're a gostilna - restaurant downstairs and rooms upstairs. do we have to pay for two plans??",
    must: ['/\\b29\\b/', '/\\b79\\b/'],
  },
  {
    topic: 'plans',
    lang: 'en',
    q: 'is there a free trial before i have to pay',
    must: [
      "/\\bno (free )?trial|n[o']?t (offer|have|include|come with)\\w* (a |any )?(free )?trial|n.t (offer|have|include|come with)\\w* (a |any )?(free )?trial|there is no (free )?trial|first payment/",
    ],
    never: ['/\\d+[- ]day (free )?trial/'],
  },
  {
    topic: 'plans',
    lang: 'en',
    q: 'how do I cancel my subscription? do i lose the dashboard right away?',
    must: ['Manage Subscription', '/end of the|end of your|until the end/'],
  },
  {
    topic: 'plans',
    lang: 'en',
    q: 'if i cancel in the middle of the month do i get the rest of the month refunded',
    must: ['/partial|pro.?rat|no refunds?|not (be )?refund|n.t (be )?refund|non.?refundable/'],
  },
  {
    topic: 'plans',
    lang: 'en',
    q: 'you charged my card twice this month for the restaurant plan. who do i talk to about this',
    must: ['hello@tablestay.si'],
  },
  {
    topic: 'plans',
    lang: 'en',
    q: 'what does the sommelier addon actually do?',
    must: ['/wine|cocktail|pairing/'],
  },
  {
    topic: 'plans',
    lang: 'en',
    q: 'do i pay extra for the review analyzer and the busy day forecast or is that in my plan',
    must: ['/included|no extra|part of|comes with/'],
  },
  {
    topic: 'plans',
    lang: 'en',
    q: 'do you have a referral program? i know a bunch of restaurant owners',
    must: ['/20 ?%/'],
  },

  // ——— English: guests on billing, deposits and support ———
  {
    topic: 'deposits',
    lang: 'en',
    q: 'i paid a deposit for a dinner but they cancelled on me. can tablestay give me my money back?',
    must: ['/directly|partner|their (own )?(terms|policy|cancellation)|contact the (restaurant|venue)|reach out to the (restaurant|venue)/'],
    never: ["/tablestay (will|can) refund|we (will|can) refund|we'll refund/"],
  },
  {
    topic: 'account',
    lang: 'en',
    q: 'how do I reach tablestay support? cant find a phone number anywhere',
    must: ['hello@tablestay.si'],
  },
  {
    topic: 'plans',
    lang: 'en',
    q: 'why is tablestay charging 2.99 on my card every month??',
    must: ['/Sommelier|City Pack/', '/Manage|cancel/'],
    user: GUEST,
  },
  {
    topic: 'deposits',
    lang: 'en',
    q: 'does tablestay add a booking fee on top of the deposit',
    must: ['/no (hidden )?(platform |booking )?fees?|doesn.t charge|does not charge|don.t charge|do not charge|free/'],
  },

  // ——— English: follow-ups ———
  {
    topic: 'follow-ups',
    lang: 'en',
    before: ['how much is the restaurant plan?', 'and what does it include?'],
    q: 'and if i also have rooms?',
    must: ['/\\b79\\b/'],
  },
  {
    topic: 'follow-ups',
    lang: 'en',
    before: ['what is this ai sommelier thing'],
    q: 'how much is it?',
    must: ['/2[.,]99/'],
  },
  {
    topic: 'follow-ups',
    lang: 'en',
    before: ['how do i give my head waiter her own login for the dashboard?'],
    q: 'can she change opening hours and photos too, or only handle bookings?',
    must: ['Manager'],
    user: OWNER,
  },

  // ——— Slovenian: the owner dashboard, how-to ———
  {
    topic: 'account',
    lang: 'sl',
    q: 'kako naložim slike lokala, da jih gostje vidijo?',
    must: ['Dodaj fotografije|/dashboard/photos'],
  },
  {
    topic: 'account',
    lang: 'sl',
    q: 'koliko fotografij lahko sploh dodam za restavracijo?',
    must: ['/\\b10\\b(?! ?MB)/'],
  },
  {
    topic: 'account',
    lang: 'sl',
    q: 'ob nedeljah bomo odslej odprli šele ob 13h, kje to spremenim?',
    must: ['/nastavitv/', '/delovn\\w* čas/'],
    user: OWNER,
  },
  {
    topic: 'account',
    lang: 'sl',
    q: 'na terasi smo dodali še dve mizi, kako to vnesem v sistem',
    must: ['/Upravljanj\\w* miz|Vse mize|Shrani mize/'],
  },
  {
    topic: 'stays',
    lang: 'sl',
    q: 'kako dodam nov tip sobe, recimo apartma z dvema spalnicama?',
    must: ['Dodaj vrsto sobe'],
  },
  {
    topic: 'stays',
    lang: 'sl',
    q: 'a se da eno sobo za dva tedna zapret, ker jo prenavljamo?',
    must: ['/blokiran\\w* sob|neaktivn/'],
  },
  {
    topic: 'waitlist',
    lang: 'sl',
    q: 'na čakalni vrsti imam gospo za 19h, zdaj se je sprostila miza. kako ji jo dodelim?',
    must: ['Povišaj'],
    user: OWNER,
  },
  {
    topic: 'deposits',
    lang: 'sl',
    q: 'kje nastavim, da mi gostje akontacijo plačajo prek stripa?',
    must: ['/povezav\\w* za plačil/', '/nastavitv/'],
  },
  {
    topic: 'account',
    lang: 'sl',
    q: 'rabim qr kodo za na mize, kje jo dobim',
    must: ['/Prenesi PNG|QR-kod\\w* za mnenj/'],
  },
  {
    topic: 'account',
    lang: 'sl',
    q: 'rad bi, da mi telefon pokaže obvestilo, ko pride nova rezervacija. se da?',
    must: ['Vklopi na tej napravi', '/obvestil/'],
    user: OWNER,
  },
  {
    topic: 'account',
    lang: 'sl',
    q: 'kje vidim, kdo vse pride danes zvečer na večerjo?',
    must: ['/Današnj\\w* rezervacij|Pregled|zavih\\w* Rezervacije/'],
  },
  {
    topic: 'account',
    lang: 'sl',
    q: 'gostje so prišli in se usedli, kaj naj kliknem?',
    must: ['/za mizo/'],
  },
  {
    topic: 'stays',
    lang: 'sl',
    q: 'kako označim, da so gostje zjutraj odšli iz sobe?',
    must: ['/\\bodjavi\\b/'],
    user: OWNER,
  },
  {
    topic: 'account',
    lang: 'sl',
    q: 'kako dodam natakarja, da bo imel svojo prijavo in ne bo uporabljal moje?',
    must: ['/osebj/', '/povabil/'],
  },
  {
    topic: 'stays',
    lang: 'sl',
    q: 'apartma oddajamo tudi na airbnbju. kako povežem koledar, da ne bo dvojnih rezervacij?',
    must: ['/Usklajevanj\\w* koledarjev|iCal|Uvozi/'],
  },

  // ——— Slovenian: plans, add-ons, billing ———
  {
    topic: 'plans',
    lang: 'sl',
    q: 'koliko na mesec stane paket za restavracijo?',
    must: ['/\\b29\\b/'],
  },
  {
    topic: 'plans',
    lang: 'sl',
    q: 'kaj vse dobim s paketom Nastanitev?',
    must: ['/vrst\\w* sob|tip\\w* sob|več nastanitev|več objekt/'],
  },
  {
    topic: 'plans',
    lang: 'sl',
    q: 'restavracijo smo zaprli, ostale so samo sobe. kako preklopim na paket za nastanitve?',
    must: ['/\\b79\\b/', '/upravlja\\w* naročnin|naroči/'],
  },
  {
    topic: 'plans',
    lang: 'sl',
    q: 'kako prekličem naročnino',
    must: ['/upravlja\\w* naročnin/', '/do konca/'],
  },
  {
    topic: 'plans',
    lang: 'sl',
    q: 'če naročnino prekličem 10. v mesecu, mi vrnete denar za preostanek meseca?',
    must: ['/ne vračamo|ni vračil|ne vrnemo|ne vrača|ne dobite|brez vračil|nepoln|sorazmern|vračil\\w* ni|vračil za delne mesece ni/'],
  },
  {
    topic: 'plans',
    lang: 'sl',
    q: 'kje najdem račune za naročnino? rabim jih za knjigovodstvo',
    must: ['/upravlja\\w* naročnin|portal|Stripe/'],
  },
  {
    topic: 'plans',
    lang: 'sl',
    q: 'kaj je ta AI Sommelier in koliko stane?',
    must: ['/\\bvin|koktajl/', '/2[.,]99/'],
  },
  {
    topic: 'plans',
    lang: 'sl',
    q: 'a so mestni vodiči že zraven v paketu za restavracijo?',
    must: ['/2[.,]99/'],
  },
  {
    topic: 'plans',
    lang: 'sl',
    q: 'koliko provizije dobim, če na tablestay pripeljem še eno gostilno?',
    must: ['/20 ?%|20-odstot/'],
  },
  {
    topic: 'plans',
    lang: 'sl',
    q: 'ta mesec ste mi naročnino zaračunali dvakrat!! komu naj pišem',
    must: ['hello@tablestay.si'],
  },

  // ——— Slovenian: guests on deposits and support ———
  {
    topic: 'deposits',
    lang: 'sl',
    q: 'plačal sem varščino, potem pa so mi rezervacijo odpovedali. kdo mi vrne denar?',
    must: ['/neposredno|partner|pogoj|obrnite se na (restavracij|ponudnik|lokal|gostiln)/'],
    never: ['/TableStay vam (bo )?vrn/'],
  },
  {
    topic: 'account',
    lang: 'sl',
    q: 'kako lahko pišem podpori tablestay?',
    must: ['hello@tablestay.si'],
    user: GUEST,
  },

  // ——— Slovenian: follow-ups ———
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['kako dodam fotke za restavracijo?'],
    q: 'pa delovni čas?',
    must: ['/nastavitv/', '/delovn\\w* čas/'],
  },
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['koliko stane paket za nastanitve?'],
    q: 'kaj vse je vključeno?',
    must: ['/vrst\\w* sob|tip\\w* sob|več nastanitev|več objekt/'],
  },
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['kaj so ti AI mestni vodiči?'],
    q: 'in koliko to stane na mesec?',
    must: ['/2[.,]99/'],
  },
];
