import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Leaf, Search, UtensilsCrossed } from 'lucide-react';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { pluralKey, RESTAURANT_COUNT } from './plural';
import { RestaurantCard } from './restaurant-card';

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
        <button
          type="button"
          role="switch"
          aria-checked={vegOnly}
          onClick={() => void navigate({ to: '/dining', search: vegOnly ? {} : { veg: 1 }, replace: true })}
          className={cn(
            'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors',
            vegOnly ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-border bg-card hover:bg-muted',
          )}
        >
          <Leaf aria-hidden className="size-4" /> {t('discovery.browse.vegOnly')}
        </button>
        {list.isSuccess && (
          <p aria-live="polite" className="text-sm text-muted-foreground">{t(pluralKey(locale, list.data.length, RESTAURANT_COUNT), { count: list.data.length })}</p>
        )}
      </div>

      {list.isPending && (
        <div role="status" aria-label={t('common.loading')} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <div key={i} className="h-80 animate-pulse rounded-2xl bg-muted" />
          ))}
        </div>
      )}
      {list.isError && (
        <Card role="alert" className="mt-6 flex flex-col items-start gap-3">
          <p>{tm('Failed to load restaurants.')}</p>
          <Button variant="outline" onClick={() => list.refetch()}>{t('common.retry')}</Button>
        </Card>
      )}
      {list.isSuccess && list.data.length === 0 && (
        <Card className="mt-6 flex flex-col items-center gap-3 text-center text-muted-foreground">
          <UtensilsCrossed aria-hidden className="size-8 text-primary" />
          <p>{vegOnly ? t('discovery.browse.emptyVeg') : t('discovery.browse.empty')}</p>
        </Card>
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
