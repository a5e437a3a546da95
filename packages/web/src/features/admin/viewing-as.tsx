import { useSuspenseQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { sellsRooms, sellsTables } from '@tablestay/core/restaurant/venue-kind';
import { buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { OwnerDashboard } from '../owner/owner-dashboard';
import { QueryBoundary } from '../../components/query-boundary';
import type { DashboardSearch, OwnerTab, OwnerVenue } from '../owner/search';

export interface Viewing {
  ownerId: string;
  name: string;
  tab: OwnerTab;
}

/**
 * "Viewing as {owner}" (SPEC §2, ADR 073): the owner's own dashboard components, read-only. The
 * reads go through ownerDining/ownerStays, where requireVenue lets an admin read any venue and
 * refuses every write; readOnly hides the actions so the admin is never offered one.
 */
export function ViewingAsDialog({ viewing, onClose }: { viewing: Viewing | null; onClose: () => void }) {
  const { t, tm } = useI18n();
  return (
    <Dialog.Root open={viewing !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-2 z-50 flex flex-col overflow-hidden rounded-2xl bg-background shadow-xl sm:inset-6">
          <div className="flex items-start justify-between gap-2 border-b border-border p-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold break-words">{t('admin.viewingAs', { name: viewing?.name ?? '' })}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted-foreground">{t('admin.viewingAsHint')}</Dialog.Description>
            </div>
            <Dialog.Close className={buttonClass('ghost', 'sm')} aria-label={t('common.close')}>
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto">
            {viewing && (
              <QueryBoundary key={`${viewing.ownerId}-${viewing.tab}`} title={tm('Failed to load dashboard data')}>
                <OwnerView viewing={viewing} />
              </QueryBoundary>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function OwnerView({ viewing }: { viewing: Viewing }) {
  const view = useSuspenseQuery(trpc.admin.ownerView.queryOptions({ ownerId: viewing.ownerId }));
  // The dialog keeps its own venue/tab state: the admin's URL stays the admin dashboard's.
  const [search, setSearchState] = useState<DashboardSearch>({ tab: viewing.tab });
  const venues = view.data.venues;
  // The first venue selling the tab's side (the core rule, restaurant/venue-kind.ts). A side, not OwnedVenue.kind:
  // a venue with tables and rooms is a property by kind yet opens under Restaurant too.
  const sells =
    viewing.tab === 'stays' ? (v: OwnerVenue) => sellsRooms({ total_rooms: v.totalRooms }) : (v: OwnerVenue) => sellsTables({ total_tables: v.totalTables });
  const first = venues.find(sells) ?? venues[0];
  const current = { ...search, venue: search.venue ?? first?.id };
  return <OwnerDashboard venues={venues} search={current} setSearch={(patch) => setSearchState((prev) => ({ ...prev, ...patch }))} readOnly />;
}
