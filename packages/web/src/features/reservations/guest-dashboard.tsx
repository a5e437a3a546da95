import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BedDouble, CalendarCheck, History, Plus, Search, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { GuestReservation } from '@tablestay/core/reservation/schema';
import { LoadError } from '../../components/load-error';
import { StatusBadge } from '../../components/status-badge';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { count } from '@tablestay/core/i18n/format';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { NavLink } from '../layout/nav-link';
import { DepositDue } from './deposit-due';
import { guestCounts } from './lists';
import { StayRow } from './stay-card';

export function GuestDashboard() {
  const { t, tm } = useI18n();
  const me = useQuery(trpc.account.me.queryOptions());
  const data = useQuery(trpc.reservation.dashboard.queryOptions());
  const mine = useQuery(trpc.reservation.mine.queryOptions());
  const stays = useQuery(trpc.stay.mine.queryOptions());
  const upcomingStays = (stays.data ?? []).filter((s) => s.upcoming);
  const totals = data.data && guestCounts(data.data.counts, stays.data ?? []);

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold">{t('dashboard.welcome')}</h1>
          <p className="wrap-anywhere text-muted-foreground">{me.data?.email}</p>
        </div>
        <Link to="/book" className={buttonClass('primary')}>
          <Plus aria-hidden className="size-4" /> {t('dashboard.newReservation')}
        </Link>
      </div>

      {data.isPending && (
        <p role="status" className="mt-8 text-muted-foreground">
          {t('common.loading')}
        </p>
      )}
      {data.isError && (
        <div className="mt-8">
          <LoadError title={tm('Failed to load dashboard data')} error={data.error} retry={() => void data.refetch()} />
        </div>
      )}
      {data.isSuccess && totals && (
        <>
          <DepositDue tables={mine.data ?? []} stays={stays.data ?? []} />
          <div className="mt-6 grid gap-3 sm:grid-cols-3">
            <Stat icon={<CalendarCheck aria-hidden className="size-5" />} label={t('dashboard.upcoming')} value={totals.upcoming} />
            <Stat icon={<History aria-hidden className="size-5" />} label={t('dashboard.pastVisits')} value={totals.pastVisits} />
            <Stat icon={<Users aria-hidden className="size-5" />} label={t('dashboard.totalGuests')} value={totals.totalGuests} />
          </div>

          <Card className="mt-6">
            <div className="mb-4 flex items-center justify-between">
              <h2 className="text-lg font-semibold">{t('dashboard.upcomingTitle')}</h2>
              <Link to="/my-reservations" className={buttonClass('outline', 'sm')}>
                {t('dashboard.viewAll')}
              </Link>
            </div>
            {data.data.upcoming.length === 0 && upcomingStays.length === 0 ? (
              <div className="flex flex-col items-center gap-3 py-6 text-center">
                <p className="text-muted-foreground">{t('dashboard.noUpcoming')}</p>
                <NavLink to="/find" className={buttonClass('primary')}>
                  {t('dashboard.findRestaurant')}
                </NavLink>
              </div>
            ) : (
              <ul className="divide-y divide-border">
                {data.data.upcoming.map((r) => (
                  <Row key={r.id} r={r} />
                ))}
                {upcomingStays.slice(0, 5).map((s) => (
                  <StayRow key={s.id} s={s} />
                ))}
              </ul>
            )}
          </Card>

          {data.data.past.length > 0 && (
            <Card className="mt-6">
              <h2 className="mb-4 text-lg font-semibold">{t('dashboard.recentPast')}</h2>
              <ul className="divide-y divide-border">
                {data.data.past.map((r) => (
                  <Row key={r.id} r={r} />
                ))}
              </ul>
            </Card>
          )}

          <Card className="mt-6">
            <h2 className="mb-4 text-lg font-semibold">{t('dashboard.quickActions')}</h2>
            <div className="flex flex-wrap gap-2">
              <NavLink to="/find" className={buttonClass('outline')}>
                <Search aria-hidden className="size-4" /> {t('dashboard.findRestaurants')}
              </NavLink>
              <NavLink to="/stays" className={buttonClass('outline')}>
                <BedDouble aria-hidden className="size-4" /> {t('dashboard.findAccommodations')}
              </NavLink>
            </div>
          </Card>
        </>
      )}
    </section>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <Card className="flex items-center gap-4 p-4">
      <span className="rounded-full bg-accent p-3 text-primary">{icon}</span>
      <div>
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold">{value}</p>
      </div>
    </Card>
  );
}

function Row({ r }: { r: GuestReservation }) {
  const { locale, formatDate } = useI18n();
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium">{r.restaurant.name}</p>
        <p className="text-sm text-muted-foreground">{r.restaurant.address}</p>
      </div>
      <div className="flex items-center gap-3 text-sm">
        <span>
          {formatDate(r.date)} · {r.time.slice(0, 5)} · {count(locale, 'people', r.party_size)}
        </span>
        <StatusBadge status={r.status} />
      </div>
    </li>
  );
}
