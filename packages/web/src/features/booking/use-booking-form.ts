import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HOLD_STATUS } from '@tablestay/core/hold/rule';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useI18n } from '../../i18n';
import { errorCode, trpc } from '../../trpc';
import { reportError } from '../../components/report-error';
import { isAlreadyHeld, useAttemptKey } from '../shared/attempt';
import { refreshBookings } from '../shared/booking-queries';
import { useAccountPrefill } from '../shared/guest-contact-fields';
import { lazySchema } from '../shared/lazy-form';
import { lazyZodResolver } from '../shared/lazy-resolver';
import {
  BOOK_FIELDS,
  bookingDefaults,
  type BookingPrefill,
  dateOf,
  firstInvalid,
  isUnknownVenue,
  offeredSlots,
  reservationPayload,
  timeOf,
  venueOf,
  type BookFormIn as FormIn,
  type BookFormOut as FormOut,
  type VenuePick,
} from './book-form';
import { rememberToken } from './format';

// Built on the form's first focus or check, not with the page (ADR 090).
export const bookingSchema = lazySchema(() => import('@tablestay/core/reservation/schema').then((m) => m.createReservationInput));

/**
 * The /book form: the guest's entries in react-hook-form, and the venue, date and time the form is
 * on derived from them and the venue's answers on every render (book-form.ts `venueOf`, `dateOf`,
 * `timeOf`). They are written into the form only when it is sent, so no answer arriving late can
 * overwrite what the guest chose.
 */
export function useBookingForm(linkVenue: string | undefined, prefill?: BookingPrefill) {
  const { t, tm } = useI18n();
  const navigate = useNavigate();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: lazyZodResolver<FormIn, FormOut>(bookingSchema),
    // The first field in error in the page's order gets focus (onInvalid below). react-hook-form's own
    // pick goes by registration order, and the Controller-driven fields register last.
    shouldFocusError: false,
    defaultValues: bookingDefaults(linkVenue, prefill),
  });
  useAccountPrefill(form);

  // The venue: the link's, or the guest's pick made under the link in effect then.
  const [pickedUnder, setPickedUnder] = useState(linkVenue);
  const [picked, enteredDate, enteredTime] = useWatch({ control: form.control, name: ['restaurantId', 'date', 'time'] });
  const pick: VenuePick = { id: picked ?? '', underLink: pickedUnder };
  const candidate = venueOf(linkVenue, pick);
  const pickVenue = (id: string) => {
    setPickedUnder(linkVenue);
    form.setValue('restaurantId', id, { shouldValidate: form.formState.isSubmitted });
  };

  // Before a date is chosen, the first day any date input accepts (core/src/time/date.ts): a past
  // day whose answer carries the venue's today.
  const availability = useQuery({
    ...trpc.reservation.availability.queryOptions({ restaurantId: candidate, date: enteredDate || '2000-01-01' }),
    enabled: Boolean(candidate),
  });
  const venueToday = availability.data?.today;
  const date = dateOf(venueToday, enteredDate ?? '');
  // The answer for the form's date (once today is known and differs from the entry, a second ask).
  const day = useQuery({
    ...trpc.reservation.availability.queryOptions({ restaurantId: candidate, date: date || '2000-01-01' }),
    enabled: Boolean(candidate) && date !== (enteredDate || ''),
  });
  const answer = date !== (enteredDate || '') ? day : availability;
  const { slots, closedAfter } = offeredSlots(answer.data, date);
  const time = timeOf(enteredTime ?? '', answer.data?.date, date, slots);

  // A venue the link names that does not exist (or a malformed id): said at the field, and the
  // select on "Choose a restaurant" rather than on a value none of its options has.
  const unknownVenue = availability.isError && isUnknownVenue(availability.error);
  const venue = unknownVenue ? '' : candidate;

  const queryClient = useQueryClient();
  const create = useMutation(trpc.reservation.create.mutationOptions());
  // One key per request: the same values sent again answer the same reservation, changed ones are a new request (ADR 024).
  const keyFor = useAttemptKey();
  // "You already hold this table": the link went to the email on that booking, so say so here (ADR 024).
  const [alreadyHeld, setAlreadyHeld] = useState<unknown>(null);
  const send = form.handleSubmit(
    async (values) => {
      setAlreadyHeld(null);
      try {
        const result = await create.mutateAsync(reservationPayload(values, keyFor(values)));
        await refreshBookings(queryClient, 'reservation', { whenShown: true });
        if (result.status === HOLD_STATUS) {
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
  // What is sent is what the form shows: the derived venue, date and time, written in as it is sent.
  const onSubmit = (e?: FormEvent) => {
    form.setValue('restaurantId', venue);
    form.setValue('date', date);
    form.setValue('time', time);
    setPickedUnder(linkVenue);
    return send(e);
  };

  // The venue's zone is known from its first answer, whatever the date.
  const zone = (answer.data ?? availability.data)?.timezone;
  const venueError = form.formState.errors.restaurantId?.message ?? (unknownVenue ? 'Restaurant not found' : undefined);
  return { form, venue, venueError, pickVenue, date, time, venueToday, zone, availability: answer, slots, closedAfter, onSubmit, create, alreadyHeld };
}
