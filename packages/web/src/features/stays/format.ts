export const NIGHT_FORMS = {
  one: 'stays.nights.one',
  two: 'stays.nights.two',
  few: 'stays.nights.few',
  other: 'stays.nights.other',
} as const;

export const STAY_COUNT = {
  one: 'stays.count.one',
  two: 'stays.count.two',
  few: 'stays.count.few',
  other: 'stays.count.other',
} as const;
