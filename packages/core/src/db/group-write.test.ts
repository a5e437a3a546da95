import { describe, expect, it } from 'vitest';
import type { Database } from './connection';
import { groupWrites } from './group-write';

const db = {} as Database;

/** A write that records each group and finishes when the test says so. */
function held() {
  const groups: number[][] = [];
  const release: (() => void)[] = [];
  const write = groupWrites<number>((_db, items) => {
    groups.push(items);
    return new Promise<void>((ok) => release.push(ok));
  });
  return { groups, release, write };
}

const settle = () => new Promise((ok) => setImmediate(ok));

describe('groupWrites (ADR 052)', () => {
  it('sends a lone write at once, alone', async () => {
    const { groups, release, write } = held();
    const done = write(db, 1);
    expect(groups).toEqual([[1]]);
    release[0]!();
    await done;
  });

  it('sends the writes that arrive while one is in flight together, after it', async () => {
    const { groups, release, write } = held();
    const all = [write(db, 1), write(db, 2), write(db, 3), write(db, 4)];
    expect(groups).toEqual([[1]]);
    release[0]!();
    await settle();
    expect(groups).toEqual([[1], [2, 3, 4]]);
    const late = write(db, 5);
    release[1]!();
    await settle();
    expect(groups).toEqual([[1], [2, 3, 4], [5]]);
    release[2]!();
    await Promise.all([...all, late]);
  });

  it('fails exactly the writes of the group whose statement failed', async () => {
    let calls = 0;
    const write = groupWrites<number>(async () => {
      calls++;
      await settle();
      if (calls === 2) throw new Error('connection lost');
    });
    const results = await Promise.allSettled([write(db, 1), write(db, 2), write(db, 3)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    await expect(write(db, 4)).resolves.toBeUndefined();
  });

  it('keeps one line per database and caps a group', async () => {
    const groups: [Database, number[]][] = [];
    const write = groupWrites<number>(async (d, items) => {
      groups.push([d, items]);
      await settle();
    }, 2);
    const other = {} as Database;
    await Promise.all([write(db, 1), write(other, 9), write(db, 2), write(db, 3), write(db, 4)]);
    expect(groups.filter(([d]) => d === db).map(([, items]) => items)).toEqual([[1], [2, 3], [4]]);
    expect(groups.filter(([d]) => d === other).map(([, items]) => items)).toEqual([[9]]);
  });
});
