import { describe, expect, it } from 'vitest';
import { slovenianHolidays } from './holidays';

describe('Slovenian public holidays', () => {
  it('includes the moving ones and names each in both languages', async () => {
    const days = await slovenianHolidays('2027-03-01', '2027-05-31');
    expect(days.map((d) => d.date)).toEqual(['2027-03-28', '2027-03-29', '2027-04-27', '2027-05-01', '2027-05-02', '2027-05-16']);
    expect(days[1]).toEqual({ date: '2027-03-29', name: { en: 'Easter Monday', sl: 'velikonočni ponedeljek' } });
  });

  it('spans a new year', async () => {
    const days = await slovenianHolidays('2026-12-20', '2027-01-05');
    expect(days.map((d) => d.date)).toEqual(['2026-12-25', '2026-12-26', '2027-01-01', '2027-01-02']);
  });
});
