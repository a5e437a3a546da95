import { useQueries, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { PROPERTY_NOT_FOUND } from '@tablestay/core/stay/schema';
import { ArrowLeft, BedDouble, Users } from 'lucide-react';
import { RouteError } from '../../components/load-error';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { count } from '@tablestay/core/i18n/format';
import { formatEur, toCents } from '@tablestay/core/money';
import { useI18n } from '../../i18n';
import { errorCode, isInvalidInput, trpc } from '../../trpc';
import { pluralKey } from '../discovery/plural';
import { RatingSummary } from '../reviews/rating-summary';
import { VenueReviews } from '../reviews/venue-reviews';
import {
  DepositNote,
  LocationCard,
  PhotoGallery,
  VenueNotFound,
  VenueSkeleton,
  venueMapQuery,
  type GalleryKeys,
  type LocationKeys,
} from '../shared/venue-page';
import { AmenityList } from './amenities';
import { NIGHT_FORMS } from './format';
import { FromPrice } from './property-card';
import { GUEST_FORMS, StaySearchForm } from './search-form';
import type { PropertySearch } from './search';
import { bookLink } from './search-query';
import type { StayDetail } from './types';

const GALLERY_KEYS: GalleryKeys = { photoAlt: 'stays.venue.photoAlt', photos: 'stays.venue.photos', showPhoto: 'stays.venue.showPhoto' };
const LOCATION_KEYS: LocationKeys = { title: 'stays.venue.location', openMaps: 'stays.openMaps', newTab: 'stays.newTab', mapTitle: 'stays.mapTitle' };

export function isStayNotFound(error: unknown): boolean {
  return errorCode(error) === 'stay.not_found' || isInvalidInput(error);
}

/** SPEC §2 / ADR 019: /stays/{id}. The loader has the property in the cache before this renders. */
export function PropertyPage({ id, search }: { id: string; search: PropertySearch }) {
  const { data: s } = useSuspenseQuery(trpc.stay.byId.queryOptions({ id }));
  const { t, locale } = useI18n();
  const rooms = s.roomTypes.filter((r) => r.active);
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-6 md:py-8">
      <Link to="/stays/find" className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-primary">
        <ArrowLeft aria-hidden className="size-4" /> {t('stays.venue.back')}
      </Link>

      <PhotoGallery name={s.name} photos={s.photos} seed={s.id} kind="Stay" keys={GALLERY_KEYS} />

      <header className="mt-6 flex flex-col gap-2">
        <h1 className="font-display text-3xl font-bold md:text-4xl">{s.name}</h1>
        {s.city && <p className="text-lg text-muted-foreground">{s.city}</p>}
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <RatingSummary rating={s.rating} size="lg" />
          <FromPrice price={s.fromPrice} />
        </div>
      </header>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <h2 className="font-display text-xl font-semibold">{t('stays.venue.about')}</h2>
            <p className="mt-2 whitespace-pre-line leading-relaxed">{s.description || t('stays.venue.noDescription')}</p>
            <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t('stays.amenity.label')}</h3>
            <div className="mt-3">
              <AmenityList amenities={s.amenities} pets={s.pets_allowed} />
            </div>
          </Card>
          <RoomsCard stay={s} rooms={rooms} search={search} />
          <VenueReviews venueId={s.id} kind="stay" />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <DepositNote title={t('stays.venue.depositTitle')} text={t('stays.venue.depositText', { amount: formatEur(locale, toCents(s.deposit_eur)) })} />
          <LocationCard name={s.name} address={s.address} mapQuery={venueMapQuery(s)} className="p-5" keys={LOCATION_KEYS} />
        </div>
      </div>
    </article>
  );
}

