import { formatRating } from '@tablestay/core/i18n/format';
import { useSuspenseQuery } from '@tanstack/react-query';
import { BedDouble } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { nextAction } from '@tablestay/core/owner/stays/schema';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { QueryBoundary } from '../../components/query-boundary';
import { useI18n } from '../../i18n';
import { BusyDaysPanel } from '../ai-ops/busy-days-panel';
import { IfMay } from '../owner/role';
import { trpc } from '../../trpc';
import { useBookingAction } from './bookings';
import { BookingItem, ReviewItem, Stat } from './parts';

// recharts is heavy: it loads only when an owner opens the overview, never on guest pages.
const OccupancyChart = lazy(() => import('./occupancy-chart'));

/** SPEC §2 Stays Overview: today's check-ins and check-outs, current occupancy, rating, arrivals, 5 reviews. */
export function OverviewPanel({ venueId, readOnly }: { venueId: string; readOnly: boolean }) {
  const { t, tm, locale } = useI18n();
  const q = useSuspenseQuery(trpc.ownerStays.overview.queryOptions({ venueId }));
  const { run, busy } = useBookingAction(venueId);
  const o = q.data;
  if (!o.hasRooms) return <NoRooms />;
  const occ = o.occupancy;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t('ownerStays.checkInsToday')} value={o.checkInsToday} testId="stat-check-ins" />
        <Stat label={t('ownerStays.checkOutsToday')} value={o.checkOutsToday} testId="stat-check-outs" />
        <Stat
          label={t('ownerStays.occupancy')}
          value={occ.percent === null ? t('ownerStays.notAvailable') : `${occ.percent}%`}
          hint={
            <>
              {t('ownerStays.occupancyOf', { occupied: occ.occupied, available: occ.available })}
              <span className="mt-1 block">{t('ownerStays.occupancyRule', { total: occ.total, blocked: occ.blocked })}</span>
            </>
          }
          testId="stat-occupancy"
        />
        <Stat
          label={t('ownerStays.averageRating')}
          value={o.rating.average === null ? t('ownerStays.notAvailable') : formatRating(locale, o.rating.average)}
          hint={o.rating.count > 0 ? t('ownerStays.reviewCount', { n: o.rating.count }) : undefined}
          testId="stat-rating"
        />
      </div>
      <Card className="p-4">
        <h3 className="mb-2 font-semibold">{t('ownerStays.chart.title')}</h3>
        <QueryBoundary title={tm('Failed to load dashboard data')}>
          <Suspense fallback={<p className="h-56 text-sm text-muted-foreground">{t('ownerStays.chart.loading')}</p>}>
            <OccupancyChart venueId={venueId} />
          </Suspense>
        </QueryBoundary>
      </Card>
      <IfMay need="manager">
        <BusyDaysPanel venueId={venueId} kind="stays" />
      </IfMay>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="p-4">
          <h3 className="font-semibold">{t('ownerStays.arrivals')}</h3>
          {o.arrivals.length === 0 ? (
            <p className="py-3 text-sm text-muted-foreground">{t('ownerStays.noArrivals')}</p>
          ) : (
            <ul className="divide-y divide-border">
              {o.arrivals.map((b) => {
                // Arrivals get the next step right here (Confirm or Check in); Cancel stays on the Bookings list.
                const next = readOnly ? null : nextAction(b.status);
                return (
                  <BookingItem
                    key={b.id}
                    b={b}
                    actions={
                      next && (
                        <Button disabled={busy} onClick={() => void run(b.id, next)}>
                          {t(`ownerStays.action.${next}`)}
                        </Button>
                      )
                    }
                  />
                );
              })}
            </ul>
          )}
        </Card>
        <Card className="p-4">
          <h3 className="font-semibold">{t('ownerStays.recentReviews')}</h3>
          {o.recentReviews.length === 0 ? (
            <p className="py-3 text-sm text-muted-foreground">{t('ownerStays.noReviews')}</p>
          ) : (
            <ul className="divide-y divide-border">
              {o.recentReviews.map((r) => (
                <ReviewItem key={r.id} r={r} />
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}

/** A venue without rooms to let: say so and point to the property onboarding. */
function NoRooms() {
  const { t } = useI18n();
  return (
    <Card className="flex flex-col items-center gap-3 py-10 text-center" data-testid="owner-stays-empty">
      <BedDouble aria-hidden className="size-8 text-muted-foreground" />
      <h3 className="text-lg font-semibold">{t('ownerStays.noRooms.title')}</h3>
      <p className="max-w-md text-muted-foreground">{t('ownerStays.noRooms.text')}</p>
      {/* A plain link: /onboarding/property is the onboarding feature's route. */}
      <a href="/onboarding/property" className={buttonClass('primary')}>
        {t('ownerStays.noRooms.cta')}
      </a>
    </Card>
  );
}
