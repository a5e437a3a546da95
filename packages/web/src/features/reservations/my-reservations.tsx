import { useQuery } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { CalendarDays, RefreshCw, Users } from 'lucide-react';
import { STATUS_GROUP_ORDER } from '@tablestay/core/reservation/schema';
import { Badge, statusVariant } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import type { RouterContext } from '../../routes/__root';
import { trpc } from '../../trpc';
import { NavLink } from '../layout/nav-link';

/** Guard for signed-in-only pages: visitors go to /auth and come back after signing in. */
export const requireSignedIn =
  (path: string) =>
  async ({ context }: { context: RouterContext }) => {
    const user = await context.queryClient.ensureQueryData(context.trpc.account.me.queryOptions());
    if (!user) throw redirect({ to: '/auth', search: { redirect: path } });
  };

/** Starts the list request while the route resolves; a failure is shown by the page, not thrown. */
export const loadMyReservations = ({ context }: { context: RouterContext }) => {
  void context.queryClient.prefetchQuery(context.trpc.reservation.mine.queryOptions());
};

export function MyReservations() {
  const { t, tm, formatDate } = useI18n();
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
          <NavLink to="/book" className={buttonClass('primary')}>{t('me.bookNew')}</NavLink>
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
                <Card className="p-4">
                  <p className="font-semibold">{r.restaurant.name}</p>
                  <p className="text-sm text-muted-foreground">{r.restaurant.address}</p>
                  <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    <span className="inline-flex items-center gap-1"><CalendarDays aria-hidden className="size-4" />{formatDate(r.date)} · {r.time}</span>
                    <span className="inline-flex items-center gap-1"><Users aria-hidden className="size-4" />{t('me.party', { n: r.party_size })}</span>
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
