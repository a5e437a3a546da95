import { eur, type ProductFacts } from './facts';
import { helpPassages } from './help';
import { BOOK, CANCEL, costs, DEPOSIT, has, listingPrice, PAY, PLAN, PRICE, STAY, type Said } from './cues';

type Locale = 'en' | 'sl';

export interface PolicyContext {
  /** A venue the question names, with its own deposit. */
  venue?: { name: string; depositEur: number } | null;
}

interface Rule {
  id: string;
  when: (s: Said) => boolean;
  answer: (f: ProductFacts, l: Locale, c: PolicyContext) => string;
  /** The help passage that adds the how, after the fact. */
  help?: string;
}

const deposits = (f: ProductFacts, l: Locale) =>
  f.depositsEur.length <= 1 ? eur(l, f.depositsEur[0] ?? 0) : `${eur(l, f.depositsEur[0]!)}–${eur(l, f.depositsEur.at(-1)!)}`;

const hold = (f: ProductFacts, l: Locale) =>
  l === 'sl'
    ? `Varščino morate plačati v ${f.holdMinutes} minutah; toliko časa je miza (ali soba) zadržana za vas, nato rezervacija poteče in miza se sprosti.`
    : `You have ${f.holdMinutes} minutes to pay the deposit; the table (or room) is held for you that long, then the reservation expires and it is released.`;

/**
 * The policy questions the engine recognises, most specific first; each answer states the fact in
 * its first sentence, with the product's numbers from `ProductFacts`.
 */
