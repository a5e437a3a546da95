import * as z from 'zod';
import { linkText, text } from '../text/schema';
import { isWholeCents } from '../money';
import { venueId } from '../restaurant/schema';

// Owner onboarding (SPEC §2 wizard, Join as Restaurant, List your Property; §5 rules). Shared with
// the web forms: the texts are the product's English ones and the web translates them.

const NAME_REQUIRED = 'Name is required';
const NAME_TOO_LONG = 'Name must be less than 100 characters';
const ADDRESS_REQUIRED = 'Address is required';
const ADDRESS_TOO_LONG = 'Address must be less than 200 characters';
// SPEC §5/§9: a city is 1-100 characters, with the city field's texts.
const CITY_REQUIRED = 'City is required';
const CITY_TOO_LONG = 'City name too long';
const INVALID_URL = 'Invalid URL';
const JOIN_TABLES = 'Total tables must be between 1 and 999';
const JOIN_GRACE = 'Grace minutes must be between 0 and 180';
const WIZARD_TABLES = 'Total tables must be at least 1';
const WIZARD_GRACE = 'Grace minutes must be at least 5';
const TABLES_MAX = 'Total tables must be at most 999';
const GRACE_MAX = 'Grace minutes must be at most 180';
const ROOM_TYPE_NAME_REQUIRED = 'Room type name is required';
const ROOM_TYPE_NAME_TOO_LONG = 'Room type name must be less than 50 characters';
const CAPACITY_RANGE = 'Capacity must be between 1 and 20';
const PRICE_MIN = 'Base price must be more than 0';
const PRICE_STEP = 'Base price must be in whole cents (step 0.01)';
const PRICE_MAX = 'Base price must be at most 100000';
const ROOM_CODE_REQUIRED = 'Room code is required';
const ROOM_CODE_TOO_LONG = 'Room code must be less than 20 characters';
export const INVALID_HOURS = 'Opening hours must give each day (mon to sun) as {"open": "HH:MM", "close": "HH:MM"} or null when closed';

/** SPEC §9 defaults. */
export const DEFAULT_RESTAURANT_NAME = 'My Restaurant';
export const DEFAULT_TOTAL_TABLES = 10;
export const DEFAULT_GRACE_MINUTES = 30;
export const DEFAULT_ROOM_TYPE = { name: 'Double Room', capacity: 2, basePriceEur: 0 } as const;
export const DEFAULT_ROOM_CODE = '101';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
type DayHours = { open: string; close: string } | null;
export type WeekHours = Record<Weekday, DayHours>;

/** SPEC §2: Mon-Thu 11:00-22:00, Fri-Sat 11:00-23:00, Sun 12:00-21:00. */
export const DEFAULT_HOURS: WeekHours = {
  mon: { open: '11:00', close: '22:00' },
  tue: { open: '11:00', close: '22:00' },
  wed: { open: '11:00', close: '22:00' },
  thu: { open: '11:00', close: '22:00' },
  fri: { open: '11:00', close: '23:00' },
  sat: { open: '11:00', close: '23:00' },
  sun: { open: '12:00', close: '21:00' },
};

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const dayHours = z.object({ open: clock, close: clock }).strict().nullable();

/**
 * A week of opening hours as stored (`open_hours_json`): every key a weekday, each day a window or
 * null (closed). A day left out is closed; a close at or before the opening is after midnight.
 */
export const weekHoursSchema = z
  .object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours.optional()])) as Record<Weekday, z.ZodOptional<typeof dayHours>>, {
    error: INVALID_HOURS,
  })
  .strict()
  .transform((v) => Object.fromEntries(WEEKDAYS.map((d) => [d, v[d] ?? null])) as WeekHours);

const name = text(NAME_REQUIRED).trim().min(1, NAME_REQUIRED).max(100, NAME_TOO_LONG);
const address = text(ADDRESS_REQUIRED).trim().min(1, ADDRESS_REQUIRED).max(200, ADDRESS_TOO_LONG);
/**
 * The town the venue is in (`restaurants.city`): guests see it on cards, the venue page and the home
 * carousel ("Slovenian · Ljubljana") and find the venue by it. Asked, not guessed from the address:
 * no geocoder is configured in the product today.
 */
const city = text(CITY_REQUIRED).trim().min(1, CITY_REQUIRED).max(100, CITY_TOO_LONG);
const int = (message: string) => z.coerce.number({ error: message }).int(message);

/** A payment link: an http(s) URL, or empty, which is saved as null (SPEC §5). */
const paymentLink = linkText(INVALID_URL, 2000)
  .trim()
  .refine((s) => s === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(s), INVALID_URL)
  .refine((s) => s === '' || URL.canParse(s), INVALID_URL)
  .transform((s) => (s === '' ? null : s));

