// Texts of the guest's own pages (/me, /dashboard): stays next to tables, deposits still due.
// Keys are prefixed 'mine.'; the Slovenian record must have every English key.
export const mineEn = {
  'mine.stay': 'Stay',
  'mine.table': 'Table',
  'mine.rateStay': 'Rate your stay',
  'mine.cancelStayText': '{property}, {checkIn} → {checkOut}. This cannot be undone.',
  'mine.depositDueTitle': 'Awaiting deposit',
  'mine.depositDueText': 'Pay the deposit to keep this booking. It is held for {minutes} more minutes (until {time}, {zone}).',
  'mine.depositDueLastMinute': 'Pay the deposit to keep this booking. Less than a minute is left (until {time}, {zone}).',
  'mine.payDeposit': 'Pay deposit',
  'mine.payByEmail': 'Use the payment link in your booking email to pay from here.',
  'mine.paidCancelNote': 'The deposit was paid directly to {venue}. To ask about a refund, please contact {venue}.',
  'mine.noStays': 'No stays yet',
} as const;

export const mineSl: Record<keyof typeof mineEn, string> = {
  'mine.stay': 'Nastanitev',
  'mine.table': 'Miza',
  'mine.rateStay': 'Ocenite bivanje',
  'mine.cancelStayText': '{property}, {checkIn} → {checkOut}. Tega ni mogoče razveljaviti.',
  'mine.depositDueTitle': 'Čaka na varščino',
  'mine.depositDueText': 'Plačajte varščino, da obdržite rezervacijo. Zadržana je še {minutes} min (do {time}, {zone}).',
  'mine.depositDueLastMinute': 'Plačajte varščino, da obdržite rezervacijo. Ostala je manj kot minuta (do {time}, {zone}).',
  'mine.payDeposit': 'Plačaj varščino',
  'mine.payByEmail': 'Za plačilo od tu uporabite povezavo za plačilo v e-pošti o rezervaciji.',
  'mine.paidCancelNote': 'Varščina je bila plačana neposredno ponudniku {venue}. Za vračilo se obrnite na {venue}.',
  'mine.noStays': 'Še nobenega bivanja',
};
