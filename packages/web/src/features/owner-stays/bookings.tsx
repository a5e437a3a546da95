import { useMutation, useSuspenseQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, startTransition, useEffect, useRef, useState } from 'react';
import { BOOKING_FILTERS, canCancel, nextAction, type BookingFilter, type OwnerAction } from '@tablestay/core/owner/stays/schema';
import type { StayBookingView } from '@tablestay/core/stay/schema';
import { reportError } from '../../components/report-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select-field';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { CancelDialog } from '../reservations/cancel-dialog';
import { statusLabelKey } from '../shared/status';
import { bookingsQuery } from '../owner/load';
import { queueIfOffline } from '../owner/offline-queue';
import { toast } from '../shared/toast';
import { BookingItem } from './parts';

/** A status as SPEC §4 shows it: underscores as spaces (translated). */
function useStatusLabel() {
  const { t } = useI18n();
  return (s: StayBookingView['status']) => t(statusLabelKey(s));
}

/** The owner's buttons on one booking (SPEC §4) and the "Booking {status}" toast. */
export function useBookingAction(venueId: string) {
  const { t, tm } = useI18n();
  const label = useStatusLabel();
  const queryClient = useQueryClient();
  const move = useMutation(trpc.ownerStays.transition.mutationOptions());
  const run = async (id: string, to: OwnerAction) => {
    // Offline: kept on the device and sent on reconnect with its key (ADR 116).
    if (queueIfOffline({ kind: 'stay', venueId, reservationId: id, action: to })) return void toast.info(t('owner.queue.saved'));
    try {
      const res = await move.mutateAsync({ venueId, id, to });
      toast.success(t('ownerStays.toast.success'), { description: t('ownerStays.toast.booking', { status: label(res.status) }) });
    } catch (err) {
      reportError(err, tm, t('common.error'));
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.ownerStays.pathKey() });
    }
  };
  return { run, busy: move.isPending };
}

export function BookingsPanel({ venueId, booking, readOnly }: { venueId: string; booking?: string; readOnly: boolean }) {
  const { t, formatDate } = useI18n();
  const label = useStatusLabel();
  const [status, setStatus] = useState<BookingFilter>('all');
  const [chosen, setPage] = useState<number | undefined>(undefined);
  const q = useSuspenseQuery(trpc.ownerStays.bookings.queryOptions(bookingsQuery(venueId, booking, status, chosen)));
  const page = q.data.page;
  const { run, busy } = useBookingAction(venueId);
  const pages = Math.max(1, Math.ceil(q.data.total / q.data.pageSize));
  // Today's place in the list: before the first stay not yet over (the page the list opens on).
  const todayAt = q.data.bookings.findIndex((b) => b.check_out >= q.data.today);
  const todayMark = useRef<HTMLLIElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // Once, on the page the list opened on (not one the owner paged to, nor a notification's booking).
    if (opened.current || chosen !== undefined || booking) return;
    opened.current = true;
    todayMark.current?.scrollIntoView({ block: 'start' });
  }, [chosen, booking]);
  return (
    <Card className="p-4">
      <SelectField
        label={t('ownerStays.bookings.filter')}
        value={status}
        className="max-w-xs"
        onChange={(e) => {
          const next = e.target.value as BookingFilter;
          // A transition: the current list stays while the next one loads (useSuspenseQuery, ADR 106).
          startTransition(() => {
            setStatus(next);
            setPage(undefined);
          });
        }}
      >
        {BOOKING_FILTERS.map((f) => (
          <option key={f} value={f}>
            {f === 'all' ? t('ownerStays.bookings.all') : label(f)}
          </option>
        ))}
      </SelectField>
      {q.data.bookings.length === 0 && <p className="py-6 text-muted-foreground">{t('ownerStays.bookings.empty')}</p>}
      {q.data.bookings.length > 0 && (
        <ul className="mt-2 divide-y divide-border">
          {q.data.bookings.map((b, i) => {
            const next = nextAction(b.status);
            const actions =
              readOnly || (!next && !canCancel(b.status)) ? undefined : (
                <>
                  {next && (
                    <Button disabled={busy} onClick={() => void run(b.id, next)}>
                      {t(`ownerStays.action.${next}`)}
                    </Button>
                  )}
                  {canCancel(b.status) && <CancelDialog text={t('ownerStays.cancelConfirm')} onConfirm={() => void run(b.id, 'cancelled')} />}
                </>
              );
            return (
              <Fragment key={b.id}>
                {i === todayAt && (
                  <li ref={todayMark} data-testid="today-mark" className="scroll-mt-24 py-2 text-sm font-semibold text-primary">
                    {t('ownerStays.bookings.today', { date: formatDate(q.data.today, { day: 'numeric', month: 'long' }) })}
                  </li>
                )}
                <BookingItem b={b} actions={actions} />
              </Fragment>
            );
          })}
        </ul>
      )}
      {pages > 1 && (
        <nav className="mt-3 flex items-center justify-between gap-2" aria-label={t('ownerStays.bookings.page', { page, pages })}>
          <Button variant="outline" disabled={page <= 1} onClick={() => startTransition(() => setPage(page - 1))}>
            {t('ownerStays.bookings.prev')}
          </Button>
          <span className="text-sm">{t('ownerStays.bookings.page', { page, pages })}</span>
          <Button variant="outline" disabled={page >= pages} onClick={() => startTransition(() => setPage(page + 1))}>
            {t('ownerStays.bookings.next')}
          </Button>
        </nav>
      )}
    </Card>
  );
}
