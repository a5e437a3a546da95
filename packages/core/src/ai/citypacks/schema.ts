import * as z from 'zod';
import { multilineText, text } from '../../text/schema';

// AI City Packs (SPEC §2, §5, §7 city-pack, §9). Shared with the web form: the texts are the
// product's English ones and the web translates them. No server imports here.

const CITY_REQUIRED = 'City is required';
const CITY_TOO_LONG = 'City name too long';
const DAYS_MIN = 'At least 1 day';
const DAYS_MAX = 'Maximum 7 days';
const INTERESTS_TOO_LONG = 'Interests too long';

/** SPEC §9 / §2 defaults. */
export const DEFAULT_CITY = 'Ljubljana';
export const DEFAULT_DAYS = 2;
export const MAX_DAYS = 7;

export const cityPackInput = z.object({
  city: text(CITY_REQUIRED).trim().min(1, CITY_REQUIRED).max(100, CITY_TOO_LONG),
  // A number field sends a string; anything that is not a whole number reads as "At least 1 day".
  days: z.coerce.number({ error: DAYS_MIN }).int(DAYS_MIN).min(1, DAYS_MIN).max(MAX_DAYS, DAYS_MAX),
  interests: multilineText(INTERESTS_TOO_LONG).trim().max(500, INTERESTS_TOO_LONG).default(''),
  locale: z.enum(['en', 'sl']).default('en'),
});
export type CityPackInput = z.output<typeof cityPackInput>;

export const SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type Slot = (typeof SLOTS)[number];

/** What a model may write: per day a title, per slot a text naming the skeleton's places. */
export const cityPackWording = z.object({
  intro: z.string().max(800),
  days: z
    .array(
      z.object({
        day: z.number().int().min(1).max(MAX_DAYS),
        title: z.string().max(160),
        slots: z.array(z.object({ slot: z.enum(SLOTS), places: z.array(z.string().max(120)).max(6), text: z.string().max(1200) })).max(3),
      }),
    )
    .max(MAX_DAYS),
  closing: z.string().max(600),
});
export type CityPackWording = z.output<typeof cityPackWording>;
