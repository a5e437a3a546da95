import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { count } from '@tablestay/core/i18n/format';
import type { Locale } from '@tablestay/core/i18n';
import { reportError } from '../../components/report-error';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { CancelDialog } from '../reservations/cancel-dialog';
import { toast } from '../shared/toast';
import { refreshBookings } from '../shared/booking-queries';

/**
 * Cancel for a stay on /me (ADR 112): a stay with a trip offers, in the same dialog, to cancel the
 * trip's tables too (checked by default) and cancels both in one step; any other stay is cancelled
 * by `onCancel` as before.
 */
export function StayCancel({ stayId, text, paidNote, onCancel }: { stayId: string; text: string; paidNote?: string; onCancel: () => void }) {
  const { t, tm, te, locale } = useI18n();
  const queryClient = useQueryClient();
  const trips = useQuery(trpc.trip.mine.queryOptions());
  const trip = trips.data?.find((v) => v.stay.id === stayId);
  const cancel = useMutation(trpc.trip.cancel.mutationOptions());
  const live = trip?.dinners.filter((d) => d.canCancel).length ?? 0;

  const confirm = async (withDinners: boolean) => {
    if (!trip) return onCancel();
    try {
      const res = await cancel.mutateAsync({ id: trip.id, withDinners });
      toast.success(tripCancelledText(t, locale, res.tablesCancelled));
      await refreshBookings(queryClient, 'trip');
    } catch (err) {
      reportError(err, tm, te(err));
    }
  };

  return <CancelWithDinners text={text} paidNote={paidNote} live={live} onConfirm={(withDinners) => void confirm(withDinners)} />;
}

/**
 * The cancel dialog of a stay with a trip, on /me and on the trip's page: asks first and, when the
 * trip has tables the guest may still cancel, offers them too (ticked by default).
 */
export function CancelWithDinners({
  text,
  paidNote,
  live,
  trigger,
  onConfirm,
}: {
  text: string;
  paidNote?: string;
  /** How many of the trip's tables the guest may still cancel. */
  live: number;
  trigger?: Parameters<typeof CancelDialog>[0]['trigger'];
  onConfirm: (withDinners: boolean) => void;
}) {
  const { t } = useI18n();
  const [withDinners, setWithDinners] = useState(true);
  return (
    <CancelDialog text={text} paidNote={paidNote} trigger={trigger} onConfirm={() => onConfirm(withDinners)}>
      {live > 0 && (
        <label className="mt-3 flex min-h-11 items-center gap-3">
          <input type="checkbox" className="size-5" checked={withDinners} onChange={(e) => setWithDinners(e.target.checked)} />
          {t('trip.cancelWithDinners')}
        </label>
      )}
    </CancelDialog>
  );
}

/** What a cancelled trip says: the stay, and how many dinners went with it ("Your stay and 1 dinner are cancelled."). */
export function tripCancelledText(
  t: (key: 'trip.cancelled' | 'trip.cancelledWithTables', vars?: Record<string, string | number>) => string,
  locale: Locale,
  tables: number,
) {
  return tables > 0 ? t('trip.cancelledWithTables', { count: tables, dinners: count(locale, 'dinners', tables) }) : t('trip.cancelled');
}
