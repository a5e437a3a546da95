import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { REVIEW_COMMENT_MAX as COMMENT_MAX } from '@tablestay/core/review/schema';
import { COMMENT_TOO_LONG, RATING_REQUIRED, stayReviewForm } from '@tablestay/core/stay/schema';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { useI18n } from '../../i18n';
import { reportError } from '../../components/report-error';
import { toast } from './toast';
import { CommentField, StarRating } from './review-parts';

/** One review form (the dining review's `diningReviewForm` is this same schema). */
export type ReviewValues = z.output<typeof stayReviewForm>;

/** The texts of one review page, already translated. */
export interface ReviewFormTexts {
  title: string;
  rating: string;
  /** The word for 1..5, e.g. Poor … Excellent. */
  words: readonly string[];
  starLabel: (n: number, word: string) => string;
  name: string;
  comment: string;
  commentPlaceholder: string;
  count: (n: number, max: number) => string;
  submit: string;
  submitting: string;
  /** The toast title when the guest submits without choosing stars. */
  ratingRequired: string;
}

/**
 * The "Rate Your Experience" / "Rate Your Stay" card: stars, name and comment, the SPEC toasts, and
 * server field errors put back on their fields. `send` posts the values; `onDone` follows success.
 */
export function ReviewFormCard({
  subjectName,
  texts,
  ratingRequired = false,
  pending,
  send,
  onDone,
}: {
  subjectName: string;
  texts: ReviewFormTexts;
  /** Marks the star group aria-required. */
  ratingRequired?: boolean;
  pending: boolean;
  send: (values: ReviewValues) => Promise<void>;
  onDone: () => void | Promise<void>;
}) {
  const { tm } = useI18n();
  const form = useForm<z.input<typeof stayReviewForm>, unknown, ReviewValues>({
    resolver: zodResolver(stayReviewForm),
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

  const tooLong = comment.trim().length > COMMENT_MAX;
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await send(values);
        toast.success(tm('Thank you for your feedback!'), { description: tm('Your review has been submitted successfully.') });
        await onDone();
      } catch (err) {
        reportError(err, tm, tm('Failed to submit review'), (field, message) => {
          if (field !== 'rating' && field !== 'name' && field !== 'comment') return false;
          form.setError(field, { message });
          return true;
        });
      }
    },
    (invalid) => {
      if (invalid.rating) toast.error(texts.ratingRequired, { description: tm(RATING_REQUIRED) });
    },
  );

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10">
      <Card>
        <h1 className="font-display text-3xl font-bold">{texts.title}</h1>
        <p className="mt-1 text-muted-foreground">{subjectName}</p>
        <form noValidate className="mt-6 flex flex-col gap-5" onSubmit={(e) => void submit(e)}>
          <StarRating
            legend={texts.rating}
            words={texts.words}
            starLabel={texts.starLabel}
            value={rating}
            registration={form.register('rating')}
            error={errors.rating}
            required={ratingRequired}
          />
          <Field label={texts.name} autoComplete="name" maxLength={100} error={errors.name} {...form.register('name')} />
          <CommentField
            label={texts.comment}
            placeholder={texts.commentPlaceholder}
            value={comment}
            max={COMMENT_MAX}
            registration={form.register('comment')}
            error={errors.comment}
            tooLongText={tm(COMMENT_TOO_LONG)}
            count={texts.count(comment.length, COMMENT_MAX)}
          />
          <Button type="submit" size="lg" disabled={rating === 0 || pending || tooLong}>
            {pending ? texts.submitting : texts.submit}
          </Button>
        </form>
      </Card>
    </section>
  );
}
