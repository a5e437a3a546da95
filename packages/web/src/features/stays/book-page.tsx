import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { AlertTriangle, BedDouble, CalendarRange, MailCheck, MapPin, Moon, Users, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../shared/toast';
import type * as z from 'zod';
import { INVALID_PARAMETERS, NO_AVAILABILITY, stayGuestForm } from '@tablestay/core/stay/schema';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { count } from '@tablestay/core/i18n/format';
import { formatEur, toCents } from '@tablestay/core/money';
import { useI18n } from '../../i18n';
import { errorCode, isInvalidInput, trpc } from '../../trpc';
import { reportError } from '../../components/report-error';
import { RouteError } from '../../components/load-error';
import { rememberToken } from '../booking/format';
import { isAlreadyHeld, useAttemptKey } from '../shared/attempt';
import { ProblemCard } from '../shared/booking-parts';
import { refreshBookings } from '../shared/booking-queries';
import { GuestContactFields, useAccountPrefill } from '../shared/guest-contact-fields';
import { pluralKey } from '../discovery/plural';
import { NIGHT_FORMS } from './format';
import { GUEST_FORMS } from './search-form';
import { otherDatesSearch, stayBookingPayload, stayGuestDefaults } from './book-form';
import { bookingParams, type BookingParams, type BookSearch } from './search-params';
import type { StayQuote } from './types';
import type { DinnerChoice } from '@tablestay/core/trip/schema';
import { AddDinners } from '../trips/add-dinners';

type FormIn = z.input<typeof stayGuestForm>;
type FormOut = z.output<typeof stayGuestForm>;
const FIELDS = ['guestName', 'guestEmail', 'guestPhone', 'guests', 'notes'] as const;

/** SPEC §2 /stays/book: the booking summary and the guest form, or the invalid-parameters page. */
export function StayBookPage({ search }: { search: BookSearch }) {
  const params = bookingParams(search);
  if (!params) return <InvalidParams />;
  return <WithQuote params={params} />;
}

// A stay the URL cannot describe; the date limits say which limit it broke, a room type without a price says so (ADR 104).
const PARAM_CODES = ['stay.invalid_parameters', 'stay.past', 'stay.too_far_ahead', 'stay.too_long', 'stay.room_type_unpriced'];
const isInvalid = (error: unknown) => PARAM_CODES.includes(errorCode(error) ?? '') || isInvalidInput(error);

/**
 * The route's loader awaited the quote (ADR 106); a quote the URL cannot get fails into
 * `StayQuoteError`.
 */
function WithQuote({ params }: { params: BookingParams }) {
  const quote = useSuspenseQuery({ ...trpc.stay.quote.queryOptions(params), retry: false });
  return <BookForm params={params} quote={quote.data} onTaken={() => void quote.refetch()} />;
}

/** The route's error component: parameters the server refuses are the invalid-parameters page, anything else the one LoadError. */
export function StayQuoteError({ error }: { error: unknown }) {
  if (isInvalid(error)) return <InvalidParams error={error} />;
  return <RouteError error={error} />;
}

function BookForm({ params, quote: q, onTaken }: { params: BookingParams; quote: StayQuote; onTaken: () => void }) {
  const { t, tm, te, locale } = useI18n();
  const navigate = useNavigate();
  const { maxGuests, guests } = stayGuestDefaults(params, q.roomType.capacity);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(stayGuestForm),
    defaultValues: { guestName: '', guestEmail: '', guestPhone: '', guests, notes: '' },
  });
  const errors = form.formState.errors;
  const notes = useWatch({ control: form.control, name: 'notes' });

  useAccountPrefill(form);

  const queryClient = useQueryClient();
  const book = useMutation(trpc.stay.book.mutationOptions());
  // Dinners chosen with the stay (ADR 112): then the stay and its tables are booked together.
  const [dinners, setDinners] = useState<DinnerChoice[]>([]);
  const bookTrip = useMutation(trpc.trip.book.mutationOptions());
  // One key per request: the same values sent again answer the same booking, changed ones are a new request (ADR 024).
  const keyFor = useAttemptKey();
  // "You already hold this room": the link went to the email on that booking, so say so here (ADR 024).
  const [alreadyHeld, setAlreadyHeld] = useState<unknown>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setAlreadyHeld(null);
    try {
      const payload = stayBookingPayload(values, params, keyFor({ values, params }));
      if (dinners.length > 0) {
        const trip = await bookTrip.mutateAsync({ ...payload, dinners });
        await refreshBookings(queryClient, 'trip', { whenShown: true });
        rememberToken(trip.bookingId, trip.viewToken);
        await navigate({ to: '/trips/$id', params: { id: trip.tripId }, search: { token: trip.tripToken } });
        return;
      }
      const result = await book.mutateAsync(payload);
      await refreshBookings(queryClient, 'stay', { whenShown: true });
      rememberToken(result.bookingId, result.viewToken);
      await navigate({ to: '/deposit/$id', params: { id: result.bookingId }, search: { type: 'stay', token: result.viewToken } });
    } catch (err) {
      if (isAlreadyHeld(errorCode(err))) {
        setAlreadyHeld(err);
        return;
      }
      if (errorCode(err) === 'stay.no_availability') {
        // SPEC §8: the destructive "No availability" toast; the summary then shows the room as taken.
        toast.error(t('stays.book.noAvailability'), { description: tm(NO_AVAILABILITY) });
        onTaken();
        return;
      }
      reportError(err, tm, tm('Booking failed'), (field, message) => {
        if (!(FIELDS as readonly string[]).includes(field)) return false;
        form.setError(field as (typeof FIELDS)[number], { message });
        return true;
      });
    }
  });

  const taken = q.available < 1;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold">{t('stays.book.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('stays.book.subtitle')}</p>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <Summary quote={q} />
        <Card>
          {taken && (
            <div role="alert" className="mb-5 flex items-start gap-3 rounded-xl bg-red-50 p-4 text-sm text-destructive">
              <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
              <div>
                <p className="font-semibold">{t('stays.book.noAvailability')}</p>
                <p>{tm(NO_AVAILABILITY)}</p>
                <Link to="/stays" search={otherDatesSearch(q)} className="mt-2 inline-block font-medium underline">
                  {t('stays.book.otherDates')}
                </Link>
              </div>
            </div>
          )}
          {!taken && (
            <div className="mb-6">
              <AddDinners
                source={{ propertyId: q.property.id, guests: q.guests, checkIn: q.checkIn, checkOut: q.checkOut }}
                checkIn={q.checkIn}
                checkOut={q.checkOut}
                onChange={setDinners}
              />
            </div>
          )}
          <h2 className="text-lg font-semibold">{t('stays.book.guestDetails')}</h2>
          <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
            <GuestContactFields
              register={(name) => form.register(name)}
              errors={errors}
              labels={{ guestName: t('stays.book.name'), guestEmail: t('stays.book.email'), guestPhone: t('stays.book.phone') }}
            />
            <SelectField
              label={t('stays.book.guests')}
              hint={count(locale, 'roomSleeps', q.roomType.capacity)}
              error={errors.guests && tm(errors.guests.message)}
              {...form.register('guests')}
            >
              {Array.from({ length: maxGuests }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {t(pluralKey(locale, n, GUEST_FORMS), { n })}
                </option>
              ))}
            </SelectField>
            <TextareaField
              label={t('stays.book.notes')}
              className="sm:col-span-2"
              maxLength={500}
              count={notes?.length ?? 0}
              hint={t('stays.book.notesHint')}
              error={errors.notes && tm(errors.notes.message)}
              {...form.register('notes')}
            />
            <p className="flex items-start gap-2 text-sm text-muted-foreground sm:col-span-2">
              <Wallet aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              {t('stays.book.depositNote', { amount: formatEur(locale, toCents(q.deposit_eur)), name: q.property.name })}
            </p>
            {alreadyHeld !== null && (
              <div role="status" className="flex items-start gap-3 rounded-xl bg-accent p-4 text-sm sm:col-span-2">
                <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                <div>
                  <p className="font-semibold">{t('stays.book.alreadyHeldTitle')}</p>
                  <p>{te(alreadyHeld)}</p>
                </div>
              </div>
            )}
            <Button type="submit" size="lg" className="sm:col-span-2" disabled={book.isPending || bookTrip.isPending || taken}>
              {book.isPending || bookTrip.isPending ? t('stays.book.submitting') : t('stays.book.submit')}
            </Button>
          </form>
        </Card>
      </div>
    </section>
  );
}

