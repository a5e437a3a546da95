import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { weekdayNames } from '@tablestay/core/i18n/format';
import { formatEur, toCents } from '@tablestay/core/money';
import { RESTAURANT_NOT_FOUND, WEEKDAYS, type WeekHours } from '@tablestay/core/restaurant/schema';
import { wallClock, weekdayOf, isOpenAt } from '@tablestay/core/time/zone';
import { ArrowLeft, BookOpen, CalendarPlus, Clock } from 'lucide-react';
import { useState } from 'react';
import { RouteError } from '../../components/load-error';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { errorCode, isInvalidInput, trpc } from '../../trpc';
import { NavLink } from '../layout/nav-link';
import { DietaryBadges } from './dietary-badges';
import { bookSearch } from './links';
import { RatingSummary } from '../reviews/rating-summary';
import { VenueReviews } from '../reviews/venue-reviews';
import { PriceInfo } from './restaurant-card';
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

const GALLERY_KEYS: GalleryKeys = { photoAlt: 'discovery.venue.photoAlt', photos: 'discovery.venue.photos', showPhoto: 'discovery.venue.showPhoto' };
const LOCATION_KEYS: LocationKeys = {
  title: 'discovery.venue.location',
  openMaps: 'discovery.venue.openMaps',
  newTab: 'discovery.venue.newTab',
  mapTitle: 'discovery.venue.mapTitle',
};

/** A lookup that failed because there is no such venue (unknown or malformed id). */
export function isRestaurantNotFound(error: unknown): boolean {
  return errorCode(error) === 'restaurant.not_found' || errorCode(error) === 'reservation.restaurant_not_found' || isInvalidInput(error);
}

/** SPEC §2: /restaurants/{id}. The route's loader has the venue in the cache before this renders. */
export function RestaurantPage({ id }: { id: string }) {
  const { data: r } = useSuspenseQuery(trpc.restaurant.byId.queryOptions({ id }));
  const { t, tl, locale } = useI18n();
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-6 md:py-8">
      <Link to="/dining" className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-primary">
        <ArrowLeft aria-hidden className="size-4" /> {t('discovery.venue.back')}
      </Link>

      <PhotoGallery name={r.name} photos={r.photos} seed={r.id} keys={GALLERY_KEYS} />

      <header className="mt-6 flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-3xl font-bold md:text-4xl">{r.name}</h1>
          {(r.cuisine || r.city) && <p className="text-lg text-muted-foreground">{[r.cuisine && tl(r.cuisine), r.city].filter(Boolean).join(' · ')}</p>}
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <RatingSummary rating={r.rating} size="lg" />
            <PriceInfo avg={r.avg_price_eur} />
          </div>
          {r.cuisine_tags.length > 0 && (
            <ul aria-label={t('discovery.venue.tags')} className="flex flex-wrap gap-1.5">
              {r.cuisine_tags.map((tag) => (
                <li key={tag} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">
                  {tl(tag)}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row md:flex-col md:items-stretch">
          <NavLink to="/book" search={bookSearch(r.id)} className={buttonClass('primary', 'lg')}>
            <CalendarPlus aria-hidden className="size-5" /> {t('discovery.venue.book')}
          </NavLink>
          {r.menu_url && (
            <a href={r.menu_url} target="_blank" rel="noopener noreferrer" className={buttonClass('outline', 'lg')}>
              <BookOpen aria-hidden className="size-5" /> {t('discovery.venue.menu')}
              <span className="sr-only">{t('discovery.venue.newTab')}</span>
            </a>
          )}
        </div>
      </header>

      {/* One grid: on a phone About, hours, deposit, location follow each other; on a wide screen hours and deposit form the side column. */}
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="lg:col-start-1 lg:row-start-1">
          <h2 className="font-display text-xl font-semibold">{t('discovery.venue.about')}</h2>
          <p className="mt-2 whitespace-pre-line leading-relaxed">{r.description || t('discovery.venue.noDescription')}</p>
          <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t('discovery.venue.dietary')}</h3>
          <div className="mt-2">
            {r.vegetarian || r.vegan || r.gluten_free || r.pets_allowed ? (
              <DietaryBadges venue={r} withPets />
            ) : (
              <p className="text-sm text-muted-foreground">{t('discovery.venue.noDietary')}</p>
            )}
          </div>
        </Card>
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <OpeningHours hours={r.open_hours} timeZone={r.timezone} />
          <DepositNote
            title={t('discovery.venue.depositTitle')}
            text={t('discovery.venue.depositText', { amount: formatEur(locale, toCents(r.deposit_eur), { whole: true }) })}
          />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <LocationCard name={r.name} address={r.address} mapQuery={venueMapQuery(r)} keys={LOCATION_KEYS} />
        </div>
        <div className="lg:col-start-1 lg:row-start-3">
          <VenueReviews venueId={r.id} kind="dining" />
        </div>
      </div>
    </article>
  );
}

function OpeningHours({ hours, timeZone }: { hours: WeekHours; timeZone: string }) {
  const { t, locale } = useI18n();
  // The venue's wall clock, never the browser's (core time/): its weekday is "today" in the table.
  const [wall] = useState(() => wallClock(timeZone, new Date()));
  const names = weekdayNames(locale);
  const known = WEEKDAYS.some((d) => hours[d]);
  const openNow = known && isOpenAt(hours, wall.date, Math.floor(wall.seconds / 60));
  const todayIs = weekdayOf(wall.date);
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-semibold">
          <Clock aria-hidden className="size-5 text-primary" /> {t('discovery.venue.hours')}
        </h2>
        {known && (
          <span
            className={cn(
              'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
              openNow ? 'bg-emerald-100 text-emerald-800' : 'bg-muted text-muted-foreground',
            )}
          >
            {openNow ? t('discovery.venue.openNow') : t('discovery.venue.closedNow')}
          </span>
        )}
      </div>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('discovery.venue.hours')}</caption>
        <tbody>
          {WEEKDAYS.map((day) => {
            const h = hours[day];
            const today = day === todayIs;
            return (
              <tr key={day} aria-current={today ? 'date' : undefined} className={cn('border-b border-border last:border-0', today && 'font-semibold')}>
                <th scope="row" className={cn('py-1.5 text-left capitalize', today ? 'font-semibold' : 'font-normal')}>
                  {names[day]}
                  {today && <span className="sr-only"> ({t('discovery.venue.today')})</span>}
                </th>
                <td className={cn('py-1.5 text-right tabular-nums', !h && 'text-muted-foreground')}>
                  {h ? `${h.open.slice(0, 5)}–${h.close.slice(0, 5)}` : t('discovery.venue.closed')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-muted-foreground">{t('discovery.venue.zone', { zone: timeZone })}</p>
    </Card>
  );
}

/** SPEC §8: "Restaurant not found" / "The restaurant you're looking for doesn't exist." */
export function RestaurantNotFound() {
  const { t, tm } = useI18n();
  return (
    <VenueNotFound
      title={tm(RESTAURANT_NOT_FOUND)}
      text={tm("The restaurant you're looking for doesn't exist.")}
      links={[
        { to: '/', label: t('notFound.home') },
        { to: '/dining', label: t('discovery.venue.browse') },
      ]}
    />
  );
}

export function RestaurantLoadError({ error }: { error: unknown }) {
  const { tm } = useI18n();
  return <RouteError error={error} title={tm('Failed to load restaurants.')} />;
}

export const RestaurantSkeleton = VenueSkeleton;
