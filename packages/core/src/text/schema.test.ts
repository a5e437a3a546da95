import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as account from '../account/schema';
import * as payment from '../payment/schema';
import * as reservation from '../reservation/schema';
import * as restaurant from '../restaurant/schema';
import * as stay from '../stay/schema';
import * as waitlist from '../waitlist/schema';
import { chatMessage } from '../ai/chat/schema';
import { joinRestaurantInput, roomFields, roomTypeFields } from '../onboarding/schema';
import { detailsFields } from '../owner/dining/schema';
import { staySettingsInput } from '../owner/stays/schema';
import { feedbackForm } from '../review/schema';
import { cleanSearchText, CONTROL_CHARACTERS, linkText, multilineText, text } from './schema';

// Node 20 has String.prototype.isWellFormed; the core's TypeScript lib does not name it yet.
const isWellFormed = (s: string) => (s as string & { isWellFormed(): boolean }).isWellFormed();

const MODULES = { account, payment, reservation, restaurant, stay, waitlist };

// Whatever a form or a hand-edited link can send: missing, wrong type, empty, huge, control characters.
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  42,
  -1,
  1.5,
  1e9,
  true,
  [],
  {},
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(10_001),
  'not-a-date',
  '2026-02-30',
  '25:00',
  'javascript:alert(1)',
  '//evil.example',
];

// A message zod wrote itself: it could only reach a user as English jargon.
const SENTINEL = '<zod default>';
const ZOD_DEFAULT =
  /^(Too small|Too big|Invalid input|Invalid option|Invalid string|Invalid UUID|Invalid uuid|Invalid type|Invalid literal|Invalid key|Invalid element|Invalid union|Unrecognized key|Expected|Required|Number must|String must)/;

const unwrap = (s: z.ZodType): z.ZodType => {
  const def = s.def as { innerType?: z.ZodType; in?: z.ZodType };
  if (s instanceof z.ZodDefault || s instanceof z.ZodOptional || s instanceof z.ZodCatch) return unwrap(def.innerType!);
  if (s instanceof z.ZodPipe) return unwrap(def.in!);
  return s;
};

