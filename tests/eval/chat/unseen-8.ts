/**
 * The eighth unseen round of the chat evaluation (ADR 117): 30 short conversations, 15 English and
 * 15 Slovenian, written on 2026-11-30 by a writer who had not read the assistant's code nor any of
 * the earlier sets, before any of them was asked. Each entry's `before` holds the earlier user
 * turns and `q` the last one; only the reply to `q` is graded. The facts come from SPEC, the
 * decision records, the legal texts and the demo seed: every demo restaurant keeps the default
 * hours (Mon–Thu 11:00–22:00, Fri–Sat 11:00–23:00, Sun 12:00–21:00) and a 90-minute turn, so the
 * last seating is 20:30, 21:30 and 19:30; every deposit is 20 EUR; an unpaid hold lasts 15 minutes;
 * a party is 1–12; a stay is at most 30 nights and can be cancelled only before its check-in day.
 * Stays are asked for days beyond the demo's seeded calendar, so every room is free then.
 */
import { addDays, dateIn } from '@tablestay/core/time/zone';
import type { EvalQuestion } from './questions';

const FAR = addDays(dateIn('Europe/Ljubljana'), 47);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "14 January", as an English guest writes a date. */
const FAR_EN = `${Number(FAR.slice(8))} ${MONTHS[Number(FAR.slice(5, 7)) - 1]}`;
/** "14. 1.", as a Slovenian guest writes it. */
const FAR_SL = `${Number(FAR.slice(8))}. ${Number(FAR.slice(5, 7))}.`;

const DEPOSIT_20 = '/20([,.]00)?\\s?(€|eur)|€\\s?20\\b/';
const PLAN_29 = '/29([,.]00)?\\s?(€|eur)|€\\s?29\\b/';

