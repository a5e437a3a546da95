import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BedDouble, CalendarPlus, MapPin, Star } from 'lucide-react';
import { toast } from '../shared/toast';
import { refreshBookings } from '../shared/booking-queries';
import type { GuestStayBooking } from '@tablestay/core/stay/guest-bookings';
import { count } from '@tablestay/core/i18n/format';
import { buttonClass, Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpc, trpcClient } from '../../trpc';
import { reportError } from '../../components/report-error';
import { downloadIcs } from '../booking/ics';
import { StatusBadge } from '../../components/status-badge';
import { StayLine } from '../booking/stay-pages';
import { StayCancel } from '../trips/stay-cancel';
import { StayDinners } from '../trips/stay-dinners';

/** A stay on /me: property, room, dates, nights, status; Add to Calendar and Cancel while active, the review link after check-out. */
export function StayCard({ s }: { s: GuestStayBooking }) {
  const { t, tm, formatDate } = useI18n();
  const queryClient = useQueryClient();
  const cancel = useMutation(trpc.stay.cancelMine.mutationOptions());
  const onCancel = async () => {
    try {
      await cancel.mutateAsync({ id: s.id });
      toast.success(t('booking.cancelled'));
      await refreshBookings(queryClient, 'stay');
    } catch (err) {
      reportError(err, tm, tm('Cancel failed'));
    }
  };
  const addToCalendar = async () => {
    try {
      await downloadIcs(await trpcClient.stay.icsMine.query({ id: s.id }));
    } catch (err) {
      reportError(err, tm, t('common.error'));
    }
  };
  return (
    <Card className="flex h-full flex-col gap-2 p-4" data-testid="stay-card">
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold">{s.property.name}</p>
        <StatusBadge status={s.status} />
      </div>
      <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
        <MapPin aria-hidden className="size-4" />
        {s.property.address}
      </p>
      <p className="inline-flex items-center gap-1 text-sm font-medium">
        <BedDouble aria-hidden className="size-4" />
        {s.room_type.name}
      </p>
      <StayLine b={s} />
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {s.canAddToCalendar && (
          <Button variant="outline" size="sm" onClick={addToCalendar}>
            <CalendarPlus aria-hidden className="size-4" /> {t('booking.addToCalendar')}
          </Button>
        )}
        {s.canReview && (
          <Link to="/rate-stay/$id" params={{ id: s.id }} search={{}} className={buttonClass('outline', 'sm')}>
            <Star aria-hidden className="size-4" /> {t('mine.rateStay')}
          </Link>
        )}
        {s.canCancel && s.upcoming && <StayDinners stayId={s.id} checkIn={s.check_in} checkOut={s.check_out} />}
        {s.canCancel && (
          <StayCancel
            stayId={s.id}
            text={t('mine.cancelStayText', { property: s.property.name, checkIn: formatDate(s.check_in), checkOut: formatDate(s.check_out) })}
            paidNote={s.paid && s.deposit_eur > 0 ? t('mine.paidCancelNote', { venue: s.property.name }) : undefined}
            onCancel={onCancel}
          />
        )}
      </div>
    </Card>
  );
}

/** A stay as one dashboard row, like a table reservation's. */
export function StayRow({ s }: { s: GuestStayBooking }) {
  const { locale, formatDate } = useI18n();
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="stay-row">
      <div>
        <p className="font-medium">
          {s.property.name} · {s.room_type.name}
        </p>
        <p className="text-sm text-muted-foreground">{s.property.address}</p>
      </div>
      <div className="flex items-center gap-3 text-sm">
        <span>
          {formatDate(s.check_in)} → {formatDate(s.check_out)} · {count(locale, 'nights', s.nights)}
        </span>
        <StatusBadge status={s.status} />
      </div>
    </li>
  );
}
