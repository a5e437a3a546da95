import { useQuery } from '@tanstack/react-query';
import { BedDouble, PawPrint } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { isNetworkError, trpc } from '../../trpc';
import { pluralKey } from '../discovery/plural';
import { STAY_COUNT } from './format';
import { PropertyCard } from './property-card';
import { CardGridSkeleton, FilterSwitch, ListCount, ListEmpty } from '../shared/list-parts';

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
        <FilterSwitch
          checked={petsOnly}
          onToggle={onTogglePets}
          icon={PawPrint}
          label={t('stays.browse.petsOnly')}
          onClassName="border-primary bg-primary text-primary-foreground"
        />
        {list.isSuccess && <ListCount text={t(pluralKey(locale, list.data.length, STAY_COUNT), { count: list.data.length })} />}
      </div>

      {list.isPending && <CardGridSkeleton count={3} />}
      {list.isError && (
        <div className="mt-6">
          <LoadError title={isNetworkError(list.error) ? tm('Network error') : t('stays.browse.failed')} error={list.error} retry={() => void list.refetch()} />
        </div>
      )}
      {list.isSuccess && list.data.length === 0 && (
        <ListEmpty icon={BedDouble} text={petsOnly ? t('stays.browse.emptyPets') : t('stays.browse.empty')}>
          {petsOnly && (
            <Button variant="outline" size="sm" onClick={onTogglePets}>
              {t('stays.browse.showAll')}
            </Button>
          )}
        </ListEmpty>
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
