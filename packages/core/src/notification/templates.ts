import type { Locale } from '../i18n';

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain lines and one button, every value escaped: the look of every product email. */
export function render(subject: string, lines: string[], link: { url: string; label: string }): Rendered {
  const text = [...lines, '', `${link.label}: ${link.url}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${lines
    .map((l) => `<p>${escape(l)}</p>`)
    .join('')}<p><a href="${escape(link.url)}" style="display:inline-block;padding:10px 16px;background:#b45309;color:#fff;border-radius:6px;text-decoration:none">${escape(link.label)}</a></p></body></html>`;
  return { subject, text, html };
}

export function magicLinkEmail(locale: Locale, url: string): Rendered {
  return locale === 'sl'
    ? render('Vaša povezava za prijavo', ['Kliknite spodnjo povezavo za prijavo. Velja 15 minut in jo lahko uporabite enkrat.', 'Če prijave niste zahtevali, to sporočilo prezrite.'], { url, label: 'Prijava' })
    : render('Your sign-in link', ['Click the link below to sign in. It works once and expires in 15 minutes.', "If you didn't ask to sign in, you can ignore this email."], { url, label: 'Sign in' });
}

export function passwordResetEmail(locale: Locale, url: string): Rendered {
  return locale === 'sl'
    ? render('Ponastavitev gesla', ['Prejeli smo zahtevo za ponastavitev vašega gesla. Povezava velja 60 minut.', 'Če tega niste zahtevali, to sporočilo prezrite.'], { url, label: 'Nastavi novo geslo' })
    : render('Reset your password', ['We received a request to reset your password. The link expires in 60 minutes.', "If you didn't ask for this, you can ignore this email."], { url, label: 'Set a new password' });
}

export function accountExistsEmail(locale: Locale, url: string): Rendered {
  return locale === 'sl'
    ? render('Račun že obstaja', ['Nekdo je poskušal ustvariti račun s tem e-naslovom, ki že ima račun.', 'Če ste to bili vi, se prijavite ali ponastavite geslo.'], { url, label: 'Prijava' })
    : render('You already have an account', ['Someone tried to create an account with this email address, which already has one.', 'If it was you, sign in or reset your password.'], { url, label: 'Sign in' });
}

export function reviewPromptEmail(locale: Locale, venue: string, url: string): Rendered {
  return locale === 'sl'
    ? render(`Kako je bilo v ${venue}?`, [`Hvala za obisk v ${venue}.`, 'Vaše mnenje pomaga drugim gostom in gostitelju. Vzame le minuto.'], { url, label: 'Oddajte oceno' })
    : render(`How was ${venue}?`, [`Thank you for visiting ${venue}.`, 'Your review helps other guests and the host. It takes a minute.'], { url, label: 'Leave a review' });
}
