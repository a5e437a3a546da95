import { useQuery } from '@tanstack/react-query';
import { BedDouble, PawPrint } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { pluralKey } from '../discovery/plural';
import { STAY_COUNT } from './format';
import { PropertyCard } from './property-card';

/** SPEC §2 stays browse: every property, with the pets-allowed filter (?pets=1). */
export function BrowseList({
  petsOnly,
  onTogglePets,
  headingLevel = 2,
  action,
}: {
  petsOnly: boolean;
  onTogglePets: () => void;
  headingLevel?: 1 | 2;
  action?: ReactNode;
}) {
  const { t, tm, locale } = useI18n();
  const list = useQuery(trpc.stay.list.queryOptions({ petsOnly }));
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section aria-labelledby="stays-browse-heading">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Heading id="stays-browse-heading" className={cn('font-display font-bold', headingLevel === 1 ? 'text-3xl' : 'text-2xl')}>
            {t('stays.browse.title')}
          </Heading>
          <p className="mt-1 text-muted-foreground">{t('stays.browse.subtitle')}</p>
        </div>
        {action}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={petsOnly}
          onClick={onTogglePets}
          className={cn(
            'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors',
            petsOnly ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-muted',
          )}
        >
          <PawPrint aria-hidden className="size-4" /> {t('stays.browse.petsOnly')}
        </button>
        {list.isSuccess && (
          <p aria-live="polite" className="text-sm text-muted-foreground">{t(pluralKey(locale, list.data.length, STAY_COUNT), { count: list.data.length })}</p>
        )}
      </div>

      {list.isPending && (
        <div role="status" aria-label={t('common.loading')} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-80 animate-pulse rounded-2xl bg-muted" />
          ))}
        </div>
      )}
      {list.isError && (
        <Card role="alert" className="mt-6 flex flex-col items-start gap-3">
          <p>{list.error.message === 'Network error' ? tm('Network error') : t('stays.browse.failed')}</p>
          <Button variant="outline" onClick={() => list.refetch()}>{t('common.retry')}</Button>
        </Card>
      )}
      {list.isSuccess && list.data.length === 0 && (
        <Card className="mt-6 flex flex-col items-center gap-3 text-center text-muted-foreground">
          <BedDouble aria-hidden className="size-8 text-primary" />
          <p>{petsOnly ? t('stays.browse.emptyPets') : t('stays.browse.empty')}</p>
          {petsOnly && <Button variant="outline" size="sm" onClick={onTogglePets}>{t('stays.browse.showAll')}</Button>}
        </Card>
      )}
      {list.isSuccess && list.data.length > 0 && (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.map((s) => (
            <li key={s.id}>
              <PropertyCard stay={s} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
