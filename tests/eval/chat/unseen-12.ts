/**
 * The twelfth unseen round of the chat evaluation: stays (room prices and sizes at the demo
 * properties, pets, wellness, check-in and check-out, longest stay, cancelling, the room deposit,
 * a room held while paying), holds, the waitlist and privacy, with a spread of the other topics
 * (deposits, cancellation, booking limits, plans, account, venues, availability at a named demo
 * venue). 80 questions, 40 in English and 40 in Slovenian, 16 of them short dialogs.
 *
 * Written on 2026-11-30 by a writer who had not read the assistant's code, its training examples or
 * any earlier set, before any of these questions was asked of it. The facts come from SPEC, the
 * decisions, the legal texts, the configuration, the plans and the demo data (seed and demo venues);
 * each `must` is only what a right answer has to contain, and relative days are never checked.
 */
import type { EvalQuestion } from './questions';

// What a right answer about check-in and check-out says: the product stores no times, ask the property.
const ASK_PROPERTY_EN = '/contact|ask|check with|get in touch|reach out|message|call|email/';
const ASK_PROPERTY_SL = '/obrn|vpraš|vpras|kontakt|stik|pišite|piši|preveri|dogovor/';
// An invented clock time for check-in or check-out.
const INVENTED_TIME = '/\\b(1[0-8])[:.]00\\b/';

