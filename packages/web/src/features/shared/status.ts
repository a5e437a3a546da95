import type { MessageKey } from '../../i18n/en';

/**
 * The text of a booking status (SPEC §4), for tables and stays alike: a stay's checked_in and
 * checked_out are the booking texts', every other status has its `status.*` text.
 */
export function statusLabelKey(status: string): MessageKey {
  return status === 'checked_in' || status === 'checked_out' ? `booking.${status}` : (`status.${status}` as MessageKey);
}
