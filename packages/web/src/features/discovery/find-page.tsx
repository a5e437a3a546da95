import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ExternalLink, MapPin, Navigation, Search, UtensilsCrossed } from 'lucide-react';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { useI18n } from '../../i18n';
import { isNetworkError, trpc } from '../../trpc';
import { pluralKey, RESTAURANT_COUNT } from './plural';
import { RestaurantCard } from './restaurant-card';
import type { ExternalPlace } from './types';
import { lazySchema, useLazyForm, usePreloadOnFocus } from '../shared/lazy-form';
import { CardGridSkeleton } from '../shared/list-parts';
import { NearbyPlacesSection, PlaceLink, PlaceRating, PlacesOffNote, SearchMapAside } from '../shared/search-parts';

export interface FindSearch {
  location?: string;
  budget?: number;
}

/** SPEC §2 Find restaurants: /find?location&budget. */
export function FindPage({ location, budget }: FindSearch) {
  const { t } = useI18n();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold">{t('discovery.find.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('discovery.find.subtitle')}</p>
      <FindForm key={`${location ?? ''}|${budget ?? ''}`} location={location} budget={budget} />
      {location ? (
        <Results location={location} budget={budget} />
      ) : (
        <Card className="mt-8 flex flex-col items-center gap-3 text-center text-muted-foreground">
          <MapPin aria-hidden className="size-8 text-primary" />
          <p>{t('discovery.find.start')}</p>
        </Card>
      )}
    </section>
  );
}

// The schema loads on the form's first focus, not with the page (ADR 054): /find's first load has no zod (ADR 090).
const findSchema = lazySchema(() => import('@tablestay/core/restaurant/schema').then((m) => m.searchInput));

function FindForm({ location, budget }: FindSearch) {
  const { t, tm } = useI18n();
  const navigate = useNavigate();
  const form = useLazyForm(findSchema, { location: location ?? '', budget: budget === undefined ? '' : String(budget) });
  const errors = form.errors;
  const onSubmit = form.handleSubmit((values) => {
    void navigate({ to: '/find', search: { location: values.location, budget: values.budget ?? undefined } });
  });
  return (
    <form
      ref={usePreloadOnFocus(findSchema)}
      role="search"
      aria-label={t('discovery.find.title')}
      noValidate
      onSubmit={onSubmit}
      className="mt-6 grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:grid-cols-[1fr_12rem_auto] sm:items-start sm:p-5"
    >
      <Field
        label={t('discovery.find.location')}
        placeholder={t('discovery.dining.placeholder')}
        autoComplete="off"
        maxLength={200}
        error={errors.location && tm(errors.location)}
        name="location"
        value={form.values.location}
        onChange={(e) => form.set({ location: e.target.value })}
      />
      <Field
        label={t('discovery.find.budget')}
        type="number"
        inputMode="decimal"
        min={0}
        step={1}
        hint={t('discovery.find.budgetHint')}
        error={errors.budget && tm(errors.budget)}
        name="budget"
        value={form.values.budget}
        onChange={(e) => form.set({ budget: e.target.value })}
      />
      <Button type="submit" className="sm:mt-7">
        <Search aria-hidden className="size-4" /> {t('discovery.find.submit')}
      </Button>
    </form>
  );
}

function Results({ location, budget }: { location: string; budget?: number }) {
  const { t, tm, locale } = useI18n();
  const search = useQuery(trpc.restaurant.search.queryOptions({ location, budget }));

  if (search.isPending) {
    return <CardGridSkeleton count={3} margin="mt-8" />;
  }
  if (search.isError) {
    return (
      <Card role="alert" className="mt-8 flex flex-col items-start gap-3">
        <p className="font-semibold">{tm('Search failed')}</p>
        <p className="text-muted-foreground">{tm(isNetworkError(search.error) ? 'Network error' : 'Failed to load restaurants.')}</p>
        <Button variant="outline" onClick={() => search.refetch()}>
          {t('common.retry')}
        </Button>
      </Card>
    );
  }

  const { registered, external, placesEnabled } = search.data;
  const total = registered.length;
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div>
        <h2 className="text-lg font-semibold" aria-live="polite">
          {t('discovery.find.resultsFor', { location })}
          <span className="font-normal text-muted-foreground"> · {t(pluralKey(locale, total, RESTAURANT_COUNT), { count: total })}</span>
          {budget != null && <span className="font-normal text-muted-foreground"> · {t('discovery.find.withinBudget', { budget })}</span>}
        </h2>
        {total === 0 ? (
          <Card className="mt-4 flex flex-col items-start gap-3">
            <UtensilsCrossed aria-hidden className="size-8 text-primary" />
            <p className="font-semibold" data-testid="find-empty-title">
              {search.data.addressNotFound ? t('discovery.find.addressNotFound') : t('discovery.find.emptyTitle', { location })}
            </p>
            <p className="text-muted-foreground">{budget != null ? t('discovery.find.emptyBudget') : t('discovery.find.emptyText')}</p>
            <div className="flex flex-wrap gap-2">
              {budget != null && (
                <Link to="/find" search={{ location }} className={buttonClass('outline', 'sm')}>
                  {t('discovery.find.clearBudget')}
                </Link>
              )}
              <Link to="/dining" className={buttonClass('primary', 'sm')}>
                {t('discovery.find.browseAll')}
              </Link>
            </div>
          </Card>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {registered.map((r) => (
              <li key={r.id}>
                <RestaurantCard restaurant={r} variant="search" />
              </li>
            ))}
          </ul>
        )}
        <ExternalPlaces places={external} enabled={placesEnabled} failed={search.data.externalError} />
      </div>
      <SearchMapAside
        label={t('discovery.find.mapLabel')}
        query={location}
        mapTitle={t('discovery.find.mapTitle', { location })}
        openMaps={t('discovery.venue.openMaps')}
        newTab={t('discovery.venue.newTab')}
      />
    </div>
  );
}

function ExternalPlaces({ places, enabled, failed }: { places: ExternalPlace[]; enabled: boolean; failed: boolean }) {
  const { t } = useI18n();
  if (!enabled) return <PlacesOffNote text={t('discovery.find.placesOff')} />;
  return (
    <NearbyPlacesSection
      headingId="nearby-heading"
      title={t('discovery.find.nearbyTitle')}
      text={t('discovery.find.nearbyText')}
      failed={failed}
      failedText={t('discovery.find.nearbyFailed')}
      empty={places.length === 0}
      emptyText={t('discovery.find.nearbyEmpty')}
    >
      {places.map((p) => (
        <li key={p.place_id} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4">
          <h3 className="font-semibold">{p.name}</h3>
          {p.address && <p className="text-sm text-muted-foreground">{p.address}</p>}
          {p.rating != null && <PlaceRating rating={p.rating} count={p.ratings_count} />}
          <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm">
            {p.menu_url && (
              <PlaceLink href={p.menu_url}>
                {t('discovery.find.menu')} <ExternalLink aria-hidden className="size-3.5" />
              </PlaceLink>
            )}
            {p.website_url && (
              <PlaceLink href={p.website_url}>
                {t('discovery.find.website')} <ExternalLink aria-hidden className="size-3.5" />
              </PlaceLink>
            )}
            {p.google_maps_url && (
              <PlaceLink href={p.google_maps_url}>
                <Navigation aria-hidden className="size-3.5" /> {t('discovery.card.maps')}
              </PlaceLink>
            )}
          </div>
        </li>
      ))}
    </NearbyPlacesSection>
  );
}
