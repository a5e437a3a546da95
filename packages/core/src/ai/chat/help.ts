/**
 * The product's help passages (SPEC §1-§6 in plain words), in English and Slovenian: what the chat
 * assistant retrieves from, together with the Terms and the Privacy Policy (legal/content.ts).
 * Pure prose without the product's numbers: the assistant states those from their one home
 * (facts.ts, ADR 115). Pure data; one passage answers one question. `topic` is what the widget's fallbackTopic names.
 */
export type HelpTopic = 'booking' | 'deposits' | 'waitlist' | 'plans' | 'cancellation' | 'privacy' | 'stays' | 'account' | 'reviews' | 'owners' | 'ai';

export interface HelpPassage {
  id: string;
  topic: HelpTopic;
  title: string;
  text: string;
  /** Where the user does it, when there is a page for it. */
  href?: string;
}

type Body = Omit<HelpPassage, 'id' | 'topic' | 'href'>;
const ORDER: { id: string; topic: HelpTopic; href?: string }[] = [
  { id: 'book-table', topic: 'booking', href: '/book' },
  { id: 'booking-times', topic: 'booking', href: '/book' },
  { id: 'deposit', topic: 'deposits' },
  { id: 'deposit-expiry', topic: 'deposits' },
  { id: 'waitlist', topic: 'waitlist' },
  { id: 'cancel', topic: 'cancellation', href: '/my-reservations' },
  { id: 'statuses', topic: 'booking', href: '/my-reservations' },
  { id: 'stays', topic: 'stays', href: '/stays' },
  { id: 'plans', topic: 'plans', href: '/plans' },
  { id: 'plan-billing', topic: 'plans', href: '/plans' },
  { id: 'account', topic: 'account', href: '/auth' },
  { id: 'reviews', topic: 'reviews' },
  { id: 'owners', topic: 'owners', href: '/owners/onboarding' },
  { id: 'privacy-retention', topic: 'privacy', href: '/legal/privacy' },
  { id: 'ai-assistant', topic: 'ai' },
];

const EN: Record<string, Body> = {
  'book-table': {
    title: 'How to book a table',
    text: 'Open Book a Table, choose the restaurant, date, time and party size, then enter your name, email and optionally a phone number and notes. Accept the privacy policy and confirm.',
  },
  'booking-times': {
    title: 'Booking times',
    text: 'Reservation times follow the booking grid, within the restaurant’s opening hours. A date or time in the past cannot be booked.',
  },
  deposit: {
    title: 'Deposits',
    text: 'Some restaurants ask for a deposit to confirm a booking. A new reservation waits for the deposit (awaiting deposit) and becomes confirmed once it is paid by card. Deposits are paid directly to the restaurant or property; TableStay holds no customer funds and charges no hidden platform fees.',
  },
  'deposit-expiry': {
    title: 'Unpaid deposits',
    text: 'Your table is held while you pay the deposit. If the deposit is not paid in time the hold expires, the reservation shows expired and the table is released, so you would need to book again.',
  },
  waitlist: {
    title: 'The waitlist',
    text: 'When a restaurant is full at the time you chose, you can join its waitlist instead. You get a waitlist position and an estimated wait; when a table frees up the restaurant can offer it to you and turn your entry into a reservation.',
  },
  cancel: {
    title: 'Cancelling a reservation',
    text: 'Sign in and open My Reservations to cancel. Reservations that are pending, awaiting deposit or confirmed can be cancelled; the email must match the booking. Refunds of a deposit are between you and the venue, because the contract is between guest and partner.',
  },
  statuses: {
    title: 'Reservation statuses',
    text: 'A reservation can be pending, awaiting deposit, confirmed, seated, expired or cancelled. My Reservations groups them by status and lets you add a booking to your calendar.',
  },
  stays: {
    title: 'Booking a stay',
    text: 'Search Stays by destination, check-in and check-out dates and guests. Pick a room type and book; a stay booking is awaiting deposit until paid, then confirmed, checked in and checked out.',
  },
  plans: {
    title: 'Plans for owners',
    text: 'Restaurant plan: dashboard, reservations, AI review analyzer, AI busy-day suggestions and waitlist. Stays plan: multi-property, room type management and AI analytics. AI Sommelier add-on and AI City Packs add-on. Each plan costs a fixed price per month.',
  },
  'plan-billing': {
    title: 'Subscription billing',
    text: 'Plans are billed monthly by card. You can manage or cancel a subscription in the customer portal; access is kept until the end of the billing period and there are no refunds for partial months.',
  },
  account: {
    title: 'Your account',
    text: 'Sign up with your name, email and a password of at least 6 characters, or sign in with a magic link sent by email. Signed in, you see My Reservations and can manage your bookings.',
  },
  reviews: {
    title: 'Reviews and feedback',
    text: 'After your visit or stay you receive a link to rate it from 1 to 5 stars with an optional comment. Restaurants also have a public feedback page reached from their QR code.',
  },
  owners: {
    title: 'Listing a venue',
    text: 'Owners list a restaurant or a property, then manage reservations, the waitlist, feedback, reviews, photos and settings in the dashboard, with analytics on reservations and occupancy.',
  },
  'privacy-retention': {
    title: 'How long data is kept',
    text: 'Account data is kept until you delete the account or after 3 years of inactivity, reservations for 7 years and AI conversations for 90 days. TableStay is not for children under 16. Third-party AI providers may be used.',
  },
  'ai-assistant': {
    title: 'About this assistant',
    text: 'This assistant answers from TableStay’s own help, terms and privacy policy and from the venues listed on TableStay. Its answers may be incomplete; check important details with the venue.',
  },
};

