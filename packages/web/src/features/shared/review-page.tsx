import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { INVALID_ACCESS_LINK } from '@tablestay/core/review/schema';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { useSession } from '../auth/use-session';
import { refreshBookings, type BookingEntity, type KindQuery } from './booking-queries';
import { ReviewFormCard, type ReviewFormTexts, type ReviewValues } from './review-form';

/** SPEC §9: home 2 seconds after a review, a table's or a stay's. */
const REDIRECT_AFTER_REVIEW_MS = 2000;

/** What a review page reads before its form: whether the visit may be reviewed, and whether it was. */
interface ReviewTarget {
  alreadyReviewed: boolean;
  canReview: boolean;
}

/** One way to reach a review: what to ask for, and how to send the review. */
interface ReviewAccess<T, I> {
  query: (input: I) => KindQuery<T>;
  send: (input: I & ReviewValues) => Promise<unknown>;
}

/** A review page's texts, already translated: the form's, the thanks after it, and the note on reopening it. */
interface ReviewWords extends ReviewFormTexts {
  doneTitle: string;
  doneText: (name: string) => string;
  alreadyTitle: string;
  alreadyText: (name: string) => string;
}

/**
 * Where a review page differs by kind (a table's /rate, a stay's /rate-stay): how to fetch the target
 * and send the review, the venue's name, the words, what the review changes and the "not yet" text.
 * The rest — the form, the toasts, the thanks and the way home after it — is `ReviewPage`'s.
 */
export interface ReviewKind<T extends ReviewTarget> {
  /** By the mailed link (id and token). */
  byLink: ReviewAccess<T, { id: string; token: string }>;
  /** Without a token, the signed-in guest's own (the link on /me); a kind without it reads no token as a bad link. */
  own?: ReviewAccess<T, { id: string }>;
  /** Whose review it is: the restaurant's or the property's name. */
  venueName: (target: T) => string;
  /** What a review changes (the booking's `canReview` on /me and the trip), for `refreshBookings`. */
  entity: BookingEntity;
  /** The English product text (core) when the visit has not yet come. */
  notYet: string;
  words: (t: ReturnType<typeof useI18n>['t']) => ReviewWords;
}

interface Via<T> {
  query: KindQuery<T>;
  send: (values: ReviewValues) => Promise<unknown>;
}

/** A review page of either kind: the link's target (or the guest's own), then the form; thanks and home after it. */
export function ReviewPage<T extends ReviewTarget>({ kind, id, token }: { kind: ReviewKind<T>; id: string; token?: string }) {
  // The root route resolved the session before this page renders.
  const session = useSession();
  let via: Via<T> | null = null;
  if (token) via = { query: kind.byLink.query({ id, token }), send: (v) => kind.byLink.send({ id, token, ...v }) };
  else if (kind.own && session.user) {
    const own = kind.own;
    via = { query: own.query({ id }), send: (v) => own.send({ id, ...v }) };
  }
  if (!via) return <ReviewProblem message={INVALID_ACCESS_LINK} />;
  return <WithTarget kind={kind} via={via} />;
}

/** The route's loader awaited the target; a wrong link or someone else's booking fails into the route's error (ADR 106). */
function WithTarget<T extends ReviewTarget>({ kind, via }: { kind: ReviewKind<T>; via: Via<T> }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const target = useSuspenseQuery(via.query).data;
  const review = useMutation({ mutationFn: via.send });
  // Held here, above the target's flags: the target asked again after the review says "already reviewed".
  const [done, setDone] = useState(false);
  const words = kind.words(t);
  const name = kind.venueName(target);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate({ to: '/' }), REDIRECT_AFTER_REVIEW_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (done) return <ReviewDone title={words.doneTitle} text={words.doneText(name)} redirecting />;
  if (target.alreadyReviewed) return <ReviewDone title={words.alreadyTitle} text={words.alreadyText(name)} />;
  if (!target.canReview) return <ReviewProblem message={kind.notYet} name={name} />;
  return (
    <ReviewFormCard
      subjectName={name}
      texts={words}
      ratingRequired
      pending={review.isPending}
      send={async (values) => {
        await review.mutateAsync(values);
      }}
      onDone={async () => {
        setDone(true);
        // Reopened, the page says "already reviewed"; /me and the trip drop the review link when next shown.
        await Promise.all([queryClient.invalidateQueries({ queryKey: via.query.queryKey }), refreshBookings(queryClient, kind.entity, { whenShown: true })]);
      }}
    />
  );
}

/** A review page that cannot show its form: the title is an English product text or the failed call's error. */
export function ReviewProblem({ message, error, name }: { message?: string; error?: unknown; name?: string }) {
  const { t, tm, te } = useI18n();
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16">
      <Card role="alert" className="flex flex-col items-center gap-4 text-center">
        <AlertTriangle aria-hidden className="size-10 text-destructive" />
        <h1 className="text-xl font-semibold">{message ? tm(message) : te(error)}</h1>
        {name && <p className="text-muted-foreground">{name}</p>}
        <Link to="/" className={buttonClass('outline')}>
          {t('notFound.home')}
        </Link>
      </Card>
    </section>
  );
}

/** "Review Submitted!": just sent (on its way home), or found on reopening (with the way home). */
function ReviewDone({ title, text, redirecting = false }: { title: string; text: string; redirecting?: boolean }) {
  const { t } = useI18n();
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16">
      <Card role="status" className="flex flex-col items-center gap-4 text-center">
        <CheckCircle2 aria-hidden className="size-12 text-primary" />
        <h1 className="font-display text-2xl font-bold">{title}</h1>
        <p className="text-muted-foreground">{text}</p>
        {redirecting ? (
          <p className="text-sm text-muted-foreground">{t('booking.reviewRedirecting')}</p>
        ) : (
          <Link to="/" className={buttonClass('outline')}>
            {t('notFound.home')}
          </Link>
        )}
      </Card>
    </section>
  );
}