/** SPEC §5 "Join restaurant": the one form of /onboarding/restaurant. */
export const joinRestaurantInput = z.object({
  name,
  address,
  city,
  totalTables: int(JOIN_TABLES).min(1, JOIN_TABLES).max(999, JOIN_TABLES),
  graceMinutes: int(JOIN_GRACE).min(0, JOIN_GRACE).max(180, JOIN_GRACE),
  paymentLinkUrl: paymentLink.optional().transform((v) => v ?? null),
});

/** Wizard step 1 (SPEC §5: total tables min 1, grace minutes min 5; the columns' own limits above). */
export const basicsFields = z.object({
  name,
  address,
  city,
  totalTables: int(WIZARD_TABLES).min(1, WIZARD_TABLES).max(999, TABLES_MAX),
  graceMinutes: int(WIZARD_GRACE).min(5, WIZARD_GRACE).max(180, GRACE_MAX),
});
export const basicsInput = basicsFields.extend({ restaurantId: venueId });

/**
 * Wizard step 2: the friendly editor sends a week; the advanced view sends its JSON text, which is
 * ignored (nothing saved) when it is not valid JSON (SPEC §5), and checked like a week when it is.
 */
export const hoursInput = z.object({ restaurantId: venueId, hours: z.unknown() });

/** Wizard step 3: the deposit payment link. */
export const depositLinkFields = z.object({ paymentLinkUrl: paymentLink });
export const depositLinkInput = depositLinkFields.extend({ restaurantId: venueId });

export const finishInput = z.object({ restaurantId: venueId });

/** Which venue the wizard or a venue's Settings opens (ADR 116); none: the wizard's draft. */
export const venueSetupInput = z.object({ restaurantId: venueId });
export const draftInput = z.object({ restaurantId: venueId.optional() }).optional();

/** Property step 1; with `propertyId` (after Back) it updates the property step 1 created. */
export const propertyFields = z.object({ name, address, city });
export const propertyInput = propertyFields.extend({ propertyId: venueId.optional() });

// SPEC §5 room type and room fields: the one source for the property wizard here and the owner's
// Stays tab (owner/stays/schema.ts).
export const roomTypeName = text(ROOM_TYPE_NAME_REQUIRED).trim().min(1, ROOM_TYPE_NAME_REQUIRED).max(50, ROOM_TYPE_NAME_TOO_LONG);
/** The same name in Slovenian, optional (blank: the catalogue's word, or the name itself, i18n/labels.ts `roomTypeName`). */
export const roomTypeNameSl = text(ROOM_TYPE_NAME_TOO_LONG)
  .trim()
  .max(50, ROOM_TYPE_NAME_TOO_LONG)
  .nullish()
  .transform((v) => (v ? v : null));
export const roomCapacity = int(CAPACITY_RANGE).min(1, CAPACITY_RANGE).max(20, CAPACITY_RANGE);
export const roomCode = text(ROOM_CODE_REQUIRED).trim().min(1, ROOM_CODE_REQUIRED).max(20, ROOM_CODE_TOO_LONG);

/**
 * SPEC §5 base price, step 0.01 (and a sane ceiling), for the wizard and the Stays tab alike. SPEC
 * says min 0, but a room at 0 would go on sale for nothing ("€0 × 2 nights"), so the owner must
 * give a price above 0 before the property goes live (ADR 104); the wizard's default stays 0.
 */
export const basePriceEur = z.coerce.number({ error: PRICE_MIN }).gt(0, PRICE_MIN).max(100000, PRICE_MAX).refine(isWholeCents, PRICE_STEP);

/** Property step 2 (SPEC §5: name max 50, capacity 1-20, base price step 0.01, above 0: ADR 104). */
export const roomTypeFields = z.object({ name: roomTypeName, nameSl: roomTypeNameSl, capacity: roomCapacity, basePriceEur });
export const roomTypeInput = roomTypeFields.extend({ propertyId: venueId, roomTypeId: venueId.optional() });

/** Property step 3: the first room. */
export const roomFields = z.object({ code: roomCode });
export const roomInput = roomFields.extend({ propertyId: venueId, roomTypeId: venueId });

/** What the wizard edits (ensureDraft answers it). */
export interface WizardVenue {
  id: string;
  name: string;
  address: string;
  city: string;
  totalTables: number;
  graceMinutes: number;
  hours: WeekHours;
  paymentLinkUrl: string | null;
  onboardingDone: boolean;
}

/** `feedback-qr-{restaurant name lowercase with dashes}.png` (SPEC §9), safe as a file name. */
export function qrFileName(restaurantName: string): string {
  const slug = restaurantName
    .trim()
    .toLowerCase()
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '')
    .replace(/\s+/g, '-');
  return `feedback-qr-${slug || 'restaurant'}.png`;
}