export const UNSEEN_12: EvalQuestion[] = [
  // --- stays (en) ---
  { topic: 'stays', lang: 'en', q: 'How much is a double room at Alpski Dom per night?', must: ['95'] },
  {
    topic: 'stays',
    lang: 'en',
    q: 'Planning a long weekend in Ljubljana with my parents and our daughter. Does the Family Suite at Vila Ribnik fit all four of us, and what does it cost a night?',
    must: ['180'],
  },
  { topic: 'stays', lang: 'en', q: 'we have a dog (medium sized, very chill). which of your places let pets stay?', must: ['Vila Ribnik', '/Alpsk/'] },
  { topic: 'stays', lang: 'en', q: 'Is there anywhere with a spa or sauna? my legs are going to be dead after skiing', must: ['/Alpsk/'] },
  { topic: 'stays', lang: 'en', q: 'what time is check in and check out at Hiša ob Jezeru', must: [ASK_PROPERTY_EN], never: [INVENTED_TIME] },
  { topic: 'stays', lang: 'en', q: 'Whats the maximum nr of nights i can book in one go?', must: ['30'] },
  {
    topic: 'stays',
    lang: 'en',
    q: 'I just clicked Book Stay for a studio at Apartmaji Morje in Portorož and filled in my name and email. what happens now??',
    must: ['20'],
  },
  {
    topic: 'stays',
    lang: 'en',
    q: "Can I cancel my stay at Penzion Straža if plans change? It's in 2 weeks.",
    must: ['/before (the |your )?(check-in|arrival)|check-in day|arrival day/'],
  },

  // --- stays (sl) ---
  { topic: 'stays', lang: 'sl', q: 'Koliko stane dvoposteljna soba v Penzionu Straža na Bledu?', must: ['105'] },
  { topic: 'stays', lang: 'sl', q: 'smo 5 odraslih, a gremo lahko vsi skupaj v eno enoto v Apartmajih Morje? kolk to stane', must: ['/Apartment|140/'] },
  { topic: 'stays', lang: 'sl', q: 'kje lahko spim s psom? po moznosti ljubljana ali pa gore', must: ['Ribnik', '/Alpsk/'] },
  { topic: 'stays', lang: 'sl', q: 'Kje imate nastanitev z bazenom? Otroka bi se rada kopala.', must: ['/Apartmaj\\w* Morje/'] },
  {
    topic: 'stays',
    lang: 'sl',
    q: 'Ob kateri uri je prijava v Vili Ribnik? In do kdaj moramo zadnji dan izprazniti sobo?',
    must: [ASK_PROPERTY_SL],
    never: [INVENTED_TIME],
  },
  { topic: 'stays', lang: 'sl', q: 'koliko noci najvec lahko rezerviram naenkrat', must: ['30'] },
  {
    topic: 'stays',
    lang: 'sl',
    q: 'Rezerviral sem sobo v Hiši ob Jezeru v Bohinju. Kaj zdaj, kdaj bo rezervacija potrjena?',
    must: ['/varščin|varscin|polog|depozit/'],
  },
  {
    topic: 'stays',
    lang: 'sl',
    q: 'Do kdaj lahko odpovem bivanje v Alpskem domu? Prihod imamo čez kakih 10 dni.',
    must: ['/pred\\b[^.]{0,30}prihod|dan pred|do dneva prihoda|do dne prihoda|pred začetkom/'],
  },

  // --- holds ---
  {
    topic: 'holds',
    lang: 'en',
    q: 'I started a booking at Mlinar Bistro but got distracted. how long do I have to pay the deposit before I lose the table?',
    must: ['15'],
  },
  { topic: 'holds', lang: 'en', q: 'what happends if i dont pay the deposit in time?', must: ['/expire|releas|lapse|cancel|lost|free/'] },
  {
    topic: 'holds',
    lang: 'en',
    q: "I'm typing my card details for the room deposit right now, can someone else snap up the room in the meantime?",
    must: ['/held|hold|kept|keep|reserved for you|yours/'],
  },
  { topic: 'holds', lang: 'en', q: "my booking says 'awaiting deposit' - what does that mean exactly", must: ['/expire|lapse|releas|held|hold|minutes/'] },
  { topic: 'holds', lang: 'sl', q: 'koliko casa je miza rezervirana ce ne placam varscine takoj?', must: ['15'] },
  { topic: 'holds', lang: 'sl', q: 'Kaj se zgodi, če varščine ne plačam pravočasno?', must: ['/pote[čk]|sprost|prekli|razveljav|propad/'] },
  {
    topic: 'holds',
    lang: 'sl',
    q: 'placujem varscino za sobo v penzionu straza pa me je vrglo ven iz placila, a je soba se moja al sem jo zgubil?',
    must: ['/zadrž|zadrz|pote[čk]|rezervirana/'],
  },

  // --- waitlist ---
  { topic: 'waitlist', lang: 'en', q: 'what is the waitlist thing exactly?', must: ['/e-?mail|notif/'] },
  { topic: 'waitlist', lang: 'en', q: "If a table frees up while I'm on the waitlist, how long do I have to grab it?", must: ['15'] },
  {
    topic: 'waitlist',
    lang: 'en',
    q: 'There are probably loads of people on the waitlist for Saturday night at Taverna Sol. When someone cancels, who actually gets the table?',
    must: ['/first|order|joined|queue/'],
  },
  { topic: 'waitlist', lang: 'en', q: 'i was on the waitlist, got the email but only saw it 20 min later. is the table gone??', must: ['/next/'] },
  { topic: 'waitlist', lang: 'sl', q: 'kako izvem, da se je sprostila miza, če sem na čakalni vrsti?', must: ['/e-?pošt|e-?post|mail/'] },
  { topic: 'waitlist', lang: 'sl', q: 'Kako dolgo velja ponudba s čakalne vrste, ko se miza sprosti?', must: ['15'] },
  { topic: 'waitlist', lang: 'sl', q: 'kdo dobi mizo ko se sprosti, ce nas caka vec?', must: ['/prv|vrstn|zaporedj/'] },
  { topic: 'waitlist', lang: 'sl', q: 'Hiša Celeia je v soboto zvečer polna. Kaj lahko naredim, da vseeno pridem do mize?', must: ['/čakaln|cakaln/'] },

  // --- privacy ---
  { topic: 'privacy', lang: 'en', q: 'If I stop using TableStay, how long do you keep my account?', must: ['/(3|three) years?/'] },
  { topic: 'privacy', lang: 'en', q: 'do you sell my data to advertisers or anyone?', must: ["/(not|never|n't) sell/"] },
  { topic: 'privacy', lang: 'en', q: 'Which AI runs this chat? Does what I type here go to some other company?', must: ['/third[- ]party|external|provider/'] },
  {
    topic: 'privacy',
    lang: 'en',
    q: 'who do I write to about my personal data? I want a copy of everything you have on me (GDPR)',
    must: ['privacy@tablestay.si'],
  },
  { topic: 'privacy', lang: 'en', q: 'How long are old reservation records stored after my dinner?', must: ['/(7|seven) years?/'] },
  { topic: 'privacy', lang: 'sl', q: 'koliko časa hranite pogovore s tem chatbotom?', must: ['90'] },
  { topic: 'privacy', lang: 'sl', q: 'Če se ne prijavim več, kdaj izbrišete moj račun?', must: ['/\\b3 let|tri let|treh let/'] },
  { topic: 'privacy', lang: 'sl', q: 'Ali uporabljate umetno inteligenco drugih podjetij? Kam gredo moja sporočila?', must: ['/zunanj/'] },
  { topic: 'privacy', lang: 'sl', q: 'na koga se obrnem glede varstva osebnih podatkov?', must: ['privacy@tablestay.si'] },
  { topic: 'privacy', lang: 'sl', q: 'Komu posredujete moje osebne podatke, ko rezerviram mizo?', must: ['/restavracij|partner|ponudnik/'] },

  // --- deposits ---
  { topic: 'deposits', lang: 'en', q: 'Why do I need to pay 20 euros to book a table? who actually gets that money?', must: ['/direct/'] },
  {
    topic: 'deposits',
    lang: 'en',
    q: 'Is the €20 deposit for a room charged per night or once for the whole stay?',
    must: ['/once|whole|entire|per booking|one-time|single|not per night/'],
  },
  { topic: 'deposits', lang: 'sl', q: 'koliko je varščina za sobo?', must: ['20'] },
  {
    topic: 'deposits',
    lang: 'sl',
    q: 'A platforma kaj zaračuna poleg varščine? kakšne provizije ali skriti stroški?',
    must: ['/brez|ne zaračun|ni (skrit|provizij)|provizij ni|nobenih|nimamo|nima/'],
  },

  // --- cancellation ---
  { topic: 'cancellation', lang: 'en', q: 'how do i cancle a dinner resevation?', must: ['/My Reservations|link|\\/me\\b|for you/'] },
  {
    topic: 'cancellation',
    lang: 'en',
    q: "I paid the deposit for a table at Trattoria Capris in Koper but I can't make it now. Will I get the €20 back?",
    must: ['/depend|contact|their (own )?(terms|policy)/'],
  },
  { topic: 'cancellation', lang: 'sl', q: 'Kako odpovem rezervacijo mize?', must: ['/Moje rezervacije|Mojih rezervacij|povezav|namesto vas/'] },
  { topic: 'cancellation', lang: 'sl', q: 'odpovedal sem mizo v Zelenem vrtu, a dobim varščino nazaj?', must: ['/odvisn|obrn|pogoj/'] },

  // --- booking limits ---
  { topic: 'booking', lang: 'en', q: "We're 15 people for my dad's 60th, can I book one table at Gostilna Pri Lipi?", must: ['12'] },
  { topic: 'booking', lang: 'en', q: 'how far in advance can I book a table? thinking about our anniversary next autumn', must: ['/365|year/'] },
  { topic: 'booking', lang: 'sl', q: 'Za koliko ljudi lahko največ rezerviram mizo?', must: ['12'] },
  { topic: 'booking', lang: 'sl', q: 'kako dalec vnaprej lahko rezerviram bivanje?', must: ['/365|\\bleto\\b/'] },

  // --- plans ---
  { topic: 'plans', lang: 'en', q: 'I run a small bistro in Maribor, what would it cost me to get my restaurant on TableStay?', must: ['29'] },
  { topic: 'plans', lang: 'sl', q: 'Koliko stane AI Sommelier na mesec?', must: ['/2[.,]99/'] },
  { topic: 'plans', lang: 'sl', q: 'kakšno provizijo dobim, če priporočim TableStay drugim lastnikom? (affiliate)', must: ['20'] },

  // --- account ---
  { topic: 'account', lang: 'en', q: 'My son is 14 and wants his own account to book stuff, is that ok?', must: ['16'] },
  { topic: 'account', lang: 'sl', q: 'Kako izbrišem svoj račun na TableStay?', must: ['privacy@tablestay.si'] },

  // --- venues ---
  { topic: 'venues', lang: 'en', q: 'any good vegan place in ljubljana?', must: ['Zeleni Vrt'] },
  { topic: 'venues', lang: 'en', q: 'Where can I get good seafood in Piran?', must: ['Taverna Sol'] },
  { topic: 'venues', lang: 'sl', q: 'kje lahko dobro jem na Bledu? zanima me domača hrana', must: ['/Okrep[čc]evalnic/', 'Pod Gradom'] },

  // --- availability at a named demo venue (only what holds on any day) ---
  { topic: 'availability', lang: 'en', q: 'Can I get a table for 2 at Gostilna Pri Lipi on a Sunday at 21:30?', must: ['/clos|21[:.]00|not open/'] },
  { topic: 'availability', lang: 'sl', q: 'Imate prosto sobo v Penzionu Straža za dva, za 3 noči čez dva meseca?', must: ['/105|315/'] },
  { topic: 'availability', lang: 'sl', q: 'A je Hiša Celeia v nedeljo zvečer ob 21h še odprta?', must: ['/zaprt|21[:.]00|do 21/'] },

  // --- follow-ups (en) ---
  { topic: 'follow-ups', lang: 'en', q: 'how much is the triple room there per night?', must: ['125'], before: ['What stays do you have in Kranjska Gora?'] },
  {
    topic: 'follow-ups',
    lang: 'en',
    q: 'we are a family of 5, which room fits us and what does it cost?',
    must: ['140'],
    before: ['Tell me about Apartmaji Morje in Portorož'],
  },
  {
    topic: 'follow-ups',
    lang: 'en',
    q: 'how long do I have?',
    must: ['15'],
    before: ["I booked a room at Penzion Straža on Bled but haven't paid anything yet"],
  },
  {
    topic: 'follow-ups',
    lang: 'en',
    q: 'ok and then what, do I have to keep refreshing the site?',
    must: ['/e-?mail/'],
    before: ['I joined the waitlist at Hiša Celeia for Saturday 19:30'],
  },
  { topic: 'follow-ups', lang: 'en', q: 'for how long exactly? and who else gets to see them?', must: ['90'], before: ['Do you keep my chat messages?'] },
  {
    topic: 'follow-ups',
    lang: 'en',
    q: 'and the biggest one, how many people fit?',
    must: ['/\\b4\\b|four/'],
    before: ["What's the cheapest room at Hiša ob Jezeru?"],
  },
  { topic: 'follow-ups', lang: 'en', q: 'how much is it per month?', must: ['79'], before: ['I want to list my guesthouse on TableStay'] },
  {
    topic: 'follow-ups',
    lang: 'en',
    q: 'something came up, can I still cancel it online?',
    must: ['/before|check-in day|arrival day/', '/contact|get in touch|call|reach|write to|ask/'],
    before: ['I have a confirmed stay at Vila Ribnik that starts today'],
  },

  // --- follow-ups (sl) ---
  { topic: 'follow-ups', lang: 'sl', q: 'koliko pa stane družinska soba?', must: ['165'], before: ['Kaj imate za spat na Bledu?'] },
  {
    topic: 'follow-ups',
    lang: 'sl',
    q: 'kdaj pa je check-in? pa check-out?',
    must: [ASK_PROPERTY_SL],
    never: [INVENTED_TIME],
    before: ['Rezerviral sem sobo v Alpskem domu v Kranjski Gori'],
  },
  {
    topic: 'follow-ups',
    lang: 'sl',
    q: 'kaj pa čakalna vrsta, kako to dela?',
    must: ['15', '/e-?pošt|e-?post|mail/'],
    before: ['miza v Taverni Sol v Piranu je ob 19h polna'],
  },
  {
    topic: 'follow-ups',
    lang: 'sl',
    q: 'koliko časa hranite moje rezervacije?',
    must: ['/\\b7\\b|sedem/'],
    before: ['Zanima me, kaj naredite z mojimi podatki'],
  },
  { topic: 'follow-ups', lang: 'sl', q: 'a mi bo propadla?', must: ['15'], before: ['rezervirala sem mizo v Kavarni Kranj pa še nisem plačala varščine'] },
  { topic: 'follow-ups', lang: 'sl', q: 'koliko stane na noč?', must: ['140'], before: ['Iščem apartma v Portorožu za 4 osebe'] },
  { topic: 'follow-ups', lang: 'sl', q: 'a lahko rezerviram 35 noči naenkrat v Hiši ob Jezeru?', must: ['30'], before: ['Radi bi šli v Bohinj za cel mesec'] },
  { topic: 'follow-ups', lang: 'sl', q: 'a jih prodajate naprej?', must: ['/ne proda/'], before: ['Kdo vse vidi moje podatke, ko rezerviram?'] },
];
