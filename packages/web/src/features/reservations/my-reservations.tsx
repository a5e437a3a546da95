import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { RefreshCw } from 'lucide-react';
import { LoadError } from '../../components/load-error';
import { StatusBadge } from '../../components/status-badge';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import type { RouterContext } from '../../routes/__root';
import { trpc } from '../../trpc';
import { BookingCard } from './booking-card';
import { DepositDue } from './deposit-due';
import { statusGroups } from './lists';
import { STAY_CARD } from './stay-card';
import { TABLE_CARD } from './table-card';
import { MyTrips } from '../trips/my-trips';

/** Starts the list request while the route resolves; a failure is shown by the page, not thrown. */
export const loadMyReservations = ({ context }: { context: RouterContext }) => {
  void context.queryClient.prefetchQuery(context.trpc.reservation.mine.queryOptions());
  void context.queryClient.prefetchQuery(context.trpc.stay.mine.queryOptions());
  void context.queryClient.prefetchQuery(context.trpc.trip.mine.queryOptions());
};

export function MyReservations() {
  const { t, tm } = useI18n();
  const me = useQuery(trpc.account.me.queryOptions());
  const tables = useQuery(trpc.reservation.mine.queryOptions());
  const stays = useQuery(trpc.stay.mine.queryOptions());
  const groups = statusGroups(tables.data ?? [], stays.data ?? []);
  const isPending = tables.isPending || stays.isPending;
  const isFetching = tables.isFetching || stays.isFetching;
  const refetch = () => Promise.all([tables.refetch(), stays.refetch()]);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold">{t('me.title')}</h1>
          {me.data && <p className="text-muted-foreground">{t('me.signedInAs', { email: me.data.email })}</p>}
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCw aria-hidden className={isFetching ? 'size-4 animate-spin' : 'size-4'} /> {t('me.refresh')}
          </Button>
          <Link to="/book" className={buttonClass('primary')}>
            {t('me.bookNew')}
          </Link>
        </div>
      </div>

      {isPending && (
        <p role="status" className="mt-8 text-muted-foreground">
          {t('common.loading')}
        </p>
      )}
      {(tables.isError || stays.isError) && (
        <div className="mt-8">
          <LoadError title={tm('Failed to load your reservations')} error={tables.error ?? stays.error} retry={() => void refetch()} />
        </div>
      )}
      {tables.isSuccess && stays.isSuccess && groups.length === 0 && <Card className="mt-8 text-center text-muted-foreground">{t('me.empty')}</Card>}
      <DepositDue tables={tables.data ?? []} stays={stays.data ?? []} />
      <MyTrips />

      {groups.map((group) => (
        <div key={group.status} className="mt-8">
          <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold">
            <StatusBadge status={group.status} />
            <span className="text-sm font-normal text-muted-foreground">{group.items.length}</span>
          </h2>
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {group.items.map((e) => (
              <li key={e.kind === 'table' ? e.r.id : e.s.id}>
                {e.kind === 'table' ? <BookingCard kind={TABLE_CARD} b={e.r} /> : <BookingCard kind={STAY_CARD} b={e.s} />}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
