// Account texts for email verification (ADR 035). Keys are prefixed 'verify.'; the Slovenian
// record must have every English key.
export const authEn = {
  'verify.title': 'Check your inbox',
  'verify.text': 'We sent a link to {email}. Open it to confirm that this address is yours: then the reservations and stays booked with it show here.',
  'verify.why': 'Until then nobody signed in with this address can see or change its bookings. Your booking links from the emails keep working.',
  'verify.resend': 'Resend the link',
  'verify.resending': 'Sending…',
  'verify.resent': 'A new link is on its way. Check your inbox.',
  'verify.afterSignUp': 'We sent you a link to confirm your email address.',
  'verify.passwordRemoved': 'Your email is confirmed. The password set when this account was created was removed: set your own with "Forgot password?".',
} as const;

export const authSl: Record<keyof typeof authEn, string> = {
  'verify.title': 'Preverite svoj e-poštni predal',
  'verify.text':
    'Na {email} smo poslali povezavo. Odprite jo in potrdite, da je naslov vaš: nato se tu prikažejo rezervacije in nastanitve, opravljene z njim.',
  'verify.why':
    'Do takrat nihče, ki je prijavljen s tem naslovom, ne more videti ali spreminjati njegovih rezervacij. Povezave do rezervacij iz e-pošte delujejo naprej.',
  'verify.resend': 'Znova pošlji povezavo',
  'verify.resending': 'Pošiljanje …',
  'verify.resent': 'Nova povezava je na poti. Preverite svoj e-poštni predal.',
  'verify.afterSignUp': 'Poslali smo vam povezavo za potrditev e-naslova.',
  'verify.passwordRemoved': 'Vaš e-naslov je potrjen. Geslo, nastavljeno ob ustvarjanju računa, smo odstranili: svoje nastavite s »Ste pozabili geslo?«.',
};

/** Domain texts from core's account rules, keyed by their English wording. */
export const authDomainSl: Record<string, string> = {
  'Password must be at most 256 characters': 'Geslo je lahko dolgo največ 256 znakov',
  'Please confirm your email address to see your bookings. Check your inbox for the link we sent you.':
    'Za ogled rezervacij potrdite svoj e-naslov. Povezavo smo vam poslali po e-pošti.',
};