function Summary({ quote: q }: { quote: StayQuote }) {
  const { t, tr, locale, formatDate } = useI18n();
  const day = (d: string) => formatDate(d, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <Card className="p-5 lg:sticky lg:top-20" aria-labelledby="stay-summary-heading">
      <h2 id="stay-summary-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {t('stays.book.summary')}
      </h2>
      <p className="mt-3 font-display text-xl font-semibold">{q.property.name}</p>
      <p className="mt-1 flex items-start gap-1.5 text-sm text-muted-foreground">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" /> {q.property.address}
      </p>
      <dl data-testid="stay-summary" className="mt-4 grid gap-3 text-sm">
        <Row icon={BedDouble} label={t('stays.book.roomType')} value={tr(q.roomType)} />
        <Row icon={CalendarRange} label={t('stays.book.checkIn')} value={day(q.checkIn)} />
        <Row icon={CalendarRange} label={t('stays.book.checkOut')} value={day(q.checkOut)} />
        <Row icon={Moon} label={t('stays.book.nights')} value={t(pluralKey(locale, q.nights, NIGHT_FORMS), { n: q.nights })} />
        <Row icon={Users} label={t('stays.book.guestsLabel')} value={t(pluralKey(locale, q.guests, GUEST_FORMS), { n: q.guests })} />
      </dl>
      <dl className="mt-4 grid gap-2 border-t border-border pt-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">
            {t('stays.book.priceLine', {
              price: formatEur(locale, toCents(q.pricePerNight), { whole: true }),
              nights: t(pluralKey(locale, q.nights, NIGHT_FORMS), { n: q.nights }),
            })}
          </dt>
          <dd data-testid="stay-total" className="font-semibold">
            {formatEur(locale, toCents(q.total))}
          </dd>
        </div>
        <div className="flex justify-between gap-3 rounded-lg bg-accent px-3 py-2">
          <dt className="font-medium">{t('stays.book.depositNow')}</dt>
          <dd data-testid="stay-deposit" className="font-semibold">
            {formatEur(locale, toCents(q.deposit_eur))}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">{t('stays.book.payRest')}</p>
    </Card>
  );
}

function Row({ icon: Icon, label, value }: { icon: typeof BedDouble; label: string; value: string }) {
  return (
    <div className="flex items-start gap-2">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <dt className="sr-only sm:not-sr-only sm:w-24 sm:shrink-0 sm:text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** SPEC §2: invalid or missing parameters, with Back to Search to /stays. */
function InvalidParams({ error }: { error?: unknown }) {
  const { t, tm, te } = useI18n();
  return (
    <ProblemCard title={errorCode(error) ? te(error) : tm(INVALID_PARAMETERS)}>
      <Link to="/stays" className={buttonClass('primary')}>
        {t('stays.book.backToSearch')}
      </Link>
    </ProblemCard>
  );
}
