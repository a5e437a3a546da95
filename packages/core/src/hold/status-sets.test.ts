import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { calendarStatus, offerIsLive, ROOMS, TABLES, WAITLIST } from './lifecycle';

// ADR 113: which statuses hold a table, stand, are paid, reviewable, visited, gone or open
// is read from the lifecycle tables (TABLES, ROOMS, WAITLIST), in TypeScript and in SQL (hold/sql.ts
// builds the lists). A status set spelled anywhere else is a copy that can drift; this test finds them.

const STATUSES = [
  ...new Set<string>([
    ...TABLES.holding,
    ...TABLES.upcoming,
    ...TABLES.gone,
    'pending',
    ...ROOMS.standing,
    ...ROOMS.gone,
    ...WAITLIST.open,
    WAITLIST.converted,
  ]),
];
const literal = new RegExp(`'(${STATUSES.join('|')})'`, 'g');
const SRC = fileURLToPath(new URL('../../..', import.meta.url));

/** Files that may spell several statuses at once, each for its reason. */
const ALLOWED: Record<string, string> = {
  'core/src/hold/lifecycle.ts': 'the tables themselves',
  'core/src/db/tables/dining.ts': "the columns' types",
  'core/src/db/tables/stays.ts': "the columns' types",
  'core/src/db/demo/restaurants.ts': 'demo history picks a status per row',
  'core/src/db/demo/stays.ts': 'demo history picks a status per row',
  'core/src/owner/stays/schema.ts': "the owner's filter lists every status, in SPEC order",
  'core/src/reservation/schema.ts': "the guest's list groups statuses in display order",
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Lines (or `a === 'x' || b === 'y'` across lines) naming two statuses or more: a status set. */
function statusSets(text: string): string[] {
  // A cancel reason of 'expired' is not a status.
  const code = text.replace(/cancel_reason\W+'expired'/g, 'cancel_reason');
  const onOneLine = code.split('\n').filter((line) => new Set(line.match(literal) ?? []).size >= 2);
  const chained = code.match(new RegExp(`=== '(${STATUSES.join('|')})'\\s*\\|\\|\\s*[\\w.]+ === '(${STATUSES.join('|')})'`, 'g')) ?? [];
  return [...onOneLine, ...chained].map((s) => s.trim());
}

describe('status sets come from the lifecycle tables', () => {
  it('no core or web source outside the tables spells a set of booking statuses', () => {
    const found = ['core/src', 'web/src']
      .flatMap((d) => sources(join(SRC, d)))
      .filter((f) => ALLOWED[relative(SRC, f)] === undefined)
      .flatMap((f) => statusSets(readFileSync(f, 'utf8')).map((line) => `${relative(SRC, f)}: ${line}`));
    expect(found).toEqual([]);
  });

  it('finds a set spelled on one line or chained across lines', () => {
    expect(statusSets(`.where('status', 'in', ['confirmed', 'seated'])`)).toHaveLength(1);
    expect(statusSets(`s === 'waiting' ||\n  s === 'notified'`)).toHaveLength(1);
    expect(statusSets(`.set({ status: 'cancelled', cancel_reason: 'expired' })`)).toEqual([]);
  });

  it('the sets the readers use: holding, gone, completed, open offers, calendar status', () => {
    expect(TABLES.holding).toEqual(['awaiting_deposit', 'confirmed', 'seated']);
    // A room checked out early frees its nights; its stay is still paid and completed.
    expect(ROOMS.holding).not.toContain('checked_out');
    expect(ROOMS.completed).toEqual(['checked_out']);
    expect(calendarStatus(ROOMS, 'checked_out')).toBe('CONFIRMED');
    expect(calendarStatus(TABLES, 'expired')).toBe('CANCELLED');
    expect(calendarStatus(TABLES, 'pending')).toBe('TENTATIVE');
    const now = Date.parse('2026-06-15T10:00:00Z');
    expect(offerIsLive({ status: 'notified', offer_expires_at: '2026-06-15T10:00:01Z' }, now)).toBe(true);
    expect(offerIsLive({ status: 'notified', offer_expires_at: '2026-06-15T10:00:00Z' }, now)).toBe(false);
    expect(offerIsLive({ status: 'waiting', offer_expires_at: null }, now)).toBe(false);
  });
});
