import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { trpc } from '../../trpc';
import { NavLink } from '../layout/nav-link';
import type { FeaturedItem } from './types';
import { useReducedMotion } from './use-reduced-motion';
import { VenueVisual } from './venue-visual';

/** SPEC §9: the carousel advances every 4000 ms. */
const CAROUSEL_INTERVAL_MS = 4000;

const BADGE_KEYS: Record<FeaturedItem['badge'], MessageKey> = {
  Restaurant: 'discovery.badge.Restaurant',
  Stay: 'discovery.badge.Stay',
  Lifestyle: 'discovery.badge.Lifestyle',
};

export function FeaturedSection() {
  const { t } = useI18n();
  const featured = useQuery(trpc.restaurant.featured.queryOptions());
  if (featured.isSuccess && featured.data.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-12">
      <div className="mb-5 flex items-end justify-between gap-4">
        <div>
          <h2 id="featured-heading" className="font-display text-2xl font-semibold md:text-3xl">
            {t('discovery.featured.title')}
          </h2>
          <p className="mt-1 text-muted-foreground">{t('discovery.featured.subtitle')}</p>
        </div>
      </div>
      {featured.isPending && (
        <div role="status" aria-label={t('common.loading')} className="aspect-[4/3] animate-pulse rounded-3xl bg-muted sm:aspect-[21/9]" />
      )}
      {featured.isError && (
        <p role="alert" className="rounded-2xl border border-border bg-card p-6 text-muted-foreground">
          {t('discovery.featured.error')}
        </p>
      )}
      {featured.isSuccess && <FeaturedCarousel items={featured.data} />}
    </section>
  );
}

/**
 * The auto-rotating carousel (SPEC §2 Home): advances every 4000 ms and wraps; stops while the
 * pointer is over it, while keyboard focus is inside it, when the visitor pauses it, and entirely
 * when the system asks for reduced motion (WCAG 2.2.2).
 */
function FeaturedCarousel({ items }: { items: FeaturedItem[] }) {
  const { t, tl } = useI18n();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const count = items.length;
  const current = count === 0 ? 0 : index % count;
  const rotating = count > 1 && !reducedMotion && !stopped;
  const paused = hovered || focused;

  // One timeout per shown slide: a manual move restarts the full 4000 ms for the new slide.
  useEffect(() => {
    if (!rotating || paused) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, paused, count, current]);

  const go = (i: number) => setIndex(((i % count) + count) % count);

  return (
    <section aria-roledescription={t('discovery.carousel.role')} aria-label={t('discovery.featured.title')} className="relative">
      {/* Hover and focus anywhere in the carousel pause it, controls included. */}
      <div
        ref={root}
        data-testid="featured-carousel"
        data-paused={paused || !rotating ? 'true' : 'false'}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!root.current?.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <div className="relative aspect-[4/5] overflow-hidden rounded-3xl bg-muted shadow-lg sm:aspect-[16/9] lg:aspect-[21/9]">
          <div aria-live={rotating && !paused ? 'off' : 'polite'} className="size-full">
            {items.map((item, i) => (
              <Slide key={item.id} item={item} index={i} count={count} active={i === current} />
            ))}
          </div>
        </div>

        {count > 1 && (
          <div className="mt-4 flex items-center justify-between gap-3">
            <div className="flex items-center gap-1.5" role="group" aria-label={t('discovery.carousel.choose')}>
              {items.map((item, i) => (
                <button
                  key={item.id}
                  type="button"
                  aria-label={t('discovery.carousel.goTo', { n: i + 1, title: slideTitle(item, tl) })}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => go(i)}
                  className="flex size-6 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden
                    className={cn('block h-2 rounded-full transition-all', i === current ? 'w-6 bg-primary' : 'w-2 bg-foreground/25 hover:bg-foreground/40')}
                  />
                </button>
              ))}
            </div>
            <div className="flex items-center gap-2">
              {!reducedMotion && (
                <button
                  type="button"
                  onClick={() => setStopped((s) => !s)}
                  aria-label={stopped ? t('discovery.carousel.play') : t('discovery.carousel.pause')}
                  className="flex size-10 items-center justify-center rounded-full border border-border bg-card hover:bg-muted"
                >
                  {stopped ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
                </button>
              )}
              <button
                type="button"
                onClick={() => go(current - 1)}
                aria-label={t('discovery.carousel.previous')}
                className="flex size-10 items-center justify-center rounded-full border border-border bg-card hover:bg-muted"
              >
                <ChevronLeft aria-hidden className="size-5" />
              </button>
              <button
                type="button"
                onClick={() => go(current + 1)}
                aria-label={t('discovery.carousel.next')}
                className="flex size-10 items-center justify-center rounded-full border border-border bg-card hover:bg-muted"
              >
                <ChevronRight aria-hidden className="size-5" />
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

/** A curated slide's title is a catalogue label (translated); a venue's is its own name. */
const slideTitle = (item: FeaturedItem, tl: (value: string) => string) => (item.badge === 'Lifestyle' ? tl(item.title) : item.title);

function Slide({ item, index, count, active }: { item: FeaturedItem; index: number; count: number; active: boolean }) {
  const { t, tl } = useI18n();
  const title = slideTitle(item, tl);
  const external = /^https?:\/\//.test(item.href);
  const linkClass = 'inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-semibold text-stone-900 hover:bg-white/90';
  return (
    <div
      role="group"
      aria-roledescription={t('discovery.carousel.slide')}
      aria-label={t('discovery.carousel.slideLabel', { n: index + 1, count })}
      aria-hidden={!active}
      inert={!active}
      data-active={active ? 'true' : 'false'}
      className={cn('absolute inset-0 transition-opacity duration-700', active ? 'opacity-100' : 'pointer-events-none opacity-0')}
    >
      <VenueVisual src={item.src} alt="" seed={item.id} kind={item.badge} eager={index === 0} iconClassName="size-16 -translate-y-10 sm:size-20" />
      <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/25 to-transparent" />
      <div className="absolute inset-x-0 bottom-0 flex flex-col items-start gap-2 p-5 text-white sm:p-8">
        <span className="rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap uppercase tracking-wide text-stone-900">
          {t(BADGE_KEYS[item.badge])}
        </span>
        <h3 className="font-display text-2xl font-bold leading-tight sm:text-4xl">{title}</h3>
        {item.subtitle && <p className="line-clamp-2 max-w-2xl text-sm text-white/90 sm:text-base">{tl(item.subtitle)}</p>}
        {external ? (
          <a href={item.href} target="_blank" rel="noopener noreferrer" className={cn(linkClass, 'mt-1')}>
            {t('discovery.carousel.view')}
            <span className="sr-only">: {title}</span>
          </a>
        ) : (
          <NavLink to={item.href} className={cn(linkClass, 'mt-1')}>
            {t('discovery.carousel.view')}
            <span className="sr-only">: {title}</span>
          </NavLink>
        )}
      </div>
    </div>
  );
}
