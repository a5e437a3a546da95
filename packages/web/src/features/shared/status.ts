import { ROOMS, TABLES, type Lifecycle } from '@tablestay/core/hold/lifecycle';
import type { MessageKey } from '../../i18n/en';

/** Every status a kind's lifecycle table names: its moves' ends and what a lapsed hold reads as. */
const named = (lc: Lifecycle<string>): string[] => [...Object.values(lc.owner).flatMap((m) => [...m.from, m.to]), lc.lapsedAs];

/** The statuses only a stay has (checked in, checked out): a table never reaches them. */
const STAY_ONLY = new Set(named(ROOMS).filter((s) => !named(TABLES).includes(s)));

/**
 * The text of a booking status (SPEC §4), for tables and stays alike: a status only a stay has is
 * the booking texts', every other status has its `status.*` text.
 */
export function statusLabelKey(status: string): MessageKey {
  return (STAY_ONLY.has(status) ? `booking.${status}` : `status.${status}`) as MessageKey;
}
