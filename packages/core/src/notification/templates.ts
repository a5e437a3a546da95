import type { Locale } from '../i18n';
import { EMAIL_TEXTS } from './texts';

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain lines and one button, every value escaped: the look of every product email. */
export function render(subject: string, lines: string[], link: { url: string; label: string }): Rendered {
  const text = [...lines, '', `${link.label}: ${link.url}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${lines
    .map((l) => `<p>${escape(l)}</p>`)
    .join(
      '',
    )}<p><a href="${escape(link.url)}" style="display:inline-block;padding:10px 16px;background:#b45309;color:#fff;border-radius:6px;text-decoration:none">${escape(link.label)}</a></p></body></html>`;
  return { subject, text, html };
}

export function magicLinkEmail(locale: Locale, url: string): Rendered {
  const m = EMAIL_TEXTS[locale].magicLink();
  return render(m.subject, m.lines, { url, label: m.label });
}

export function passwordResetEmail(locale: Locale, url: string): Rendered {
  const m = EMAIL_TEXTS[locale].passwordReset();
  return render(m.subject, m.lines, { url, label: m.label });
}

export function accountExistsEmail(locale: Locale, url: string): Rendered {
  const m = EMAIL_TEXTS[locale].accountExists();
  return render(m.subject, m.lines, { url, label: m.label });
}

export function reviewPromptEmail(locale: Locale, venue: string, url: string): Rendered {
  const m = EMAIL_TEXTS[locale].reviewPrompt(venue);
  return render(m.subject, m.lines, { url, label: m.label });
}
