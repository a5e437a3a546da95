import { Link } from '@tanstack/react-router';
import { ExternalLink, MapPin, Navigation, Wallet } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { googleMapsSearchUrl } from '../discovery/links';
import { MapEmbed } from '../discovery/map-embed';
import { VenueVisual, type VisualKind } from '../discovery/venue-visual';

// The parts a venue's own page (a restaurant's, a property's) shares: photos, location, deposit note,
// not-found / load-failed panels and the loading skeleton. Texts come in as message keys or strings.

export interface GalleryKeys {
  /** "{name}, photo {n} of {count}" */
  photoAlt: MessageKey;
  /** The thumbnails' group label. */
  photos: MessageKey;
  /** "Show photo {n} of {count}" */
  showPhoto: MessageKey;
}

/** The large photo with a row of thumbnails that pick it. */
export function PhotoGallery({ name, photos, seed, kind, keys }: { name: string; photos: string[]; seed: string; kind?: VisualKind; keys: GalleryKeys }) {
  const { t } = useI18n();
  const [selected, setSelected] = useState(0);
  const current = photos[selected] ?? photos[0];
  return (
    <div className="mt-4">
      <div className="aspect-[4/3] overflow-hidden rounded-3xl bg-muted sm:aspect-[21/9]">
        <VenueVisual
          src={current}
          alt={photos.length ? t(keys.photoAlt, { name, n: selected + 1, count: photos.length }) : ''}
          seed={seed}
          kind={kind}
          eager
          width={1200}
          height={900}
          iconClassName="size-16 sm:size-20"
        />
      </div>
      {photos.length > 1 && (
        <div role="group" aria-label={t(keys.photos)} className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {photos.map((src, i) => (
            <button
              key={src}
              type="button"
              aria-label={t(keys.showPhoto, { n: i + 1, count: photos.length })}
              aria-pressed={i === selected}
              onClick={() => setSelected(i)}
              className={cn(
                'h-16 w-24 shrink-0 overflow-hidden rounded-lg border-2',
                i === selected ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
              )}
            >
              <VenueVisual src={src} alt="" seed={`${seed}-${i}`} kind={kind} width={96} height={64} iconClassName="size-5" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

export interface LocationKeys {
  title: MessageKey;
  openMaps: MessageKey;
  newTab: MessageKey;
  /** "Map showing {name}" */
  mapTitle: MessageKey;
}

/** "lat,lng" when the venue has coordinates, else its name and address. */
export function venueMapQuery(v: { name: string; address: string; latitude?: number | null; longitude?: number | null }) {
  return v.latitude != null && v.longitude != null ? `${v.latitude},${v.longitude}` : [v.name, v.address].filter(Boolean).join(', ');
}

/** The address, an Open in Google Maps link and the embedded map. */
export function LocationCard({
  name,
  address,
  mapQuery,
  className,
  keys,
}: {
  name: string;
  address: string;
  mapQuery: string;
  className?: string;
  keys: LocationKeys;
}) {
  const { t } = useI18n();
  return (
    <Card className={className}>
      <h2 className="font-display text-xl font-semibold">{t(keys.title)}</h2>
      <p className="mt-2 flex items-start gap-2">
        <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>{address}</span>
      </p>
      <a href={googleMapsSearchUrl(name, address)} target="_blank" rel="noopener noreferrer" className={buttonClass('outline', 'sm', 'mt-3')}>
        <Navigation aria-hidden className="size-4" /> {t(keys.openMaps)}
        <ExternalLink aria-hidden className="size-3.5" />
        <span className="sr-only">{t(keys.newTab)}</span>
      </a>
      <div className="mt-4">
        <MapEmbed query={mapQuery} title={t(keys.mapTitle, { name })} />
      </div>
    </Card>
  );
}

/** The small card that says a deposit is asked for. */
export function DepositNote({ title, text }: { title: string; text: string }) {
  return (
    <Card className="flex gap-3 p-5">
      <Wallet aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div>
        <h2 className="font-semibold">{title}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{text}</p>
      </div>
    </Card>
  );
}

/** A link out of a venue's 404: home, or on to browse venues of its kind. */
export interface NotFoundLink {
  to: '/' | '/dining' | '/stays/find';
  label: string;
}

/** A venue page's 404: its own title and text, then its two ways on (the first the primary button). */
export function VenueNotFound({ title, text, links }: { title: string; text: string; links: readonly [NotFoundLink, NotFoundLink] }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p aria-hidden className="font-display text-6xl text-primary">
        404
      </p>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {links.map((l, i) => (
          <Link key={l.to} to={l.to} className={buttonClass(i === 0 ? 'primary' : 'outline')}>
            {l.label}
          </Link>
        ))}
      </div>
    </section>
  );
}

export function VenueSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-label={t('common.loading')} className="mx-auto w-full max-w-6xl px-4 py-8">
      <div className="aspect-[4/3] animate-pulse rounded-3xl bg-muted sm:aspect-[21/9]" />
      <div className="mt-6 h-10 w-2/3 animate-pulse rounded-lg bg-muted" />
      <div className="mt-3 h-5 w-1/3 animate-pulse rounded-lg bg-muted" />
    </div>
  );
}
