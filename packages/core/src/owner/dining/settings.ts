import type { SessionUser } from '../../account/schema';
import type { Database } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../errors';
import { writeAudit } from '../../hold/audit';
import type { BookingDeps } from '../../reservation/booking';
import { loadHolders, lockVenue } from '../../reservation/capacity-repository';
import { dateIn } from '../../time/zone';
import { offerFreedTables } from '../../waitlist/offers';
import { requireVenue } from '../scope';
import { setDetails, settingsRow, setTables, waitingDates } from './repository';
import { blockedExceedsTotal, detailsInput, tableSettingsInput, venueInput, type DiningSettings } from './schema';

type Actor = Pick<SessionUser, 'id' | 'role'>;

/** The Settings sub-tab's current values. */
export async function diningSettings(db: Database, user: Actor, raw: unknown): Promise<DiningSettings> {
  const input = venueInput.parse(raw);
  await requireVenue(db, user, input.venueId, 'read');
  const v = await settingsRow(db, input.venueId);
  return {
    totalTables: v.total_tables,
    blockedTables: v.blocked_tables,
    turnMinutes: v.turn_minutes,
    description: v.description ?? '',
    cuisine: v.cuisine ?? '',
    menuUrl: v.menu_url ?? '',
    vegetarian: v.vegetarian,
    vegan: v.vegan,
    glutenFree: v.gluten_free,
  };
}

/**
 * Table management (SPEC §5): blocked tables above the total are refused ("Invalid
 * Configuration"). The change is a booking decision, so it runs under the venue lock; tables it
 * frees (more tables, fewer blocked, a shorter turn) go to waiting guests at once through the same
 * offer path a cancellation takes. Fewer tables never cancel anyone already booked.
 */
export async function updateTableSettings(deps: BookingDeps, user: Actor, raw: unknown, now: Date = new Date()): Promise<DiningSettings> {
  const input = tableSettingsInput.parse(raw);
  await requireVenue(deps.db, user, input.venueId, 'write');
  if (blockedExceedsTotal(input)) throw new DomainError('owner.invalid_configuration');
  await inTransaction(deps.db, async (trx, afterCommit) => {
    const before = await lockVenue(trx, input.venueId);
    if (!before) throw new DomainError('restaurant.not_found');
    await setTables(trx, input.venueId, input, now);
    await writeAudit(
      trx,
      'restaurant',
      input.venueId,
      'tables_changed',
      {
        from: { total_tables: before.total_tables, blocked_tables: before.blocked_tables, turn_minutes: before.turn_minutes },
        to: { total_tables: input.totalTables, blocked_tables: input.blockedTables, turn_minutes: input.turnMinutes },
      },
      user.id,
    );
    const venue = await lockVenue(trx, input.venueId);
    if (!venue) return;
    for (const date of await waitingDates(trx, venue.id, dateIn(venue.timezone, now))) {
      const holders = await loadHolders(trx, venue.id, date, now);
      await offerFreedTables(trx, afterCommit, deps, venue, date, holders, now, { time: '00:00', reason: 'owner_settings' });
    }
  });
  return diningSettings(deps.db, user, { venueId: input.venueId });
}

/** Restaurant details (SPEC §5): description, cuisine, menu URL, dietary flags. */
export async function updateDetails(db: Database, user: Actor, raw: unknown, now: Date = new Date()): Promise<DiningSettings> {
  const input = detailsInput.parse(raw);
  await requireVenue(db, user, input.venueId, 'write');
  await setDetails(db, input.venueId, input, now);
  return diningSettings(db, user, { venueId: input.venueId });
}
