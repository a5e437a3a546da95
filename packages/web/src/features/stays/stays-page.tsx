import { Link, useNavigate } from '@tanstack/react-router';
import { CalendarSearch, LayoutGrid } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { BrowseList } from './browse-list';
import { DATES_REQUIRED } from '@tablestay/core/stay/limits';
import { StaySearchForm } from './search-form';
import type { StaysSearch } from './search';
import { datesMissing, resultsQuery } from './search-query';
import { SearchResults } from './search-results';

/**
 * /stays (ADR 019): the search form on top; with both dates the available room types per
 * property, without them the browse list (and, when a search was attempted, SPEC §5's
 * "Please select check-in and check-out dates").
 */
export function StaysPage({ search }: { search: StaysSearch }) {
  const { t, tm } = useI18n();
  const navigate = useNavigate();
  const { location, check_in, check_out, guests, room_type, pets } = search;
  const query = resultsQuery(search);
  const attempted = datesMissing(search);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold">{t('stays.search.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('stays.search.subtitle')}</p>
        </div>
        <Link to="/stays/find" className={buttonClass('outline', 'sm', 'self-start sm:self-auto')}>
          <LayoutGrid aria-hidden className="size-4" /> {t('stays.search.browse')}
        </Link>
      </div>
      <StaySearchForm
        // A new URL (back/forward, a new search) starts the form from that URL.
        key={`${location ?? ''}|${check_in ?? ''}|${check_out ?? ''}|${guests ?? ''}`}
        className="mt-6"
        initial={{ location, checkIn: check_in, checkOut: check_out, guests }}
        withLocation
        label={t('stays.search.title')}
        submitLabel={t('stays.search.submit')}
        onSubmit={(v) =>
          void navigate({
            to: '/stays',
            search: { location: v.location, check_in: v.checkIn, check_out: v.checkOut, guests: v.guests, room_type },
          })
        }
      />
      {attempted && (
        <p role="alert" className="mt-4 rounded-xl border border-destructive/30 bg-red-50 p-4 text-sm font-medium text-destructive">
          {tm(DATES_REQUIRED)}
        </p>
      )}
      {query ? (
        <SearchResults query={query} onClearRoomType={() => void navigate({ to: '/stays', search: { ...search, room_type: undefined } })} />
      ) : (
        <div className="mt-10">
          <BrowseList
            petsOnly={pets === 1}
            onTogglePets={() => void navigate({ to: '/stays', search: { ...search, pets: pets === 1 ? undefined : 1 }, replace: true })}
          />
        </div>
      )}
    </section>
  );
}

/** /stays/find (ADR 019): the browse list with the pets-allowed filter, as the header's "Browse stays". */
export function BrowsePage({ petsOnly }: { petsOnly: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <BrowseList
        headingLevel={1}
        action={
          <Link to="/stays" className={buttonClass('outline', 'sm', 'self-start sm:self-auto')}>
            <CalendarSearch aria-hidden className="size-4" /> {t('stays.browse.searchDates')}
          </Link>
        }
        petsOnly={petsOnly}
        onTogglePets={() => void navigate({ to: '/stays/find', search: petsOnly ? {} : { pets: 1 }, replace: true })}
      />
    </section>
  );
}
