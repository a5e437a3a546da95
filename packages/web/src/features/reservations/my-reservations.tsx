import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarPlus, MapPin, RefreshCw, X } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { toast } from '../shared/toast';
import { GUEST_CANCELLABLE, STATUS_GROUP_ORDER, type GuestReservation } from '@tablestay/core/reservation/schema';
import { Badge, statusVariant } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import type { RouterContext } from '../../routes/__root';
import { trpc, trpcClient } from '../../trpc';
import { reportError } from '../auth/notify';
import { WhenLine } from '../booking/book-page';
import { downloadIcs } from '../booking/ics';

export { requireSignedIn } from './guard';

/** Starts the list request while the route resolves; a failure is shown by the page, not thrown. */
export const loadMyReservations = ({ context }: { context: RouterContext }) => {
  void context.queryClient.prefetchQuery(context.trpc.reservation.mine.queryOptions());
};

export function MyReservations() {
  const { t, tm } = useI18n();
  const me = useQuery(trpc.account.me.queryOptions());
  const list = useQuery(trpc.reservation.mine.queryOptions());
  const groups = STATUS_GROUP_ORDER.map((status) => ({ status, items: (list.data ?? []).filter((r) => r.status === status) })).filter(
    (g) => g.items.length > 0,
  );

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold">{t('me.title')}</h1>
          {me.data && <p className="text-muted-foreground">{t('me.signedInAs', { email: me.data.email })}</p>}
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => list.refetch()} disabled={list.isFetching}>
            <RefreshCw aria-hidden className={list.isFetching ? 'size-4 animate-spin' : 'size-4'} /> {t('me.refresh')}
          </Button>
          <Link to="/book" className={buttonClass('primary')}>{t('me.bookNew')}</Link>
        </div>
      </div>

      {list.isPending && <p role="status" className="mt-8 text-muted-foreground">{t('common.loading')}</p>}
      {list.isError && (
        <Card className="mt-8" role="alert">
          <p>{tm('Failed to load your reservations')}</p>
          <Button variant="outline" className="mt-3" onClick={() => list.refetch()}>{t('common.retry')}</Button>
        </Card>
      )}
      {list.isSuccess && groups.length === 0 && <Card className="mt-8 text-center text-muted-foreground">{t('me.empty')}</Card>}

      {groups.map((group) => (
        <div key={group.status} className="mt-8">
          <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold">
            <Badge variant={statusVariant(group.status)}>{t(`status.${group.status}` as MessageKey)}</Badge>
            <span className="text-sm font-normal text-muted-foreground">{group.items.length}</span>
          </h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {group.items.map((r) => (
              <li key={r.id}>
                <ReservationCard r={r} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function ReservationCard({ r }: { r: GuestReservation }) {
  const { t, tm, formatDate } = useI18n();
  const queryClient = useQueryClient();
  const cancel = useMutation(trpc.reservation.cancel.mutationOptions());
  const onCancel = async () => {
    try {
      await cancel.mutateAsync({ id: r.id });
      toast.success(t('booking.cancelled'));
      await queryClient.invalidateQueries({ queryKey: trpc.reservation.pathKey() });
    } catch (err) {
      reportError(err, tm, tm('Cancel failed'));
    }
  };
  const addToCalendar = async () => {
    try {
      await downloadIcs(await trpcClient.reservation.ics.query({ id: r.id }));
    } catch (err) {
      reportError(err, tm, t('common.error'));
    }
  };
  const active = r.status === 'confirmed' || r.status === 'awaiting_deposit' || r.status === 'pending';
  return (
    <Card className="flex h-full flex-col gap-2 p-4" data-testid="reservation-card">
      <p className="font-semibold">{r.restaurant.name}</p>
      <p className="inline-flex items-center gap-1 text-sm text-muted-foreground"><MapPin aria-hidden className="size-4" />{r.restaurant.address}</p>
      <WhenLine date={r.date} time={r.time} party={r.party_size} />
      {active && (
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button variant="outline" size="sm" onClick={addToCalendar}><CalendarPlus aria-hidden className="size-4" /> {t('booking.addToCalendar')}</Button>
          {GUEST_CANCELLABLE.includes(r.status) && (
            <AlertDialog.Root>
              <AlertDialog.Trigger className={buttonClass('ghost', 'sm', 'text-destructive')}>
                <X aria-hidden className="size-4" /> {t('booking.cancel')}
              </AlertDialog.Trigger>
              <AlertDialog.Portal>
                <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
                <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-background p-6 shadow-xl">
                  <AlertDialog.Title className="text-lg font-semibold">{t('booking.cancelTitle')}</AlertDialog.Title>
                  <AlertDialog.Description className="mt-2 text-muted-foreground">
                    {t('booking.cancelText', { restaurant: r.restaurant.name, when: `${formatDate(r.date)} ${r.time}` })}
                  </AlertDialog.Description>
                  <div className="mt-6 flex justify-end gap-2">
                    <AlertDialog.Cancel className={buttonClass('outline')}>{t('booking.keep')}</AlertDialog.Cancel>
                    <AlertDialog.Action className={buttonClass('destructive')} onClick={onCancel}>{t('booking.confirmCancel')}</AlertDialog.Action>
                  </div>
                </AlertDialog.Content>
              </AlertDialog.Portal>
            </AlertDialog.Root>
          )}
        </div>
      )}
    </Card>
  );
}
