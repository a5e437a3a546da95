import { useNavigate } from '@tanstack/react-router';
import { BedDouble } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { pluralKey } from './plural';

/** SPEC §5/§9: the home stays search takes 1–6 guests, 2 by default. */
export const STAY_GUESTS = [1, 2, 3, 4, 5, 6] as const;
const GUEST_FORMS = {
  one: 'discovery.stays.guests.one',
  two: 'discovery.stays.guests.two',
  few: 'discovery.stays.guests.few',
  other: 'discovery.stays.guests.other',
} as const;
const DATES_REQUIRED = 'Please select check-in and check-out dates';

/** Today as 'YYYY-MM-DD' in the visitor's own zone: a stay search has no venue yet. */
function localToday() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const inputClass = (invalid: boolean) =>
  cn('h-11 w-full rounded-lg border bg-card px-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring', invalid ? 'border-destructive' : 'border-border');

/**
 * The home page's stays search (SPEC §2): destination, check-in, check-out (never before check-in:
 * the date picker's `min` follows check-in and the form checks it again), guests 1–6.
 * Submits to /stays?location&check_in&check_out&guests.
 */
export function StaysSearch() {
  const { t, tm, locale } = useI18n();
  const navigate = useNavigate();
  const id = useId();
  const [today] = useState(localToday);
  const [location, setLocation] = useState('');
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [guests, setGuests] = useState(2);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;

  const submit = () => {
    if (!checkIn || !checkOut) return setError(tm(DATES_REQUIRED));
    if (checkOut < checkIn) return setError(t('discovery.stays.checkOutBeforeCheckIn'));
    setError(null);
    const search: Record<string, string | number> = { check_in: checkIn, check_out: checkOut, guests };
    if (location.trim()) search.location = location.trim();
    void navigate({ to: '/stays' as '/', search: search as never });
  };

  return (
    <form
      role="search"
      aria-label={t('discovery.stays.title')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="grid grid-cols-2 gap-3"
    >
      <div className="col-span-2 flex flex-col gap-1.5">
        <label htmlFor={`${id}-location`} className="text-sm font-medium">{t('discovery.stays.destination')}</label>
        <input
          id={`${id}-location`}
          type="text"
          autoComplete="off"
          maxLength={100}
          placeholder={t('discovery.stays.destinationPlaceholder')}
          value={location}
          onChange={(e) => setLocation(e.target.value)}
          className={inputClass(false)}
        />
      </div>
      <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
        <label htmlFor={`${id}-in`} className="text-sm font-medium">{t('discovery.stays.checkIn')}</label>
        <input
          id={`${id}-in`}
          type="date"
          min={today}
          value={checkIn}
          aria-invalid={error && !checkIn ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            const value = e.target.value;
            setCheckIn(value);
            if (checkOut && value && checkOut < value) setCheckOut('');
            setError(null);
          }}
          className={inputClass(Boolean(error && !checkIn))}
        />
      </div>
      <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
        <label htmlFor={`${id}-out`} className="text-sm font-medium">{t('discovery.stays.checkOut')}</label>
        <input
          id={`${id}-out`}
          type="date"
          min={checkIn || today}
          value={checkOut}
          aria-invalid={error && (!checkOut || checkOut < checkIn) ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setCheckOut(e.target.value);
            setError(null);
          }}
          className={inputClass(Boolean(error && (!checkOut || checkOut < checkIn)))}
        />
      </div>
      <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
        <label htmlFor={`${id}-guests`} className="text-sm font-medium">{t('discovery.stays.guests')}</label>
        <select id={`${id}-guests`} value={guests} onChange={(e) => setGuests(Number(e.target.value))} className={inputClass(false)}>
          {STAY_GUESTS.map((n) => (
            <option key={n} value={n}>{t(pluralKey(locale, n, GUEST_FORMS), { n })}</option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex items-end sm:col-span-1">
        <Button type="submit" className="w-full">
          <BedDouble aria-hidden className="size-5" /> {t('discovery.stays.submit')}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="col-span-2 text-sm text-destructive">{error}</p>
      )}
    </form>
  );
}
