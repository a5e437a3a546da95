import { formatRating } from '@tablestay/core/i18n/format';
import { ExternalLink, Info, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { googleMapsSearchUrl } from '../discovery/links';
import { MapEmbed } from '../discovery/map-embed';

// The parts a search results page (restaurants, stays) shares: the map of the searched place and
// the nearby places from Google (off note, section with its states, a place's rating).

/** The searched place on a map, with an Open in Google Maps link, beside the results. */
export function SearchMapAside({
  label,
  className,
  query,
  mapTitle,
  openMaps,
  newTab,
}: {
  label: string;
  className?: string;
  query: string;
  mapTitle: string;
  openMaps: string;
  newTab: string;
}) {
  return (
    <aside aria-label={label} className={className}>
      <div className="lg:sticky lg:top-20">
        <MapEmbed query={query} title={mapTitle} />
        <PlaceLink href={googleMapsSearchUrl(query)} className="mt-2 text-sm">
          {openMaps} <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">{newTab}</span>
        </PlaceLink>
      </div>
    </aside>
  );
}

/** Nearby places are off (no Places key): a quiet note instead of the section. */
export function PlacesOffNote({ text, testId }: { text: string; testId?: string }) {
  return (
    <p data-testid={testId} className="mt-8 flex items-start gap-2 rounded-xl border border-border bg-muted/60 p-4 text-sm text-muted-foreground">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" /> {text}
    </p>
  );
}

/** The nearby places section: heading, text, then failed / empty / the list (`children`: the items). */
export function NearbyPlacesSection({
  headingId,
  title,
  text,
  failed,
  failedText,
  empty,
  emptyText,
  children,
}: {
  headingId: string;
  title: string;
  text: string;
  failed: boolean;
  failedText: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{text}</p>
      {failed ? (
        <p role="status" className="mt-3 text-muted-foreground">
          {failedText}
        </p>
      ) : empty ? (
        <p className="mt-3 text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">{children}</ul>
      )}
    </section>
  );
}

/** A nearby place's Google rating and number of ratings. */
export function PlaceRating({ rating, count }: { rating: number; count: number | null | undefined }) {
  const { locale } = useI18n();
  return (
    <p className="inline-flex items-center gap-1 text-sm">
      <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
      <span className="font-semibold">{formatRating(locale, rating)}</span>
      {count != null && <span className="text-muted-foreground">({count})</span>}
    </p>
  );
}

/** How a nearby place's actions look: its links and the Show map button alike. */
export const PLACE_ACTION = 'inline-flex items-center gap-1 font-medium text-primary hover:underline';

/** The text links under a nearby place (its menu, website, Google Maps), each opened in a new tab. */
export function PlaceLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(PLACE_ACTION, className)}>
      {children}
    </a>
  );
}
