// Booking texts. Keys are prefixed 'booking.'; the Slovenian record must have every English key.
export const bookingEn = {
  'booking.title': 'Booking',
} as const;

export const bookingSl: Record<keyof typeof bookingEn, string> = {
  'booking.title': 'Booking',
};

/** Domain texts (from core, in English) this feature shows, translated to Slovenian. */
export const bookingDomainSl: Record<string, string> = {};
