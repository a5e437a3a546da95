import { useState } from 'react';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { BookingsPanel } from './bookings';
import { OverviewPanel } from './overview';
import { ReviewsPanel } from './reviews';
import { SettingsPanel } from './settings';

const TABS = ['overview', 'bookings', 'reviews', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * The owner dashboard's Stays tab (SPEC §2, ADR 065, 066): Overview, Bookings, Reviews, Settings for
 * one venue. `readOnly` (an admin viewing an owner's dashboard) hides every action; the server
 * refuses writes to anyone but the owner anyway.
 */
export function OwnerStaysTab({ venueId, readOnly = false }: { venueId: string; readOnly?: boolean }) {
  const { t } = useI18n();
  const [tab, setTab] = useState<Tab>('overview');
  return (
    <div className="flex flex-col gap-4" data-testid="owner-stays">
      <div role="tablist" aria-label={t('ownerStays.title')} className="flex gap-1 overflow-x-auto rounded-xl bg-muted p-1">
        {TABS.map((id) => (
          <button
            key={id}
            id={`stays-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`stays-panel-${id}`}
            onClick={() => setTab(id)}
            className={cn(
              'h-11 min-w-fit flex-1 rounded-lg px-3 text-sm font-medium transition-colors',
              tab === id ? 'bg-card shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`ownerStays.tab.${id}` as MessageKey)}
          </button>
        ))}
      </div>
      {readOnly && <p className="rounded-lg bg-muted px-3 py-2 text-sm">{t('ownerStays.readOnly')}</p>}
      <div role="tabpanel" id={`stays-panel-${tab}`} aria-labelledby={`stays-tab-${tab}`}>
        {tab === 'overview' && <OverviewPanel venueId={venueId} readOnly={readOnly} />}
        {tab === 'bookings' && <BookingsPanel venueId={venueId} readOnly={readOnly} />}
        {tab === 'reviews' && <ReviewsPanel venueId={venueId} />}
        {tab === 'settings' && <SettingsPanel venueId={venueId} readOnly={readOnly} />}
      </div>
    </div>
  );
}