export const UNSEEN_8: EvalQuestion[] = [
  // ——— English ———
  // Narrowing a search by diet: only Zeleni Vrt is vegan in Ljubljana.
  {
    topic: 'follow-ups',
    lang: 'en',
    before: ['Any good restaurants in Ljubljana?'],
    q: 'only vegan ones please',
    must: ['Zeleni Vrt'],
    never: ['Pri Lipi', 'Kavarna Kranj', 'Vila Ribnik'],
  },
  // Same dish, another town: Taverna Sol is the seafood place in Piran.
  {
    topic: 'follow-ups',
    lang: 'en',
    before: ['any seafood restaurants in Ljubljana?'],
    q: 'ok, what about Piran then?',
    must: ['Taverna Sol'],
  },
  // A pronoun for the one property in Kranjska Gora: Alpski Dom lists parking.
  {
    topic: 'follow-ups',
    lang: 'en',
    before: ['We need a place to stay in Kranjska Gora'],
    q: 'does it have parking?',
    must: ['Alpski Dom', '/\\byes\\b|has parking|offers parking|provides parking|with parking|lists parking|parking is (available|included|listed|on site)/'],
    never: ['/does not list parking|doesn.t (have|list|offer) parking|no parking/'],
  },
  // Vila Ribnik, the Ljubljana property, allows pets.
  {
    topic: 'follow-ups',
    lang: 'en',
    before: ['looking for a hotel in Ljubljana'],
    q: 'is it dog friendly?',
    must: [
      'Vila Ribnik',
      '/\\byes\\b|pets (are )?(allowed|welcome)|(allows|accepts|welcomes) (pets|dogs)|pet.friendly|dog.friendly|dogs (are )?(allowed|welcome)/',
    ],
    never: ['/does not (allow|list|accept) (pets|dogs)|doesn.t (allow|accept) (pets|dogs)|no pets|pets are not/'],
  },
  // Another day and time for the same table: Saturday 20:00 is inside the hours (Sat until 23:00).
  {
    topic: 'follow-ups',
    lang: 'en',
    before: ['table for 2 at Zeleni Vrt on friday at 7pm?'],
    q: 'and saturday at 8?',
    must: ['Zeleni Vrt', '/20[:.]00|8 ?pm/'],
  },
  // A bigger party for the same table.
  {
    topic: 'follow-ups',
    lang: 'en',
    before: ['Is there a table at Trattoria Capris on thursday at 19:30 for 2?'],
    q: 'make it 6 people',
    must: ['Capris', '/\\b6 (guests|people|persons|pax)|\\bfor 6\\b|party of 6|\\bsix\\b/'],
  },
  // From the table to its deposit: 20 EUR at every demo venue.
  {
    topic: 'follow-ups',
    lang: 'en',
    before: ['Can we get a table at Taverna Sol on saturday at 8pm for 4?'],
    q: 'how much is the deposit there?',
    must: [DEPOSIT_20],
    never: [PLAN_29],
  },
  // From the table to cancelling it: a guest cancels a table on My Reservations (or by its link).
  {
    topic: 'follow-ups',
    lang: 'en',
    before: ['book a table for 2 at Mlinar Bistro on friday at 19:00'],
    q: 'and can I cancel it later if plans change?',
    must: ['cancel', '/my reservations|\\/me\\b|(booking|reservation|confirmation|email(ed)?) link|link (in|from) (your|the) (email|confirmation)/'],
    never: ['/check-in day/'],
  },
  // From a dinner in Bled to a room there: Penzion Straža is the Bled guesthouse.
  {
    topic: 'follow-ups',
    lang: 'en',
    before: [`Dinner for two at Gostilna Pod Gradom on ${FAR_EN} at 7pm`],
    q: 'and a room for the night there?',
    must: ['/Stra[žz]a/'],
    never: ['Vila Ribnik', 'Alpski Dom', 'Apartmaji Morje', 'Hiša ob Jezeru'],
  },
  // "What about X" for another venue keeps the question (Monday's hours): 11:00–22:00.
  {
    topic: 'follow-ups',
    lang: 'en',
    before: ['Is Zeleni Vrt open on mondays?'],
    q: 'what about Mlinar Bistro?',
    must: ['Mlinar', '/11[:.]00/', '/22[:.]00/'],
  },
  // A question of its own after a search: the privacy policy's retention periods.
  {
    topic: 'privacy',
    lang: 'en',
    before: ['vegetarian restaurants in Maribor'],
    q: 'How long do you keep my data?',
    must: ['/3 years|three years|7 years|seven years|90 days/'],
    never: ['Mlinar'],
  },
  // From the table to its unpaid hold: 15 minutes.
  {
    topic: 'follow-ups',
    lang: 'en',
    before: ['book a table at Gostilna Pri Lipi on saturday at 12:30 for 2'],
    q: "how long do you hold it if I don't pay the deposit straight away?",
    must: ['/15\\s?min/'],
  },
  // A stay for more guests: only the Apartment (5 guests, 140 EUR a night) fits four in Portorož.
  {
    topic: 'follow-ups',
    lang: 'en',
    before: [`Rooms in Portorož from ${FAR_EN} for 3 nights, 2 guests?`],
    q: 'and for 4 of us?',
    must: ['Apartment', '/140|420/'],
    never: ['Studio'],
  },
  // A later time that runs past closing: on Sunday Hiša Celeia closes at 21:00, the last seating is 19:30.
  {
    topic: 'follow-ups',
    lang: 'en',
    before: ['table for 2 at Hiša Celeia on sunday at 7pm'],
    q: 'could we do 9pm instead?',
    must: ['Celeia', "/clos|not open|isn't open|19[:.]30|12[:.]00\\s*(–|-|to)\\s*21[:.]00|last (seating|table|booking)/"],
  },
  // From one owner plan to the other: the stays plan is 79 EUR a month.
  {
    topic: 'follow-ups',
    lang: 'en',
    before: ['What do I get with the restaurant plan?'],
    q: 'and the stays one?',
    must: ['79'],
  },

  // ——— Slovenian ———
  // Ožanje iskanja: na Bledu je vegetarijanska le Gostilna Pod Gradom.
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['kje lahko jem na Bledu?'],
    q: 'pa kaj vegetarijanskega?',
    must: ['Pod Grad'],
    never: ['Okrepčevalnica'],
  },
  // Isto, drugo mesto: pica v Kopru je Trattoria Capris.
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Iščem dobro pico v Ljubljani'],
    q: 'kaj pa v Kopru?',
    must: ['Capris'],
  },
  // Zaimek za edino restavracijo v Piranu; v nedeljo 12.00–21.00.
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Katere restavracije so v Piranu?'],
    q: 'a so odprti tudi v nedeljo?',
    must: ['/Tavern\\w* Sol/', '/12[:.]00/', '/21[:.]00/'],
  },
  // Druga ura za isto mizo: v petek ob 20.00 (odprto do 23.00).
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Rad bi rezerviral mizo za dva pri Lipi v petek ob 19h'],
    q: 'pa ob 20h?',
    must: ['Lip', '/20[:.]00/'],
  },
  // Več gostov za isto mizo.
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Je v soboto ob 19.30 prosta miza v Hiši Celeia za 2 osebi?'],
    q: 'nas bo pa 5',
    must: ['Celei', '/\\b5 (oseb|gost)|za 5\\b|\\bpet (oseb|gost)/'],
  },
  // Od mize k varščini: 20 EUR.
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['A je v soboto ob 20h prosta miza v Taverni Sol za 4?'],
    q: 'koliko je pa varščina?',
    must: [DEPOSIT_20],
    never: [PLAN_29],
  },
  // Od mize k odpovedi: na strani Moje rezervacije (ali s povezavo rezervacije).
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['mizo za dva v Zelenem vrtu v četrtek ob 18.00 prosim'],
    q: 'a jo lahko kasneje odpovem?',
    must: ['/odpove|odpoved|preklic/', '/moj(e|ih|im)? rezervacij|\\/me\\b|povezav/'],
    never: ['/pred dnem prihoda/'],
  },
  // Od večerje k sobi v istem kraju: na Bledu je Penzion Straža.
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Večerja v Okrepčevalnici Bled v soboto ob 19h za 2'],
    q: 'pa še sobo za eno noč tam?',
    must: ['/Stra[žz]/'],
    never: ['Ribnik', 'Alpski', 'Apartmaji Morje', 'ob Jezeru'],
  },
  // "Pa X?" za drug lokal ohrani vprašanje (do kdaj v petek): do 23.00.
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Do kdaj je v petek odprt Mlinar Bistro?'],
    q: 'pa Gostilna Pod Gradom?',
    must: ['Pod Grad', '/23[:.]00/'],
  },
  // Samostojno vprašanje po iskanju: pogovore z UI hranijo 90 dni.
  {
    topic: 'privacy',
    lang: 'sl',
    before: ['Kaj imate v Kranju?'],
    q: 'Koliko časa hranite moje pogovore s klepetalnikom?',
    must: ['90'],
    never: ['Kavarna Kranj'],
  },
  // Samostojno vprašanje lastnika po rezervaciji mize: paket za restavracije je 29 EUR na mesec.
  {
    topic: 'plans',
    lang: 'sl',
    before: ['Miza za 3 pri Lipi v nedeljo ob 13h'],
    q: 'Imam tudi svojo gostilno. Koliko bi me stalo, če jo objavim pri vas?',
    must: ['29'],
    never: ['Pri Lipi', 'Trubarjeva'],
  },
  // Več gostov v nastanitvi: v Alpskem domu so za 3 le triposteljne sobe (125 EUR na noč).
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: [`Imate prosto sobo v Kranjski Gori od ${FAR_SL} za 2 noči za 2 osebi?`],
    q: 'pa za 3 osebe?',
    must: ['Alpsk', '/tripostelj|triple|125|250/'],
  },
  // Odpoved bivanja: le pred dnem prihoda.
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Imam rezervirano sobo v Penzionu Straža od petka do nedelje'],
    q: 'ali jo lahko odpovem še na dan prihoda?',
    must: ['/pred dnem prihoda|pred dnevom prihoda|pred prihodom|dan pred/'],
    never: ['/^da\\b/'],
  },
  // Zaimek za edino nastanitev v Bohinju: Hiša ob Jezeru ne sprejema hišnih ljubljenčkov.
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Iščem nastanitev v Bohinju'],
    q: 'a sprejemajo pse?',
    must: ['Jezer', '/\\bne\\b|\\bni\\b|\\bniso\\b|nima/'],
    never: ['/^da\\b/'],
  },
  // Apartmaji Morje v Portorožu imajo parkirišče.
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Iščem apartma v Portorožu'],
    q: 'a imajo parkirišče?',
    must: ['Morje', '/\\bda\\b|ima(jo)? parkiri|parkirišče (je|imajo)|na voljo|(ponuja|navaja)(jo)? parkiri/'],
    never: ['/nima(jo)? parkiri|ne navaja/'],
  },
];