function messagesFor(schema: z.ZodType): string[] {
  const inner = unwrap(schema);
  const keys = inner instanceof z.ZodObject ? Object.keys(inner.shape) : null;
  const inputs = keys ? BAD_VALUES.map((v) => Object.fromEntries(keys.map((k) => [k, v]))) : BAD_VALUES;
  // The per-parse error map is used only where the schema set no message of its own.
  return inputs.flatMap((input) => schema.safeParse(input, { error: () => SENTINEL }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []);
}

const schemas = Object.entries(MODULES).flatMap(([domain, mod]) =>
  Object.entries(mod)
    .filter((e): e is [string, z.ZodType] => e[1] instanceof z.ZodType)
    .map(([name, schema]) => [`${domain}.${name}`, schema] as const),
);

describe('no zod default message reaches a user', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  it.each(schemas)('%s answers bad input with product texts only', (_, schema) => {
    const defaults = messagesFor(schema).filter((m) => m.endsWith(SENTINEL) || ZOD_DEFAULT.test(m.split(': ').slice(1).join(': ')));
    expect(defaults).toEqual([]);
  });

  it('would catch a field without a message', () => {
    const careless = z.object({ name: z.string().min(1) });
    expect(messagesFor(careless).some((m) => m.endsWith(SENTINEL))).toBe(true);
  });
});

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the shared text schema', () => {
  it.each(['Ana\u0000', '\u0007bell', 'tab\there', 'line\nbreak', '\u001b[31m', '\u007f'])('refuses control characters in a single line: %j', (value) => {
    expect(text('Name is required').safeParse(value).error?.issues[0]?.message).toBe(CONTROL_CHARACTERS);
  });

  it('keeps newlines and tabs in multi-line text, refuses the rest', () => {
    expect(multilineText('Notes').parse('first line\n\tsecond\r\n')).toBe('first line\n\tsecond\r\n');
    expect(multilineText('Notes').safeParse('a\u0000b').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS);
  });

  it.each(['\ud800x', 'x\udfff', '\udc00\ud800', 'Hotel \ud83d'])('refuses a lone surrogate (ill-formed Unicode): %j', (value) => {
    expect(text('Name is required').safeParse(value).error?.issues[0]?.message).toBe(CONTROL_CHARACTERS);
    expect(multilineText('Notes').safeParse(value).error?.issues[0]?.message).toBe(CONTROL_CHARACTERS);
    expect(linkText('Invalid access link').safeParse(value).error?.issues[0]?.message).toBe('Invalid access link');
    expect(isWellFormed(cleanSearchText(value))).toBe(true);
  });

  it('accepts exactly the well-formed strings without control characters', () => {
    fc.assert(
      // Surrogate halves, pairs and control characters drawn often, and any other code point.
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\u0007', '😀', 'a'),
            fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
          ),
          maxLength: 8,
        }),
        (s) => {
          expect(text('x').safeParse(s).success).toBe(isWellFormed(s) && !/\p{Cc}/u.test(s));
        },
      ),
    );
  });

  it('lets every other script and emoji through', () => {
    expect(text('Name').parse('Žiga Čebašek 🍕 ﷽')).toBe('Žiga Čebašek 🍕 ﷽');
  });

  it('is what names, notes and comments use', () => {
    const nul = 'Ana\u0000';
    expect(account.signUpInput.safeParse({ name: nul, email: 'a@b.si', password: 'secret1' }).error?.issues[0]?.message).toBe(CONTROL_CHARACTERS);
    const booking = {
      restaurantId: crypto.randomUUID(),
      date: '2030-01-01',
      time: '19:00',
      partySize: 2,
      guestName: nul,
      guestEmail: 'a@b.si',
      notes: nul,
      privacyConsent: true,
    };
    expect(reservation.createReservationInput.safeParse(booking).error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['guestName', CONTROL_CHARACTERS],
      ['notes', CONTROL_CHARACTERS],
    ]);
    expect(stay.stayReviewForm.safeParse({ rating: 5, name: nul, comment: nul }).error?.issues.map((i) => i.message)).toEqual([
      CONTROL_CHARACTERS,
      CONTROL_CHARACTERS,
    ]);
  });

  it('is what owner writes, onboarding, reviews, booking notes, URLs and chat use: a lone surrogate is refused', () => {
    const lone = '\ud800x';
    const venueId = crypto.randomUUID();
    expect(issues(staySettingsInput.safeParse({ venueId, description: lone, address: lone, amenities: [] }))).toEqual(
      expect.arrayContaining([
        ['description', CONTROL_CHARACTERS],
        ['address', CONTROL_CHARACTERS],
      ]),
    );
    expect(issues(roomTypeFields.safeParse({ name: lone, capacity: 2, basePriceEur: 80 }))).toEqual([['name', CONTROL_CHARACTERS]]);
    expect(issues(roomFields.safeParse({ code: lone }))).toEqual([['code', CONTROL_CHARACTERS]]);
    expect(
      issues(
        joinRestaurantInput.safeParse({
          name: lone,
          address: 'Trg 1',
          city: 'Piran',
          totalTables: 5,
          graceMinutes: 15,
          paymentLinkUrl: `https://pay.example/${lone}`,
        }),
      ),
    ).toEqual([
      ['name', CONTROL_CHARACTERS],
      ['paymentLinkUrl', 'Invalid URL'],
    ]);
    expect(issues(feedbackForm.safeParse({ rating: 4, comment: lone, visitDate: '2026-01-10' }))).toEqual([['comment', CONTROL_CHARACTERS]]);
    expect(issues(stay.stayReviewForm.safeParse({ rating: 5, name: lone, comment: 'ok' }))).toEqual([['name', CONTROL_CHARACTERS]]);
    expect(issues(reservation.createReservationInput.pick({ notes: true }).safeParse({ notes: lone }))).toEqual([['notes', CONTROL_CHARACTERS]]);
    expect(issues(stay.stayGuestForm.pick({ notes: true }).safeParse({ notes: lone }))).toEqual([['notes', CONTROL_CHARACTERS]]);
    expect(issues(detailsFields.pick({ menuUrl: true }).safeParse({ menuUrl: `https://menu.example/${lone}` }))).toEqual([['menuUrl', 'Invalid URL']]);
    expect(issues(chatMessage.safeParse(lone))).toEqual([['', CONTROL_CHARACTERS]]);
  });
});
