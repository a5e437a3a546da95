import * as z from 'zod';
import { CUISINE_TOO_LONG } from '../../owner/dining/schema';
import { text } from '../../text/schema';

// SPEC §2 AI Sommelier, §3 Sommelier request, §5 dish rule. Shared with the web form: no server
// imports; the texts are the product's English ones and the web translates them.

export const DISH_REQUIRED = 'Dish is required';
export const DISH_TOO_LONG = 'Dish name too long';
const LOCATION_TOO_LONG = 'City or region must be less than 100 characters';

/** SPEC §9: dish 100; cuisine 100 (as on venues); city/region like a city name, 100. */
const DISH_MAX = 100;
const CUISINE_MAX = 100;
const LOCATION_MAX = 100;

/** Budget bands per bottle (wine) or per drink (cocktails, alcohol-free): up to €15, €15–35, over €35. */
export const BUDGETS = ['any', 'budget', 'mid', 'premium'] as const;
export const PREFERENCES = ['open', 'red', 'white', 'rose', 'sparkling', 'none'] as const;
export const SWEETNESS = ['any', 'dry', 'off-dry', 'sweet'] as const;
export const OCCASIONS = ['any', 'casual', 'romantic', 'celebration', 'business', 'family', 'outdoor'] as const;
const ANSWER_LANGS = ['en', 'sl'] as const;

export type Budget = (typeof BUDGETS)[number];
export type Preference = (typeof PREFERENCES)[number];
export type Occasion = (typeof OCCASIONS)[number];
export type AnswerLang = (typeof ANSWER_LANGS)[number];

/** The earlier variant's default: a middle-price marker (SPEC §2). */
export const DEFAULT_BUDGET: Budget = 'mid';

const optionalLine = (max: number, message: string) =>
  text(message)
    .trim()
    .max(max, message)
    .optional()
    .transform((s) => s ?? '');

/** sommelier-suggest (SPEC §7): dish, cuisine, budget, preference, sweetness, occasion, location, lang. */
export const sommelierInput = z.object({
  dish: text(DISH_REQUIRED).trim().min(1, DISH_REQUIRED).max(DISH_MAX, DISH_TOO_LONG),
  cuisine: optionalLine(CUISINE_MAX, CUISINE_TOO_LONG),
  budget: z.enum(BUDGETS).default(DEFAULT_BUDGET),
  preference: z.enum(PREFERENCES).default('open'),
  sweetness: z.enum(SWEETNESS).default('any'),
  occasion: z.enum(OCCASIONS).default('any'),
  location: optionalLine(LOCATION_MAX, LOCATION_TOO_LONG),
  lang: z.enum(ANSWER_LANGS).default('en'),
});

export type SommelierInput = z.input<typeof sommelierInput>;
export type SommelierRequest = z.output<typeof sommelierInput>;
