import { useSuspenseQuery } from '@tanstack/react-query';
import { roleAllows } from '@tablestay/core/staff/roles';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { PlanRequired } from '../billing/plan-offer';
import { chosenVenue } from '../owner/venue-choice';
import { PhotoManager } from './photo-manager';

/**
 * /dashboard/photos: the owner's photo manager for one of their venues (?venue=id, else the first),
 * with a switch between venues and a link to the guest page. The dashboard's Settings tab shows the
 * same <PhotoManager>.
 */
export function PhotosPage({ venue }: { venue?: string }) {
  const { t } = useI18n();
  const home = useSuspenseQuery(trpc.owner.home.queryOptions());
  // Photos are a manager's (ADR 127): a host's venues are not listed.
  const venues = home.data.venues.filter((v) => roleAllows(v.role ?? 'owner', 'manager'));
  const current = chosenVenue(venues, venue);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="font-display text-3xl font-bold">{t('photos.pageTitle')}</h1>
      {!current && <p className="mt-4 text-muted-foreground">{t('photos.noVenues')}</p>}
      {venues.length > 1 && (
        <nav aria-label={t('photos.venues')} className="mt-4 flex flex-wrap gap-2">
          {venues.map((v) => (
            <Link
              key={v.id}
              to="/dashboard/photos"
              search={{ venue: v.id }}
              aria-current={v.id === current?.id ? 'page' : undefined}
              className={buttonClass(v.id === current?.id ? 'primary' : 'outline', 'md', 'min-h-11')}
            >
              {v.name}
            </Link>
          ))}
        </nav>
      )}
      {current && (
        <div className="mt-4 space-y-3">
          <Link
            to={current.kind === 'property' ? '/stays/$id' : '/restaurants/$id'}
            params={{ id: current.id }}
            className={cn(buttonClass('link', 'md'), 'min-h-11')}
          >
            {t('photos.viewPage', { name: current.name })}
          </Link>
          {/* A restaurant's photos are the Restaurant plan's, a property's the Stays plan's (ADR 104). */}
          <PlanRequired
            capability={current.kind === 'property' ? 'stays_dashboard' : 'restaurant_dashboard'}
            plans={current.plans ?? home.data.plans}
            exempt={home.data.kind === 'admin'}
          >
            <PhotoManager key={current.id} venueId={current.id} kind={current.kind} />
          </PlanRequired>
        </div>
      )}
    </section>
  );
}