const SL: Record<string, Body> = {
  'book-table': {
    title: 'Kako rezervirati mizo',
    text: 'Odprite Rezerviraj mizo, izberite restavracijo, datum, uro in število oseb, nato vpišite ime, e-naslov ter po želji telefon in opombe. Sprejmite politiko zasebnosti in potrdite.',
  },
  'booking-times': {
    title: 'Ure rezervacij',
    text: 'Rezervacije so na voljo po mreži terminov, v delovnem času restavracije. Datuma ali ure v preteklosti ni mogoče rezervirati.',
  },
  deposit: {
    title: 'Varščine',
    text: 'Nekatere restavracije za potrditev rezervacije zahtevajo varščino. Nova rezervacija čaka na varščino in je potrjena, ko jo plačate s kartico. Varščina gre neposredno restavraciji ali nastanitvi; TableStay ne hrani denarja strank in nima skritih provizij platforme.',
  },
  'deposit-expiry': {
    title: 'Neplačana varščina',
    text: 'Miza je zadržana, medtem ko plačujete varščino. Če varščina ni plačana pravočasno, zadržanje poteče, rezervacija je potekla in miza se sprosti, zato morate rezervirati znova.',
  },
  waitlist: {
    title: 'Čakalna vrsta',
    text: 'Ko je restavracija ob izbrani uri polna, se lahko vpišete na njeno čakalno vrsto. Dobite mesto v vrsti in oceno čakanja; ko se miza sprosti, vam jo restavracija lahko ponudi in vaš vnos spremeni v rezervacijo.',
  },
  cancel: {
    title: 'Preklic rezervacije',
    text: 'Prijavite se in odprite Moje rezervacije, da rezervacijo prekličete. Preklicati je mogoče rezervacije v čakanju, v čakanju na varščino ali potrjene; e-naslov se mora ujemati z rezervacijo. Vračilo varščine je stvar vas in obrata, ker je pogodba sklenjena med gostom in partnerjem.',
  },
  statuses: {
    title: 'Stanja rezervacij',
    text: 'Rezervacija je lahko v čakanju, v čakanju na varščino, potrjena, gost sedi, potekla ali preklicana. Moje rezervacije jih združijo po stanju in jih lahko dodate v koledar.',
  },
  stays: {
    title: 'Rezervacija nastanitve',
    text: 'Nastanitve iščite po kraju, datumu prihoda in odhoda ter številu gostov. Izberite vrsto sobe in rezervirajte; rezervacija čaka na varščino, nato je potrjena, sledita prijava in odjava.',
  },
  plans: {
    title: 'Paketi za lastnike',
    text: 'Paket za restavracije: nadzorna plošča, rezervacije, AI analiza ocen, AI nasveti za zasedene dni in čakalna vrsta. Paket za nastanitve: več nastanitev, upravljanje vrst sob in AI analitika. Dodatek AI Sommelier in dodatek AI mestni vodiči. Vsak paket stane fiksni znesek na mesec.',
  },
  'plan-billing': {
    title: 'Obračun naročnine',
    text: 'Paketi se obračunajo mesečno s kartico. Naročnino upravljate ali prekličete na portalu za stranke; dostop ostane do konca obračunskega obdobja, vračil za delne mesece ni.',
  },
  account: {
    title: 'Vaš račun',
    text: 'Registrirajte se z imenom, e-naslovom in geslom z vsaj 6 znaki ali se prijavite s čarobno povezavo po e-pošti. Ko ste prijavljeni, vidite Moje rezervacije in upravljate svoje rezervacije.',
  },
  reviews: {
    title: 'Ocene in mnenja',
    text: 'Po obisku ali bivanju dobite povezavo, da ga ocenite z 1 do 5 zvezdicami in po želji komentarjem. Restavracije imajo tudi javno stran za mnenja, do katere pridete s QR kodo.',
  },
  owners: {
    title: 'Objava obrata',
    text: 'Lastniki objavijo restavracijo ali nastanitev in na nadzorni plošči upravljajo rezervacije, čakalno vrsto, mnenja, ocene, fotografije in nastavitve, z analitiko rezervacij in zasedenosti.',
  },
  'privacy-retention': {
    title: 'Kako dolgo hranimo podatke',
    text: 'Podatke računa hranimo do izbrisa računa ali 3 leta neaktivnosti, rezervacije 7 let in pogovore z AI 90 dni. TableStay ni namenjen otrokom, mlajšim od 16 let. Uporabljamo lahko ponudnike AI tretjih oseb.',
  },
  'ai-assistant': {
    title: 'O tem pomočniku',
    text: 'Ta pomočnik odgovarja iz pomoči, pogojev in politike zasebnosti TableStay ter iz obratov, objavljenih na TableStay. Odgovori so lahko nepopolni; pomembne podrobnosti preverite pri obratu.',
  },
};

/** The passages per language: a language without them fails the typecheck. */
const BODIES: Record<'en' | 'sl', Record<string, Body>> = { en: EN, sl: SL };

export function helpPassages(locale: 'en' | 'sl'): HelpPassage[] {
  return ORDER.map((o) => ({ ...o, ...BODIES[locale][o.id]! }));
}
