import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Leaf, Search, UtensilsCrossed } from 'lucide-react';
import { LoadError } from '../../components/load-error';
import { buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { pluralKey, RESTAURANT_COUNT } from './plural';
import { RestaurantCard } from './restaurant-card';
import { CardGridSkeleton, FilterSwitch, ListCount, ListEmpty } from '../shared/list-parts';

/** SPEC §2 restaurants browse page: the list with a veg-friendly filter (?veg=1). */
export function DiningPage({ vegOnly }: { vegOnly: boolean }) {
  const { t, tm, locale } = useI18n();
  const navigate = useNavigate();
  const list = useQuery(trpc.restaurant.list.queryOptions({ vegOnly }));

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold">{t('discovery.browse.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('discovery.browse.subtitle')}</p>
        </div>
        <Link to="/find" className={buttonClass('outline', 'sm')}>
          <Search aria-hidden className="size-4" /> {t('discovery.browse.search')}
        </Link>
      </div>

      <div className="mt-6 flex items-center gap-3">
        <FilterSwitch
          checked={vegOnly}
          onToggle={() => void navigate({ to: '/dining', search: vegOnly ? {} : { veg: 1 }, replace: true })}
          icon={Leaf}
          label={t('discovery.browse.vegOnly')}
          onClassName="border-emerald-700 bg-emerald-700 text-white"
        />
        {list.isSuccess && <ListCount text={t(pluralKey(locale, list.data.length, RESTAURANT_COUNT), { count: list.data.length })} />}
      </div>

      {list.isPending && <CardGridSkeleton count={6} />}
      {list.isError && (
        <div className="mt-6">
          <LoadError title={tm('Failed to load restaurants.')} error={list.error} retry={() => void list.refetch()} />
        </div>
      )}
      {list.isSuccess && list.data.length === 0 && (
        <ListEmpty icon={UtensilsCrossed} text={vegOnly ? t('discovery.browse.emptyVeg') : t('discovery.browse.empty')} />
      )}
      {list.isSuccess && list.data.length > 0 && (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.map((r) => (
            <li key={r.id}>
              <RestaurantCard restaurant={r} variant="browse" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
