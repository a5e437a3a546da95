import type { Locale } from '../i18n';
import { render, type Rendered } from '../notification/templates';

export function verifyEmailEmail(locale: Locale, url: string): Rendered {
  return locale === 'sl'
    ? render(
        'Potrdite svoj e-naslov',
        [
          'Za ta e-naslov je bil ustvarjen račun TableStay. Potrdite naslov in rezervacije, opravljene z njim, se bodo prikazale v vašem računu. Povezava velja 24 ur.',
          'Odprite povezavo v brskalniku, v katerem ste ustvarili račun, da geslo ostane. Če računa niste ustvarili vi, vas povezava prijavi, geslo neznanca pa izbriše.',
        ],
        { url, label: 'Potrdi e-naslov' },
      )
    : render(
        'Confirm your email address',
        [
          'A TableStay account was created with this email address. Confirm it and the bookings made with this address will show in your account. The link expires in 24 hours.',
          "Open the link in the browser where you created the account to keep its password. If you didn't create the account, the link signs you in and removes the stranger's password.",
        ],
        { url, label: 'Confirm email' },
      );
}

/** Sent when a reset is asked for an address with no account, so both answers do the same work. */
export function resetNoAccountEmail(locale: Locale, url: string): Rendered {
  return locale === 'sl'
    ? render(
        'Ponastavitev gesla',
        [
          'Prejeli smo zahtevo za ponastavitev gesla za ta e-naslov, vendar z njim ni ustvarjen noben račun TableStay.',
          'Če ste to bili vi, lahko račun ustvarite. Sicer to sporočilo prezrite.',
        ],
        { url, label: 'Ustvari račun' },
      )
    : render(
        'Reset your password',
        [
          'We received a request to reset the password for this email address, but no TableStay account uses it.',
          'If it was you, you can create an account. Otherwise you can ignore this email.',
        ],
        { url, label: 'Create an account' },
      );
}
