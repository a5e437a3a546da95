/**
 * The eleventh unseen round of the chat assistant's evaluation: 60 Slovenian questions (46 single
 * questions and 14 short dialogs), typed as people write in a chat: knjižno and pogovorno mixed,
 * with and without diacritics, venue and town names inflected, dates in Slovenian forms. Written on
 * 2026-11-30, before any of them was asked, by a writer who had not read the assistant's code, its
 * training examples or the earlier sets; the facts come from SPEC.md, the decision records, the
 * legal texts, the configuration, the plan prices, the demo data and the owner dashboard's
 * Slovenian labels. Relative days ("jutri", "v soboto") are checked only for what holds on any date.
 */
import type { EvalQuestion } from './questions';

/** A slot on the half-hour grid, as an availability answer states it. */
const TIME = '/\\b([01]\\d|2[0-3]):[03]0\\b/';
/** The demo venues' deposit, 20 EUR, however it is written. */
const EUR20 = '/\\b20([,.]00)?\\s?(€|eur)|€\\s?20\\b/';
/** A guest cancels a stay only before its check-in day (ADR 123). */
const STAY_CANCEL = '/pred (dnevom|dnem|datumom)|pred prihodom|do dneva prihoda|do dne prihoda|dan pred/';

export const UNSEEN_11: EvalQuestion[] = [
  // Varščine (miza in soba)
  { topic: 'deposits', lang: 'sl', q: 'A je treba kej plačat vnaprej, če rezerviram mizo za petek zvečer?', must: ['varščin|varscin', EUR20] },
  { topic: 'deposits', lang: 'sl', q: 'Mi lahko poveste, kolikšna je varscina za sobo v Penzionu Straža na Bledu?', must: [EUR20] },
  {
    topic: 'deposits',
    lang: 'sl',
    q: 'Če nam kej pride vmes in ne pridemo, a dobimo varščino nazaj?',
    must: ['/partner|ponudnik|restavracij|lokal|nastanitv/', '/pogoj|odloč|odloc/'],
  },
  { topic: 'deposits', lang: 'sl', q: 'Kam dam svoj Stripe link, da mi bodo gostje plačevali varščino?', must: ['/nastavitv|čarovnik|carovnik|korak/'] },

  // Zadrževanje mize (15 minut)
  { topic: 'holds', lang: 'sl', q: 'ce ne placam varscine takoj, a mi miza ostane rezervirana al jo zgubim?', must: ['/\\b15\\s?min/'] },

  // Čakalna vrsta
  {
    topic: 'waitlist',
    lang: 'sl',
    q: 'V Hiši Celeia je za soboto zvečer vse polno, a se lahko kam vpišem, če se kej sprosti?',
    must: ['čakaln|cakaln'],
  },
  {
    topic: 'waitlist',
    lang: 'sl',
    q: 'Ce se vpisem na cakalno vrsto, a me obvestite ko se sprosti miza, al moram sam gledat?',
    must: ['/e-?poš|e-?pos|mail/', '/\\b15\\b/'],
  },
  { topic: 'waitlist', lang: 'sl', q: 'V čakalni vrsti mam stalnega gosta, kako mu dam mizo, ki se je ravno sprostila?', must: ['poviša|povisa'] },

  // Preklic (miza in bivanje)
  { topic: 'cancellation', lang: 'sl', q: 'Kako prekličem mizo, ki sem jo rezerviral za jutri zvečer?', must: ['/moje rezervacije|povezav/'] },
  { topic: 'cancellation', lang: 'sl', q: 'Do kdaj lahko brez težav odpovem sobo v Hiši ob Jezeru?', must: [STAY_CANCEL] },

  // Omejitve rezervacij in današnje rezervacije lastnika
  { topic: 'booking', lang: 'sl', q: 'A lahko rezerviram mizo za 15 ljudi, za rojstni dan od tasta?', must: ['/\\b12\\b/'] },
  { topic: 'booking', lang: 'sl', q: 'do kere ure zvečer se sploh da rezervirat mizo? a gre ob 23h?', must: ['22:30|22.30'] },
  { topic: 'booking', lang: 'sl', q: 'A lahko rezerviram za ob 19:15 al morajo bit okrogle ure?', must: ['/30 min|pol ure|19:30/'] },
  { topic: 'booking', lang: 'sl', q: 'Kje na nadzorni plošči vidim, kdo vse pride danes na večerjo?', must: ['/današnj|danasnj|pregled|zavihek/'] },

  // Nastanitve
  { topic: 'stays', lang: 'sl', q: 'kolk stane nočitev v Vili Ribnik?', must: ['110'] },
  { topic: 'stays', lang: 'sl', q: 'Za koliko noči lahko največ rezerviram sobo? Bi šel za cel mesec.', must: ['/\\b30\\b/'] },
  {
    topic: 'stays',
    lang: 'sl',
    q: 'a lahko vzamemo psa s sabo v Alpski dom?',
    must: ['Alpsk', 'dovol|sprejema'],
    never: ['/niso dovol|ni dovol|ne dovol|prepoved/'],
  },
  { topic: 'stays', lang: 'sl', q: 'Iščem kej z wellnessom oz. savno v hribih, mate kej?', must: ['Alpsk'] },
  {
    topic: 'stays',
    lang: 'sl',
    q: 'A ima Vila Ribnik kje parkirat?',
    must: ['Ribnik'],
    never: ['/\\b(ima|imajo) (tudi )?(lastno |brezplačno |zasebno )?parkiri/'],
  },
  {
    topic: 'stays',
    lang: 'sl',
    q: 'Apartma oddajam tudi na Booking.com pa Airbnb, kako naj uskladim koledarje, da ne bo dvojnih rezervacij?',
    must: ['/iCal|usklajevanje koledarjev|naslov koledarja|uvoz/'],
  },

  // Račun
  { topic: 'account', lang: 'sl', q: 'Kako se prijavim brez gesla, s tisto čarobno povezavo?', must: ['/e-?poš|e-?pos|mail|predal/'] },
  { topic: 'account', lang: 'sl', q: 'pozabla sem geslo, kaj zdej?', must: ['/pozabil|ponastav|novo geslo/'] },
  { topic: 'account', lang: 'sl', q: 'Kako zbrišem svoj račun pri vas?', must: ['@tablestay.si'] },
  { topic: 'account', lang: 'sl', q: 'A se lahko registrira moj sin, star je 14 let?', must: ['/\\b16\\b/'] },

  // Zasebnost
  { topic: 'privacy', lang: 'sl', q: 'A prodajate moje podatke naprej oglaševalcem?', must: ['/ne prodaja|nikoli/'] },
  { topic: 'privacy', lang: 'sl', q: 'kolk časa hranite podatke o mojih rezervacijah?', must: ['/\\b(7|sedem) let/'] },
  { topic: 'privacy', lang: 'sl', q: 'Na koga se obrnem glede varstva osebnih podatkov oz. GDPR?', must: ['privacy@tablestay.si'] },
  { topic: 'privacy', lang: 'sl', q: 'Kaj se zgodi z mojim računom, če ga več let ne uporabljam?', must: ['/\\b(3|tri) let/'] },

  // Paketi, dodatki in obračun
  { topic: 'plans', lang: 'sl', q: 'Kolk stane, če hočem svojo restavracijo dat na TableStay?', must: ['/\\b29\\b/'] },
  { topic: 'plans', lang: 'sl', q: 'Imam apartmaje v Izoli, kolk je mesečna naročnina za nastanitve?', must: ['/\\b79\\b/'] },
  { topic: 'plans', lang: 'sl', q: 'Kaj je ta AI Sommelier in kolk stane?', must: ['2,99|2.99', '/vin|koktajl|pijač/'] },
  {
    topic: 'plans',
    lang: 'sl',
    q: 'Če prekličem naročnino sredi meseca, a dobim kej denarja nazaj?',
    must: ['/do konca|ne vračamo|ni vračil|ne vrnemo|nepoln/'],
  },
  {
    topic: 'plans',
    lang: 'sl',
    q: 'A je AI analiza ocen vključena v paket za restavracije al jo moram posebej plačat?',
    must: ['vključ|vkljuc'],
    never: ['/ni vključen|ni vkljucen|niso vključen/'],
  },

  // Lastnik: lokal, fotografije, delovni čas, mize, QR-koda, obvestila, osebje
  { topic: 'venues', lang: 'sl', q: 'Kako dodam slike restavracije in kolk jih lahko največ naložim?', must: ['fotografij', '/\\b10\\b/'] },
  { topic: 'venues', lang: 'sl', q: 'Kako spremenim delovni čas? Za praznike bomo ob nedeljah zaprti.', must: ['nastavitv'] },
  { topic: 'venues', lang: 'sl', q: 'Kako zmanjšam število miz, ker bo del terase čez en teden zaprt?', must: ['/blokira|upravljanje miz|vse mize/'] },
  { topic: 'venues', lang: 'sl', q: 'Kje dobim tisto QR-kodo, da jo dam na mize za mnenja gostov?', must: ['QR', '/PNG|prenes|natisn|nastavitv/'] },
  { topic: 'venues', lang: 'sl', q: 'A mi lahko telefon pošlje obvestilo, ko pride nova rezervacija?', must: ['obvestil', '/vklopi|napravi|nastavitv/'] },
  {
    topic: 'venues',
    lang: 'sl',
    q: 'Kako dodam natakarja, da bo lahko sam potrjeval rezervacije, pa da ne rabi mojega gesla?',
    must: ['povabi', '/osebj|gostitelj/'],
  },

  // Iskanje lokalov po kraju, kuhinji, prehrani
  { topic: 'venues', lang: 'sl', q: 'Kje v Ljubljani dobim štruklje al kej domačega?', must: ['Lip'] },
  { topic: 'venues', lang: 'sl', q: 'A imate kakšno restavracijo z degustacijskim menijem v Celju?', must: ['Celei'] },
  { topic: 'venues', lang: 'sl', q: 'Iščem restavracijo brez glutena na obali, po možnosti ribe.', must: ['Tavern'] },
  { topic: 'venues', lang: 'sl', q: 'Pridemo iz Maribora na Bled za vikend, kje se da dobro pojest?', must: ['Okrep', 'Pod Grad'] },

  // Prosta miza v imenovanem lokalu
  { topic: 'availability', lang: 'sl', q: 'Rabim rezervacijo za Taverno Sol jutri zvečer ob 20h, za dva. A je kej prostega?', must: ['Tavern', TIME] },
  { topic: 'availability', lang: 'sl', q: 'Mi lahko poveste, če je v Hiši Celeia 15. decembra ob pol osmih prosto za štiri?', must: ['Celei', TIME] },
  { topic: 'availability', lang: 'sl', q: 'A je pri Lipi v soboto ob 12h kej prosto za tri?', must: ['Lip', TIME] },

  // Kratki pogovori: zadnje vprašanje je odvisno od prejšnjih
  { topic: 'follow-ups', lang: 'sl', before: ['A je v Zelenem vrtu prosta miza v soboto ob 19h za dva?'], q: 'pa v nedeljo?', must: ['Zelen', TIME] },
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Iščem nastanitev v Kranjski Gori za dva, za vikend.'],
    q: 'a imajo parkirišče?',
    must: ['Alpsk', 'parkiri'],
  },
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Rada bi mizo v Gostilni Pri Lipi za petek ob 20h, nas bo 4.'],
    q: 'nas bo pa 6',
    must: ['Lip', TIME],
  },
  { topic: 'follow-ups', lang: 'sl', before: ['a mate kej za pico v Ljubljani?'], q: 'kaj pa v Kopru?', must: ['Capris'] },
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Bi rezervirala mizo v Taverni Sol v Piranu za soboto.'],
    q: 'koliko je tam varščina?',
    must: [EUR20],
  },
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['A je prosta miza v Gostilni Pod Gradom na Bledu 15. decembra ob pol osmih?'],
    q: 'pa soba za to noč?',
    must: ['Straž'],
  },
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Za vikend sem rezervirala sobo v Alpskem domu.'],
    q: 'a jo lahko prekličem še na dan prihoda?',
    must: [STAY_CANCEL],
  },
  { topic: 'follow-ups', lang: 'sl', before: ['Kolk stane soba v Apartmajih Morje?'], q: 'pa za 5 ljudi?', must: ['140'] },
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Iščem kej za brunch v Kranju.'],
    q: 'a imajo tudi veganske jedi?',
    must: ['Kavarn', 'vegan'],
  },
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Do kdaj je odprta Hiša Celeia v nedeljo?'],
    q: 'pa v soboto?',
    must: ['/23[:.]00|do 23\\b|23h/'],
  },
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Za največ koliko oseb lahko rezerviram mizo?'],
    q: 'in kako daleč vnaprej?',
    must: ['365'],
  },
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Ravnokar sem rezerviral mizo v Mlinar Bistroju v Mariboru.'],
    q: 'kolk časa mam za plačilo varščine?',
    must: ['/\\b15\\b/'],
  },
  {
    topic: 'follow-ups',
    lang: 'sl',
    before: ['Kaj se zgodi, če je restavracija polna?'],
    q: 'in kolk časa mi potem držijo mizo, ko se sprosti?',
    must: ['/\\b15\\b/'],
  },
  { topic: 'follow-ups', lang: 'sl', before: ['Kolk časa hranite moje podatke?'], q: 'pa pogovore s tabo?', must: ['90'] },
];