function RoomsCard({ stay: s, rooms, search }: { stay: StayDetail; rooms: StayDetail['roomTypes']; search: PropertySearch }) {
  const { t, tr, locale } = useI18n();
  const navigate = useNavigate();
  const { check_in, check_out } = search;
  const guests = search.guests != null && search.guests >= 1 && search.guests <= 6 ? search.guests : 2;
  const dated = Boolean(check_in && check_out && check_out > check_in);
  const fits = rooms.filter((r) => r.capacity >= guests);
  // One quote per room type that takes the guests: is a room free every night, and the total.
  const quotes = useQueries({
    queries: fits.map((r) => ({
      ...trpc.stay.quote.queryOptions({ propertyId: s.id, roomTypeId: r.id, checkIn: check_in ?? '', checkOut: check_out ?? '', guests }),
      enabled: dated,
      retry: false,
    })),
  });
  const quoteFor = (roomTypeId: string) => {
    const i = fits.findIndex((r) => r.id === roomTypeId);
    return i === -1 ? undefined : quotes[i];
  };

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="font-display text-xl font-semibold">{t('stays.venue.rooms')}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('stays.venue.roomsText')}</p>
      <StaySearchForm
        key={`${check_in ?? ''}|${check_out ?? ''}|${guests}`}
        className="mt-4"
        initial={{ checkIn: check_in, checkOut: check_out, guests }}
        withLocation={false}
        label={t('stays.venue.checkLabel', { name: s.name })}
        submitLabel={t('stays.venue.check')}
        onSubmit={(v) =>
          void navigate({
            to: '/stays/$id',
            params: { id: s.id },
            search: { check_in: v.checkIn, check_out: v.checkOut, guests: v.guests },
            replace: true,
            resetScroll: false,
          })
        }
      />
      {rooms.length === 0 ? (
        <p className="mt-4 text-muted-foreground">{t('stays.venue.noRooms')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-border" aria-live="polite">
          {rooms.map((r) => {
            const quote = quoteFor(r.id);
            return (
              <li key={r.id} data-testid="room-type" className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex items-start gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
                    <BedDouble aria-hidden className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold">{tr(r)}</h3>
                    <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
                      <span className="inline-flex items-center gap-1">
                        <Users aria-hidden className="size-3.5" />
                        {count(locale, 'upToGuests', r.capacity)}
                      </span>
                      <span>{t('stays.pricePerNight', { price: formatEur(locale, toCents(r.pricePerNight), { whole: true }) })}</span>
                    </p>
                  </div>
                </div>
                {dated && (
                  <div className="flex items-center justify-between gap-4 sm:justify-end">
                    {!quote ? (
                      <p className="text-sm text-muted-foreground">
                        {t('stays.venue.tooSmall', { guests: t(pluralKey(locale, guests, GUEST_FORMS), { n: guests }) })}
                      </p>
                    ) : quote.isPending ? (
                      <p className="text-sm text-muted-foreground">{t('common.loading')}</p>
                    ) : quote.isError || !quote.data ? (
                      <p className="text-sm text-muted-foreground">{t('stays.venue.unavailable')}</p>
                    ) : quote.data.available ? (
                      <>
                        <p className="text-right">
                          <span className="block text-lg font-semibold">{formatEur(locale, toCents(quote.data.total), { whole: true })}</span>
                          <span className="block text-xs text-muted-foreground">
                            {t('stays.totalFor', { nights: t(pluralKey(locale, quote.data.nights, NIGHT_FORMS), { n: quote.data.nights }) })}
                          </span>
                        </p>
                        <Link
                          to="/stays/book"
                          search={bookLink({ propertyId: s.id, roomTypeId: r.id, checkIn: check_in!, checkOut: check_out!, guests })}
                          className={buttonClass('primary', 'md', 'shrink-0')}
                          aria-label={t('stays.bookAria', { room: r.name, name: s.name })}
                        >
                          {t('stays.book')}
                        </Link>
                      </>
                    ) : (
                      <p className="text-sm font-medium text-destructive">{t('stays.venue.soldOut')}</p>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

export function StayNotFound() {
  const { t, tm } = useI18n();
  return (
    <VenueNotFound
      title={tm(PROPERTY_NOT_FOUND)}
      text={t('stays.venue.notFoundText')}
      links={[
        { to: '/stays/find', label: t('stays.venue.browse') },
        { to: '/', label: t('notFound.home') },
      ]}
    />
  );
}

export function StayLoadError({ error }: { error: unknown }) {
  const { t } = useI18n();
  return <RouteError error={error} title={t('stays.venue.loadFailed')} />;
}

export const StaySkeleton = VenueSkeleton;
