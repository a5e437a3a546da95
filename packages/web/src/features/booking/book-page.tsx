import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarDays, Clock, MailCheck, Users } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { count } from '@tablestay/core/i18n/format';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { GuestContactFields } from '../shared/guest-contact-fields';
import { usePreloadOnFocus } from '../shared/lazy-form';
import { PARTY_SIZES, type BookingPrefill } from './book-form';
import { bookingSchema, useBookingForm } from './use-booking-form';

export function BookPage({ restaurantId, prefill }: { restaurantId?: string; prefill?: BookingPrefill }) {
  const { t, tm, te, locale } = useI18n();
  const restaurants = useQuery(trpc.restaurant.list.queryOptions({}));
  const { form, venue, venueError, pickVenue, date, time, venueToday, zone, availability, slots, closedAfter, onSubmit, create, alreadyHeld } = useBookingForm(
    restaurantId,
    prefill,
  );
  const errors = form.formState.errors;
  const preloadOnFocus = usePreloadOnFocus(bookingSchema);
  const notes = useWatch({ control: form.control, name: 'notes' });
  const chosen = slots.find((s) => s.time === time);

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
              <SelectField
                label={t('booking.restaurant')}
                className="sm:col-span-2"
                error={venueError && tm(venueError)}
                {...field}
                value={venue}
                onChange={(e) => pickVenue(e.target.value)}
              >
                <option value="">{restaurants.isPending ? t('common.loading') : t('booking.chooseRestaurant')}</option>
                {restaurants.data?.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name} · {r.city}
                  </option>
                ))}
              </SelectField>
            )}
          />
          <Controller
            control={form.control}
            name="date"
            render={({ field }) => (
              <Field label={t('booking.date')} type="date" min={venueToday} error={errors.date && tm(errors.date.message)} {...field} value={date} />
            )}
          />
          <Controller
            control={form.control}
            name="time"
            render={({ field }) => (
              <SelectField
                label={t('booking.time')}
                error={errors.time && tm(errors.time.message)}
                {...field}
                value={time}
                disabled={!venue || availability.isPending}
                hint={
                  zone
                    ? [t('booking.timesInZone', { zone }), closedAfter ? t('mine.closedAfter', { time: closedAfter }) : ''].filter(Boolean).join(' ')
                    : undefined
                }
              >
                <option value="">{venue && availability.isFetching ? t('booking.loadingTimes') : t('booking.chooseTime')}</option>
                {slots.map((s) => (
                  <option key={s.time} value={s.time}>
                    {s.time}
                    {s.available ? '' : ` (${t('booking.full')})`}
                  </option>
                ))}
              </SelectField>
            )}
          />
          {venue && availability.isSuccess && availability.data.date === date && slots.length === 0 && (
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
          <GuestContactFields
            register={(name) => form.register(name)}
            errors={errors}
            labels={{ guestName: t('booking.name'), guestEmail: t('booking.email'), guestPhone: t('booking.phone') }}
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
