import { PushSettingsCard } from '../owner/push-settings';
import { useVenueRole } from '../owner/role';
import { QueryBoundary } from '../../components/query-boundary';
import { Tabs } from '../../components/tabs';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { staysViews, viewOf, type StaysView } from '../owner/search';
import { BookingsPanel } from './bookings';
import { ChannelConflicts } from './channel-conflicts';
import { OverviewPanel } from './overview';
import { ReviewsPanel } from './reviews';
import { SettingsPanel } from './settings';

/**
 * The owner dashboard's Stays tab (SPEC §2, ADR 065, 066): Overview, Bookings, Reviews, Settings for
 * one venue; the open tab is the page's `?view=` (so a reload keeps it), like the Restaurant tab's.
 * `readOnly` (an admin viewing an owner's dashboard) hides every action; the server refuses writes
 * to anyone but the owner anyway.
 */
export function OwnerStaysTab({
  venueId,
  view: viewParam,
  booking,
  setView,
  readOnly = false,
}: {
  venueId: string;
  view: string | undefined;
  /** The booking a notification's link opened: the Bookings list opens on its page. */
  booking?: string;
  setView: (view: StaysView) => void;
  readOnly?: boolean;
}) {
  const { t } = useI18n();
  // A host sees the front desk's sub-tabs only (ADR 127), and this device's notifications beside them.
  const role = useVenueRole();
  const views = staysViews(role);
  const view = viewOf(views, viewParam);
  return (
    <div className="flex flex-col gap-4" data-testid="owner-stays">
      {readOnly && <p className="rounded-lg bg-muted px-3 py-2 text-sm">{t('ownerStays.readOnly')}</p>}
      <ChannelConflicts venueId={venueId} />
      <Tabs
        label={t('ownerStays.title')}
        items={views.map((id) => ({ value: id, label: t(`ownerStays.tab.${id}` as MessageKey) }))}
        value={view}
        onChange={setView}
        panelClassName="mt-4"
      >
        <QueryBoundary key={view} title={t('ownerStays.failed')}>
          {view === 'overview' && <OverviewPanel venueId={venueId} readOnly={readOnly} />}
          {view === 'bookings' && <BookingsPanel venueId={venueId} booking={booking} readOnly={readOnly} />}
          {view === 'reviews' && <ReviewsPanel venueId={venueId} />}
          {view === 'settings' && <SettingsPanel venueId={venueId} readOnly={readOnly} />}
        </QueryBoundary>
      </Tabs>
      {role === 'host' && !readOnly && <PushSettingsCard venueId={venueId} />}
    </div>
  );
}
