import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { COMMENT_TOO_LONG, diningReviewForm, INVALID_ACCESS_LINK, RATING_REQUIRED, REVIEW_COMMENT_MAX, REVIEW_NOT_YET } from '@tablestay/core/review/schema';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { reportError } from '../auth/notify';
import { Loading } from '../booking/link-problem';
import { CommentField, StarRating } from '../shared/review-parts';
import { toast } from '../shared/toast';
import { RATING_WORDS, ReviewDone, ReviewProblem } from './parts';

/** SPEC §2 /rate/{id}?token: "Rate Your Experience" after a dining visit (ADR 070). */
export function RatePage({ id, token }: { id: string; token?: string }) {
  if (!token) return <ReviewProblem message={INVALID_ACCESS_LINK} />;
  return <WithTarget id={id} token={token} />;
}

function WithTarget({ id, token }: { id: string; token: string }) {
  const { t } = useI18n();
  const target = useQuery({ ...trpc.review.target.queryOptions({ id, token }), retry: false });
  if (target.isPending) return <Loading />;
  if (target.isError) return <ReviewProblem error={target.error} />;
  const { restaurant, alreadyReviewed, canReview } = target.data;
  if (alreadyReviewed) return <ReviewDone title={t('reviews.rate.doneTitle')} text={t('reviews.rate.doneText', { name: restaurant.name })} />;
  if (!canReview) return <ReviewProblem message={REVIEW_NOT_YET} name={restaurant.name} />;
  return <ReviewForm id={id} token={token} restaurantName={restaurant.name} />;
}

function ReviewForm({ id, token, restaurantName }: { id: string; token: string; restaurantName: string }) {
  const { t, tm } = useI18n();
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof diningReviewForm>, unknown, z.output<typeof diningReviewForm>>({
    resolver: zodResolver(diningReviewForm),
    defaultValues: { rating: 0, name: '', comment: '' },
  });
  const [ratingValue, comment = ''] = useWatch({ control: form.control, name: ['rating', 'comment'] }) as [unknown, string | undefined];
  const rating = Number(ratingValue) || 0;
  const fieldErrors = form.formState.errors;
  const errors = {
    rating: fieldErrors.rating?.message && tm(fieldErrors.rating.message),
    name: fieldErrors.name?.message && tm(fieldErrors.name.message),
    comment: fieldErrors.comment?.message && tm(fieldErrors.comment.message),
  };
  const [done, setDone] = useState(false);
  const review = useMutation(trpc.review.submit.mutationOptions());

  if (done) return <ReviewDone title={t('reviews.rate.doneTitle')} text={t('reviews.rate.doneText', { name: restaurantName })} />;

  const tooLong = comment.trim().length > REVIEW_COMMENT_MAX;
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await review.mutateAsync({ id, token, ...values });
        toast.success(tm('Thank you for your feedback!'), { description: tm('Your review has been submitted successfully.') });
        await queryClient.invalidateQueries({ queryKey: trpc.review.target.queryKey({ id, token }) });
        setDone(true);
      } catch (err) {
        reportError(err, tm, tm('Failed to submit review'), (field, message) => {
          if (field !== 'rating' && field !== 'name' && field !== 'comment') return false;
          form.setError(field, { message });
          return true;
        });
      }
    },
    (invalid) => {
      if (invalid.rating) toast.error(t('reviews.rate.ratingRequired'), { description: tm(RATING_REQUIRED) });
    },
  );

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10">
      <Card>
        <h1 className="font-display text-3xl font-bold">{t('reviews.rate.title')}</h1>
        <p className="mt-1 text-muted-foreground">{restaurantName}</p>
        <form noValidate className="mt-6 flex flex-col gap-5" onSubmit={(e) => void submit(e)}>
          <StarRating
            legend={t('reviews.rate.rating')}
            words={RATING_WORDS.map((k) => t(k))}
            starLabel={(n, word) => t('reviews.rate.stars', { n, word })}
            value={rating}
            registration={form.register('rating')}
            error={errors.rating}
            required
          />
          <Field label={t('reviews.rate.name')} autoComplete="name" maxLength={100} error={errors.name} {...form.register('name')} />
          <CommentField
            label={t('reviews.rate.comment')}
            placeholder={t('reviews.rate.commentPlaceholder')}
            value={comment}
            max={REVIEW_COMMENT_MAX}
            registration={form.register('comment')}
            error={errors.comment}
            tooLongText={tm(COMMENT_TOO_LONG)}
            count={t('reviews.count', { n: comment.length, max: REVIEW_COMMENT_MAX })}
          />
          <Button type="submit" size="lg" disabled={rating === 0 || review.isPending || tooLong}>
            {review.isPending ? t('reviews.submitting') : t('reviews.rate.submit')}
          </Button>
        </form>
      </Card>
    </section>
  );
}
