import { describe, expect, it } from 'vitest';
import { runsOf } from './ical-feed';

describe('runsOf', () => {
  it('joins consecutive nights into ranges with an exclusive end, across a month and a year', () => {
    expect(runsOf([])).toEqual([]);
    expect(runsOf(['2027-01-30', '2027-01-31', '2027-02-01', '2027-02-03'])).toEqual([
      { start: '2027-01-30', end: '2027-02-02' },
      { start: '2027-02-03', end: '2027-02-04' },
    ]);
    expect(runsOf(['2026-12-31', '2027-01-01'])).toEqual([{ start: '2026-12-31', end: '2027-01-02' }]);
  });
});
