import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { FeaturedListing, Page } from '@tablestay/core/admin/schema';
import { FEATURED_FAILED, FEATURED_OFF, FEATURED_ON } from '@tablestay/core/admin/schema';
import { reportError } from '../../components/report-error';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { NavLink } from '../layout/nav-link';
import { toast } from '../shared/toast';
import { PagedTable } from './list-parts';

/**
 * The featured toggle (SPEC §4 "toggles optimistically and reverts on failure", ADR 074): every
 * cached page of the list flips at once; a failure puts the pages back and says
 * "Failed to update featured status". The home carousel's query is refreshed after either.
 */
function useToggleFeatured() {
  const { tm } = useI18n();
  const queryClient = useQueryClient();
  const filter = trpc.admin.featured.pathFilter();
  return useMutation({
    ...trpc.admin.setFeatured.mutationOptions(),
    onMutate: async ({ restaurantId, value }) => {
      await queryClient.cancelQueries(filter);
      const before = queryClient.getQueriesData<Page<FeaturedListing>>(filter);
      // Disable clears the date at once; Enable's date is the server's, written in on success.
      const flip = (r: FeaturedListing): FeaturedListing => ({ ...r, featured: value, active: value, featuredUntil: value ? r.featuredUntil : null });
      queryClient.setQueriesData<Page<FeaturedListing>>(
        filter,
        (page) => page && { ...page, rows: page.rows.map((r) => (r.id === restaurantId ? flip(r) : r)) },
      );
      return { before };
    },
    onError: (err, _input, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      reportError(err, tm, tm(FEATURED_FAILED));
    },
    onSuccess: (row, { value }) => {
      queryClient.setQueriesData<Page<FeaturedListing>>(filter, (page) => page && { ...page, rows: page.rows.map((r) => (r.id === row.id ? row : r)) });
      toast.success(tm(value ? FEATURED_ON : FEATURED_OFF));
    },
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries(filter), queryClient.invalidateQueries(trpc.restaurant.featured.pathFilter())]);
    },
  });
}

/** /admin/featured-listings (SPEC §2): Restaurant, City (the address), Status, Featured Until, Enable/Disable. */
export function FeaturedListingsPage() {
  const { t, formatDate } = useI18n();
  const toggle = useToggleFeatured();
  // The toggle in flight shows at once whatever the cache holds (a search that was still settling
  // when the button was pressed is refetched only after the server answers).
  const active = (r: FeaturedListing) => (toggle.isPending && toggle.variables?.restaurantId === r.id ? toggle.variables.value : r.active);
  const until = (r: FeaturedListing) => (r.featuredUntil ? formatDate(r.featuredUntil, { dateStyle: 'medium' }) : t('admin.noDate'));
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-8">
      <NavLink to="/dashboard" className={buttonClass('ghost', 'sm', '-ml-3')}>
        <ArrowLeft aria-hidden className="size-4" /> {t('admin.title')}
      </NavLink>
      <h1 className="mt-2 mb-4 font-display text-2xl font-bold sm:text-3xl">{t('admin.featuredTitle')}</h1>
      <PagedTable
        label={t('admin.featuredTitle')}
        searchLabel={t('admin.searchVenues')}
        query={(input) => trpc.admin.featured.queryOptions(input)}
        columns={[
          {
            header: t('admin.restaurant'),
            render: (r) => (
              <>
                <span className="font-medium break-words">{r.name}</span>
                <span className="block text-muted-foreground sm:hidden">{r.address}</span>
              </>
            ),
          },
          { header: t('admin.city'), wide: true, render: (r) => r.address },
          {
            header: t('admin.status'),
            render: (r) => (
              <>
                <Badge variant={active(r) ? 'default' : 'secondary'}>{t(active(r) ? 'admin.active' : 'admin.off')}</Badge>
                {/* On phones the Featured Until column is hidden: its date goes under the status. */}
                <span className="mt-1 block text-muted-foreground sm:hidden">
                  {t('admin.featuredUntil')}: {until(r)}
                </span>
              </>
            ),
          },
          { header: t('admin.featuredUntil'), wide: true, render: until },
          {
            header: t('admin.actions'),
            render: (r) => (
              <Button
                size="sm"
                variant={active(r) ? 'outline' : 'primary'}
                aria-label={`${t(active(r) ? 'admin.disable' : 'admin.enable')}: ${r.name}`}
                onClick={() => toggle.mutate({ restaurantId: r.id, value: !active(r) })}
              >
                {t(active(r) ? 'admin.disable' : 'admin.enable')}
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
