/**
 * Slovenian for product texts that arrive in English from core schemas and have no feature of their
 * own (the shared text rule, the generic validation text), keyed by their English wording.
 */
export const sharedDomainSl: Record<string, string> = {
  'This text contains characters that are not allowed': 'Besedilo vsebuje nedovoljene znake',
  'Please check your inputs': 'Preverite vnesene podatke',
  'Invalid redirect': 'Neveljavna preusmeritev',
  'Bookings can be made at most 365 days ahead': 'Rezervirate lahko največ 365 dni vnaprej',
  'A stay can be at most 30 nights': 'Bivanje je lahko dolgo največ 30 noči',
};
