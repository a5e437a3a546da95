import { useQuery } from '@tanstack/react-query';
import { MessageSquareQuote, Star } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import type { ReviewKind } from '@tablestay/core/review/schema';

/**
 * A venue page's newest guest reviews, the same for a restaurant (after a table, /rate/{id}) and a
 * property (after a stay, /rate-stay/{id}); the average sits in the page header as `RatingSummary`
 * (ADR 072).
 */
export function VenueReviews({ venueId, kind }: { venueId: string; kind: ReviewKind }) {
  const { t, formatDate } = useI18n();
  const reviews = useQuery(trpc.review.recent.queryOptions({ restaurantId: venueId, kind }));
  if (reviews.isPending || reviews.isError) return null;
  return (
    <Card data-testid="venue-reviews">
      <h2 className="flex items-center gap-2 font-display text-xl font-semibold">
        <MessageSquareQuote aria-hidden className="size-5 text-primary" /> {t('reviews.venue.title')}
      </h2>
      {reviews.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('reviews.venue.none')}</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-border">
          {reviews.data.map((r) => (
            <li key={r.id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{r.name ?? t('reviews.venue.anonymous')}</span>
                <span className="flex items-center gap-0.5" role="img" aria-label={t('reviews.venue.stars', { n: r.rating })}>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star key={n} aria-hidden className={cn('size-4', n <= r.rating ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/40')} />
                  ))}
                </span>
              </div>
              {r.comment && <p className="mt-1 whitespace-pre-line break-words text-sm leading-relaxed">{r.comment}</p>}
              <p className="mt-1 text-xs text-muted-foreground">{formatDate(r.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
