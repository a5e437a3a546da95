/**
 * Slovenian for product texts that arrive in English from core schemas and have no feature of their
 * own (the shared text rule, the generic validation text) or that the home page's searches show
 * (ADR 076: every page loads these), keyed by their English wording.
 */
export const sharedDomainSl: Record<string, string> = {
  'This text contains characters that are not allowed': 'Besedilo vsebuje nedovoljene znake',
  'Please check your inputs': 'Preverite vnesene podatke',
  'Invalid redirect': 'Neveljavna preusmeritev',
  'Bookings can be made at most 365 days ahead': 'Rezervirate lahko največ 365 dni vnaprej',
  'A stay can be at most 30 nights': 'Bivanje je lahko dolgo največ 30 noči',
  'Location required': 'Kraj je obvezen',
  'Please select check-in and check-out dates': 'Izberite datum prihoda in odhoda',
  'Check-out must be after check-in': 'Datum odhoda mora biti po datumu prihoda',
  'Guests must be between 1 and 6': 'Število gostov mora biti med 1 in 6',
  'Guests must be between 1 and 10': 'Število gostov mora biti med 1 in 10',
  // The room type price rule, shared by the onboarding wizard and the Stays tab (onboarding/schema.ts).
  'Base price must be more than 0': 'Osnovna cena mora biti večja od 0',
  'Base price must be in whole cents (step 0.01)': 'Osnovna cena mora biti v celih centih (korak 0,01)',
  'Base price must be at most 100000': 'Osnovna cena je lahko največ 100000',
};
