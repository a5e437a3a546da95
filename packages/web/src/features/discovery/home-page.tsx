import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, BarChart3, BedDouble, HandCoins, ListOrdered, Map as MapIcon, MapPin, Utensils, Wine, Zap, type LucideIcon } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { trpc } from '../../trpc';
import { planPrice, planPrices } from '../billing/plan-price';
import { NavLink } from '../layout/nav-link';
import { DiningSearch } from './dining-search';
import { FeaturedSection } from './featured-carousel';
import { OwnerJoinLinks } from '../shared/owner-join-links';
import { StaysSearch } from './stays-search';

const FEATURES: { icon: LucideIcon; title: MessageKey; text: MessageKey }[] = [
  { icon: Zap, title: 'discovery.features.fast.title', text: 'discovery.features.fast.text' },
  { icon: HandCoins, title: 'discovery.features.fees.title', text: 'discovery.features.fees.text' },
  { icon: ListOrdered, title: 'discovery.features.waitlist.title', text: 'discovery.features.waitlist.text' },
  { icon: BarChart3, title: 'discovery.features.analytics.title', text: 'discovery.features.analytics.text' },
];

/** SPEC §2 Home. */
export function HomePage() {
  return (
    <>
      <Hero />
      <SearchPanels />
      <FeaturedSection />
      <Features />
      <AiPromos />
      <OwnersCta />
    </>
  );
}

function Hero() {
  const { t } = useI18n();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-hero-from to-hero-to text-white">
      <div aria-hidden className="absolute -right-24 -top-24 size-96 rounded-full bg-white/5" />
      <div aria-hidden className="absolute -bottom-40 left-1/3 size-[28rem] rounded-full bg-black/10" />
      <div className="relative mx-auto flex max-w-6xl flex-col gap-6 px-4 pb-28 pt-14 md:pb-36 md:pt-20">
        <h1 className="max-w-2xl font-display text-4xl font-bold leading-tight md:text-5xl">{t('home.title')}</h1>
        <p className="max-w-xl text-lg text-white/90">{t('home.subtitle')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <NavLink to="/book" className={buttonClass('inverse', 'lg')}>
            <Utensils aria-hidden className="size-5" /> {t('home.bookTable')}
          </NavLink>
          <NavLink to="/stays" className={buttonClass('inverseOutline', 'lg')}>
            <BedDouble aria-hidden className="size-5" /> {t('home.bookRoom')}
          </NavLink>
        </div>
      </div>
    </section>
  );
}

function SearchPanels() {
  const { t } = useI18n();
  return (
    <section aria-label={t('discovery.search.label')} className="relative mx-auto -mt-20 grid max-w-6xl gap-4 px-4 md:-mt-24 lg:grid-cols-2">
      <div className="rounded-2xl border border-border bg-card p-5 shadow-lg sm:p-6">
        <h2 className="mb-1 flex items-center gap-2 font-display text-xl font-semibold">
          <Utensils aria-hidden className="size-5 text-primary" /> {t('discovery.dining.title')}
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">{t('discovery.dining.subtitle')}</p>
        <DiningSearch />
        <PopularCities />
      </div>
      <div data-theme="stays" className="rounded-2xl border border-border bg-card p-5 text-foreground shadow-lg sm:p-6">
        <h2 className="mb-1 flex items-center gap-2 font-display text-xl font-semibold">
          <BedDouble aria-hidden className="size-5 text-primary" /> {t('discovery.stays.title')}
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">{t('discovery.stays.subtitle')}</p>
        <StaysSearch />
      </div>
    </section>
  );
}

