import { REVIEW_NOT_YET, type DiningReviewTarget } from '@tablestay/core/review/schema';
import { trpc, trpcClient } from '../../trpc';
import { ReviewPage, type ReviewKind } from '../shared/review-page';
import { RATING_WORDS } from './parts';

/** A table's review (`ReviewPage`): by the mailed link only; "Rate Your Experience". */
const TABLE_REVIEW: ReviewKind<DiningReviewTarget> = {
  byLink: {
    query: (input) => trpc.review.target.queryOptions(input),
    send: (input) => trpcClient.review.submit.mutate(input),
  },
  venueName: (target) => target.restaurant.name,
  entity: 'reservation',
  notYet: REVIEW_NOT_YET,
  words: (t) => ({
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
    doneTitle: t('reviews.rate.doneTitle'),
    doneText: (name) => t('reviews.rate.doneText', { name }),
    alreadyTitle: t('reviews.rate.doneTitle'),
    alreadyText: (name) => t('reviews.rate.doneText', { name }),
  }),
};

/** SPEC §2 /rate/{id}?token: "Rate Your Experience" after a dining visit (ADR 070). */
export function RatePage({ id, token }: { id: string; token?: string }) {
  return <ReviewPage kind={TABLE_REVIEW} id={id} token={token} />;
}
