// The stay search form and the stay counts (the home page's stays search uses them): part of the
// texts every page loads (ADR 076). Keys are prefixed 'stays.' like the rest of the feature's; the
// Slovenian record must have every English key.
export const staysSearchEn = {
  'stays.search.destination': 'Destination',
  'stays.search.destinationPlaceholder': 'City, area or property (optional)',
  'stays.search.checkIn': 'Check-in',
  'stays.search.checkOut': 'Check-out',
  'stays.search.guests': 'Guests',
  'stays.guests.one': '{n} guest',
  'stays.guests.two': '{n} guests',
  'stays.guests.few': '{n} guests',
  'stays.guests.other': '{n} guests',
  'stays.nights.one': '{n} night',
  'stays.nights.two': '{n} nights',
  'stays.nights.few': '{n} nights',
  'stays.nights.other': '{n} nights',
  'stays.count.one': '{count} stay',
  'stays.count.two': '{count} stays',
  'stays.count.few': '{count} stays',
  'stays.count.other': '{count} stays',
} as const;

export const staysSearchSl: Record<keyof typeof staysSearchEn, string> = {
  'stays.search.destination': 'Cilj',
  'stays.search.destinationPlaceholder': 'Mesto, območje ali nastanitev (neobvezno)',
  'stays.search.checkIn': 'Prihod',
  'stays.search.checkOut': 'Odhod',
  'stays.search.guests': 'Gostje',
  'stays.guests.one': '{n} gost',
  'stays.guests.two': '{n} gosta',
  'stays.guests.few': '{n} gostje',
  'stays.guests.other': '{n} gostov',
  'stays.nights.one': '{n} noč',
  'stays.nights.two': '{n} noči',
  'stays.nights.few': '{n} noči',
  'stays.nights.other': '{n} noči',
  'stays.count.one': '{count} nastanitev',
  'stays.count.two': '{count} nastanitvi',
  'stays.count.few': '{count} nastanitve',
  'stays.count.other': '{count} nastanitev',
};
