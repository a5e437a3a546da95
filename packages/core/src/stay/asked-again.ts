import { inTransaction } from '../db/transaction';
import { roomTypeName } from '../i18n/labels';
import { DomainError, ERROR_CATALOGUE } from '../errors';
import { linkTokenSlot } from '../account/guest-link';
import { LINK_MAIL_MINUTES, type Earlier } from '../request/repeat';
import { queueEmail } from '../notification/email';
import { stayAskedAgainEmail } from '../notification/stay-emails';
import { markStayLinkMailed } from './repository';
import { nightsBetween } from './schema';
import type { StayDeps } from './shared';

export const STAY_ALREADY_HELD = ERROR_CATALOGUE['stay.already_held'].message;

/**
 * A request that met the same guest email's live hold of the same room type and dates, and is not
 * the request that made it (ADR 024): the booking's link goes to the email on the booking, at most
 * once per LINK_MAIL_MINUTES, and the request gets an error that names nothing of the booking.
 * Runs after the booking decision, outside the property lock.
 */
export async function answerStayAskedAgain(deps: StayDeps, earlier: Earlier<'stay'>, now: Date): Promise<never> {
  await inTransaction(deps.db, async (trx, afterCommit) => {
    const row = await markStayLinkMailed(trx, earlier.id, now, new Date(now.getTime() - LINK_MAIL_MINUTES * 60_000));
    if (!row) return;
    const mail = stayAskedAgainEmail(row.locale, {
      guestName: row.guest_name,
      property: row.property,
      roomType: roomTypeName(row.locale, { name: row.room_type, name_sl: row.room_type_sl }),
      checkIn: row.check_in,
      checkOut: row.check_out,
      nights: nightsBetween(row.check_in, row.check_out),
      guests: row.guests,
      url: `${deps.appUrl}/deposit/${earlier.id}?type=stay&token=${linkTokenSlot('stay', earlier.id)}`,
    });
    await queueEmail(trx, afterCommit, deps.email, { to: row.guest_email, kind: 'stay_already_held', ...mail });
  });
  throw new DomainError('stay.already_held');
}
