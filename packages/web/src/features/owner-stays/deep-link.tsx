import { VenueRoleProvider } from '../owner/role';
import { useSuspenseQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { PlanRequired } from '../billing/plan-offer';
import type { StaysView } from '../owner/search';
import { useInstallableConsole } from '../owner/install';
import { LiveVenue } from '../owner/live';
import { OfflineNotice } from '../owner/offline-notice';
import { OfflineQueue } from '../owner/offline-queue';
import { staysVenue } from '../owner/venue-choice';
import { OwnerStaysTab } from './stays-tab';

/**
 * The Stays tab without the dashboard shell: the venue from `?venue=`, else the owner's first
 * property (or first venue). An admin may open any venue, read-only.
 */
export function StaysDeepLink({
  venue,
  view,
  booking,
  setView,
}: {
  venue?: string;
  view?: StaysView;
  /** The booking a notification's link opened (ADR 119): shown highlighted on its page. */
  booking?: string;
  setView: (view: StaysView) => void;
}) {
  const { t } = useI18n();
  useInstallableConsole();
  const me = useSuspenseQuery(trpc.account.me.queryOptions());
  const home = useSuspenseQuery(trpc.owner.home.queryOptions());
  const venues = home.data.venues;
  const { chosen, venueId } = staysVenue(venues, venue);
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6">
      <h1 className="font-display text-2xl font-bold break-words">{chosen?.name ?? t('ownerStays.title')}</h1>
      {chosen && (
        <p className="mt-1 inline-flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin aria-hidden className="size-4" />
          {chosen.address}
        </p>
      )}
      <div className="mt-4">
        <OfflineNotice />
        {venueId ? (
          // The Stays plan's tab: an owner without it sees the plan's offer (ADR 104).
          <PlanRequired capability="stays_dashboard" plans={chosen?.plans ?? home.data.plans} exempt={me.data?.role === 'admin'}>
            {me.data?.role !== 'admin' && <OfflineQueue venueId={venueId} />}
            <VenueRoleProvider role={chosen?.role ?? 'owner'}>
              <LiveVenue venueId={venueId} opened={booking}>
                <OwnerStaysTab venueId={venueId} view={view} booking={booking} setView={setView} readOnly={me.data?.role === 'admin'} />
              </LiveVenue>
            </VenueRoleProvider>
          </PlanRequired>
        ) : (
          <p className="text-muted-foreground">{t('ownerStays.noVenue')}</p>
        )}
      </div>
    </section>
  );
}
