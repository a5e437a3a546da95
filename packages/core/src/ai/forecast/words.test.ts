import { describe, expect, it } from 'vitest';
import { busyActions, busyFacts } from './actions';
import type { ForecastDay } from './model';
import { localTips, tipsAgree } from './words';

const day = (date: string, load: number, weekday: ForecastDay['weekday'] = 'mon'): ForecastDay => ({
  date,
  weekday,
  holiday: false,
  expected: load / 5,
  capacity: 20,
  load,
});
const DAYS = [day('2026-11-23', 40), day('2026-11-27', 80, 'fri'), day('2026-11-28', 95, 'sat'), day('2026-11-29', 60, 'sun'), day('2026-11-30', 20)];
const HOLIDAY = { date: '2026-12-25', name: { en: 'Christmas Day', sl: 'božič' } };

describe('busy-day actions and wording', () => {
  it('ties each action to the busiest days', () => {
    const actions = busyActions('dining', DAYS, 120);
    expect(actions.map((a) => [a.kind, a.days.map((d) => d.date)])).toEqual([
      ['staffing', ['2026-11-27', '2026-11-28', '2026-11-29']],
      ['deposit', ['2026-11-27', '2026-11-28']],
      ['waitlist', ['2026-11-28']],
      ['turn_time', ['2026-11-28']],
    ]);
    expect(actions[3]!.turn).toEqual({ from: 120, to: 90 });
    // Stays have no tables to turn and no waitlist; a 60-minute turn has no shorter step worth taking.
    expect(busyActions('stays', DAYS, 120).map((a) => a.kind)).toEqual(['staffing', 'deposit']);
    expect(busyActions('dining', DAYS, 60).map((a) => a.kind)).toEqual(['staffing', 'deposit', 'waitlist']);
    // A quiet fortnight (no day at half its capacity) asks for nothing.
    expect(busyActions('dining', [day('2026-11-27', 8, 'fri'), day('2026-11-28', 49, 'sat')], 120)).toEqual([]);
  });

  it('writes the tips from the facts in English and Slovenian', () => {
    const facts = busyFacts('dining', 'Gostilna', DAYS, [HOLIDAY], 80, 120);
    const en = localTips('en', facts);
    expect(en.summary).toBe(
      'Over the next 5 days we expect an average load of 59%. The busiest days: Sat 28 Nov (95%), Fri 27 Nov (80%) and Sun 29 Nov (60%). Fri 25 Dec is a public holiday (Christmas Day).',
    );
    expect(en.tips.map((t) => t.action)).toEqual(['staffing', 'deposit', 'waitlist', 'turn_time']);
    expect(en.tips[3]!.text).toBe('Consider a turn time of 90 minutes instead of 120 on Sat 28 Nov (95%) to seat more guests.');
    const sl = localTips('sl', facts);
    expect(sl.summary).toContain('V naslednjih 5 dneh pričakujemo povprečno zasedenost 59 %.');
    expect(sl.summary).toContain('državni praznik (božič)');
    expect(sl.tips[2]!.text).toMatch(/^Za sob\., 28\. nov\. \(95 %\) imejte čakalni seznam odprt/);
    expect(tipsAgree(facts, en)).toBe(true);
    expect(tipsAgree(facts, sl)).toBe(true);
  });

  it('rejects an answer with a date, a number or an action the facts do not have', () => {
    const facts = busyFacts('dining', 'Gostilna', DAYS, [], 80, 120);
    const good = localTips('en', facts);
    expect(tipsAgree(facts, { ...good, summary: 'Expect 99% on Sat 28 Nov.' })).toBe(false);
    expect(tipsAgree(facts, { ...good, summary: 'Busy on 2026-12-05.' })).toBe(false);
    expect(tipsAgree(facts, { ...good, tips: good.tips.slice(1) })).toBe(false);
    expect(tipsAgree(facts, { ...good, tips: [...good.tips.slice(1), { action: 'deposit', text: 'Deposits.' }] })).toBe(false);
    expect(tipsAgree(facts, { ...good, summary: 'Sobota, 12. 11., bo polna.' })).toBe(false);
    expect(tipsAgree(facts, { ...good, summary: 'December 5 will be full.' })).toBe(false);
    expect(tipsAgree(facts, { ...good, summary: 'Saturday 28 November is the busiest day (95%).' })).toBe(true);
    expect(tipsAgree(facts, { ...good, summary: 'Najbolj poln bo 28. 11. (95 %).' })).toBe(true);
  });

  it('tells the owner when the forecast is only a rough guide, and names no busy day then (ADR 118)', () => {
    const short = busyFacts('dining', 'Gostilna', DAYS, [HOLIDAY], 12, 120, { reliable: false, reason: 'short' });
    expect(short.busiest).toEqual([]);
    expect(short.actions).toEqual([]);
    const en = localTips('en', short);
    expect(en.summary).toBe(
      'Your bookings go back fewer than 28 days, too short for a reliable forecast. Treat the figures as a rough guide; no day is marked as busy. Fri 25 Dec is a public holiday (Christmas Day).',
    );
    expect(localTips('sl', short).summary).toMatch(/^Rezervacije segajo manj kot 28 dni nazaj, kar je prekratko za zanesljivo napoved\./);
    const noisy = busyFacts('stays', 'Vila', DAYS, [], 80, 120, { reliable: false, reason: 'noisy' });
    expect(localTips('en', noisy).summary).toMatch(/^Your bookings vary too much from week to week/);
    expect(localTips('sl', noisy).summary).toMatch(/^Rezervacije se iz tedna v teden preveč razlikujejo/);
    expect(tipsAgree(short, en)).toBe(true);
  });
});
