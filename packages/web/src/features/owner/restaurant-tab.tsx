import { QueryBoundary } from '../../components/query-boundary';
import { Tabs } from '../../components/tabs';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { FeedbackPanel } from './feedback-panel';
import { OverviewPanel } from './overview-panel';
import { ReservationsPanel } from './reservations-panel';
import { restaurantViews, viewOf, type PanelProps, type RestaurantView } from './search';
import { DINING_PUSH_KINDS } from '@tablestay/core/push/kinds';
import { PushSettingsCard } from './push-settings';
import { useVenueRole } from './role';
import { SettingsPanel } from './settings-panel';

const LABEL: Record<RestaurantView, MessageKey> = {
  overview: 'owner.overview',
  reservations: 'owner.reservations',
  feedback: 'owner.feedback',
  settings: 'owner.settings',
};

/** The Restaurant tab (SPEC §2): sub-tabs Overview, Reservations, Feedback, Settings; the sub-tab lives in the URL. */
export function RestaurantTab(props: PanelProps) {
  const { t, tm } = useI18n();
  // A host sees the door's sub-tabs only (ADR 127), and this device's notifications beside them (Settings is a manager's).
  const role = useVenueRole();
  const views = restaurantViews(role);
  const view = viewOf(views, props.search.view);
  return (
    <Tabs
      label={t('owner.tabRestaurant')}
      variant="line"
      items={views.map((key) => ({ value: key, label: t(LABEL[key]) }))}
      value={view}
      onChange={(key) => props.setSearch({ view: key })}
      panelClassName="mt-6"
    >
      <QueryBoundary key={view} title={tm('Failed to load dashboard data')}>
        {view === 'overview' && <OverviewPanel {...props} />}
        {view === 'reservations' && <ReservationsPanel {...props} />}
        {view === 'feedback' && <FeedbackPanel {...props} />}
        {view === 'settings' && <SettingsPanel {...props} />}
      </QueryBoundary>
      {role === 'host' && !props.readOnly && (
        <div className="mt-6">
          <PushSettingsCard venueId={props.venue.id} kinds={DINING_PUSH_KINDS} />
        </div>
      )}
    </Tabs>
  );
}
