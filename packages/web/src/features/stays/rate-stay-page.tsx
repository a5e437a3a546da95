import { REVIEW_NOT_YET, type StayReviewTarget } from '@tablestay/core/stay/schema';
import { trpc, trpcClient } from '../../trpc';
import type { RouterContext } from '../../routes/__root';
import { ReviewPage, type ReviewKind } from '../shared/review-page';

export { ReviewProblem } from '../shared/review-page';

const RATING_WORDS = ['stays.rate.1', 'stays.rate.2', 'stays.rate.3', 'stays.rate.4', 'stays.rate.5'] as const;

/** A stay's review (`ReviewPage`): by the mailed link, or as the signed-in guest from /me; "Rate Your Stay". */
const STAY_REVIEW: ReviewKind<StayReviewTarget> = {
  byLink: {
    query: (input) => trpc.stay.reviewTarget.queryOptions(input),
    send: (input) => trpcClient.stay.review.mutate(input),
  },
  own: {
    query: (input) => trpc.stay.myReviewTarget.queryOptions(input),
    send: (input) => trpcClient.stay.myReview.mutate(input),
  },
  venueName: (target) => target.property.name,
  entity: 'stay',
  notYet: REVIEW_NOT_YET,
  words: (t) => ({
    title: t('stays.rate.title'),
    rating: t('stays.rate.rating'),
    words: RATING_WORDS.map((k) => t(k)),
    starLabel: (n, word) => t('stays.rate.stars', { n, word }),
    name: t('stays.rate.name'),
    comment: t('stays.rate.comment'),
    commentPlaceholder: t('stays.rate.commentPlaceholder'),
    count: (n, max) => t('stays.rate.count', { n, max }),
    submit: t('stays.rate.submit'),
    submitting: t('stays.rate.submitting'),
    ratingRequired: t('stays.rate.ratingRequired'),
    doneTitle: t('stays.rate.doneTitle'),
    doneText: (name) => t('stays.rate.doneText', { name }),
    alreadyTitle: t('stays.rate.alreadyTitle'),
    alreadyText: (name) => t('stays.rate.alreadyText', { name }),
  }),
};

/** SPEC §2 /rate-stay/{id}?token: "Rate Your Stay". Without a token, the signed-in guest's own stay (the link on /me). */
export function RateStayPage({ id, token }: { id: string; token?: string }) {
  return <ReviewPage kind={STAY_REVIEW} id={id} token={token} />;
}

/** The link's stay, or with no token the signed-in guest's own (nothing for a signed-out visitor). */
export async function loadStayReviewTarget({ queryClient, trpc: api }: RouterContext, id: string, token: string | undefined) {
  if (token) await queryClient.ensureQueryData({ ...api.stay.reviewTarget.queryOptions({ id, token }), retry: false });
  else if (await queryClient.ensureQueryData(api.account.me.queryOptions()))
    await queryClient.ensureQueryData({ ...api.stay.myReviewTarget.queryOptions({ id }), retry: false });
}
