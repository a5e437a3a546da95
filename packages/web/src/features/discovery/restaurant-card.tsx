import { formatEur, toCents } from '@tablestay/core/money';
import { Link } from '@tanstack/react-router';
import { CalendarPlus, MapPin, Navigation } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { NavLink } from '../layout/nav-link';
import { DietaryBadges } from './dietary-badges';
import { bookSearch, googleMapsSearchUrl, priceLevel } from './links';
import { RatingSummary } from '../reviews/rating-summary';
import type { PublicRestaurant } from './types';
import { VenueVisual } from './venue-visual';

export function PriceInfo({ avg }: { avg: number | null }) {
  const { t, locale } = useI18n();
  const level = priceLevel(avg);
  if (level == null || avg == null) return null;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <span aria-hidden className="font-semibold tracking-wider text-primary">
        {level}
      </span>
      <span className="text-muted-foreground">{t('discovery.price.avg', { price: formatEur(locale, toCents(Math.round(avg)), { whole: true }) })}</span>
    </span>
  );
}

/**
 * One registered restaurant. `variant="browse"` makes the whole card open the venue page (SPEC §2
 * browse list); `variant="search"` adds Book Table and Google Maps (SPEC §2 Find restaurants).
 */
export function RestaurantCard({ restaurant: r, variant }: { restaurant: PublicRestaurant; variant: 'browse' | 'search' }) {
  const { t, tl } = useI18n();
  const browse = variant === 'browse';
  // /dining's list follows its h1 directly; /find's results follow an h2.
  const Title = browse ? 'h2' : 'h3';
  return (
    <article
      data-testid="restaurant-card"
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow',
        browse && 'focus-within:ring-2 focus-within:ring-ring hover:shadow-md',
      )}
    >
      <div className="aspect-[16/9] overflow-hidden bg-muted">
        <VenueVisual src={r.photos[0]} alt="" seed={r.id} className={browse ? 'transition-transform duration-500 group-hover:scale-105' : undefined} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <Title className="font-display text-lg font-semibold leading-snug">
            <Link
              to="/restaurants/$id"
              params={{ id: r.id }}
              className={cn('outline-none hover:text-primary focus-visible:underline', browse && 'after:absolute after:inset-0 after:content-[""]')}
            >
              {r.name}
            </Link>
          </Title>
          {r.featured && (
            <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-primary">
              {t('discovery.card.featured')}
            </span>
          )}
        </div>
        {(r.cuisine || r.city) && (
          <p className="text-sm font-medium text-muted-foreground">{[r.cuisine && tl(r.cuisine), r.city].filter(Boolean).join(' · ')}</p>
        )}
        <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" /> <span>{r.address}</span>
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <RatingSummary rating={r.rating} />
          <PriceInfo avg={r.avg_price_eur} />
        </div>
        <DietaryBadges venue={r} />
        {!browse && (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            <NavLink
              to="/book"
              search={bookSearch(r.id)}
              className={buttonClass('primary', 'sm', 'flex-1')}
              aria-label={t('discovery.card.bookAria', { name: r.name })}
            >
              <CalendarPlus aria-hidden className="size-4" /> {t('discovery.card.book')}
            </NavLink>
            <a
              href={googleMapsSearchUrl(r.name, r.address)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('outline', 'sm', 'flex-1')}
              aria-label={t('discovery.card.mapsAria', { name: r.name })}
            >
              <Navigation aria-hidden className="size-4" /> {t('discovery.card.maps')}
            </a>
          </div>
        )}
      </div>
    </article>
  );
}
