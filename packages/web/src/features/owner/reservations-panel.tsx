import { useMutation, useSuspenseQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerWaitlistEntry } from '@tablestay/core/owner/dining/schema';
import { reportError } from '../../components/report-error';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { count } from '@tablestay/core/i18n/format';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { toast } from '../shared/toast';
import { cn } from '../../components/ui/cn';
import { changedProps, useChanged } from './live';
import { Empty } from './parts';
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
              <ul className="divide-y divide-border">
                {q.data.reservations.map((r) => (
                  <ReservationItem key={r.id} venueId={venue.id} r={r} today={q.data.today} readOnly={readOnly} />
                ))}
              </ul>
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
  const { className: changedClass, ...changed } = changedProps(useChanged(w.id));
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
        <Badge variant="secondary">{w.status === 'notified' ? t('owner.offered') : t('owner.waiting')}</Badge>
        {!readOnly && (
          <Button disabled={promote.isPending} onClick={() => promote.mutate({ venueId, waitlistId: w.id })}>
            {t('owner.promote')}
          </Button>
        )}
      </div>
    </li>
  );
}
