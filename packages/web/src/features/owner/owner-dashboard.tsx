import { Link } from '@tanstack/react-router';
import { MapPin, UserRoundCog, Users } from 'lucide-react';
import type { PlanProduct } from '@tablestay/core/billing/plans';
import { Tabs } from '../../components/tabs';
import { Button, buttonClass } from '../../components/ui/button';
import { useSignOut } from '../auth/sign-out';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { PlanRequired } from '../billing/plan-offer';
import { OwnerJoinLinks } from '../shared/owner-join-links';
import { OwnerStaysTab } from '../owner-stays/stays-tab';
import { useInstallableConsole } from './install';
import { LiveVenue } from './live';
import { OfflineNotice } from './offline-notice';
import { OfflineQueue } from './offline-queue';
import { RestaurantTab } from './restaurant-tab';
import { VenueRoleProvider } from './role';
import type { DashboardSearch, OwnerTab, OwnerVenue } from './search';
import { chosenVenue, openingTab, venueForTab } from './venue-choice';

interface Props {
  venues: readonly OwnerVenue[];
  search: DashboardSearch;
  setSearch: (patch: Partial<DashboardSearch>) => void;
  /** The owner's active plans: a tab they do not unlock shows its plan's offer (ADR 104). */
  plans?: readonly { product: PlanProduct }[];
  /** An admin viewing someone's venue: every action hidden (the API refuses them anyway), no plan needed. */
  readOnly?: boolean;
}

/** The owner dashboard (SPEC §2): venue header, a switcher when there are several, top tabs Restaurant and Stays. */
export function OwnerDashboard({ venues, search, setSearch: setRouteSearch, plans = [], readOnly = false }: Props) {
  const { t } = useI18n();
  // Moving on (another day, tab or venue) leaves the booking a notification opened (ADR 119).
  const setSearch = (patch: Partial<DashboardSearch>) => setRouteSearch({ booking: undefined, ...patch });
  useInstallableConsole();
  const switchUser = useSignOut({ to: '/auth?redirect=%2Fdashboard' });
  if (venues.length === 0) {
    return (
      <section className="mx-auto w-full max-w-5xl px-4 py-8">
        <Card className="flex flex-col items-center gap-4 text-center">
          <p>{t('owner.noVenues')}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <OwnerJoinLinks restaurant={t('owner.addRestaurant')} property={t('owner.addProperty')} />
          </div>
        </Card>
      </section>
    );
  }
  const venue = chosenVenue(venues, search.venue, search.tab)!;
  const tab: OwnerTab = openingTab(venue, search.tab);
  // Staff work under the venue owner's plans and their own role there (ADR 127); an admin reads as the owner.
  const role = venue.role ?? 'owner';
  const venuePlans = venue.plans ?? plans;
  const ownsAny = !readOnly && venues.some((v) => v.role === 'owner');

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="font-display text-2xl font-bold break-words sm:text-3xl">{venue.name}</h1>
          <p className="flex items-center gap-1 text-muted-foreground">
            <MapPin aria-hidden className="size-4 shrink-0" /> <span className="break-words">{venue.address}</span>
          </p>
          {readOnly && <p className="mt-1 text-sm font-medium text-primary">{t('owner.viewing')}</p>}
          {role !== 'owner' && (
            <p className="mt-1 text-sm font-medium text-primary" data-testid="staff-role">
              {t(role === 'host' ? 'owner.staffHost' : 'owner.staffManager')}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-x-4">
            {ownsAny && (
              <Link to="/dashboard/staff" className={cn(buttonClass('link', 'md'), 'min-h-11 px-0')}>
                <Users aria-hidden className="size-4" /> {t('owner.staffLink')}
              </Link>
            )}
            {/* A shared tablet (ADR 127): the next person signs in here; nothing of this one's stays. */}
            {!readOnly && (
              <Button variant="link" className="min-h-11 px-0" disabled={switchUser.isPending} onClick={() => switchUser.mutate()}>
                <UserRoundCog aria-hidden className="size-4" /> {t('owner.switchUser')}
              </Button>
            )}
          </div>
        </div>
        {venues.length > 1 && (
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('owner.switchVenue')}
            <select
              className="h-11 rounded-lg border border-border bg-card px-3 text-base"
              value={venue.id}
              onChange={(e) => setSearch({ venue: e.target.value, tab: undefined, view: undefined, date: undefined, month: undefined })}
            >
              {venues.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </header>

      <VenueRoleProvider role={role}>
        <div className="mt-6">
          <OfflineNotice />
          {!readOnly && <OfflineQueue venueId={venue.id} />}
          <LiveVenue venueId={venue.id} opened={search.booking}>
            <Tabs
              label={t('owner.venue')}
              items={(['restaurant', 'stays'] as const).map((key) => ({
                value: key,
                label: t(key === 'restaurant' ? 'owner.tabRestaurant' : 'owner.tabStays'),
              }))}
              value={tab}
              onChange={(key) => {
                const next = venueForTab(venues, venue, key);
                setSearch({ tab: key, view: undefined, ...(next.id === venue.id ? {} : { venue: next.id, date: undefined, month: undefined }) });
              }}
              listClassName="sm:inline-flex sm:w-80"
              panelClassName="mt-6"
            >
              {tab === 'restaurant' ? (
                <PlanRequired capability="restaurant_dashboard" plans={venuePlans} exempt={readOnly}>
                  <RestaurantTab key={venue.id} venue={venue} search={search} setSearch={setSearch} readOnly={readOnly} />
                </PlanRequired>
              ) : (
                <PlanRequired capability="stays_dashboard" plans={venuePlans} exempt={readOnly}>
                  <OwnerStaysTab
                    key={venue.id}
                    venueId={venue.id}
                    view={search.view}
                    booking={search.booking}
                    setView={(view) => setSearch({ view })}
                    readOnly={readOnly}
                  />
                </PlanRequired>
              )}
            </Tabs>
          </LiveVenue>
        </div>
      </VenueRoleProvider>
    </section>
  );
}
