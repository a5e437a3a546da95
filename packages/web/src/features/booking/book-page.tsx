import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { CalendarDays, Clock, MailCheck, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { count } from '@tablestay/core/i18n/format';
import { useI18n } from '../../i18n';
import { errorCode, trpc } from '../../trpc';
import { useSession } from '../auth/use-session';
import { reportError } from '../../components/report-error';
import {
  accountPrefill,
  BOOK_FIELDS,
  bookingDefaults,
  dateToOffer,
  dropsTime,
  firstInvalid,
  isUnknownVenue,
  offeredSlots,
  PARTY_SIZES,
  reservationPayload,
  type BookFormIn as FormIn,
  type BookFormOut as FormOut,
} from './book-form';
import { rememberToken } from './format';
import { isAlreadyHeld, useAttemptKey } from '../shared/attempt';
import { lazySchema, usePreloadOnFocus } from '../shared/lazy-form';
import { lazyZodResolver } from '../shared/lazy-resolver';

// Built on the form's first focus or check, not with the page (ADR 090).
const bookingSchema = lazySchema(() => import('@tablestay/core/reservation/schema').then((m) => m.createReservationInput));

export function BookPage({ restaurantId }: { restaurantId?: string }) {
  const { t, tm, te, locale } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  const restaurants = useQuery(trpc.restaurant.list.queryOptions({}));
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: lazyZodResolver<FormIn, FormOut>(bookingSchema),
    // The first field in error in the page's order gets focus (onInvalid below). react-hook-form's own
    // pick goes by registration order, and the Controller-driven venue select registers last.
    shouldFocusError: false,
    defaultValues: bookingDefaults(restaurantId),
  });
  const errors = form.formState.errors;
  const preloadOnFocus = usePreloadOnFocus(bookingSchema);
  // A link to another venue while this page is open (header search, back/forward) picks that venue.
  useEffect(() => {
    if (restaurantId && form.getValues('restaurantId') !== restaurantId) form.setValue('restaurantId', restaurantId);
  }, [restaurantId, form]);
  const [selected, date, time, notes] = useWatch({ control: form.control, name: ['restaurantId', 'date', 'time', 'notes'] });

  // Prefill from the signed-in account; the guest can still change it.
  useEffect(() => {
    const fill = accountPrefill(session.user, form.getValues());
    if (fill.guestEmail !== undefined) form.setValue('guestEmail', fill.guestEmail);
    if (fill.guestName !== undefined) form.setValue('guestName', fill.guestName);
  }, [session.user, form]);

  // Before a date is chosen, the first day any date input accepts (core/src/time/date.ts): a past
  // day whose answer carries the venue's today.
  const availability = useQuery({
    ...trpc.reservation.availability.queryOptions({ restaurantId: selected, date: date || '2000-01-01' }),
    enabled: Boolean(selected),
  });
  const venueToday = availability.data?.today;
  // The first date offered is "today" in the venue's zone, not the browser's (book-form.ts).
  useEffect(() => {
    const next = dateToOffer(venueToday, date, form.getValues('date'));
    if (next) form.setValue('date', next);
  }, [venueToday, date, form]);

  const { slots, closedAfter } = offeredSlots(availability.data, date);
  const chosen = slots.find((s) => s.time === time);
  useEffect(() => {
    if (dropsTime(time, availability.data?.date, date, slots)) form.setValue('time', '');
  }, [slots, time, date, availability.data?.date, form]);

  // A venue the link names that does not exist (or a malformed id): said at the field, and the
  // select back on "Choose a restaurant" rather than on a value none of its options has.
  const unknownVenue = availability.isError && isUnknownVenue(availability.error);
  useEffect(() => {
    if (!unknownVenue) return;
    form.setValue('restaurantId', '');
    form.setError('restaurantId', { message: 'Restaurant not found' });
  }, [unknownVenue, form]);

  const create = useMutation(trpc.reservation.create.mutationOptions());
  // One key per request: the same values sent again answer the same reservation, changed ones are a new request (ADR 024).
  const keyFor = useAttemptKey();
  // "You already hold this table": the link went to the email on that booking, so say so here (ADR 024).
  const [alreadyHeld, setAlreadyHeld] = useState<unknown>(null);
  const onSubmit = form.handleSubmit(
    async (values) => {
      setAlreadyHeld(null);
      try {
        const result = await create.mutateAsync(reservationPayload(values, keyFor(values)));
        if (result.status === 'awaiting_deposit') {
          rememberToken(result.reservationId, result.viewToken);
          await navigate({ to: '/deposit/$id', params: { id: result.reservationId }, search: { token: result.viewToken } });
        } else {
          await navigate({ to: '/waitlist/$id', params: { id: result.waitlistId }, search: { token: result.viewToken } });
        }
      } catch (err) {
        if (isAlreadyHeld(errorCode(err))) {
          setAlreadyHeld(err);
          return;
        }
        reportError(err, tm, t('common.error'), (field, message) => {
          if (!(BOOK_FIELDS as readonly string[]).includes(field)) return false;
          form.setError(field as (typeof BOOK_FIELDS)[number], { message });
          return true;
        });
      }
    },
    (invalid) => {
      const first = firstInvalid(BOOK_FIELDS, invalid);
      if (first) form.setFocus(first);
    },
  );

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold">{t('booking.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('booking.subtitle')}</p>
      <Card className="mt-6">
        <form ref={preloadOnFocus} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          {/* Controlled: the venue from the URL is chosen once its option exists, however late the list arrives. */}
          <Controller
            control={form.control}
            name="restaurantId"
            render={({ field }) => (
              <SelectField label={t('booking.restaurant')} className="sm:col-span-2" error={errors.restaurantId && tm(errors.restaurantId.message)} {...field}>
                <option value="">{restaurants.isPending ? t('common.loading') : t('booking.chooseRestaurant')}</option>
                {restaurants.data?.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name} · {r.city}
                  </option>
                ))}
              </SelectField>
            )}
          />
          <Field label={t('booking.date')} type="date" min={venueToday} error={errors.date && tm(errors.date.message)} {...form.register('date')} />
          <SelectField
            label={t('booking.time')}
            disabled={!selected || availability.isPending}
            error={errors.time && tm(errors.time.message)}
            hint={
              availability.data
                ? [t('booking.timesInZone', { zone: availability.data.timezone }), closedAfter ? t('mine.closedAfter', { time: closedAfter }) : '']
                    .filter(Boolean)
                    .join(' ')
                : undefined
            }
            {...form.register('time')}
          >
            <option value="">{selected && availability.isFetching ? t('booking.loadingTimes') : t('booking.chooseTime')}</option>
            {slots.map((s) => (
              <option key={s.time} value={s.time}>
                {s.time}
                {s.available ? '' : ` (${t('booking.full')})`}
              </option>
            ))}
          </SelectField>
          {selected && availability.isSuccess && availability.data.date === date && slots.length === 0 && (
            <p role="status" className="text-sm text-muted-foreground sm:col-span-2">
              {t('booking.noTimes')}
            </p>
          )}
          {chosen && !chosen.available && (
            <p role="status" className="rounded-lg bg-accent p-3 text-sm sm:col-span-2">
              {t('booking.fullNotice')}
            </p>
          )}
          <SelectField label={t('booking.partySize')} error={errors.partySize && tm(errors.partySize.message)} {...form.register('partySize')}>
            {PARTY_SIZES.map((n) => (
              <option key={n} value={n}>
                {count(locale, 'people', n)}
              </option>
            ))}
          </SelectField>
          <Field
            label={t('booking.name')}
            autoComplete="name"
            maxLength={100}
            error={errors.guestName && tm(errors.guestName.message)}
            {...form.register('guestName')}
          />
          <Field
            label={t('booking.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.guestEmail && tm(errors.guestEmail.message)}
            {...form.register('guestEmail')}
          />
          <Field
            label={t('booking.phone')}
            type="tel"
            autoComplete="tel"
            maxLength={20}
            error={errors.guestPhone && tm(errors.guestPhone.message)}
            {...form.register('guestPhone')}
          />
          <TextareaField
            label={t('booking.notes')}
            className="sm:col-span-2"
            maxLength={500}
            count={notes?.length ?? 0}
            hint={t('booking.notesHint')}
            error={errors.notes && tm(errors.notes.message)}
            {...form.register('notes')}
          />
          <div className="sm:col-span-2">
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-5 accent-[var(--primary)]"
                aria-invalid={errors.privacyConsent ? true : undefined}
                {...form.register('privacyConsent')}
              />
              <span>
                {t('booking.consentPrefix')}{' '}
                <Link to="/privacy-policy" target="_blank" className="text-primary underline">
                  {t('booking.privacyPolicy')}
                </Link>
                {t('booking.consentSuffix')}
              </span>
            </label>
            {errors.privacyConsent && (
              <p role="alert" className="mt-1 text-sm text-destructive">
                {tm(errors.privacyConsent.message)}
              </p>
            )}
          </div>
          {alreadyHeld !== null && (
            <div role="status" className="flex items-start gap-3 rounded-xl bg-accent p-4 text-sm sm:col-span-2">
              <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="font-semibold">{t('booking.alreadyHeldTitle')}</p>
                <p>{te(alreadyHeld)}</p>
              </div>
            </div>
          )}
          <Button type="submit" size="lg" className="sm:col-span-2" disabled={create.isPending}>
            {create.isPending ? t('booking.submitting') : t('booking.submit')}
          </Button>
        </form>
      </Card>
    </section>
  );
}

/** Date, time and party on one line, with icons: used by every booking page. */
export function WhenLine({ date, time, party }: { date: string; time: string; party: number }) {
  const { locale, formatDate } = useI18n();
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <span className="inline-flex items-center gap-1">
        <CalendarDays aria-hidden className="size-4" />
        {formatDate(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden className="size-4" />
        {time}
      </span>
      <span className="inline-flex items-center gap-1">
        <Users aria-hidden className="size-4" />
        {count(locale, 'people', party)}
      </span>
    </p>
  );
}
