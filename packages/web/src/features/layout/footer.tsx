import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { NavLink } from './nav-link';

const noChange = () => () => {};

/**
 * The visitor's year, or null while a prerendered page hydrates: the prerender leaves the year out
 * (it would be the build's), and React fills in the visitor's own right after, so a page built in
 * December and opened in January neither shows the old year nor fails hydration.
 */
const useYear = () =>
  useSyncExternalStore(
    noChange,
    () => new Date().getFullYear(),
    () => null,
  );

export function Footer() {
  const { t } = useI18n();
  const settings = useQuery(trpc.system.settings.queryOptions());
  const year = useYear();
  const linkClass = 'hover:text-primary hover:underline';
  return (
    <footer className="mt-16 border-t border-border bg-muted/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-display text-base font-bold text-primary">{t('brand.name')}</p>
          <p>{t('footer.noFees')}</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          <Link to="/legal/terms" className={linkClass}>
            {t('footer.terms')}
          </Link>
          <Link to="/legal/privacy" className={linkClass}>
            {t('footer.privacy')}
          </Link>
          <a href={`mailto:${settings.data?.supportEmail ?? ''}`} className={linkClass}>
            {t('footer.contact')}
          </a>
          <NavLink to="/affiliate" className={linkClass}>
            {t('footer.affiliate')}
          </NavLink>
        </nav>
        <p>
          {year === null ? '©' : `© ${year}`} {t('brand.name')}. {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
