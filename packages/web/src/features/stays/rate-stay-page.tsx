import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CommentField, StarRating } from '../shared/review-parts';
import { toast } from '../shared/toast';
import { COMMENT_TOO_LONG, RATING_REQUIRED, REVIEW_NOT_YET, stayReviewForm } from '@tablestay/core/stay/schema';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { reportError } from '../auth/notify';
import { useSession } from '../auth/use-session';
import { Loading } from '../booking/link-problem';

/** SPEC §9: home 2 seconds after a stay review. */
export const REDIRECT_AFTER_REVIEW_MS = 2000;
const COMMENT_MAX = 1000;
const INVALID_LINK = 'Invalid access link';

/** SPEC §2 /rate-stay/{id}?token: "Rate Your Stay". Without a token, the signed-in guest's own stay (the link on /me). */
export function RateStayPage({ id, token }: { id: string; token?: string }) {
  const session = useSession();
  if (!token && session.loading) return <Loading />;
  if (!token && !session.user) return <ReviewProblem message={INVALID_LINK} />;
  return <WithTarget id={id} token={token} />;
}

function WithTarget({ id, token }: { id: string; token?: string }) {
  const byLink = useQuery({ ...trpc.stay.reviewTarget.queryOptions({ id, token: token ?? '' }), enabled: Boolean(token), retry: false });
  const own = useQuery({ ...trpc.stay.myReviewTarget.queryOptions({ id }), enabled: !token, retry: false });
  const target = token ? byLink : own;
  if (target.isPending) return <Loading />;
  if (target.isError) return <ReviewProblem error={target.error} />;
  const { property, alreadyReviewed, canReview } = target.data;
  if (alreadyReviewed) return <Done title="stays.rate.alreadyTitle" text="stays.rate.alreadyText" name={property.name} />;
  if (!canReview) return <ReviewProblem message={REVIEW_NOT_YET} name={property.name} />;
  return <ReviewForm id={id} token={token} propertyName={property.name} />;
}

function ReviewProblem({ message, error, name }: { message?: string; error?: unknown; name?: string }) {
  const { t, tm, te } = useI18n();
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16">
      <Card role="alert" className="flex flex-col items-center gap-4 text-center">
        <AlertTriangle aria-hidden className="size-10 text-destructive" />
        {name && <p className="text-muted-foreground">{name}</p>}
        <h1 className="text-xl font-semibold">{message ? tm(message) : te(error)}</h1>
        <Link to="/" className={buttonClass('outline')}>
          {t('notFound.home')}
        </Link>
      </Card>
    </section>
  );
}

function Done({
  title,
  text,
  name,
  redirecting = false,
}: {
  title: 'stays.rate.doneTitle' | 'stays.rate.alreadyTitle';
  text: 'stays.rate.doneText' | 'stays.rate.alreadyText';
  name: string;
  redirecting?: boolean;
}) {
  const { t } = useI18n();
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16">
      <Card role="status" className="flex flex-col items-center gap-4 text-center">
        <CheckCircle2 aria-hidden className="size-12 text-primary" />
        <h1 className="font-display text-2xl font-bold">{t(title)}</h1>
        <p className="text-muted-foreground">{t(text, { name })}</p>
        {redirecting ? (
          <p className="text-sm text-muted-foreground">{t('stays.rate.redirecting')}</p>
        ) : (
          <Link to="/" className={buttonClass('outline')}>
            {t('notFound.home')}
          </Link>
        )}
      </Card>
    </section>
  );
}

const RATING_WORDS = ['stays.rate.1', 'stays.rate.2', 'stays.rate.3', 'stays.rate.4', 'stays.rate.5'] as const;

function ReviewForm({ id, token, propertyName }: { id: string; token?: string; propertyName: string }) {
  const { t, tm } = useI18n();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof stayReviewForm>, unknown, z.output<typeof stayReviewForm>>({
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
  const [done, setDone] = useState(false);
  const byLink = useMutation(trpc.stay.review.mutationOptions());
  const own = useMutation(trpc.stay.myReview.mutationOptions());
  const review = token ? byLink : own;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate({ to: '/' }), REDIRECT_AFTER_REVIEW_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (done) return <Done title="stays.rate.doneTitle" text="stays.rate.doneText" name={propertyName} redirecting />;

  const tooLong = comment.trim().length > COMMENT_MAX;
  const submit = form.handleSubmit(
    async (values) => {
      try {
        if (token) await byLink.mutateAsync({ id, token, ...values });
        else await own.mutateAsync({ id, ...values });
        toast.success(tm('Thank you for your feedback!'), { description: tm('Your review has been submitted successfully.') });
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
      if (invalid.rating) toast.error(t('stays.rate.ratingRequired'), { description: tm(RATING_REQUIRED) });
    },
  );

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10">
      <Card>
        <h1 className="font-display text-3xl font-bold">{t('stays.rate.title')}</h1>
        <p className="mt-1 text-muted-foreground">{propertyName}</p>
        <form noValidate className="mt-6 flex flex-col gap-5" onSubmit={(e) => void submit(e)}>
          <StarRating
            legend={t('stays.rate.rating')}
            words={RATING_WORDS.map((k) => t(k))}
            starLabel={(n, word) => t('stays.rate.stars', { n, word })}
            value={rating}
            registration={form.register('rating')}
            error={errors.rating}
          />
          <Field label={t('stays.rate.name')} autoComplete="name" maxLength={100} error={errors.name} {...form.register('name')} />
          <CommentField
            label={t('stays.rate.comment')}
            placeholder={t('stays.rate.commentPlaceholder')}
            value={comment}
            max={COMMENT_MAX}
            registration={form.register('comment')}
            error={errors.comment}
            tooLongText={tm(COMMENT_TOO_LONG)}
            count={t('stays.rate.count', { n: comment.length, max: COMMENT_MAX })}
          />
          <Button type="submit" size="lg" disabled={rating === 0 || review.isPending || tooLong}>
            {review.isPending ? t('stays.rate.submitting') : t('stays.rate.submit')}
          </Button>
        </form>
      </Card>
    </section>
  );
}
