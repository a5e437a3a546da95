import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { FeedbackPanel } from './feedback-panel';
import { OverviewPanel } from './overview-panel';
import { ReservationsPanel } from './reservations-panel';
import { RESTAURANT_VIEWS, type PanelProps, type RestaurantView } from './search';
import { SettingsPanel } from './settings-panel';

const LABEL: Record<RestaurantView, MessageKey> = {
  overview: 'owner.overview',
  reservations: 'owner.reservations',
  feedback: 'owner.feedback',
  settings: 'owner.settings',
};

/** The Restaurant tab (SPEC §2): sub-tabs Overview, Reservations, Feedback, Settings; the sub-tab lives in the URL. */
export function RestaurantTab(props: PanelProps) {
  const { t } = useI18n();
  const view = props.search.view ?? 'overview';
  return (
    <div>
      <nav aria-label={t('owner.tabRestaurant')} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex min-w-max gap-1 border-b border-border">
          {RESTAURANT_VIEWS.map((key) => (
            <li key={key}>
              <button
                type="button"
                aria-current={view === key ? 'page' : undefined}
                onClick={() => props.setSearch({ view: key })}
                className={cn(
                  'h-11 border-b-2 px-2.5 text-sm font-medium sm:px-4 sm:text-base',
                  view === key ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {t(LABEL[key])}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {view === 'overview' && <OverviewPanel {...props} />}
        {view === 'reservations' && <ReservationsPanel {...props} />}
        {view === 'feedback' && <FeedbackPanel {...props} />}
        {view === 'settings' && <SettingsPanel {...props} />}
      </div>
    </div>
  );
}
