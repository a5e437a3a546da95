import { formatEur, toCents } from '@tablestay/core/money';
import { Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import { useI18n } from '../../i18n';
import { RatingSummary } from '../reviews/rating-summary';
import { VenueVisual } from '../discovery/venue-visual';
import { AmenityList } from './amenities';
import type { PublicStay } from './types';

/** "from €85 / night" (the cheapest active room type), or nothing when no room type has a price. */
export function FromPrice({ price }: { price: number | null }) {
  const { t, locale } = useI18n();
  if (price == null) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {t('stays.card.from')} <span className="text-lg font-semibold text-foreground">{formatEur(locale, toCents(price), { whole: true })}</span>{' '}
      {t('stays.card.perNight')}
    </p>
  );
}

/** One property on the browse list: the whole card opens /stays/{id}. */
export function PropertyCard({ stay: s }: { stay: PublicStay }) {
  const { t } = useI18n();
  return (
    <article
      data-testid="stay-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
    >
      <div className="aspect-[16/10] overflow-hidden bg-muted">
        <VenueVisual src={s.photos[0]} alt="" seed={s.id} kind="Stay" className="transition-transform duration-500 group-hover:scale-105" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-display text-lg font-semibold leading-snug">
            <Link
              to="/stays/$id"
              params={{ id: s.id }}
              className='outline-none after:absolute after:inset-0 after:content-[""] hover:text-primary focus-visible:underline'
            >
              {s.name}
            </Link>
          </h3>
          {s.featured && (
            <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-primary">{t('stays.card.featured')}</span>
          )}
        </div>
        <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" /> <span>{s.city || s.address}</span>
        </p>
        <RatingSummary rating={s.rating} />
        <AmenityList amenities={s.amenities} pets={s.pets_allowed} compact />
        <div className="mt-auto pt-2">
          <FromPrice price={s.fromPrice} />
        </div>
      </div>
    </article>
  );
}
