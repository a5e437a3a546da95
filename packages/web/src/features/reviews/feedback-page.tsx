import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import {
  COMMENT_TOO_LONG,
  FEEDBACK_CATEGORIES,
  feedbackForm,
  RATING_REQUIRED,
  REVIEW_COMMENT_MAX,
  VISIT_DATE_IN_FUTURE,
  type FeedbackVenue,
} from '@tablestay/core/review/schema';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { useI18n } from '../../i18n';
import { errorCode, trpc } from '../../trpc';
import { reportError } from '../../components/report-error';
import { CommentField, StarRating } from '../shared/review-parts';
import { toast } from '../shared/toast';
import { RATING_WORDS, ReviewDone, ReviewProblem } from './parts';

/** SPEC §2 /r/{restaurantId}: public "Share Your Experience" (no login, ADR 071). */
// The route's loader awaits the venue (ADR 106); `FeedbackLoadError` is the route's error component.
export function FeedbackPage({ restaurantId }: { restaurantId: string }) {
  const venue = useSuspenseQuery(trpc.review.feedbackVenue.queryOptions({ restaurantId }));
  return <FeedbackForm venue={venue.data} />;
}

/** /r/{id} could not load its venue: "Restaurant not found" for a wrong id, else the failed call. */
export function FeedbackLoadError({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (errorCode(error) === 'restaurant.not_found') return <ReviewProblem message="Restaurant not found" text={t('reviews.notFound.text')} />;
  return <ReviewProblem error={error} />;
}

type Form = z.input<typeof feedbackForm>;

function FeedbackForm({ venue }: { venue: FeedbackVenue }) {
  const { t, tm } = useI18n();
  const form = useForm<Form, unknown, z.output<typeof feedbackForm>>({
    resolver: zodResolver(feedbackForm),
    defaultValues: { rating: 0, category: '', comment: '', visitDate: venue.today },
  });
  const [ratingValue, comment = ''] = useWatch({ control: form.control, name: ['rating', 'comment'] }) as [unknown, string | undefined];
  const rating = Number(ratingValue) || 0;
  const fieldErrors = form.formState.errors;
  const [done, setDone] = useState(false);
  const send = useMutation(trpc.review.feedback.mutationOptions());

  if (done) return <ReviewDone title={t('reviews.feedback.doneTitle')} text={t('reviews.feedback.doneText', { name: venue.name })} />;

  const tooLong = comment.trim().length > REVIEW_COMMENT_MAX;
  const submit = form.handleSubmit(
    async (values) => {
      // At the field, not a toast (the server says the same, as a field error).
      if (values.visitDate > venue.today) return form.setError('visitDate', { message: VISIT_DATE_IN_FUTURE });
      try {
        await send.mutateAsync({ restaurantId: venue.id, ...values });
        setDone(true);
      } catch (err) {
        reportError(err, tm, tm('Failed to submit feedback. Please try again.'), (field, message) => {
          if (field !== 'rating' && field !== 'category' && field !== 'comment' && field !== 'visitDate') return false;
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
        <h1 className="font-display text-3xl font-bold">{t('reviews.feedback.title')}</h1>
        <p className="mt-1 font-medium">{venue.name}</p>
        <p className="mt-0.5 flex items-start gap-1 text-sm text-muted-foreground">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{[venue.address, venue.city].filter(Boolean).join(', ')}</span>
        </p>
        <form noValidate className="mt-6 flex flex-col gap-5" onSubmit={(e) => void submit(e)}>
          <StarRating
            legend={t('reviews.feedback.rating')}
            words={RATING_WORDS.map((k) => t(k))}
            starLabel={(n, word) => `${n} ${word}`}
            value={rating}
            registration={form.register('rating')}
            error={fieldErrors.rating?.message && tm(fieldErrors.rating.message)}
            required
          />
          <SelectField
            label={t('reviews.feedback.category')}
            error={fieldErrors.category?.message && tm(fieldErrors.category.message)}
            {...form.register('category')}
          >
            <option value="">{t('reviews.feedback.categoryNone')}</option>
            {FEEDBACK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`reviews.feedback.${c}`)}
              </option>
            ))}
          </SelectField>
          <CommentField
            label={t('reviews.feedback.comment')}
            value={comment}
            max={REVIEW_COMMENT_MAX}
            registration={form.register('comment')}
            error={fieldErrors.comment?.message && tm(fieldErrors.comment.message)}
            tooLongText={tm(COMMENT_TOO_LONG)}
            count={t('reviews.count', { n: comment.length, max: REVIEW_COMMENT_MAX })}
          />
          <Field
            type="date"
            label={t('reviews.feedback.visitDate')}
            max={venue.today}
            required
            error={fieldErrors.visitDate?.message && tm(fieldErrors.visitDate.message)}
            {...form.register('visitDate')}
          />
          <Button type="submit" size="lg" disabled={rating === 0 || send.isPending || tooLong}>
            {send.isPending ? t('reviews.submitting') : t('reviews.feedback.submit')}
          </Button>
        </form>
      </Card>
    </section>
  );
}
