import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../../../tests/support/db';
import type { Database } from '../db/connection';
import { createProperty } from '../db/factories';
import { roomTypesWithFree } from './availability-repository';

/**
 * The blocked reserve (ADR 016) is written once, as the `available` column of
 * `roomTypesWithFreeQuery` (ADR 114): search, the quote and both booking paths read it.
 */

let db: Database;
useMigratedDatabase(['users', 'restaurants'], (d) => {
  db = d;
});

const RANGE = { checkIn: '2026-06-20', checkOut: '2026-06-22', now: new Date('2026-06-15T10:00:00.000Z') };
let n = 0;

/** Free rooms per type (no bookings: every active room is free) and the reserve: what each type offers. */
async function available(free: [string, number][], blocked: number): Promise<Map<string, number>> {
  const { venue } = await createProperty(db, {
    name: `Reserve ${++n}`,
    total_rooms: 10,
    blocked_rooms: blocked,
    roomTypes: free.map(([name, rooms]) => ({ name, rooms })),
  });
  const types = await roomTypesWithFree(db, [venue.id], RANGE);
  return new Map(types.map((t) => [t.name, t.available]));
}

const map = (entries: [string, number][]) => new Map(entries);

describe('blocked rooms are a property-wide reserve (ADR 016)', () => {
  it('leaves every type alone while the property has more free rooms than it blocks', async () => {
    const free: [string, number][] = [
      ['double', 3],
      ['suite', 2],
    ];
    expect(await available(free, 0)).toEqual(map(free));
    expect(await available(free, 2)).toEqual(map(free));
  });

  it('caps each type at what the property can sell without touching the reserve', async () => {
    const free: [string, number][] = [
      ['double', 3],
      ['suite', 2],
    ];
    // 5 free, 3 blocked: 2 sellable in all, whichever type the guest picks.
    expect(await available(free, 3)).toEqual(
      map([
        ['double', 2],
        ['suite', 2],
      ]),
    );
    expect(await available(free, 4)).toEqual(
      map([
        ['double', 1],
        ['suite', 1],
      ]),
    );
    expect(await available(free, 5)).toEqual(
      map([
        ['double', 0],
        ['suite', 0],
      ]),
    );
    expect(await available(free, 9)).toEqual(
      map([
        ['double', 0],
        ['suite', 0],
      ]),
    );
  });

  it('counts free rooms of every type, also of types that do not fit the guests', async () => {
    expect(
      (
        await available(
          [
            ['single', 4],
            ['family', 1],
          ],
          2,
        )
      ).get('family'),
    ).toBe(1);
    expect(
      (
        await available(
          [
            ['single', 0],
            ['family', 1],
          ],
          1,
        )
      ).get('family'),
    ).toBe(0);
  });
});
