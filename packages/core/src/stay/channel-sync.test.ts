import { describe, expect, it } from 'vitest';
import { conflictOf, planBlocks } from './channel-sync';

const stay = (id: string, check_in: string, check_out: string) => ({ id, check_in, check_out, guest_name: 'Ana', created_at: new Date(0) });

describe('conflictOf', () => {
  const stays = [stay('s1', '2027-06-10', '2027-06-12'), stay('s2', '2027-06-12', '2027-06-14')];
  it('is the first stay here the channel event overlaps when the channel sold a night of its own', () => {
    expect(conflictOf({ start: '2027-06-11', end: '2027-06-15' }, stays)?.id).toBe('s1');
    expect(conflictOf({ start: '2027-06-09', end: '2027-06-11' }, stays)?.id).toBe('s1');
  });
  it('is none for an event that overlaps no stay, or touches one only on its check-out morning', () => {
    expect(conflictOf({ start: '2027-06-14', end: '2027-06-16' }, stays)).toBeNull();
    expect(conflictOf({ start: '2027-06-08', end: '2027-06-10' }, stays)).toBeNull();
  });
  it('answers an event of any length at once: a year-long event over a stay is a conflict', () => {
    expect(conflictOf({ start: '1900-01-01', end: '2100-01-01' }, stays)?.id).toBe('s1');
    expect(conflictOf({ start: '2027-06-10', end: '2100-01-01' }, stays)?.id).toBe('s1');
  });
  it('is none for an echo: every night of the event already held here, by one stay or by stays back to back', () => {
    expect(conflictOf({ start: '2027-06-10', end: '2027-06-12' }, stays)).toBeNull();
    expect(conflictOf({ start: '2027-06-10', end: '2027-06-14' }, stays)).toBeNull();
    expect(conflictOf({ start: '2027-06-11', end: '2027-06-13' }, stays)).toBeNull();
  });
});

describe('planBlocks', () => {
  const old = [
    { id: 'k1', uid: 'a', starts: '2027-07-01', ends: '2027-07-03', summary: 'Reserved', conflict_booking_id: null },
    { id: 'k2', uid: 'b', starts: '2027-07-05', ends: '2027-07-06', summary: 'Reserved', conflict_booking_id: null },
    { id: 'k3', uid: 'c', starts: '2027-07-08', ends: '2027-07-10', summary: 'Reserved', conflict_booking_id: 's9' },
  ];
  it('keeps what is unchanged, changes what moved its end, removes what left, adds what is new, and tells only new conflicts', () => {
    const stays = [stay('s9', '2027-07-08', '2027-07-10'), stay('s7', '2027-07-20', '2027-07-22')];
    const plan = planBlocks(
      old,
      [
        { uid: 'a', start: '2027-07-01', end: '2027-07-03', summary: 'Reserved' },
        { uid: 'c', start: '2027-07-07', end: '2027-07-09', summary: 'Reserved' },
        { uid: 'b', start: '2027-07-05', end: '2027-07-07', summary: 'Reserved' },
        { uid: 'd', start: '2027-07-21', end: '2027-07-23', summary: 'Reserved' },
      ],
      stays,
    );
    expect(plan.update).toEqual([{ id: 'k2', end: '2027-07-07', summary: 'Reserved', conflict: null }]);
    expect(plan.insert.map((b) => [b.uid, b.start, b.conflict?.id ?? null])).toEqual([
      ['c', '2027-07-07', 's9'],
      ['d', '2027-07-21', 's7'],
    ]);
    expect(plan.remove).toEqual(['k3']);
    expect(plan.fresh.map((f) => [f.block.uid, f.stay.id])).toEqual([
      ['c', 's9'],
      ['d', 's7'],
    ]);
  });
  it('tells a conflict once: the same calendar again changes nothing', () => {
    const stays = [stay('s9', '2027-07-09', '2027-07-11')];
    const plan = planBlocks(old, [{ uid: 'c', start: '2027-07-08', end: '2027-07-10', summary: 'Reserved' }], stays);
    expect(plan.fresh).toEqual([]);
    expect(plan.update).toEqual([]);
    expect(plan.insert).toEqual([]);
    expect(plan.remove).toEqual(['k1', 'k2']);
  });
});
