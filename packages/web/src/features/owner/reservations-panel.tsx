import { useMutation, useSuspenseQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import type { OwnerReservation, OwnerWaitlistEntry } from '@tablestay/core/owner/dining/schema';
import { reportError } from '../../components/report-error';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { count } from '@tablestay/core/i18n/format';
import { WAITLIST } from '@tablestay/core/hold/lifecycle';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { toast } from '../shared/toast';
import { cn } from '../../components/ui/cn';
import { useRowMark } from './live';
import { Empty } from './parts';
import { queueIfOffline, useQueuedFor } from './offline-queue';
import { ReservationItem } from './reservation-item';
import type { PanelProps } from './search';

/** The Reservations sub-tab: one day (today in the venue's zone unless picked) by time, and its waitlist with Promote. */
export function ReservationsPanel({ venue, search, setSearch, readOnly }: PanelProps) {
  const { t, formatDate } = useI18n();
  const q = useSuspenseQuery(trpc.ownerDining.reservations.queryOptions({ venueId: venue.id, date: search.date }));
  const date = q.data?.date ?? search.date ?? '';

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('owner.date')}
          <input
            type="date"
            className="h-11 rounded-lg border border-border bg-card px-3 text-base"
            value={date}
            onChange={(e) => setSearch({ date: e.target.value || undefined })}
          />
        </label>
        {q.data && q.data.date !== q.data.today && (
          <Button variant="outline" onClick={() => setSearch({ date: undefined })}>
            {t('owner.today')}
          </Button>
        )}
        {q.data && <p className="pb-3 text-sm text-muted-foreground">{t('owner.zoneNote', { zone: q.data.timezone })}</p>}
      </div>

      {q.data && (
        <>
          <Card className="p-4 sm:p-6">
            <h2 className="mb-2 text-lg font-semibold">
              {t('owner.reservations')} · {formatDate(q.data.date)}
            </h2>
            {q.data.reservations.length === 0 ? (
              <Empty>{q.data.date === q.data.today ? t('owner.noReservationsToday') : t('owner.noReservationsDay')}</Empty>
            ) : (
              <DayByTime
                reservations={q.data.reservations}
                isToday={q.data.date === q.data.today}
                timezone={q.data.timezone}
                render={(r) => <ReservationItem key={r.id} venueId={venue.id} r={r} today={q.data.today} readOnly={readOnly} />}
              />
            )}
          </Card>
          <Card className="p-4 sm:p-6">
            <h2 className="mb-2 text-lg font-semibold">{t('owner.waitlist')}</h2>
            {q.data.waitlist.length === 0 ? (
              <Empty>{t('owner.waitlistEmpty')}</Empty>
            ) : (
              <ul className="divide-y divide-border">
                {q.data.waitlist.map((w) => (
                  <WaitlistItem key={w.id} venueId={venue.id} w={w} readOnly={readOnly} />
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </div>
  );
}

function WaitlistItem({ venueId, w, readOnly }: { venueId: string; w: OwnerWaitlistEntry; readOnly: boolean }) {
  const { t, tm, locale } = useI18n();
  const queryClient = useQueryClient();
  const promote = useMutation({
    ...trpc.ownerDining.promote.mutationOptions(),
    onSuccess: () => {
      toast.success(t('owner.success'), { description: tm('Guest promoted from waitlist to reservation') });
      void queryClient.invalidateQueries(trpc.ownerDining.pathFilter());
    },
    onError: (err) => reportError(err, tm, tm('Failed to promote from waitlist')),
  });
  const queued = useQueuedFor(w.id);
  const run = () => {
    // Offline: kept on the device and sent on reconnect with its key (ADR 116, 119).
    if (queueIfOffline({ kind: 'dining', venueId, reservationId: w.id, action: 'promote' })) toast.info(t('owner.queue.saved'));
    else promote.mutate({ venueId, waitlistId: w.id });
  };
  const { className: changedClass, ...changed } = useRowMark<HTMLLIElement>(w.id);
  return (
    <li className={cn('flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between', changedClass)} data-testid="owner-waitlist-entry" {...changed}>
      <div className="min-w-0">
        <p className="font-medium">
          <span className="tabular-nums">{w.time}</span> · {w.guestName} · {count(locale, 'people', w.partySize)}
        </p>
        <p className="text-sm wrap-anywhere text-muted-foreground">{w.guestEmail}</p>
        {w.notes && <p className="text-sm break-words">{w.notes}</p>}
      </div>
      <div className="flex items-center gap-2">
        <Badge variant="secondary">{queued ? t('owner.queue.badge') : w.status === WAITLIST.offered ? t('owner.offered') : t('owner.waiting')}</Badge>
        {!readOnly && (
          <Button disabled={promote.isPending || queued} onClick={run}>
            {t('owner.promote')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The venue's clock now, HH:MM (ticks every 30 s). */
function useVenueClock(timezone: string): string {
  const read = () => new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());
  const [now, setNow] = useState(read);
  useEffect(() => {
    const id = setInterval(() => setNow(read()), 30_000);
    return () => clearInterval(id);
    // `read` only depends on the zone.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [timezone]);
  return now;
}

/**
 * The day's reservations under a sticky header per time (it stays in view under the site header
 * while that time's guests scroll past) and, today, a large "now" marker between the past and the
 * coming times (ADR 116), so the owner sees where service is with a thumb's scroll.
 */
function DayByTime({
  reservations,
  isToday,
  timezone,
  render,
}: {
  reservations: readonly OwnerReservation[];
  isToday: boolean;
  timezone: string;
  render: (r: OwnerReservation) => ReactNode;
}) {
  const { t } = useI18n();
  const now = useVenueClock(timezone);
  const times = [...new Set(reservations.map((r) => r.time.slice(0, 5)))];
  const nowAt = isToday ? times.findIndex((time) => time > now) : -2;
  const marker = (
    <div
      role="separator"
      aria-label={t('owner.nowAt', { time: now })}
      data-testid="now-marker"
      className="my-2 flex items-center gap-2 text-base font-bold text-primary"
    >
      <span aria-hidden className="size-3 rounded-full bg-primary" />
      <span aria-hidden className="h-1 flex-1 rounded bg-primary" />
      <span className="tabular-nums">{t('owner.nowAt', { time: now })}</span>
    </div>
  );
  return (
    <div data-testid="day-by-time">
      {times.map((time, i) => (
        <Fragment key={time}>
          {i === nowAt && marker}
          <section aria-label={time}>
            <h3
              data-testid="time-header"
              className="sticky top-16 z-10 -mx-1 border-b border-border bg-card/95 px-1 py-2 text-sm font-semibold tabular-nums backdrop-blur"
            >
              {time}
            </h3>
            <ul className="divide-y divide-border">{reservations.filter((r) => r.time.slice(0, 5) === time).map(render)}</ul>
          </section>
        </Fragment>
      ))}
      {isToday && nowAt === -1 && marker}
    </div>
  );
}
