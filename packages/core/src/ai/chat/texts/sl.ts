import { label } from '../../../i18n/labels';
import { formatDate } from '../../../i18n/format';
import { eur, fmtDate } from '../facts';
import type { ChatTexts, Searched } from './types';

const day = (date: string) => fmtDate('sl', date);
const money = (n: number) => eur('sl', n);
/** "1 prosta", "2 prosti", "3 proste", "5 prostih": the number's own form (ednina, dvojina, množina). */
const freeRooms = (n: number) => `${n} ${n % 100 === 1 ? 'prosta' : n % 100 === 2 ? 'prosti' : n % 100 === 3 || n % 100 === 4 ? 'proste' : 'prostih'}`;
/** A diet's adjective: nominative plural, then genitive plural ("veganske", "veganskih" jedi). */
const DIET_SL = {
  vegan: ['veganske', 'veganskih'],
  vegetarian: ['vegetarijanske', 'vegetarijanskih'],
  gluten_free: ['brezglutenske', 'brezglutenskih'],
} as const;
const people = (n: number) => `${n} ${n === 1 ? 'oseba' : n === 2 ? 'osebi' : n <= 4 ? 'osebe' : 'oseb'}`;
const stayGuests = (n: number) => `${n} ${n === 1 ? 'gost' : n === 2 ? 'gosta' : 'gostje'}`;
/** Numerals avoid the case a weekday name would need after "za" or "od". */
const short = (d: string) => `${Number(d.slice(8))}. ${Number(d.slice(5, 7))}.`;
const span = (checkIn: string, checkOut: string) => `${short(checkIn)}–${short(checkOut)}`;
const DAYS = ['nedelja', 'ponedeljek', 'torek', 'sreda', 'četrtek', 'petek', 'sobota'];
/** A weekday after "v" (the accusative): "v nedeljo", "v ponedeljek". */
const DAYS_ON = ['nedeljo', 'ponedeljek', 'torek', 'sredo', 'četrtek', 'petek', 'soboto'];
const DAYS_PLURAL = ['nedeljah', 'ponedeljkih', 'torkih', 'sredah', 'četrtkih', 'petkih', 'sobotah'];
const DIET: Record<string, string> = { vegan: 'veganske', vegetarian: 'vegetarijanske', gluten_free: 'brezglutenske' };

/** A label made only of adjectives ("Italijanska", "Sodobna evropska"), which agrees with "restavracije". */
const ADJECTIVES = /^(\p{L}+(ska|ška|čka|dna|bna)\s?)+$/iu;

/**
 * A cuisine or tag (ADR 117): before the noun as a plural adjective ("italijanske"), or a noun
 * phrase to put after it ("morska hrana"). Never the English catalogue value.
 */
function cuisine(n: Searched['named'][number]): { adjective?: string; phrase?: string } {
  if (n.other) return { adjective: n.other.sl };
  const text = label('sl', n.value).toLowerCase();
  return ADJECTIVES.test(text) ? { adjective: text.replace(/a\b/g, 'e') } : { phrase: text };
}

