import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { pluralKey } from '../discovery/plural';
import { lazySchema, useLazyForm, usePreloadOnFocus } from '../shared/lazy-form';
import { checkInPatch, checkOutMin, formGuests, localToday, SEARCH_GUESTS } from './search-query';

export const GUEST_FORMS = {
  one: 'stays.guests.one',
  two: 'stays.guests.two',
  few: 'stays.guests.few',
  other: 'stays.guests.other',
} as const;

export interface StaySearchValues {
  location?: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

// Date inputs get less side padding: a phone's half-width column must still fit a whole date.
const inputClass = (invalid: boolean, date = false) =>
  cn(
    'h-11 w-full min-w-0 rounded-lg border bg-card text-base outline-none focus-visible:ring-2 focus-visible:ring-ring',
    date ? 'px-2 sm:px-3' : 'px-3',
    invalid ? 'border-destructive' : 'border-border',
  );

// Core's `staySearchInput`, loaded on first use: the form is on the home page's first load.
const staySearchSchema = lazySchema(() => import('@tablestay/core/stay/schema').then((m) => m.staySearchInput));

/**
 * The one stay search form (home, /stays and the property page), checked by core's
 * `staySearchInput` (useLazyForm, ADR 054): both dates required, check-out after check-in (its picker starts the day
 * after), guests 1–6. The destination field shows when `withLocation`.
 */
export function StaySearchForm({
  initial,
  withLocation,
  label,
  submitLabel,
  onSubmit,
  bare = false,
  className,
}: {
  initial: { location?: string; checkIn?: string; checkOut?: string; guests?: number };
  withLocation: boolean;
  label: string;
  submitLabel: string;
  onSubmit: (values: StaySearchValues) => void;
  /** Inside a card of its own (the home page's): no box of its own, and its columns set by `className`. */
  bare?: boolean;
  className?: string;
}) {
  const { t, tm, locale } = useI18n();
  const id = useId();
  const [today] = useState(localToday);
  const initialGuests = formGuests(initial.guests);
  const preloadOnFocus = usePreloadOnFocus(staySearchSchema);
  const form = useLazyForm(staySearchSchema, {
    location: initial.location ?? '',
    check_in: initial.checkIn ?? '',
    check_out: initial.checkOut ?? '',
    guests: String(initialGuests),
  });
  const { check_in: checkIn, check_out: checkOut } = form.values;
  const errors = form.errors;
  const error = errors.check_in ?? errors.check_out ?? errors.guests;
  const errorId = `${id}-error`;
  const badIn = Boolean(errors.check_in);
  const badOut = Boolean(errors.check_out);

  const submit = form.handleSubmit((v) => onSubmit({ location: v.location || undefined, checkIn: v.check_in, checkOut: v.check_out, guests: v.guests }));

  return (
    <form
      role="search"
      aria-label={label}
      noValidate
      ref={preloadOnFocus}
      onSubmit={submit}
      className={cn(
        'grid grid-cols-2 gap-3',
        // Without the destination the form sits in the property page's column: the button takes its own
        // row, so the date fields keep room for a whole date at every width.
        bare
          ? null
          : withLocation
            ? 'rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5 lg:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end'
            : 'rounded-2xl border border-dashed border-border bg-card p-3 sm:grid-cols-3 sm:p-4',
        className,
      )}
    >
      {withLocation && (
        <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
          <label htmlFor={`${id}-location`} className="text-sm font-medium">
            {t('stays.search.destination')}
          </label>
          <input
            id={`${id}-location`}
            type="text"
            autoComplete="off"
            maxLength={100}
            placeholder={t('stays.search.destinationPlaceholder')}
            className={inputClass(false)}
            name="location"
            value={form.values.location}
            onChange={(e) => form.set({ location: e.target.value })}
          />
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-in`} className="text-sm font-medium">
          {t('stays.search.checkIn')}
        </label>
        <input
          id={`${id}-in`}
          type="date"
          min={today}
          aria-invalid={badIn || undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass(badIn, true)}
          name="check_in"
          value={checkIn}
          onChange={(e) => {
            form.set(checkInPatch(e.target.value, checkOut));
          }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-out`} className="text-sm font-medium">
          {t('stays.search.checkOut')}
        </label>
        <input
          id={`${id}-out`}
          type="date"
          min={checkOutMin(checkIn, today)}
          aria-invalid={badOut || undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass(badOut, true)}
          name="check_out"
          value={checkOut}
          onChange={(e) => form.set({ check_out: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-guests`} className="text-sm font-medium">
          {t('stays.search.guests')}
        </label>
        <select
          id={`${id}-guests`}
          className={inputClass(false)}
          name="guests"
          value={form.values.guests}
          onChange={(e) => form.set({ guests: e.target.value })}
        >
          {SEARCH_GUESTS.map((n) => (
            <option key={n} value={n}>
              {t(pluralKey(locale, n, GUEST_FORMS), { n })}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" className={cn('self-end', !withLocation && 'col-span-2 sm:col-span-full')}>
        <Search aria-hidden className="size-4" /> {submitLabel}
      </Button>
      {error && (
        <p id={errorId} role="alert" className="col-span-full text-sm text-destructive">
          {tm(error)}
        </p>
      )}
    </form>
  );
}
