/**
 * The chat evaluation set's fifth unseen round, part of `QUESTIONS` (questions.ts): written on
 * 2026-11-30 after the fourth round's fixes and before any was asked. Before any fix 40 of its
 * first 42 passed (the two misses: "can 15 of us book one table?" and a mid-month plan refund read
 * as a Mediterranean search). It was then used to choose whether the classifier should ask its
 * nearest examples (MiniSearch over them) when the network places a message nowhere: the same 40
 * passed with and without, so it does not. A development set from then on.
 */
import type { EvalQuestion } from './questions';

const TIME = '/\\b([01]\\d|2[0-3]):[03]0\\b/';

export const UNSEEN_5: EvalQuestion[] = [
  { topic: 'deposits', lang: 'en', q: 'is the table deposit refundable?', must: ['refund'] },
  { topic: 'deposits', lang: 'en', q: 'why do you want money before dinner?', must: ['deposit'] },
  { topic: 'deposits', lang: 'en', q: 'can I pay the deposit with paypal?', must: ['card'] },
  { topic: 'deposits', lang: 'sl', q: 'ali dobim varščino nazaj, če odpovem?', must: ['vrač|vrn'] },
  { topic: 'deposits', lang: 'sl', q: 'zakaj moram plačati že pred večerjo?', must: ['varščin'] },
  { topic: 'deposits', lang: 'sl', q: 'lahko varščino plačam z gotovino?', must: ['kartic'] },
  { topic: 'holds', lang: 'en', q: 'how long do I have to pay after booking?', must: ['15 min'] },
  { topic: 'holds', lang: 'sl', q: 'koliko časa imam za plačilo po rezervaciji?', must: ['15 min'] },
  { topic: 'waitlist', lang: 'en', q: 'how does the waiting list work?', must: ['waitlist'] },
  { topic: 'waitlist', lang: 'en', q: 'I got a message that a table is free, how long is it kept for me?', must: ['15 min'] },
  { topic: 'waitlist', lang: 'sl', q: 'kako deluje čakalna vrsta?', must: ['čakaln'] },
  { topic: 'waitlist', lang: 'sl', q: 'dobil sem sporočilo, da je miza prosta, koliko časa jo držite?', must: ['15 min'] },
  { topic: 'booking', lang: 'en', q: 'what is the latest time I can book dinner for?', must: ['/2[0-3]:[03]0/'] },
  { topic: 'booking', lang: 'en', q: 'can 15 of us book one table?', must: ['12'] },
  { topic: 'booking', lang: 'en', q: 'how many months ahead can I reserve?', must: ['365'] },
  { topic: 'booking', lang: 'sl', q: 'do katere ure lahko najkasneje rezerviram večerjo?', must: ['/2[0-3]:[03]0/'] },
  { topic: 'booking', lang: 'sl', q: 'nas je 15, lahko rezerviramo eno mizo?', must: ['12'] },
  { topic: 'booking', lang: 'sl', q: 'koliko mesecev vnaprej lahko rezerviram?', must: ['365'] },
  { topic: 'stays', lang: 'en', q: 'how many people can stay in one room booking?', must: ['10'] },
  { topic: 'stays', lang: 'en', q: 'what happens after I book a room?', must: ['deposit'] },
  { topic: 'stays', lang: 'sl', q: 'koliko oseb lahko največ prespi v eni rezervaciji?', must: ['10'] },
  { topic: 'stays', lang: 'sl', q: 'kaj sledi, ko rezerviram sobo?', must: ['varščin'] },
  { topic: 'account', lang: 'en', q: 'do I need an account to book?', must: ['/sign|account|link/'] },
  { topic: 'account', lang: 'en', q: 'can my 12 year old make an account?', must: ['16'] },
  { topic: 'account', lang: 'sl', q: 'ali potrebujem račun za rezervacijo?', must: ['/prijav|račun|povezav/'] },
  { topic: 'account', lang: 'sl', q: 'lahko moj 12-letni sin odpre račun?', must: ['16'] },
  { topic: 'privacy', lang: 'en', q: 'how long do you keep my chat messages?', must: ['/\\d+ (days|months|year)/'] },
  { topic: 'privacy', lang: 'sl', q: 'kako dolgo hranite moje pogovore?', must: ['/\\d+ (dni|mesec|let)/'] },
  { topic: 'plans', lang: 'en', q: 'do you have a referral program?', must: ['20'] },
  { topic: 'plans', lang: 'en', q: 'can I get my money back if I cancel the plan mid-month?', must: ['partial'] },
  { topic: 'plans', lang: 'sl', q: 'imate partnerski program?', must: ['20'] },
  { topic: 'plans', lang: 'sl', q: 'dobim denar nazaj, če paket prekličem sredi meseca?', must: ['del'] },
  { topic: 'venues', lang: 'en', q: 'somewhere gluten free in Piran', must: ['Taverna Sol'] },
  { topic: 'venues', lang: 'en', q: 'hotels with a pool?', must: ['Apartmaji Morje'] },
  { topic: 'venues', lang: 'sl', q: 'brezglutenska hrana v Piranu', must: ['Taverna Sol'] },
  { topic: 'venues', lang: 'sl', q: 'nastanitev z bazenom?', must: ['Apartmaji Morje'] },
  { topic: 'availability', lang: 'en', q: 'table for 2 at Hisa Celeia on Saturday evening?', must: ['Celeia', TIME] },
  { topic: 'availability', lang: 'sl', q: 'miza za 4 v Kavarni Kranj jutri dopoldne?', must: ['Kavarna Kranj', TIME] },
  { topic: 'follow-ups', lang: 'en', q: 'and what about Sunday?', before: ['When is Mlinar Bistro open on Saturday?'], must: ['12:00', '21:00'] },
  { topic: 'follow-ups', lang: 'en', q: 'how much is the deposit there?', before: ['Italian food in Koper'], must: ['20 EUR'] },
  { topic: 'follow-ups', lang: 'sl', q: 'pa v nedeljo?', before: ['Kdaj je Mlinar Bistro odprt v soboto?'], must: ['12:00', '21:00'] },
  { topic: 'follow-ups', lang: 'sl', q: 'koliko je tam varščina?', before: ['Italijanska hrana v Kopru'], must: ['20 EUR'] },
  // Probes: 86 short English questions and dialogs run through the engine before and after this
  // round's fixes, answers read side by side; these 7 were answered wrong and are kept here, with
  // two Slovenian counterparts written after the fix.
  { topic: 'deposits', lang: 'en', q: 'do I pay anything before I arrive', must: ['20 EUR'] },
  { topic: 'deposits', lang: 'en', q: "what if I don't show up", must: ['deposit'], never: ['password'] },
  { topic: 'deposits', lang: 'en', q: 'What happens to my deposit if the restaurant cancels?', must: ['refund'] },
  { topic: 'holds', lang: 'en', q: 'I missed the payment deadline, what now?', must: ['15 min'] },
  { topic: 'booking', lang: 'en', q: 'we are 8, is that ok?', must: ['12'] },
  { topic: 'waitlist', lang: 'en', q: 'how long do I have to claim a table from the waitlist', must: ['15 min'] },
  { topic: 'plans', lang: 'en', q: 'what plans do you have', must: ['29 EUR', '79 EUR'] },
  { topic: 'holds', lang: 'sl', q: 'zamudil sem plačilo, kaj zdaj?', must: ['15 min'] },
  { topic: 'deposits', lang: 'sl', q: 'kaj se zgodi z mojo varščino, če restavracija odpove?', must: ['vrač|vrn'] },
  // A second probe batch (77 English and 25 Slovenian questions and dialogs on what guests and owners
  // ask beyond the topics above), answers read by hand; what they found is kept here, written after the fix.
  { topic: 'booking', lang: 'en', q: 'Can I change the time of my reservation?', must: ['cancel'], never: ['every 30 minutes'] },
  { topic: 'booking', lang: 'sl', q: 'Ali lahko spremenim uro svoje rezervacije?', must: ['prekli'] },
  { topic: 'booking', lang: 'en', q: 'How do I know my booking is confirmed?', must: ['confirmed'], never: ['Dashboard'] },
  { topic: 'booking', lang: 'sl', q: 'Nisem dobila potrditve po e-pošti', must: ['potrj'] },
  { topic: 'account', lang: 'en', q: 'What is TableStay?', must: ['hello@tablestay.si'], never: ['affiliate'] },
  { topic: 'account', lang: 'sl', q: 'Imate aplikacijo za telefon?', must: ['brskalnik'] },
  { topic: 'plans', lang: 'en', q: 'How do I check a guest in?', must: ['Check in'] },
  { topic: 'plans', lang: 'sl', q: 'Kje preberem mnenja gostov o moji restavraciji?', must: ['Mnenja'], never: ['Taverna Sol'] },
  { topic: 'plans', lang: 'en', q: 'How do I add a new room type?', must: ['Add room type'], never: ['Staff'] },
  { topic: 'plans', lang: 'en', q: 'What does the AI review analysis do?', must: ['strengths'] },
  { topic: 'venues', lang: 'en', q: "What's the address of Gostilna Pri Lipi?", must: ['Trubarjeva cesta 12'] },
  { topic: 'venues', lang: 'sl', q: 'Kakšen je naslov Gostilne pri Lipi?', must: ['Trubarjeva cesta 12'] },
  { topic: 'venues', lang: 'en', q: 'Does Taverna Sol have vegan options?', must: ['Taverna Sol'], never: ['Zeleni Vrt'] },
  { topic: 'stays', lang: 'sl', q: 'Koliko stane dvoposteljna soba v Penzionu Straža?', must: ['105 EUR'] },
  { topic: 'stays', lang: 'en', q: 'How much is a double room at Penzion Straža?', must: ['105 EUR'] },
  { topic: 'follow-ups', lang: 'sl', q: 'koliko je varščina?', before: ['Nastanitve v Portorožu'], must: ['sob'] },
  { topic: 'follow-ups', lang: 'en', q: 'how much is the deposit?', before: ['Hotels in Portorož'], must: ['room'] },
  { topic: 'follow-ups', lang: 'en', q: 'does it include the waitlist?', before: ['How much is the stays plan?'], must: ['79 EUR'] },
  { topic: 'follow-ups', lang: 'sl', q: 'ob 20h', before: ['Prosta miza v Taverni Sol v petek?', 'za 4 osebe'], must: ['petek', '20:00'] },
  // A third probe batch (40 English questions and dialogs on the topics), written after the fixes above.
  { topic: 'venues', lang: 'en', q: 'Tell me about Alpski Dom', must: ['Kranjska Gora', 'EUR/night'] },
  { topic: 'follow-ups', lang: 'en', q: 'is there parking?', before: ['Tell me about Alpski Dom', 'do they take dogs?'], must: ['Alpski Dom has parking'] },
  { topic: 'follow-ups', lang: 'en', q: 'and the 21st?', before: ['Table at Hiša Celeia on 20 December for 2?'], must: ['21 December'] },
  { topic: 'follow-ups', lang: 'en', q: 'and a room?', before: ['Can I book a table 6 months ahead?'], must: ['365 days'] },
  { topic: 'venues', lang: 'en', q: 'is Penzion Straža pet friendly?', must: ['Penzion Straža does not allow pets'] },
  // A Slovenian probe batch on dates, ranges and dialogs (25), written after the fixes above.
  { topic: 'stays', lang: 'sl', q: 'Sobe na Bledu od 12. do 14. decembra za 2', must: ['12. 12.–14. 12.'] },
  { topic: 'stays', lang: 'sl', q: 'Proste sobe v Portorožu od petka do nedelje', must: ['Portorož'], never: ['Moje rezervacije'] },
  { topic: 'availability', lang: 'sl', q: 'Ali je v Mlinar Bistroju prosto v soboto ob 20ih za 6?', must: ['20:00'] },
  { topic: 'availability', lang: 'sl', q: 'Miza v Taverni Sol na božični večer za 2', must: ['24. decembra'] },
  { topic: 'follow-ups', lang: 'sl', q: 'pa Zeleni vrt?', before: ['Kdaj je odprta Taverna Sol?'], must: ['Zeleni Vrt', '11:00'] },
  {
    topic: 'follow-ups',
    lang: 'sl',
    q: 'katera je odprta v ponedeljek?',
    before: ['Restavracije na Bledu'],
    must: ['Okrepčevalnica Bled', 'Gostilna Pod Gradom'],
  },
  { topic: 'follow-ups', lang: 'sl', q: 'Da', before: ['Miza v Taverni Sol jutri ob 19h za 2'], must: ['nimam česa potrditi'] },
  { topic: 'follow-ups', lang: 'sl', q: 'pa koliko oseb?', before: ['Kako dolgo lahko ostanem?'], must: ['10 gostov'] },
  // Found walking the chat in a browser at 360 px, written after the fix.
  { topic: 'stays', lang: 'en', q: 'Free rooms in Bled from 12 to 14 December for 2', must: ['Bled', '12 December'], never: ['check-in'] },
  { topic: 'follow-ups', lang: 'en', q: 'What is TableStay?', before: ['Restaurants in Bled'], must: ['hello@tablestay.si'] },
  {
    topic: 'follow-ups',
    lang: 'sl',
    q: 'Sobe na Bledu od 12. do 14. decembra za 2',
    before: ['Kdaj je odprta Taverna Sol?', 'pa Zeleni vrt?'],
    must: ['Bled'],
    never: ['Zeleni Vrt'],
  },
];