export const sl: ChatTexts = {
  // actions.ts
  people,
  forParty: (n) => ` za ${people(n)}`,
  bookQuestion: (t) => `Rezerviram ${t.venue}, ${day(t.date)} ob ${t.time}, ${people(t.party)}? (Z »da« sprejmete politiko zasebnosti.) Da / Ne`,
  askVenue: (names) => `V kateri restavraciji želite mizo? Na primer: ${names.join(', ')}.`,
  askDay: (venue) => `${venue}: za kateri dan želite mizo? Napišite ga na primer kot 8. 12. ali 8. decembra.`,
  partyOutOfRange: (venue, f, party) =>
    `${venue}: mizo lahko rezervirate za ${f.partyMin} do ${f.partyMax} oseb; za ${party} se obrnite neposredno na restavracijo.`,
  dayOutOfRange: (venue, date, daysAhead) => `${venue}: ${day(date)} ni mogoče rezervirati — rezervirate lahko od danes do ${daysAhead} dni vnaprej.`,
  notSlot: (s, f) =>
    `${s.when}: ${s.time} ni termin za rezervacijo (vsakih ${f.slotStepMinutes} minut od ${f.firstSlot} do ${f.lastSlot}). Prosti termini${s.forParty}: ${s.times.join(', ') || 'ni jih'}.`,
  slotFree: (s) => `${s.when}: ob ${s.time} je miza prosta${s.forParty}.${s.times.length ? ` Prosti so tudi ${s.times.join(', ')}.` : ''}`,
  slotPast: 'je že mimo',
  slotClosed: 'je restavracija zaprta',
  slotTooFar: 'ni mogoče rezervirati, ker je več kot 365 dni vnaprej',
  slotFull: 'je polno',
  slotTaken: (s, why, waitlist) =>
    `${s.when}: ob ${s.time} ${why}. Prosti termini${s.forParty}: ${s.times.join(', ') || 'ta dan ni prostih'}.${waitlist ? ' Lahko se vpišete na čakalno vrsto za ta termin.' : ''}`,
  freeTimes: (when, forParty, times) => `${when}: prosti termini${forParty}: ${times.join(', ')}.`,
  noFreeTable: (when) => `${when}: ta dan ni prostih miz. Poskusite drug dan ali se vpišite na čakalno vrsto.`,
  bookLabel: (venue, time) => `Rezerviraj ${venue} ob ${time}`,
  bookAt: (href) => `Rezervirate na ${href} (prijavljeni s potrjenim e-naslovom lahko rezervirate kar tukaj).`,
  askPartyAndTime: 'Za koliko oseb in ob kateri uri?',
  askTime: (href) => `Ob kateri uri? Ali rezervirajte na ${href}.`,
  waitlistLabel: 'Moje mesto na čakalni vrsti',
  waitlisted: (t) => `${t.venue} je ob ${t.time} polna, zato ste na čakalni vrsti (${day(t.date)}, ${people(t.party)}). Svoje mesto vidite na povezavi spodaj.`,
  payDepositLabel: 'Plačaj varščino',
  booked: (t) =>
    `Rezervirano: ${t.venue}, ${day(t.date)} ob ${t.time}, ${people(t.party)} — čaka na varščino ${money(t.depositEur)}. Plačajte jo v ${t.holdMinutes} minutah.`,
  bookingFailed: (message) => `Rezervacija ni uspela: ${message}`,

  // own-bookings.ts
  myReservationsLabel: 'Moje rezervacije',
  signInForReservations:
    'Za vaše rezervacije se prijavite (s potrjenim e-naslovom); čarobna povezava, poslana na vaš e-naslov, vas prijavi brez gesla. V Moje rezervacije jih vidite in prekličete, tukaj pa vam jih naštejem.',
  noUpcoming: (email) => `Na ${email} nimate prihajajočih rezervacij, ki bi jih lahko preklicali.`,
  cancelQuestion: (line) => `Prekličem ${line}? Da / Ne`,
  upcomingHead: (n) => `Vaše prihajajoče rezervacije (${n}):`,
  cancelHint: 'Katero želite preklicati? Npr. »prekliči drugo«.',
  reservationGone: 'Te rezervacije ne najdem več.',
  cancelled: (venue, date, time) => `Preklicano: ${venue}, ${day(date)} ${time}.`,

  // stays.ts
  span,
  stayGuests,
  inCity: (city) => ` (${city})`,
  noFreeRooms: (where, dates, who) => `Ni prostih sob${where} za ${dates}, ${who}. Poskusite druge datume.`,
  roomLabel: (property, room) => `Rezerviraj ${property}: ${room}`,
  roomLine: (r) => `- ${r.property}, ${r.city}: ${r.room} ${money(r.pricePerNight)}/noč (${freeRooms(r.available)})`,
  freeRoomsHead: (where, dates, who) => `Proste sobe${where}, ${dates}, ${who}:`,

  // stay-booking.ts
  stayQuestion: (d) => `Rezerviram ${d.roomTypeName} — ${d.propertyName}, ${span(d.checkIn, d.checkOut)}, ${stayGuests(d.guests)}? Da / Ne`,
  noRoomFree: (when) => `${when}: ni proste sobe. Poskusite druge datume.`,
  roomFree: (when, room, others) =>
    `${when}: ${room.name} — prosto, ${money(room.pricePerNight)}/noč, skupaj ${money(room.total)}.${others.length ? ` Prosto tudi: ${others.join(', ')}.` : ''}`,
  stayBooked: (d, depositEur, holdMinutes) =>
    `Rezervirano: ${d.roomTypeName} — ${d.propertyName}, ${span(d.checkIn, d.checkOut)}, ${stayGuests(d.guests)} — čaka na varščino ${money(depositEur)}. Plačajte jo v ${holdMinutes} minutah.`,

  // venue-facts.ts
  // A venue's name is any gender and stays in the nominative: "X ima … odprto", never "X je … odprt".
  openNow: (venue, open, rest) => `${venue} ima zdaj ${open ? 'odprto' : 'zaprto'}. ${rest}`,
  onWeekdays: (d) => `ob ${DAYS_PLURAL[d]}`,
  // "v nedeljo, 29. novembra,": the weekday in its case, the date set off by commas.
  onDate: (date) => `v ${DAYS_ON[new Date(`${date}T12:00:00Z`).getUTCDay()]}, ${formatDate('sl', date, { day: 'numeric', month: 'long' })},`,
  noHours: (venue) => `${venue} na TableStay nima vpisanega delovnega časa; preverite ga pri obratu.`,
  closedOn: (venue, when) => `${venue} ima ${when} zaprto.`,
  openOn: (venue, when, from, to) => `${venue} ima ${when} odprto od ${from} do ${to}.`,
  closedAllDay: 'zaprto',
  weekday: (d) => DAYS[d]!,
  weekHours: (venue, days) => `${venue}, delovni čas: ${days.join(', ')}.`,
  petsAllowed: (venue) => `Da: ${venue} sprejema hišne ljubljenčke.`,
  petsBanned: (venue) => `Ne: ${venue} hišnih ljubljenčkov ne sprejema (niso dovoljeni).`,
  hasAmenity: (venue, amenity) => `Da: ${venue} ima ${amenity}.`,
  venueAddress: (venue, address) => `${venue}: ${address}.`,
  servesDiet: (venue, diet) => `Da: ${venue} ponuja ${DIET_SL[diet][0]} jedi.`,
  lacksDiet: (venue, diet) => `${venue} nima navedenih ${DIET_SL[diet][1]} jedi; preverite pri restavraciji.`,
  roomPrice: (roomType, price, capacity) =>
    `${roomType} ${price}/noč (do ${capacity} ${capacity === 1 ? 'osebo' : capacity === 2 ? 'osebi' : capacity <= 4 ? 'osebe' : 'oseb'})`,
  fromPerNight: (n) => ` — od ${money(n)}/noč`,
  roomPrices: (property, prices) => `Sobe v nastanitvi ${property}: ${prices.join(', ')}.`,
  roomsFor: (property, party, prices) => `Sobe v nastanitvi ${property} za ${people(party)}: ${prices.join(', ')}.`,
  noRoomFits: (property, party) => `V nastanitvi ${property} ni sobe za ${people(party)}; rezervirajte dve sobi ali vprašajte nastanitev.`,
  noRoomTypes: (property) => `${property} trenutno nima sob za prodajo.`,
  restaurantOverview: (venue, kitchen, city, address) =>
    `${venue} je restavracija${kitchen ? ` (${label('sl', kitchen).toLowerCase()})` : ''} v kraju ${city}, na naslovu ${address}. Vprašajte me za prosto mizo, delovni čas ali varščino.`,
  stayOverview: (property, city, address) => `${property} je nastanitev v kraju ${city}, na naslovu ${address}.`,
  lacksAmenity: (venue, amenity) => `${venue} med svojo ponudbo nima navedeno: ${amenity}; preverite pri obratu.`,
  stayTimes: (venue, address, contactEmail) =>
    `Uro prijave in odjave določi nastanitev ${venue} sama; TableStay je ne hrani. Vprašajte jo neposredno (naslov: ${address}); za pomoč pišite na ${contactEmail}.`,
  stayTimesAny: (contactEmail) =>
    `Uro prijave in odjave določi vsaka nastanitev sama; TableStay je ne hrani. Vprašajte nastanitev neposredno (naslov je na njeni strani na TableStay); za pomoč pišite na ${contactEmail}.`,

  // policy.ts
  affiliate: (f) =>
    `Da: priporočitelji prejemajo ${f.affiliatePercent}-odstotno doživljenjsko ponavljajočo se provizijo od naročnin strank, ki jih priporočijo. Prijava in izplačila potekajo na ${f.affiliateUrl}.`,
  planRefund:
    'Vračil za delne mesece ni: naročnino lahko kadar koli prekličete na portalu za stranke (Upravljaj naročnino), dostop pa ostane do konca obračunskega obdobja.',
  planCancel: (f) =>
    `Naročnino upravljate ali prekličete na portalu za stranke (Upravljaj naročnino, v Nastavitvah na nadzorni plošči); dostop ostane do konca obračunskega obdobja, vračil za delne mesece ni. Za menjavo paketa naročite drugega na strani Paketi (za restavracije ${money(f.plans.restaurant)}, za nastanitve ${money(f.plans.stays)} na mesec) in prekličite starega.`,
  addonPrices: (f) =>
    `Dva dodatka, vsak po ${money(f.plans.sommelier)} na mesec: AI Sommelier predlaga vina in koktajle k jedi (po vašem proračunu in okusu), AI mestni vodiči pa načrtujejo mesto po dnevih (od 1 do 7 dni, po vaših zanimanjih). Naročite ju na strani Paketi.`,
  addon: (f, which) =>
    which === 'sommelier'
      ? `Dodatek AI Sommelier (${money(f.plans.sommelier)} na mesec) predlaga vino in koktajl k vsaki jedi, v okviru vašega proračuna in po vašem okusu. Naročite ga na strani Paketi.`
      : `Dodatek AI mestni vodiči (${money(f.plans.citypacks)} na mesec) pripravi načrt poti po dnevih za slovenski kraj ali mesto: od 1 do 7 dni, po vaših zanimanjih. Naročite ga na strani Paketi.`,
  restaurantPlan: (f) =>
    `Paket za restavracije stane ${money(f.plans.restaurant)} na mesec. Vključuje objavo vaše restavracije za rezervacije, nadzorno ploščo z rezervacijami in analitiko zasedenosti, čakalno vrsto in varščinami, mnenja s QR-kodo, fotografije ter AI analizo ocen in predloge za polne dni. Če imate tudi sobe, dodajte paket za nastanitve (${money(f.plans.stays)} na mesec).`,
  staysPlan: (f) =>
    `Paket za nastanitve stane ${money(f.plans.stays)} na mesec. Vključuje objavo nastanitev z vrstami sob, rezervacije bivanj z varščinami, analitiko rezervacij in zasedenosti, prijave in odjave, ocene, fotografije, usklajevanje koledarja z drugimi kanali ter AI analizo ocen in predloge za polne dni. Če imate tudi restavracijo, dodajte paket za restavracije (${money(f.plans.restaurant)} na mesec).`,
  plans: (f) =>
    `Paket za restavracije stane ${money(f.plans.restaurant)} na mesec, paket za nastanitve ${money(f.plans.stays)} na mesec (vsak objavi vaš obrat za rezervacije, z nadzorno ploščo ter AI analizo ocen in predlogi za polne dni); dodatka AI Sommelier in AI mestni vodiči po ${money(f.plans.sommelier)} na mesec. Restavracija s sobami potrebuje oba paketa. Brezplačnega preizkusa ni: paket začne veljati s prvim plačilom.`,
  roomDeposit: (f, amount) =>
    `Za rezervacijo sobe plačate varščino ${amount}, enkrat na rezervacijo (ne na noč), s kartico v ${f.holdMinutes} minutah; toliko časa je soba zadržana za vas. Varščina gre neposredno nastanitvi; TableStay ne hrani denarja strank.`,
  longestStay: (f) =>
    `Ena rezervacija bivanja je lahko za največ ${f.maxNights} noči, s prihodom največ ${f.daysAhead} dni vnaprej; za daljše bivanje rezervirajte znova od zadnje noči.`,
  ageLimit: (f) => `Za uporabo platforme TableStay morate biti stari najmanj ${f.minAge} let; ni namenjena otrokom, mlajšim od ${f.minAge} let.`,
  passwordReset: (f) =>
    `Na strani za prijavo izberite »Ste pozabili geslo?«, vpišite e-naslov in odprite povezavo, ki vam jo pošljemo, da nastavite novo geslo (vsaj ${f.passwordMin} znakov). Prijavite se lahko tudi s čarobno povezavo, poslano na vaš e-naslov.`,
  deleteAccount: (contactEmail) =>
    `Za izbris računa in osebnih podatkov pišite na ${contactEmail} z e-naslova računa. Podatke o rezervacijah hranimo 7 let; račun, ki 3 leta ni v uporabi, se izbriše sam.`,
  billingProblem: (f, supportEmail) =>
    `TableStay lastnikom zaračuna ${money(f.plans.restaurant)} na mesec za paket za restavracije, ${money(f.plans.stays)} za paket za nastanitve in ${money(f.plans.sommelier)} za vsak dodatek (AI Sommelier, AI mestni vodiči). Za težavo z obračunom (dvojna ali napačna bremenitev, račun) pišite na ${supportEmail} z e-naslovom računa in datumom bremenitve. Račune in podatke o plačilu najdete v portalu za stranke (Upravljaj naročnino); varščina se plača obratu, zato bremenitev varščine uredite z njim.`,
  ownerPhotos: (f) =>
    `Na nadzorni plošči odprite Nastavitve, nato Fotografije: Dodaj fotografije (do ${f.photoCaps.restaurant} za restavracijo, ${f.photoCaps.property} za nastanitev; JPEG, PNG ali WebP) ali katero Odstrani; gostje jih vidijo na vaši strani.`,
  ownerHours:
    'Na nadzorni plošči odprite Nastavitve, nato Delovni čas: za vsak dan nastavite uro odprtja in zaprtja (ali zaprto) in shranite. Mize je mogoče rezervirati le v tem času.',
  ownerPromote:
    'Na nadzorni plošči odprite Rezervacije: vsak vpis na čakalni vrsti ima gumb Povišaj v rezervacijo, ki gostov vpis spremeni v rezervacijo za tisti dan.',
  ownerDepositLink:
    'Na nadzorni plošči odprite Nastavitve, nato Povezava za plačilo varščine: prilepite povezavo za plačilo (naslov https) in shranite; gostje tam plačajo varščino.',
  ownerQr:
    'Na nadzorni plošči odprite Nastavitve: kartica QR-koda za mnenja pokaže kodo, ki jo gostje skenirajo za oddajo mnenja; Prenesi PNG jo shrani za tisk.',
  ownerNotifications:
    'Na nadzorni plošči odprite Nastavitve, nato Obvestila, tapnite Vklopi na tej napravi in izberite, o čem želite obvestila (nova rezervacija, preklic). Ko je konzola odprta, se nove rezervacije prikažejo tudi sproti.',
  ownerReservations:
    'Na nadzorni plošči Rezervacije prikažejo današnje rezervacije: Potrdi za rezervacijo, ki čaka ali čaka na varščino, ki jo je gost plačal prek vaše povezave, Za mizo, ko gost pride, na čakalni vrsti pa Povišaj v rezervacijo spremeni vpis v rezervacijo. Pri nastanitvi imajo Rezervacije na zavihku Nastanitve gumbe Potrdi, Prijavi, Odjavi in Prekliči.',
  ownerReviews:
    'Na nadzorni plošči Mnenja prikažejo mnenja in ocene meseca s povprečno oceno ter številom pozitivnih in negativnih. Tam AI analiza ocen (Analiziraj najnovejše ocene) poda prednosti, težave in nasvete, Predlogi za polne dni (Ustvari nasvete) pa napoved za 14 dni z ukrepi. Ocene nastanitve so pod Ocene na zavihku Nastanitve. Oboje je vključeno v paket, brez doplačila. Odgovarjanje na ocene ni na voljo.',
  ownerSettings:
    'Na nadzorni plošči so v Nastavitvah Podatki o restavraciji (opis, kuhinja, povezava do menija, prehranske možnosti), Upravljanje miz (Vse mize, Blokirane mize, nato Shrani mize) in delovni čas; vsaka kartica ima svoj gumb za shranjevanje. Pri nastanitvi so v Nastavitvah na zavihku Nastanitve opis, naslov, oprema, Blokirane sobe (sobe, umaknjene iz prodaje, npr. zaradi obnove) in Vrste sob, kjer Dodaj vrsto sobe nastavi ime, zmogljivost in ceno na noč.',
  ownerCalendar:
    'Na zavihku Nastanitve imajo Nastavitve kartico Usklajevanje koledarjev. Naslov koledarja vsake sobe (ali vrste sobe) prilepite v uvoz koledarja pri Booking.com ali Airbnb, da se noči, prodane tukaj, tam zaprejo; pri vsaki sobi pa prilepite naslov iCal, ki ga da kanal, in tapnite Uvozi, da se noči, prodane tam, zaprejo tukaj. Uskladi zdaj ga osveži, dvojna rezervacija pa se pokaže.',
  bookingChange: (supportEmail) =>
    `Dneva, ure ali števila oseb rezervacije ni mogoče spremeniti: prekličite jo v Mojih rezervacijah in rezervirajte znova, z novo varščino (vračilo prve je stvar med vami in lokalom). Enako velja za datume in goste nastanitve. Napačen e-naslov ali ime na rezervaciji: pišite na ${supportEmail}.`,
  bookingConfirmed:
    'Rezervacija je potrjena, ko je varščina plačana: prejmete potrditveno e-poštno sporočilo, v Mojih rezervacijah pa ima stanje potrjeno. Sporočila ni? Poglejte med neželeno pošto ali se prijavite s čarobno povezavo in jo poiščite v Mojih rezervacijah, kjer jo Dodaj v koledar shrani v koledar telefona.',
  about: (supportEmail) =>
    `TableStay je namenjen rezervacijam miz v restavracijah in nastanitev v Sloveniji: poiščete lokal, rezervirate, varščino plačate neposredno lokalu, se ob polni restavraciji vpišete na čakalno vrsto in ocenite obisk. Deluje v brskalniku, na telefonu ali računalniku. Za vse drugo pišite na ${supportEmail}.`,
  ownerStaff:
    'Na nadzorni plošči tapnite Osebje: osebo po e-pošti povabite v enega ali več lokalov kot gostitelja (rezervacije, čakalna vrsta, posedanje, prijave in odjave) ali vodjo (tudi nastavitve, sobe, fotografije, ocene in orodja UI). Povabilo sprejme iz e-pošte in se prijavlja kot ona sama; Odstrani dostop ji dostop takoj odvzame. Mesta za osebje so vključena v vaš paket.',
  offer: (f) =>
    `Ko se miza sprosti, jo ponudimo gostom s čakalne vrste po vrstnem redu vpisa, po e-pošti; ponudba velja ${f.offerMinutes} minut, nato gre miza naslednjemu.`,
  awaitingDeposit: (f) =>
    `»Čaka na varščino« pomeni, da je miza zadržana, dokler ne plačate varščine (${f.holdMinutes} minut); ko je plačana, je rezervacija potrjena.`,
  hold: (f) =>
    `Varščino morate plačati v ${f.holdMinutes} minutah; toliko časa je miza (ali soba) zadržana za vas, nato rezervacija poteče in miza se sprosti: če jo še želite, rezervirajte znova.`,
  depositRefund:
    'Vračilo varščine je stvar vas in obrata: obrnite se neposredno na restavracijo ali nastanitev, ker odločajo njeni pogoji, saj je pogodba sklenjena med gostom in partnerjem; rezervacijo v čakanju, v čakanju na varščino ali potrjeno prekličete v Moje rezervacije.',
  depositWho: 'Varščina gre neposredno restavraciji ali nastanitvi; TableStay ne hrani denarja strank in nima skritih provizij platforme.',
  fees: (deposits) =>
    `Skritih provizij ni: za mizo je le varščina ${deposits}, ki gre neposredno restavraciji ali nastanitvi; TableStay ne hrani denarja strank.`,
  depositHow: (f, deposits) =>
    `Varščino (${deposits}) plačate s kartico na strani za varščino, v ${f.holdMinutes} minutah po rezervaciji; nato je rezervacija potrjena.`,
  deposit: (f, amount, venue) =>
    `Varščina za mizo${venue === null ? '' : ` (${venue})`} je ${amount}, plačate jo s kartico v ${f.holdMinutes} minutah po rezervaciji. Gre neposredno obratu, TableStay ne hrani denarja strank.`,
  payToBook: (f, amount, venue) =>
    `Za potrditev rezervacije mize${venue === null ? '' : ` (${venue})`} plačate varščino ${amount} s kartico, v ${f.holdMinutes} minutah; drugih plačil ni.`,
  stayGuestLimit: (f) => `Rezervacija nastanitve je lahko za 1 do ${f.stayGuestsMax} gostov.`,
  stayFlow: (f, deposit) =>
    `Rezervacija nastanitve čaka na varščino (${deposit}, enkrat na rezervacijo), ki jo s kartico plačate v ${f.holdMinutes} minutah; nato je potrjena, sledita prijava ob prihodu in odjava ob odhodu.`,
  cancellable:
    'Preklicati je mogoče rezervacije v čakanju, v čakanju na varščino ali potrjene, v Moje rezervacije; e-naslov se mora ujemati z rezervacijo. Vračilo plačane varščine je stvar vas in obrata: obrnite se neposredno nanj.',
  cancelHow:
    'Rezervacijo prekličete v Moje rezervacije, ko ste prijavljeni: preklicati je mogoče rezervacije v čakanju, v čakanju na varščino ali potrjene. Vračilo varščine je stvar vas in obrata.',
  privacyContact: (contactEmail) =>
    `Glede osebnih podatkov (vpogled, popravek, izbris ali druga zahteva po GDPR) pišite na ${contactEmail} in navedite, na kateri račun ali rezervacijo se nanaša.`,
  aiProviders:
    'Klepet lahko za odgovore uporablja zunanjega ponudnika umetne inteligence (tretjo osebo), kot pove politika zasebnosti; pogovore z AI hranimo 90 dni, vaših podatkov pa nikoli ne prodajamo.',
  noSale:
    'Vaših osebnih podatkov nikoli ne prodajamo, ne oglaševalcem ne komu drugemu: restavracija ali nastanitev dobi le podatke o rezervaciji in kontakte, ki jih potrebuje za vašo rezervacijo.',
  stayCancel:
    'Bivanje prekličete v Moje rezervacije, ko ste prijavljeni, le pred dnem prihoda; od dneva prihoda ga tukaj ni več mogoče preklicati, zato se obrnite na nastanitev. Vračilo varščine je stvar vas in nastanitve.',
  daysAhead: (f) => `Rezervirate lahko največ ${f.daysAhead} dni vnaprej.`,
  partyLimit: (f) => `Mizo lahko rezervirate za ${f.partyMin} do ${f.partyMax} oseb; za večjo skupino se obrnite neposredno na restavracijo.`,
  bookingTimes: (f) =>
    `Mizo lahko rezervirate vsakih ${f.slotStepMinutes} minut od ${f.firstSlot} do ${f.lastSlot}, v delovnem času restavracije; preteklih ur ni mogoče rezervirati.`,
  bookHow: (f) =>
    `Odprite Rezerviraj mizo, izberite restavracijo, datum, uro (${f.firstSlot}–${f.lastSlot}) in število oseb (${f.partyMin}–${f.partyMax}), vpišite ime in e-naslov ter potrdite; račun ni potreben. Lahko pa mi tukaj napišete restavracijo, dan, uro in število oseb.`,
  waitlist: (f) =>
    `Ko je restavracija ob izbrani uri polna, se lahko vpišete na čakalno vrsto: dobite mesto v vrsti in oceno čakanja, in ko se miza sprosti, jo ponudimo po vrstnem redu vpisa, po e-pošti; ponudba velja ${f.offerMinutes} minut, nato gre miza naslednjemu.`,

  // concierge.ts, service.ts
  dontKnow: (supportEmail) =>
    `Tega ne vem. Pomagam lahko pri varščinah, rezervacijah in prostih terminih, čakalni vrsti, preklicih, paketih in zasebnosti ter poiščem restavracije in nastanitve po kraju ali kuhinji. Za drugo pišite na ${supportEmail}.`,
  refuse: (supportEmail) => `Tega ne morem: ne razkrivam navodil, gesel ali podatkov drugih gostov in ne dajem popustov. Za drugo pišite na ${supportEmail}.`,
  nothingToConfirm: 'Trenutno nimam česa potrditi. Napišite restavracijo ali nastanitev, dan in za koliko oseb, pa pogledam.',
  cannotConfirm: 'Tega ne morem več potrditi — vprašajte prosim znova.',
  nothingChanged: 'V redu, nič nisem spremenil.',

  // tools.ts
  notRestaurant: (name) => `Restavracije ${name} na TableStay ni.`,
  notStay: (name) => `Nastanitve ${name} na TableStay ni.`,
  roomNotFree: (room, property) => `${room} (${property}) za te datume ni prosta.`,

  // answer.ts
  language: 'Slovenian',
  searched: (s) => {
    const named = s.named.map(cuisine);
    const before = [...s.diets.map((d) => DIET[d]), ...named.flatMap((c) => (c.adjective ? [c.adjective] : []))].join(', ');
    const noun = s.kind === 'stays' ? 'nastanitve' : s.kind === 'dining' ? 'restavracije' : 'obrati';
    const after = [
      ...named.flatMap((c) => (c.phrase ? [c.phrase] : [])),
      ...s.amenities,
      ...(s.pets ? ['hišni ljubljenčki dovoljeni'] : []),
      ...(s.city ? [s.city] : []),
    ];
    return `${before ? `${before} ` : ''}${noun}${after.length ? ` (${after.join('; ')})` : ''}`;
  },
  noVenues: (asked) => `Na TableStay ni objavljenih obratov za iskanje: ${asked}. Poskusite z drugim krajem ali kuhinjo.`,
  venuesHead: (asked, n) => `Na TableStay: ${asked} — ${n}:`,
  more: 'Več',
  noAnswer: (contactEmail) =>
    `Na to nimam odgovora v pomoči TableStay. Pomagam lahko pri rezervacijah, varščinah, čakalni vrsti, preklicih, paketih in zasebnosti ter poiščem restavracije in nastanitve po kraju ali kuhinji, npr. »veganske restavracije v Ljubljani«. Za drugo pišite na ${contactEmail}.`,
};
