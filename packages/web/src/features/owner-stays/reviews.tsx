import { useSuspenseQuery } from '@tanstack/react-query';
import { startTransition, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { ReviewAnalyzer } from '../ai-reviews/review-analyzer';
import { ReviewItem } from './parts';

/** SPEC §2 Stays Reviews: the AI Review Analyzer (ADR 082), then the reviews newest first, "Anonymous" when the guest left no name. */
export function ReviewsPanel({ venueId }: { venueId: string }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const q = useSuspenseQuery(trpc.ownerStays.reviews.queryOptions({ venueId, page }));
  const full = q.data.reviews.length === q.data.pageSize;
  return (
    <div className="flex flex-col gap-4">
      <ReviewAnalyzer venueId={venueId} kind="stays" />
      <Card className="p-4">
        {q.data.reviews.length === 0 ? (
          <p className="py-3 text-muted-foreground">{t('ownerStays.noReviews')}</p>
        ) : (
          <ul className="divide-y divide-border">
            {q.data.reviews.map((r) => (
              <ReviewItem key={r.id} r={r} />
            ))}
          </ul>
        )}
        {(page > 1 || full) && (
          <div className="mt-3 flex justify-between gap-2">
            <Button variant="outline" disabled={page <= 1} onClick={() => startTransition(() => setPage(page - 1))}>
              {t('ownerStays.bookings.prev')}
            </Button>
            <Button variant="outline" disabled={!full} onClick={() => startTransition(() => setPage(page + 1))}>
              {t('ownerStays.bookings.next')}
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
