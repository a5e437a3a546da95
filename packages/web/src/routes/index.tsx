import { createFileRoute } from '@tanstack/react-router';
import { BedDouble, Utensils } from 'lucide-react';
import { buttonClass } from '../components/ui/button';
import { NavLink } from '../features/layout/nav-link';
import { useI18n } from '../i18n';

export const Route = createFileRoute('/')({ component: Home });

function Home() {
  const { t } = useI18n();
  return (
    <>
      <section className="bg-gradient-to-br from-hero-from to-hero-to text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-16 md:py-24">
          <h1 className="max-w-2xl font-display text-4xl font-bold leading-tight md:text-5xl">{t('home.title')}</h1>
          <p className="max-w-xl text-lg text-white/90">{t('home.subtitle')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <NavLink to="/book" className={buttonClass('outline', 'lg', 'border-white bg-white text-stone-900 hover:bg-white/90')}>
              <Utensils aria-hidden className="size-5" /> {t('home.bookTable')}
            </NavLink>
            <NavLink to="/stays" className={buttonClass('outline', 'lg', 'border-white/70 bg-transparent text-white hover:bg-white/10')}>
              <BedDouble aria-hidden className="size-5" /> {t('home.bookRoom')}
            </NavLink>
          </div>
          <p className="text-sm text-white/80">{t('home.trusted')}</p>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="font-display text-2xl font-semibold">{t('home.ownersTitle')}</h2>
            <p className="mt-1 max-w-xl text-muted-foreground">{t('home.ownersText')}</p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <NavLink to="/onboarding/restaurant" className={buttonClass('primary')}>{t('home.ownersRestaurant')}</NavLink>
            <NavLink to="/onboarding/property" className={buttonClass('outline')}>{t('home.ownersProperty')}</NavLink>
          </div>
        </div>
      </section>
    </>
  );
}
