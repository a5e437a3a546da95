import type { Locale } from '../i18n';
import { render, type Rendered } from '../notification/templates';
import type { StaffRole } from '../db/types';

const ROLE: Record<Locale, Record<StaffRole, string>> = {
  en: { host: 'host', manager: 'manager' },
  sl: { host: 'gostitelj', manager: 'vodja' },
};

/** The invitation to a venue's staff (ADR 127): who invites, to which venues, as what, until when. */
export function invitationEmail(locale: Locale, v: { inviter: string; venues: string[]; role: StaffRole; days: number }, url: string): Rendered {
  const venues = v.venues.join(', ');
  return locale === 'sl'
    ? render(
        `${v.inviter} vas vabi v ekipo: ${venues}`,
        [
          `${v.inviter} vas vabi, da se v TableStay pridružite ekipi lokala ${venues} kot ${ROLE.sl[v.role]}.`,
          `Povabilo sprejmete s povezavo spodaj; z njo potrdite tudi ta e-naslov. Povezava velja ${v.days} dni.`,
          'Če povabila niste pričakovali, to sporočilo prezrite.',
        ],
        { url, label: 'Sprejmi povabilo' },
      )
    : render(
        `${v.inviter} invited you to the team of ${venues}`,
        [
          `${v.inviter} invited you to join the team of ${venues} on TableStay as ${ROLE.en[v.role]}.`,
          `Accept with the link below; it also confirms this email address. The link works for ${v.days} days.`,
          "If you weren't expecting this invitation, you can ignore this email.",
        ],
        { url, label: 'Accept invitation' },
      );
}
