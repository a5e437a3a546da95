import { eur, type ProductFacts } from './facts';
import { helpPassages } from './help';
import { BOOK, CANCEL, costs, DEPOSIT, has, listingPrice, PAY, PLAN, PRICE, STAY, type Said } from './cues';
import { CHAT_TEXTS } from './texts';

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

/** The deposit a question asks: the named venue's own, else the listed venues' range. */
const depositFor = (f: ProductFacts, l: Locale, c: PolicyContext) => (c.venue ? eur(l, c.venue.depositEur) : deposits(f, l));
const venueOf = (c: PolicyContext) => (c.venue ? c.venue.name : null);

/**
 * The policy questions the engine recognises, most specific first; each answer states the fact in
 * its first sentence, with the product's numbers from `ProductFacts`.
 */
const RULES: Rule[] = [
  {
    id: 'affiliate',
    when: (s) => has(s, 'affiliat', 'partnersk', 'priporocitelj', 'referral'),
    answer: (f, l) => CHAT_TEXTS[l].affiliate(f),
  },
  {
    id: 'subscription-refund',
    when: (s) => has(s, ...PLAN) && has(s, 'refund', 'vracil', 'nazaj', 'partial', 'delni', 'sredi', 'mid'),
    answer: (_f, l) => CHAT_TEXTS[l].planRefund,
  },
  {
    id: 'subscription-cancel',
    when: (s) => has(s, 'subscri', 'narocn') && has(s, ...CANCEL, 'manage', 'uprav'),
    answer: (_f, l) => CHAT_TEXTS[l].planCancel,
  },
  {
    id: 'addon-price',
    when: (s) => has(s, 'sommel', 'addon', 'add', 'dodat', 'citypack', 'vodic') && (has(s, ...PRICE) || has(s, ...PLAN)),
    answer: (f, l) => CHAT_TEXTS[l].addonPrices(f),
  },
  {
    id: 'plan-restaurant',
    when: (s) => (has(s, ...PLAN) || listingPrice(s)) && has(s, 'restau', 'restav') && !has(s, ...STAY),
    answer: (f, l) => CHAT_TEXTS[l].restaurantPlan(f),
    help: 'plans',
  },
  {
    id: 'plan-stays',
    when: (s) => (has(s, ...PLAN) || listingPrice(s)) && has(s, ...STAY) && !has(s, 'restau', 'restav'),
    answer: (f, l) => CHAT_TEXTS[l].staysPlan(f),
    help: 'plans',
  },
  {
    id: 'plans',
    when: (s) => has(s, ...PLAN) || (has(s, 'owner', 'lastnik') && has(s, ...PRICE)),
    answer: (f, l) => CHAT_TEXTS[l].plans(f),
    help: 'plans',
  },
  {
    id: 'offer',
    when: (s) =>
      (has(s, 'offer', 'ponudb', 'ponudi') && has(s, 'long', 'valid', 'velj', 'dolg', 'cas')) ||
      (has(s, 'tell', 'notif', 'obvest', 'know', 'sporoc') && has(s, 'free', 'sprost', 'availab')),
    answer: (f, l) => CHAT_TEXTS[l].offer(f),
    help: 'waitlist',
  },
  {
    id: 'awaiting-deposit',
    when: (s) => has(s, 'awaiting', 'caka') && has(s, ...DEPOSIT) && has(s, 'mean', 'pomen', 'status', 'stanj'),
    answer: (f, l) => CHAT_TEXTS[l].awaitingDeposit(f),
    help: 'statuses',
  },
  {
    id: 'hold',
    when: (s) =>
      (has(s, ...DEPOSIT, ...PAY, 'unpaid', 'neplac') || (has(s, ...STAY, 'table', 'miz') && has(s, 'held', 'hold', 'zadrz'))) &&
      (has(s, 'long', 'releas', 'sprost', 'held', 'hold', 'zadrz', 'pravocas', 'expir', 'potec', 'dolg', 'casa') || /\bin time\b/.test(s.text)),
    answer: (f, l) => CHAT_TEXTS[l].hold(f),
    help: 'deposit-expiry',
  },
  {
    id: 'deposit-refund',
    when: (s) => has(s, ...DEPOSIT, 'money', 'denar') && has(s, 'back', 'refund', 'vracil', 'vrne', 'nazaj', 'povrn'),
    answer: (_f, l) => CHAT_TEXTS[l].depositRefund,
  },
  {
    id: 'deposit-who',
    when: (s) => has(s, ...DEPOSIT) && has(s, 'who', 'kdo', 'money', 'denar', 'receiv', 'prejm', 'gets', 'goes'),
    answer: (_f, l) => CHAT_TEXTS[l].depositWho,
  },
  {
    id: 'fees',
    when: (s) => has(s, 'hidden', 'skrit', 'fee', 'provizij', 'surcharg', 'commiss', 'charge'),
    answer: (f, l) => CHAT_TEXTS[l].fees(deposits(f, l)),
  },
  {
    id: 'deposit-how',
    when: (s) => has(s, ...DEPOSIT) && has(s, 'how', 'kako') && has(s, ...PAY),
    answer: (f, l) => CHAT_TEXTS[l].depositHow(f, deposits(f, l)),
  },
  {
    id: 'deposit',
    when: (s) => has(s, ...DEPOSIT),
    answer: (f, l, c) => CHAT_TEXTS[l].deposit(f, depositFor(f, l, c), venueOf(c)),
  },
  {
    id: 'pay-to-book',
    when: (s) => (has(s, ...PAY) || costs(s)) && has(s, ...BOOK, 'table', 'miz'),
    answer: (f, l, c) => CHAT_TEXTS[l].payToBook(f, depositFor(f, l, c), venueOf(c)),
  },
  {
    id: 'stay-guests',
    when: (s) => has(s, ...STAY) && has(s, 'guest', 'gost', 'people', 'person', 'oseb', 'ljud'),
    answer: (f, l) => CHAT_TEXTS[l].stayGuestLimit(f),
    help: 'stays',
  },
  {
    id: 'stay-flow',
    when: (s) => has(s, ...STAY) && has(s, 'after', 'sledi', 'happen', 'zgodi', 'check', 'odjav', 'prijav', 'how', 'kako'),
    answer: (f, l) => CHAT_TEXTS[l].stayFlow(f),
    help: 'stays',
  },
  {
    id: 'cancellable',
    when: (s) => has(s, 'which', 'kater') && has(s, ...CANCEL),
    answer: (_f, l) => CHAT_TEXTS[l].cancellable,
  },
  {
    id: 'cancel',
    when: (s) => has(s, ...CANCEL),
    answer: (_f, l) => CHAT_TEXTS[l].cancelHow,
  },
  {
    id: 'ahead',
    when: (s) => has(s, 'ahead', 'advance', 'vnaprej') || /\bhow far\b/.test(s.text),
    answer: (f, l) => CHAT_TEXTS[l].daysAhead(f),
  },
  {
    id: 'party',
    when: (s) =>
      has(s, 'people', 'person', 'guest', 'oseb', 'ljud', 'party', 'group', 'skupin', 'gost') &&
      (has(s, ...BOOK, 'table', 'miz') || /how many|koliko/.test(s.text)),
    answer: (f, l) => CHAT_TEXTS[l].partyLimit(f),
  },
  {
    id: 'times',
    when: (s) =>
      (has(s, 'time', 'hour', 'late', 'early', 'earli', 'morning', 'uri', 'ura', 'urah', 'ure', 'pozno', 'zgodaj', 'zjutr', 'termin', 'slot') &&
        has(s, ...BOOK, 'table', 'miz')) ||
      has(s, 'slot', 'termin'),
    answer: (f, l) => CHAT_TEXTS[l].bookingTimes(f),
  },
  {
    id: 'book-how',
    when: (s) => has(s, 'how', 'kako') && has(s, ...BOOK) && has(s, 'table', 'miz'),
    answer: (f, l) => CHAT_TEXTS[l].bookHow(f),
  },
  {
    id: 'waitlist',
    when: (s) => has(s, 'waitlist', 'wait', 'cakaln', 'vrst', 'full', 'poln', 'zased'),
    answer: (f, l) => CHAT_TEXTS[l].waitlist(f),
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
