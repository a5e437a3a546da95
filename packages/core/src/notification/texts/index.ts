import type { Locale } from '../../i18n';
import { en } from './en';
import { sl } from './sl';
import type { EmailTexts } from './types';

/** Email texts per language: a language without every email fails the typecheck. */
export const EMAIL_TEXTS: Record<Locale, EmailTexts> = { en, sl };
export type { EmailTexts } from './types';