const RULES: Rule[] = [
  {
    id: 'affiliate',
    when: (s) => has(s, 'affiliat', 'partnersk', 'priporocitelj', 'referral'),
    answer: (f, l) =>
      l === 'sl'
        ? `Da: priporočitelji prejemajo ${f.affiliatePercent}-odstotno doživljenjsko ponavljajočo se provizijo od naročnin strank, ki jih priporočijo. Prijava in izplačila potekajo na ${f.affiliateUrl}.`
        : `Yes: affiliates earn a ${f.affiliatePercent}% lifetime recurring commission on the subscriptions of the customers they refer. Sign-up and payouts are at ${f.affiliateUrl}.`,
  },
  {
    id: 'subscription-refund',
    when: (s) => has(s, ...PLAN) && has(s, 'refund', 'vracil', 'nazaj', 'partial', 'delni', 'sredi', 'mid'),
    answer: (_f, l) =>
      l === 'sl'
        ? 'Vračil za delne mesece ni: naročnino lahko kadar koli prekličete na portalu za stranke, dostop pa ostane do konca obračunskega obdobja.'
        : 'There are no refunds for partial months: you can cancel a subscription at any time in the customer portal, and access is kept until the end of the billing period.',
  },
  {
    id: 'subscription-cancel',
    when: (s) => has(s, 'subscri', 'narocn') && has(s, ...CANCEL, 'manage', 'uprav'),
    answer: (_f, l) =>
      l === 'sl'
        ? 'Naročnino upravljate ali prekličete na portalu za stranke (gumb Upravljaj); dostop ostane do konca obračunskega obdobja, vračil za delne mesece ni.'
        : 'You manage or cancel a subscription in the customer portal (the Manage button); access is kept until the end of the billing period, with no refunds for partial months.',
  },
  {
    id: 'addon-price',
    when: (s) => has(s, 'sommel', 'addon', 'add', 'dodat', 'citypack', 'vodic') && (has(s, ...PRICE) || has(s, ...PLAN)),
    answer: (f, l) =>
      l === 'sl'
        ? `Dodatek AI Sommelier stane ${eur(l, f.plans.sommelier)} na mesec, dodatek AI mestni vodiči ${eur(l, f.plans.citypacks)} na mesec.`
        : `The AI Sommelier add-on costs ${eur(l, f.plans.sommelier)} a month, and the AI City Packs add-on ${eur(l, f.plans.citypacks)} a month.`,
  },
  {
    id: 'plan-restaurant',
    when: (s) => (has(s, ...PLAN) || listingPrice(s)) && has(s, 'restau', 'restav') && !has(s, ...STAY),
    answer: (f, l) =>
      l === 'sl' ? `Paket za restavracije stane ${eur(l, f.plans.restaurant)} na mesec.` : `The Restaurant plan costs ${eur(l, f.plans.restaurant)} a month.`,
    help: 'plans',
  },
  {
    id: 'plan-stays',
    when: (s) => (has(s, ...PLAN) || listingPrice(s)) && has(s, ...STAY) && !has(s, 'restau', 'restav'),
    answer: (f, l) => (l === 'sl' ? `Paket za nastanitve stane ${eur(l, f.plans.stays)} na mesec.` : `The Stays plan costs ${eur(l, f.plans.stays)} a month.`),
    help: 'plans',
  },
  {
    id: 'plans',
    when: (s) => has(s, ...PLAN) || (has(s, 'owner', 'lastnik') && has(s, ...PRICE)),
    answer: (f, l) =>
      l === 'sl'
        ? `Paket za restavracije stane ${eur(l, f.plans.restaurant)} na mesec, paket za nastanitve ${eur(l, f.plans.stays)} na mesec; dodatka AI Sommelier in AI mestni vodiči po ${eur(l, f.plans.sommelier)} na mesec.`
        : `The Restaurant plan costs ${eur(l, f.plans.restaurant)} a month and the Stays plan ${eur(l, f.plans.stays)} a month; the AI Sommelier and AI City Packs add-ons ${eur(l, f.plans.sommelier)} a month each.`,
    help: 'plans',
  },
  {
    id: 'offer',
    when: (s) =>
      (has(s, 'offer', 'ponudb', 'ponudi') && has(s, 'long', 'valid', 'velj', 'dolg', 'cas')) ||
      (has(s, 'tell', 'notif', 'obvest', 'know', 'sporoc') && has(s, 'free', 'sprost', 'availab')),
    answer: (f, l) =>
      l === 'sl'
        ? `Ko se miza sprosti, jo restavracija lahko ponudi gostu s čakalne vrste; ponudba velja ${f.offerMinutes} minut, nato gre miza naslednjemu.`
        : `When a table frees up, the restaurant can offer it to a guest on the waitlist; the offer is valid for ${f.offerMinutes} minutes, then the table goes to the next guest.`,
    help: 'waitlist',
  },
  {
    id: 'awaiting-deposit',
    when: (s) => has(s, 'awaiting', 'caka') && has(s, ...DEPOSIT) && has(s, 'mean', 'pomen', 'status', 'stanj'),
    answer: (f, l) =>
      l === 'sl'
        ? `»Čaka na varščino« pomeni, da je miza zadržana, dokler ne plačate varščine (${f.holdMinutes} minut); ko je plačana, je rezervacija potrjena.`
        : `"Awaiting deposit" means the table is held while you pay the deposit (${f.holdMinutes} minutes); once it is paid, the reservation is confirmed.`,
    help: 'statuses',
  },
  {
    id: 'hold',
    when: (s) =>
      (has(s, ...DEPOSIT, ...PAY, 'unpaid', 'neplac') || (has(s, ...STAY, 'table', 'miz') && has(s, 'held', 'hold', 'zadrz'))) &&
      (has(s, 'long', 'releas', 'sprost', 'held', 'hold', 'zadrz', 'pravocas', 'expir', 'potec', 'dolg', 'casa') || /\bin time\b/.test(s.text)),
    answer: (f, l) => hold(f, l),
    help: 'deposit-expiry',
  },
  {
    id: 'deposit-refund',
    when: (s) => has(s, ...DEPOSIT, 'money', 'denar') && has(s, 'back', 'refund', 'vracil', 'vrne', 'nazaj', 'povrn'),
    answer: (_f, l) =>
      l === 'sl'
        ? 'Vračilo varščine je stvar vas in obrata, ker je pogodba sklenjena med gostom in partnerjem; rezervacijo v čakanju, v čakanju na varščino ali potrjeno prekličete v Moje rezervacije.'
        : 'A deposit refund is between you and the venue, because the contract is between guest and partner; you can cancel a pending, awaiting-deposit or confirmed reservation in My Reservations.',
  },
  {
    id: 'deposit-who',
    when: (s) => has(s, ...DEPOSIT) && has(s, 'who', 'kdo', 'money', 'denar', 'receiv', 'prejm', 'gets', 'goes'),
    answer: (_f, l) =>
      l === 'sl'
        ? 'Varščina gre neposredno restavraciji ali nastanitvi; TableStay ne hrani denarja strank in nima skritih provizij platforme.'
        : 'The deposit is paid directly to the restaurant or property; TableStay holds no customer funds and charges no hidden platform fees.',
  },
  {
    id: 'fees',
    when: (s) => has(s, 'hidden', 'skrit', 'fee', 'provizij', 'surcharg', 'commiss', 'charge'),
    answer: (f, l) =>
      l === 'sl'
        ? `Skritih provizij ni: za mizo je le varščina ${deposits(f, l)}, ki gre neposredno restavraciji ali nastanitvi; TableStay ne hrani denarja strank.`
        : `There are no hidden fees: a table only takes a ${deposits(f, l)} deposit, paid directly to the restaurant or property; TableStay holds no customer funds.`,
  },
  {
    id: 'deposit-how',
    when: (s) => has(s, ...DEPOSIT) && has(s, 'how', 'kako') && has(s, ...PAY),
    answer: (f, l) =>
      l === 'sl'
        ? `Varščino (${deposits(f, l)}) plačate s kartico na strani za varščino, v ${f.holdMinutes} minutah po rezervaciji; nato je rezervacija potrjena.`
        : `You pay the deposit (${deposits(f, l)}) by card on the deposit page, within ${f.holdMinutes} minutes of booking; the reservation is then confirmed.`,
  },
  {
    id: 'deposit',
    when: (s) => has(s, ...DEPOSIT),
    answer: (f, l, c) => {
      const amount = c.venue ? eur(l, c.venue.depositEur) : deposits(f, l);
      const at = c.venue ? (l === 'sl' ? ` v ${c.venue.name}` : ` at ${c.venue.name}`) : '';
      return l === 'sl'
        ? `Varščina za mizo${at} je ${amount}, plačate jo s kartico v ${f.holdMinutes} minutah po rezervaciji. Gre neposredno obratu, TableStay ne hrani denarja strank.`
        : `The deposit for a table${at} is ${amount}, paid by card within ${f.holdMinutes} minutes of booking. It goes directly to the venue; TableStay holds no customer funds.`;
    },
  },
  {
    id: 'pay-to-book',
    when: (s) => (has(s, ...PAY) || costs(s)) && has(s, ...BOOK, 'table', 'miz'),
    answer: (f, l, c) => {
      const amount = c.venue ? eur(l, c.venue.depositEur) : deposits(f, l);
      const at = c.venue ? (l === 'sl' ? ` v ${c.venue.name}` : ` at ${c.venue.name}`) : '';
      return l === 'sl'
        ? `Za potrditev rezervacije mize${at} plačate varščino ${amount} s kartico, v ${f.holdMinutes} minutah; drugih plačil ni.`
        : `To confirm a table${at} you pay a ${amount} deposit by card, within ${f.holdMinutes} minutes; nothing else is charged.`;
    },
  },
  {
    id: 'stay-guests',
    when: (s) => has(s, ...STAY) && has(s, 'guest', 'gost', 'people', 'person', 'oseb', 'ljud'),
    answer: (f, l) =>
      l === 'sl' ? `Rezervacija nastanitve je lahko za 1 do ${f.stayGuestsMax} gostov.` : `A stay booking can be for 1 to ${f.stayGuestsMax} guests.`,
    help: 'stays',
  },
  {
    id: 'stay-flow',
    when: (s) => has(s, ...STAY) && has(s, 'after', 'sledi', 'happen', 'zgodi', 'check', 'odjav', 'prijav', 'how', 'kako'),
    answer: (f, l) =>
      l === 'sl'
        ? `Rezervacija nastanitve čaka na varščino, ki jo plačate v ${f.holdMinutes} minutah; nato je potrjena, sledita prijava ob prihodu in odjava ob odhodu.`
        : `A stay booking is awaiting deposit until you pay it (within ${f.holdMinutes} minutes), then confirmed, then checked in on arrival and checked out when you leave.`,
    help: 'stays',
  },
  {
    id: 'cancellable',
    when: (s) => has(s, 'which', 'kater') && has(s, ...CANCEL),
    answer: (_f, l) =>
      l === 'sl'
        ? 'Preklicati je mogoče rezervacije v čakanju, v čakanju na varščino ali potrjene, v Moje rezervacije; e-naslov se mora ujemati z rezervacijo.'
        : 'Reservations that are pending, awaiting deposit or confirmed can be cancelled, in My Reservations; the email must match the booking.',
  },
  {
    id: 'cancel',
    when: (s) => has(s, ...CANCEL),
    answer: (_f, l) =>
      l === 'sl'
        ? 'Rezervacijo prekličete v Moje rezervacije, ko ste prijavljeni: preklicati je mogoče rezervacije v čakanju, v čakanju na varščino ali potrjene. Vračilo varščine je stvar vas in obrata.'
        : 'You cancel a reservation in My Reservations, signed in: pending, awaiting-deposit and confirmed reservations can be cancelled. A deposit refund is between you and the venue.',
  },
  {
    id: 'ahead',
    when: (s) => has(s, 'ahead', 'advance', 'vnaprej') || /\bhow far\b/.test(s.text),
    answer: (f, l) => (l === 'sl' ? `Rezervirate lahko največ ${f.daysAhead} dni vnaprej.` : `You can book up to ${f.daysAhead} days ahead.`),
  },
  {
    id: 'party',
    when: (s) =>
      has(s, 'people', 'person', 'guest', 'oseb', 'ljud', 'party', 'group', 'skupin', 'gost') &&
      (has(s, ...BOOK, 'table', 'miz') || /how many|koliko/.test(s.text)),
    answer: (f, l) =>
      l === 'sl'
        ? `Mizo lahko rezervirate za ${f.partyMin} do ${f.partyMax} oseb; za večjo skupino se obrnite neposredno na restavracijo.`
        : `A table can be booked for ${f.partyMin} to ${f.partyMax} guests; for a larger group, contact the restaurant directly.`,
  },
  {
    id: 'times',
    when: (s) =>
      (has(s, 'time', 'hour', 'late', 'early', 'earli', 'morning', 'uri', 'ura', 'urah', 'ure', 'pozno', 'zgodaj', 'zjutr', 'termin', 'slot') &&
        has(s, ...BOOK, 'table', 'miz')) ||
      has(s, 'slot', 'termin'),
    answer: (f, l) =>
      l === 'sl'
        ? `Mizo lahko rezervirate vsakih ${f.slotStepMinutes} minut od ${f.firstSlot} do ${f.lastSlot}, v delovnem času restavracije; preteklih ur ni mogoče rezervirati.`
        : `Tables can be booked every ${f.slotStepMinutes} minutes from ${f.firstSlot} to ${f.lastSlot}, within the restaurant’s opening hours; a time in the past cannot be booked.`,
  },
  {
    id: 'book-how',
    when: (s) => has(s, 'how', 'kako') && has(s, ...BOOK) && has(s, 'table', 'miz'),
    answer: (f, l) =>
      l === 'sl'
        ? `Odprite Rezerviraj mizo, izberite restavracijo, datum, uro (${f.firstSlot}–${f.lastSlot}) in število oseb (${f.partyMin}–${f.partyMax}), vpišite ime in e-naslov ter potrdite. Lahko pa mi tukaj napišete restavracijo, dan, uro in število oseb.`
        : `Open Book a Table, choose the restaurant, date, time (${f.firstSlot}–${f.lastSlot}) and party size (${f.partyMin}–${f.partyMax}), enter your name and email and confirm. Or tell me here the restaurant, day, time and party size.`,
  },
  {
    id: 'waitlist',
    when: (s) => has(s, 'waitlist', 'wait', 'cakaln', 'vrst', 'full', 'poln', 'zased'),
    answer: (f, l) =>
      l === 'sl'
        ? `Ko je restavracija ob izbrani uri polna, se lahko vpišete na čakalno vrsto: dobite mesto v vrsti in oceno čakanja, in ko se miza sprosti, vam jo restavracija lahko ponudi za ${f.offerMinutes} minut.`
        : `When a restaurant is full at your time, you can join its waitlist: you get a position and an estimated wait, and when a table frees up the restaurant can offer it to you for ${f.offerMinutes} minutes.`,
  },
  {
    id: 'account',
    when: (s) => has(s, 'password', 'gesl', 'magic', 'carobn', 'account', 'racun', 'sign', 'login', 'log', 'prijav', 'registr', 'register'),
    answer: () => '',
    help: 'account',
  },
  {
    id: 'privacy',
    when: (s) =>
      has(s, 'child', 'otro', 'kid', 'minor', 'mladolet') ||
      (has(s, 'keep', 'hran', 'store', 'stor', 'retent', 'delet', 'izbris', 'long', 'dolg') &&
        has(s, 'data', 'podat', 'conversat', 'pogovor', 'chat', 'klepet')),
    answer: () => '',
    help: 'privacy-retention',
  },
  {
    id: 'reviews',
    when: (s) => has(s, 'review', 'rate', 'rating', 'ocen', 'mnenj', 'feedback', 'star', 'zvezd'),
    answer: () => '',
    help: 'reviews',
  },
  {
    id: 'owners',
    when: (s) => has(s, 'owner', 'lastnik') || (has(s, 'list', 'objav') && has(s, 'venue', 'restaurant', 'obrat', 'restavr', 'property')),
    answer: () => '',
    help: 'owners',
  },
];

export interface PolicyAnswer {
  rule: string;
  text: string;
  href?: string;
}

/** The policy question a question asks, answered, or null when it asks none of them. */
export function policyAnswer(said: Said, f: ProductFacts, locale: Locale, c: PolicyContext = {}): PolicyAnswer | null {
  const rule = RULES.find((r) => r.when(said));
  if (!rule) return null;
  const fact = rule.answer(f, locale, c);
  const passage = rule.help ? helpPassages(locale).find((p) => p.id === rule.help) : undefined;
  const text = fact ? fact : passage ? passage.text : '';
  return { rule: rule.id, text, href: passage?.href };
}
