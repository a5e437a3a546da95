import type { Locale } from '../../../i18n';
import { en } from './en';
import { sl } from './sl';
import type { ChatTexts } from './types';

/** The chat's reply texts per language: a language without every text fails the typecheck. */
export const CHAT_TEXTS: Record<Locale, ChatTexts> = { en, sl };
