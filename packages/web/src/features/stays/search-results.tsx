import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BedDouble, CalendarRange, Globe, Map as MapIcon, MapPin, Navigation, Users, X } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { count } from '@tablestay/core/i18n/format';
import { formatEur, toCents } from '@tablestay/core/money';
import { useI18n } from '../../i18n';
import { isNetworkError, trpc } from '../../trpc';
import { MapEmbed } from '../discovery/map-embed';
import { pluralKey } from '../discovery/plural';
import { RatingSummary } from '../reviews/rating-summary';
import { VenueVisual } from '../discovery/venue-visual';
import { NearbyPlacesSection, PLACE_ACTION, PlaceLink, PlaceRating, PlacesOffNote, SearchMapAside } from '../shared/search-parts';
import { AmenityList } from './amenities';
import { NIGHT_FORMS, STAY_COUNT } from './format';
import { GUEST_FORMS } from './search-form';
import { bookLink, staySearchInput, type ResultsQuery } from './search-query';
import type { ExternalPlace, RoomTypeMatch, StayMatch, StaySearchResult } from './types';

/** SPEC §2 /stays with dates: each property's room types that take the guests and are free every night. */
export function SearchResults({ query, onClearRoomType }: { query: ResultsQuery; onClearRoomType: () => void }) {
  const { t, tm, te, locale, formatDate } = useI18n();
  const search = useQuery(trpc.stay.search.queryOptions(staySearchInput(query)));

  if (search.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="mt-8 grid gap-4">
        {[0, 1].map((i) => (
          <div key={i} className="h-64 animate-pulse rounded-2xl bg-muted" />
        ))}
      </div>
    );
  }
  if (search.isError) {
    // A refused search (dates, guests) carries its SPEC text; anything else is "Search failed".
    const refused = search.error.data?.httpStatus === 400;
    return (
      <Card role="alert" className="mt-8 flex flex-col items-start gap-3">
        <p className="font-semibold">{refused ? te(search.error) : tm('Search failed')}</p>
        {!refused && <p className="text-muted-foreground">{tm(isNetworkError(search.error) ? 'Network error' : 'An unexpected error occurred')}</p>}
        {!refused && (
          <Button variant="outline" onClick={() => search.refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </Card>
    );
  }

  const data = search.data;
  const range = `${formatDate(data.checkIn, { day: 'numeric', month: 'short' })} – ${formatDate(data.checkOut, { day: 'numeric', month: 'short', year: 'numeric' })}`;
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        <h2 className="text-xl font-semibold" aria-live="polite">
          {query.location ? t('stays.results.titleIn', { location: query.location }) : t('stays.results.title')}
        </h2>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <CalendarRange aria-hidden className="size-4" />
            {range}
          </span>
          <span>{t(pluralKey(locale, data.nights, NIGHT_FORMS), { n: data.nights })}</span>
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden className="size-4" />
            {t(pluralKey(locale, data.guests, GUEST_FORMS), { n: data.guests })}
          </span>
          <span>{t(pluralKey(locale, data.properties.length, STAY_COUNT), { count: data.properties.length })}</span>
        </p>
        {query.roomType && (
          <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-accent px-3 py-1 text-sm">
            {t('stays.results.roomType', { name: query.roomType })}
            <button type="button" onClick={onClearRoomType} className="rounded-full p-0.5 hover:bg-white/60" aria-label={t('stays.results.clearRoomType')}>
              <X aria-hidden className="size-4" />
            </button>
          </p>
        )}
        {data.properties.length === 0 ? (
          <Card className="mt-4 flex flex-col items-start gap-3">
            <BedDouble aria-hidden className="size-8 text-primary" />
            <p className="font-semibold">{t('stays.results.emptyTitle')}</p>
            <p className="text-muted-foreground">{t('stays.results.emptyText')}</p>
            <Link to="/stays/find" className={buttonClass('outline', 'sm')}>
              {t('stays.results.browseAll')}
            </Link>
          </Card>
        ) : (
          <ul className="mt-4 flex flex-col gap-4">
            {data.properties.map((match) => (
              <li key={match.property.id}>
                <StayResult match={match} data={data} />
              </li>
            ))}
          </ul>
        )}
        <ExternalStays places={data.external} enabled={data.placesEnabled} failed={data.externalError} />
      </div>
      {query.location && (
        <SearchMapAside
          label={t('stays.results.mapLabel')}
          className="min-w-0"
          query={query.location}
          mapTitle={t('stays.results.mapTitle', { location: query.location })}
          openMaps={t('stays.openMaps')}
          newTab={t('stays.newTab')}
        />
      )}
    </div>
  );
}

function StayResult({ match, data }: { match: StayMatch; data: StaySearchResult }) {
  const { property: p, roomTypes } = match;
  return (
    <article data-testid="stay-result" className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <div className="flex flex-col sm:flex-row">
        <div className="aspect-[5/2] shrink-0 bg-muted sm:aspect-auto sm:w-52">
          <VenueVisual src={p.photos[0]} alt="" seed={p.id} kind="Stay" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
          <h3 className="font-display text-lg font-semibold leading-snug">
            {/* The property page opens on the searched dates and guests, not on an empty check. */}
            <Link
              to="/stays/$id"
              params={{ id: p.id }}
              search={{ check_in: data.checkIn, check_out: data.checkOut, guests: data.guests }}
              className="hover:text-primary hover:underline"
            >
              {p.name}
            </Link>
          </h3>
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" /> <span>{p.address}</span>
          </p>
          <RatingSummary rating={p.rating} />
          <AmenityList amenities={p.amenities} pets={p.pets_allowed} compact limit={5} />
        </div>
      </div>
      <ul aria-label={p.name} className="divide-y divide-border border-t border-border">
        {roomTypes.map((rt) => (
          <RoomTypeRow key={rt.id} propertyId={p.id} propertyName={p.name} room={rt} data={data} />
        ))}
      </ul>
    </article>
  );
}

function RoomTypeRow({ propertyId, propertyName, room, data }: { propertyId: string; propertyName: string; room: RoomTypeMatch; data: StaySearchResult }) {
  const { t, tr, locale } = useI18n();
  return (
    <li data-testid="room-type" className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-semibold">{tr(room)}</h4>
          {room.onlyLeft != null && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300">
              {count(locale, 'roomsLeft', room.onlyLeft)}
            </span>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          {count(locale, 'upToGuests', room.capacity)} · {t('stays.pricePerNight', { price: formatEur(locale, toCents(room.pricePerNight), { whole: true }) })}
        </p>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <p className="text-right">
          <span className="block text-lg font-semibold">{formatEur(locale, toCents(room.total), { whole: true })}</span>
          <span className="block text-xs text-muted-foreground">
            {t('stays.totalFor', { nights: t(pluralKey(locale, room.nights, NIGHT_FORMS), { n: room.nights }) })}
          </span>
        </p>
        <Link
          to="/stays/book"
          search={bookLink({ propertyId, roomTypeId: room.id, checkIn: data.checkIn, checkOut: data.checkOut, guests: data.guests })}
          className={buttonClass('primary', 'md', 'shrink-0')}
          aria-label={t('stays.bookAria', { room: room.name, name: propertyName })}
        >
          {t('stays.book')}
        </Link>
      </div>
    </li>
  );
}

/** SPEC §2: nearby external lodging with website and a map toggle; a clear note without a key. */
function ExternalStays({ places, enabled, failed }: { places: ExternalPlace[]; enabled: boolean; failed: boolean }) {
  const { t } = useI18n();
  if (!enabled) return <PlacesOffNote testId="places-off" text={t('stays.external.off')} />;
  return (
    <NearbyPlacesSection
      headingId="stays-nearby-heading"
      title={t('stays.external.title')}
      text={t('stays.external.text')}
      failed={failed}
      failedText={t('stays.external.failed')}
      empty={places.length === 0}
      emptyText={t('stays.external.empty')}
    >
      {places.map((p) => (
        <li key={p.place_id}>
          <ExternalStay place={p} />
        </li>
      ))}
    </NearbyPlacesSection>
  );
}

function ExternalStay({ place: p }: { place: ExternalPlace }) {
  const { t } = useI18n();
  const [showMap, setShowMap] = useState(false);
  const mapId = `map-${p.place_id}`;
  const mapQuery = p.latitude != null && p.longitude != null ? `${p.latitude},${p.longitude}` : [p.name, p.address].filter(Boolean).join(', ');
  return (
    <div data-testid="external-stay" className="flex h-full flex-col gap-2 rounded-xl border border-border bg-card p-4">
      <h3 className="font-semibold">{p.name}</h3>
      {p.address && <p className="text-sm text-muted-foreground">{p.address}</p>}
      {p.rating != null && <PlaceRating rating={p.rating} count={p.ratings_count} />}
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-sm">
        {p.website_url && (
          <PlaceLink href={p.website_url}>
            <Globe aria-hidden className="size-3.5" /> {t('stays.external.website')}
            <span className="sr-only">{t('stays.newTab')}</span>
          </PlaceLink>
        )}
        <PlaceLink href={p.google_maps_url}>
          <Navigation aria-hidden className="size-3.5" /> {t('stays.openMaps')}
          <span className="sr-only">{t('stays.newTab')}</span>
        </PlaceLink>
        <button type="button" aria-expanded={showMap} aria-controls={mapId} onClick={() => setShowMap((v) => !v)} className={PLACE_ACTION}>
          <MapIcon aria-hidden className="size-3.5" /> {showMap ? t('stays.external.hideMap') : t('stays.external.showMap')}
        </button>
      </div>
      <div id={mapId} hidden={!showMap}>
        {showMap && <MapEmbed query={mapQuery} title={t('stays.mapTitle', { name: p.name })} />}
      </div>
    </div>
  );
}
