import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { INVALID_ACCESS_LINK, REVIEW_NOT_YET } from '@tablestay/core/review/schema';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { ReviewFormCard } from '../shared/review-form';
import { RATING_WORDS, ReviewDone, ReviewProblem } from './parts';

/** SPEC §2 /rate/{id}?token: "Rate Your Experience" after a dining visit (ADR 070). */
export function RatePage({ id, token }: { id: string; token?: string }) {
  if (!token) return <ReviewProblem message={INVALID_ACCESS_LINK} />;
  return <WithTarget id={id} token={token} />;
}

function WithTarget({ id, token }: { id: string; token: string }) {
  const { t } = useI18n();
  // The route's loader awaited it; a wrong link fails into the route's ReviewProblem (ADR 106).
  const target = useSuspenseQuery(trpc.review.target.queryOptions({ id, token }));
  const { restaurant, alreadyReviewed, canReview } = target.data;
  if (alreadyReviewed) return <ReviewDone title={t('reviews.rate.doneTitle')} text={t('reviews.rate.doneText', { name: restaurant.name })} />;
  if (!canReview) return <ReviewProblem message={REVIEW_NOT_YET} name={restaurant.name} />;
  return <ReviewForm id={id} token={token} restaurantName={restaurant.name} />;
}

function ReviewForm({ id, token, restaurantName }: { id: string; token: string; restaurantName: string }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const review = useMutation(trpc.review.submit.mutationOptions());

  if (done) return <ReviewDone title={t('reviews.rate.doneTitle')} text={t('reviews.rate.doneText', { name: restaurantName })} />;

  return (
    <ReviewFormCard
      subjectName={restaurantName}
      texts={{
        title: t('reviews.rate.title'),
        rating: t('reviews.rate.rating'),
        words: RATING_WORDS.map((k) => t(k)),
        starLabel: (n, word) => t('reviews.rate.stars', { n, word }),
        name: t('reviews.rate.name'),
        comment: t('reviews.rate.comment'),
        commentPlaceholder: t('reviews.rate.commentPlaceholder'),
        count: (n, max) => t('reviews.count', { n, max }),
        submit: t('reviews.rate.submit'),
        submitting: t('reviews.submitting'),
        ratingRequired: t('reviews.rate.ratingRequired'),
      }}
      ratingRequired
      pending={review.isPending}
      send={async (values) => {
        await review.mutateAsync({ id, token, ...values });
      }}
      onDone={async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.review.target.queryKey({ id, token }) });
        setDone(true);
      }}
    />
  );
}