/** Quick searches for the towns with the most restaurants on the platform. */
function PopularCities() {
  const { t } = useI18n();
  const list = useQuery(trpc.restaurant.list.queryOptions({ vegOnly: false }));
  const counts = new Map<string, number>();
  for (const r of list.data ?? []) if (r.city) counts.set(r.city, (counts.get(r.city) ?? 0) + 1);
  // Ties by code point, not localeCompare: its first call loads the ICU collator, a long task on a
  // phone right at first paint (ADR 090).
  const cities = [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, 5)
    .map(([city]) => city);
  // Once the list is known and empty, nothing; until then the row keeps its place (two rows of chips
  // on a phone, one from sm up), so the stays card below does not jump when the towns arrive.
  if (list.isSuccess && cities.length === 0) return null;
  return (
    <div className="mt-5 border-t border-border pt-4">
      <h3 className="text-sm font-medium text-muted-foreground">{t('discovery.dining.popular')}</h3>
      <ul className="mt-2 flex min-h-20 flex-wrap content-start gap-2 sm:min-h-9">
        {cities.map((city) => (
          <li key={city}>
            <Link
              to="/find"
              search={{ location: city }}
              className="inline-flex h-9 items-center gap-1.5 rounded-full border border-border px-3 text-sm hover:border-primary hover:text-primary"
            >
              <MapPin aria-hidden className="size-3.5" /> {city}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Features() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="features-heading" className="bg-muted/60 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="features-heading" className="max-w-2xl font-display text-2xl font-semibold md:text-3xl">
          {t('discovery.features.title')}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-border bg-card p-5">
              <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{t(title)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center font-display text-lg font-semibold text-primary">{t('home.trusted')}</p>
      </div>
    </section>
  );
}

function AiPromos() {
  const { t, locale } = useI18n();
  const blocks = [
    {
      icon: MapIcon,
      title: t('discovery.ai.cityPacks.title'),
      text: t('discovery.ai.cityPacks.text'),
      cta: t('discovery.ai.cityPacks.cta'),
      price: t('discovery.ai.price', { price: planPrice('citypacks', locale) }),
      to: '/citypacks',
      tone: 'from-teal-900 to-cyan-700',
    },
    {
      icon: Wine,
      title: t('discovery.ai.sommelier.title'),
      text: t('discovery.ai.sommelier.text'),
      cta: t('discovery.ai.sommelier.cta'),
      price: t('discovery.ai.price', { price: planPrice('sommelier', locale) }),
      to: '/sommelier',
      tone: 'from-rose-950 to-red-800',
    },
  ];
  return (
    <section aria-labelledby="ai-heading" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="ai-heading" className="font-display text-2xl font-semibold md:text-3xl">
        {t('discovery.ai.title')}
      </h2>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {blocks.map(({ icon: Icon, title, text, cta, price, to, tone }) => (
          <article key={to} className={`relative flex flex-col gap-3 overflow-hidden rounded-2xl bg-gradient-to-br ${tone} p-6 text-white shadow-md`}>
            <Icon aria-hidden className="absolute -right-4 -top-4 size-36 text-white/10" strokeWidth={1} />
            <span className="w-fit rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap">{price}</span>
            <h3 className="font-display text-2xl font-bold">{title}</h3>
            <p className="max-w-md text-white/90">{text}</p>
            <NavLink to={to} className={buttonClass('inverse', 'md', 'mt-2 w-fit')}>
              {cta} <ArrowRight aria-hidden className="size-4" />
            </NavLink>
          </article>
        ))}
      </div>
    </section>
  );
}

function OwnersCta() {
  const { t, locale } = useI18n();
  return (
    <section aria-labelledby="owners-heading" className="mx-auto max-w-6xl px-4 pb-4">
      <div className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="owners-heading" className="font-display text-2xl font-semibold">
            {t('home.ownersTitle')}
          </h2>
          <p className="mt-1 max-w-xl text-muted-foreground">{t('home.ownersText')}</p>
          <p className="mt-2 text-sm text-muted-foreground">{t('discovery.owners.prices', planPrices(locale))}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <OwnerJoinLinks restaurant={t('home.ownersRestaurant')} property={t('home.ownersProperty')} />
        </div>
      </div>
    </section>
  );
}
