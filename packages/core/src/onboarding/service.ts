import type * as z from 'zod';
import type { Database } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../errors';
import { requireVenue } from '../owner/scope';
import { anyRestaurant, firstRestaurant, lockUser, wizardRestaurant, type WizardRow } from './repository';
import { createFor, createVenue, updateStep, type User } from './venue';
import {
  type basicsInput,
  DEFAULT_GRACE_MINUTES,
  DEFAULT_HOURS,
  DEFAULT_RESTAURANT_NAME,
  DEFAULT_TOTAL_TABLES,
  type depositLinkInput,
  type finishInput,
  type hoursInput,
  type joinRestaurantInput,
  weekHoursSchema,
  type WeekHours,
  type WizardVenue,
} from './schema';

const toWizard = (r: WizardRow): WizardVenue => {
  const stored = weekHoursSchema.safeParse(r.open_hours_json);
  return {
    id: r.id,
    name: r.name,
    address: r.address,
    city: r.city,
    totalTables: r.total_tables,
    graceMinutes: r.grace_minutes,
    hours: stored.success ? stored.data : DEFAULT_HOURS,
    paymentLinkUrl: r.stripe_payment_link_url,
    onboardingDone: r.onboarding_done,
  };
};

/**
 * The wizard's restaurant (SPEC §2): the owner's unfinished restaurant, else their first
 * restaurant, else a new "My Restaurant" with the SPEC defaults and onboarding not done.
 * A property (rooms, no tables) is never the wizard's. A new venue starts in `timeZone` (config).
 */
export async function ensureDraft(db: Database, user: User, timeZone: string, restaurantId?: string): Promise<WizardVenue> {
  // `/owners/onboarding?venue=` (ADR 116): that venue of the owner's, not the first one.
  if (restaurantId) return venueSetup(db, user, restaurantId, 'write');
  const existing = await firstRestaurant(db, user.id);
  if (existing) return toWizard(existing);
  if (!user.emailVerified) throw new DomainError('onboarding.email_unverified');
  const id = await inTransaction(db, async (trx) => {
    await lockUser(trx, user.id);
    // Checked again under the lock: a second tab may have made it meanwhile.
    const made = await anyRestaurant(trx, user.id);
    if (made) return made.id;
    return createFor(
      trx,
      user,
      {
        name: DEFAULT_RESTAURANT_NAME,
        total_tables: DEFAULT_TOTAL_TABLES,
        grace_minutes: DEFAULT_GRACE_MINUTES,
        timezone: timeZone,
        open_hours_json: JSON.stringify(DEFAULT_HOURS),
        onboarding_done: false,
      },
      'onboarding.draft_created',
    );
  });
  return toWizard(await wizardRestaurant(db, id));
}

export function saveBasics(db: Database, user: User, v: z.output<typeof basicsInput>) {
  return updateStep(
    db,
    user,
    v.restaurantId,
    'onboarding.basics_saved',
    { name: v.name, address: v.address, city: v.city, total_tables: v.totalTables, grace_minutes: v.graceMinutes },
    { totalTables: v.totalTables, graceMinutes: v.graceMinutes },
  );
}

/**
 * Step 2. Text from the JSON view that is not JSON is ignored (SPEC §5): nothing changes and the
 * answer says so; JSON of the wrong shape is refused with the shape's text.
 */
export async function saveHours(db: Database, user: User, v: z.output<typeof hoursInput>): Promise<{ saved: boolean; hours: WeekHours | null }> {
  let value: unknown = v.hours;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      await requireVenue(db, user, v.restaurantId, 'write');
      return { saved: false, hours: null };
    }
  }
  const hours = weekHoursSchema.safeParse(value);
  if (!hours.success) throw new DomainError('onboarding.invalid_hours');
  await updateStep(db, user, v.restaurantId, 'onboarding.hours_saved', { open_hours_json: JSON.stringify(hours.data) }, {});
  return { saved: true, hours: hours.data };
}

export function saveDepositLink(db: Database, user: User, v: z.output<typeof depositLinkInput>) {
  return updateStep(
    db,
    user,
    v.restaurantId,
    'onboarding.deposit_link_saved',
    { stripe_payment_link_url: v.paymentLinkUrl },
    { set: v.paymentLinkUrl !== null },
  );
}

/** "Finish & Go Live" (SPEC §4: finishing sets onboarding done). */
export function finish(db: Database, user: User, v: z.output<typeof finishInput>) {
  return updateStep(db, user, v.restaurantId, 'onboarding.finished', { onboarding_done: true }, {});
}

/** Join as Restaurant: one form, created with onboarding done (SPEC §4), in `timeZone` (config). */
export async function joinRestaurant(db: Database, user: User, v: z.output<typeof joinRestaurantInput>, timeZone: string) {
  const id = await createVenue(
    db,
    user,
    {
      name: v.name,
      address: v.address,
      city: v.city,
      total_tables: v.totalTables,
      grace_minutes: v.graceMinutes,
      timezone: timeZone,
      stripe_payment_link_url: v.paymentLinkUrl,
      onboarding_done: true,
    },
    'onboarding.joined',
  );
  return { id };
}

/**
 * One venue's setup as the wizard edits it (hours, deposit link, basics), for its own Settings on the
 * dashboard (ADR 116): any venue of the owner's, read also by an admin viewing it.
 */
export async function venueSetup(db: Database, user: User, restaurantId: string, access: 'read' | 'write' = 'read'): Promise<WizardVenue> {
  await requireVenue(db, user, restaurantId, access);
  return toWizard(await wizardRestaurant(db, restaurantId));
}
