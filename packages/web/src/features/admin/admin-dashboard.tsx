import { useSuspenseQuery } from '@tanstack/react-query';
import { BedDouble, Star, Users, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { Tabs } from '../../components/tabs';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import type { AdminAccommodation, AdminOwner, AdminRestaurant } from '@tablestay/core/admin/schema';
import { trpc } from '../../trpc';
import { NavLink } from '../layout/nav-link';
import { Stat } from '../owner/parts';
import { ADMIN_VIEWS, viewOf, type AdminView, type DashboardSearch } from '../owner/search';
import type { RouterContext } from '../../routes/__root';
import { dateColumn, FIRST_PAGE, nameColumn, PagedTable } from './list-parts';
import { ViewingAsDialog, type Viewing } from './viewing-as';

const TAB_LABEL: Record<AdminView, MessageKey> = { owners: 'admin.tabOwners', restaurants: 'admin.tabRestaurants', accommodations: 'admin.tabAccommodations' };

/** The admin dashboard's loader (ADR 106): the counters and the first page of the section the URL opens. */
export async function loadAdmin({ queryClient, trpc: api }: RouterContext, search: DashboardSearch) {
  const view = viewOf(ADMIN_VIEWS, search.view);
  const first =
    view === 'owners'
      ? queryClient.ensureQueryData(api.admin.owners.queryOptions(FIRST_PAGE))
      : view === 'restaurants'
        ? queryClient.ensureQueryData(api.admin.restaurants.queryOptions(FIRST_PAGE))
        : queryClient.ensureQueryData(api.admin.accommodations.queryOptions(FIRST_PAGE));
  await Promise.all([queryClient.ensureQueryData(api.admin.counters.queryOptions()), first]);
}

/** The admin dashboard (SPEC §2, ADR 073): counters, then Owners, Restaurants and Accommodations (the URL's `?view=`). */
export function AdminDashboard({ search, setSearch }: { search: DashboardSearch; setSearch: (patch: Partial<DashboardSearch>) => void }) {
  const { t } = useI18n();
  const tab = viewOf(ADMIN_VIEWS, search.view);
  const counters = useSuspenseQuery(trpc.admin.counters.queryOptions()).data;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">{t('admin.title')}</h1>
        <NavLink to="/admin/featured-listings" className={buttonClass('outline')}>
          <Star aria-hidden className="size-4" /> {t('admin.featuredLink')}
        </NavLink>
      </header>
      <div className="mt-6 grid gap-3 sm:grid-cols-3">
        <Stat label={t('admin.totalOwners')} value={counters.totalOwners} icon={<Users aria-hidden className="size-5" />} />
        <Stat label={t('admin.totalRestaurants')} value={counters.totalRestaurants} icon={<UtensilsCrossed aria-hidden className="size-5" />} />
        <Stat label={t('admin.totalAccommodations')} value={counters.totalAccommodations} icon={<BedDouble aria-hidden className="size-5" />} />
      </div>
      <div className="mt-6">
        <Tabs
          label={t('admin.sections')}
          items={ADMIN_VIEWS.map((key) => ({ value: key, label: t(TAB_LABEL[key]) }))}
          value={tab}
          onChange={(view) => setSearch({ view })}
          listClassName="sm:inline-flex sm:w-[32rem]"
          panelClassName="mt-4"
        >
          {tab === 'owners' && <OwnersTab />}
          {tab === 'restaurants' && <RestaurantsTab />}
          {tab === 'accommodations' && <AccommodationsTab />}
        </Tabs>
      </div>
    </section>
  );
}

function OwnersTab() {
  const { t, formatDate } = useI18n();
  const [viewing, setViewing] = useState<Viewing | null>(null);
  return (
    <>
      <PagedTable
        label={t('admin.tabOwners')}
        searchLabel={t('admin.searchOwners')}
        query={(input) => trpc.admin.owners.queryOptions(input)}
        columns={[
          nameColumn(t('admin.name'), (o: AdminOwner) => o.email, { anywhere: true }),
          { header: t('admin.email'), wide: true, render: (o) => <span className="wrap-anywhere">{o.email}</span> },
          dateColumn(t('admin.registered'), (o: AdminOwner) => o.registeredAt, formatDate, true),
          { header: t('admin.restaurantCount'), render: (o) => o.restaurantCount },
          {
            header: t('admin.actions'),
            render: (o) => (
              <div className="flex flex-wrap gap-1">
                <Button size="sm" variant="outline" onClick={() => setViewing({ ownerId: o.id, name: o.name || o.email, tab: 'restaurant' })}>
                  {t('admin.viewRestaurant')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setViewing({ ownerId: o.id, name: o.name || o.email, tab: 'stays' })}>
                  {t('admin.viewStays')}
                </Button>
              </div>
            ),
          },
        ]}
      />
      <ViewingAsDialog viewing={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

function RestaurantsTab() {
  const { t, tl, formatDate } = useI18n();
  return (
    <PagedTable
      label={t('admin.tabRestaurants')}
      searchLabel={t('admin.searchVenues')}
      query={(input) => trpc.admin.restaurants.queryOptions(input)}
      columns={[
        nameColumn(t('admin.name'), (r: AdminRestaurant) => r.address),
        { header: t('admin.cuisine'), render: (r) => (r.cuisine ? tl(r.cuisine) : '—') },
        { header: t('admin.address'), wide: true, render: (r) => r.address },
        { header: t('admin.tables'), render: (r) => r.tables },
        dateColumn(t('admin.created'), (r: AdminRestaurant) => r.createdAt, formatDate, true),
      ]}
    />
  );
}

function AccommodationsTab() {
  const { t, formatDate } = useI18n();
  return (
    <PagedTable
      label={t('admin.tabAccommodations')}
      searchLabel={t('admin.searchVenues')}
      query={(input) => trpc.admin.accommodations.queryOptions(input)}
      columns={[
        nameColumn(t('admin.name'), (r: AdminAccommodation) => r.address),
        { header: t('admin.address'), wide: true, render: (r) => r.address },
        { header: t('admin.rooms'), render: (r) => r.rooms },
        dateColumn(t('admin.created'), (r: AdminAccommodation) => r.createdAt, formatDate),
      ]}
    />
  );
}
