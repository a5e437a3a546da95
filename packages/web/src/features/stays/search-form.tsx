import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { pluralKey } from '../discovery/plural';
import { CHECK_OUT_AFTER_CHECK_IN, DATES_REQUIRED } from '@tablestay/core/stay/schema';
import { DEFAULT_GUESTS, localToday, nextDay, SEARCH_GUESTS } from './search-params';


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

/**
 * Dates and guests (and, on /stays, the destination). SPEC §5: both dates required, check-out after
 * check-in (its picker starts the day after), guests 1–6.
 */
export function StaySearchForm({
  initial,
  withLocation,
  label,
  submitLabel,
  onSubmit,
  className,
}: {
  initial: { location?: string; checkIn?: string; checkOut?: string; guests?: number };
  withLocation: boolean;
  label: string;
  submitLabel: string;
  onSubmit: (values: StaySearchValues) => void;
  className?: string;
}) {
  const { t, tm, locale } = useI18n();
  const id = useId();
  const [today] = useState(localToday);
  const [location, setLocation] = useState(initial.location ?? '');
  const [checkIn, setCheckIn] = useState(initial.checkIn ?? '');
  const [checkOut, setCheckOut] = useState(initial.checkOut ?? '');
  const initialGuests = initial.guests != null && initial.guests >= 1 && initial.guests <= 6 ? initial.guests : DEFAULT_GUESTS;
  const [guests, setGuests] = useState(initialGuests);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;
  const badIn = Boolean(error && !checkIn);
  const badOut = Boolean(error && (!checkOut || checkOut <= checkIn));

  const submit = () => {
    if (!checkIn || !checkOut) return setError(tm(DATES_REQUIRED));
    if (checkOut <= checkIn) return setError(tm(CHECK_OUT_AFTER_CHECK_IN));
    setError(null);
    onSubmit({ location: location.trim() || undefined, checkIn, checkOut, guests });
  };

  return (
    <form
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className={cn(
        'grid grid-cols-2 gap-3 rounded-2xl border border-border bg-card',
        withLocation ? 'p-4 shadow-sm sm:p-5 lg:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end' : 'border-dashed p-3 sm:grid-cols-3 sm:p-4 xl:grid-cols-[repeat(3,minmax(0,1fr))_auto] xl:items-end',
        className,
      )}
    >
      {withLocation && (
        <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
          <label htmlFor={`${id}-location`} className="text-sm font-medium">{t('stays.search.destination')}</label>
          <input
            id={`${id}-location`}
            type="text"
            autoComplete="off"
            maxLength={100}
            placeholder={t('stays.search.destinationPlaceholder')}
            value={location}
            onChange={(e) => setLocation(e.target.value)}
            className={inputClass(false)}
          />
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-in`} className="text-sm font-medium">{t('stays.search.checkIn')}</label>
        <input
          id={`${id}-in`}
          type="date"
          min={today}
          value={checkIn}
          aria-invalid={badIn || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            const value = e.target.value;
            setCheckIn(value);
            if (checkOut && value && checkOut <= value) setCheckOut('');
            setError(null);
          }}
          className={inputClass(badIn, true)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-out`} className="text-sm font-medium">{t('stays.search.checkOut')}</label>
        <input
          id={`${id}-out`}
          type="date"
          min={checkIn ? nextDay(checkIn) : nextDay(today)}
          value={checkOut}
          aria-invalid={badOut || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setCheckOut(e.target.value);
            setError(null);
          }}
          className={inputClass(badOut, true)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-guests`} className="text-sm font-medium">{t('stays.search.guests')}</label>
        <select id={`${id}-guests`} value={guests} onChange={(e) => setGuests(Number(e.target.value))} className={inputClass(false)}>
          {SEARCH_GUESTS.map((n) => (
            <option key={n} value={n}>{t(pluralKey(locale, n, GUEST_FORMS), { n })}</option>
          ))}
        </select>
      </div>
      <Button type="submit" className={cn('self-end', !withLocation && 'col-span-2 sm:col-span-full xl:col-span-1')}>
        <Search aria-hidden className="size-4" /> {submitLabel}
      </Button>
      {error && (
        <p id={errorId} role="alert" className="col-span-full text-sm text-destructive">{error}</p>
      )}
    </form>
  );
}
