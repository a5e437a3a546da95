/** Demo guests' names and review comments, and the deterministic generator that picks among them. */
export const FIRST = ['Luka', 'Nina', 'Jan', 'Eva', 'Matej', 'Sara', 'Tim', 'Maja', 'Žan', 'Lara', 'Anže', 'Tina', 'Rok', 'Petra', 'Miha', 'Zala'];
export const LAST = ['Novak', 'Horvat', 'Kovačič', 'Krajnc', 'Zupančič', 'Potočnik', 'Kovač', 'Mlakar', 'Vidmar', 'Kos', 'Golob', 'Turk'];
export const COMMENTS = {
  good: [
    'Wonderful food and very friendly staff.',
    'Great atmosphere, we will be back!',
    'The best meal we had on our trip.',
    'Quick service and excellent wine advice.',
  ],
  mid: ['Good food but we waited a while for our table.', 'Nice place, portions a bit small.', 'Decent overall, the dessert was the highlight.'],
  bad: ['Too noisy and the service was slow.', 'Our order was wrong and it took long to fix.', 'Cold food, disappointing evening.'],
};

/** A small deterministic generator, so every fresh database looks the same. */
export function rng(start: number) {
  let s = start >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Pick = <T>(xs: readonly T[]) => T;

export function guest(pick: Pick, n: number) {
  const first = pick(FIRST);
  const last = pick(LAST);
  const email =
    `${first}.${last}${n}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '') + '@example.com';
  return { name: `${first} ${last}`, email };
}

/**
 * When a demo booking was made, `daysFromNow` days from `now` but never after it: a booking for next
 * week was made by today, and no row is stamped ahead of the clock that later reads it (the owner's
 * live feed takes its cursor from the newest row, ADR 116).
 */
export const madeAt = (now: Date, daysFromNow: number) => new Date(Math.min(now.getTime(), now.getTime() + daysFromNow * 86_400_000));

/** An instant of the demo's past: `iso`, or now when `iso` is still ahead (a review written "today" at 21:30 must not be newer than one a visitor writes now). */
export const pastAt = (now: Date, iso: string) => new Date(Math.min(now.getTime(), Date.parse(iso)));
