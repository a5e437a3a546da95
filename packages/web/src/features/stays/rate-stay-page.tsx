import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ReviewFormCard } from '../shared/review-form';
import { REVIEW_NOT_YET, type StayReviewTarget } from '@tablestay/core/stay/schema';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { useSession } from '../auth/use-session';
import type { RouterContext } from '../../routes/__root';

/** SPEC §9: home 2 seconds after a stay review. */
const REDIRECT_AFTER_REVIEW_MS = 2000;
const INVALID_LINK = 'Invalid access link';

/** SPEC §2 /rate-stay/{id}?token: "Rate Your Stay". Without a token, the signed-in guest's own stay (the link on /me). */
export function RateStayPage({ id, token }: { id: string; token?: string }) {
  // The root route resolved the session before this page renders.
  const session = useSession();
  if (token) return <ByLink id={id} token={token} />;
  if (!session.user) return <ReviewProblem message={INVALID_LINK} />;
  return <Own id={id} />;
}

/**
 * The route's loader (`loadStayReviewTarget`) awaited the target; a wrong link or someone else's stay
 * fails into the route's `ReviewProblem` (ADR 106).
 */
function ByLink({ id, token }: { id: string; token: string }) {
  const target = useSuspenseQuery(trpc.stay.reviewTarget.queryOptions({ id, token }));
  return <WithTarget id={id} token={token} target={target.data} />;
}

function Own({ id }: { id: string }) {
  const target = useSuspenseQuery(trpc.stay.myReviewTarget.queryOptions({ id }));
  return <WithTarget id={id} target={target.data} />;
}

/** The link's stay, or with no token the signed-in guest's own (nothing for a signed-out visitor). */
export async function loadStayReviewTarget({ queryClient, trpc: api }: RouterContext, id: string, token: string | undefined) {
  if (token) await queryClient.ensureQueryData({ ...api.stay.reviewTarget.queryOptions({ id, token }), retry: false });
  else if (await queryClient.ensureQueryData(api.account.me.queryOptions()))
    await queryClient.ensureQueryData({ ...api.stay.myReviewTarget.queryOptions({ id }), retry: false });
}

function WithTarget({ id, token, target }: { id: string; token?: string; target: StayReviewTarget }) {
  const { property, alreadyReviewed, canReview } = target;
  if (alreadyReviewed) return <Done title="stays.rate.alreadyTitle" text="stays.rate.alreadyText" name={property.name} />;
  if (!canReview) return <ReviewProblem message={REVIEW_NOT_YET} name={property.name} />;
  return <ReviewForm id={id} token={token} propertyName={property.name} />;
}

export function ReviewProblem({ message, error, name }: { message?: string; error?: unknown; name?: string }) {
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
  const { t } = useI18n();
  const navigate = useNavigate();
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

  return (
    <ReviewFormCard
      subjectName={propertyName}
      texts={{
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
      }}
      pending={review.isPending}
      send={async (values) => {
        if (token) await byLink.mutateAsync({ id, token, ...values });
        else await own.mutateAsync({ id, ...values });
      }}
      onDone={() => setDone(true)}
    />
  );
}
