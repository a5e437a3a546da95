import { Link } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { ProblemCard } from '../shared/booking-parts';

export const RATING_WORDS = ['reviews.word.1', 'reviews.word.2', 'reviews.word.3', 'reviews.word.4', 'reviews.word.5'] as const;

/** A review page that cannot show its form: the title is an English product text or the failed call's error. */
export function ReviewProblem({ message, error, name, text }: { message?: string; error?: unknown; name?: string; text?: string }) {
  const { t, tm, te } = useI18n();
  return (
    <ProblemCard title={message ? tm(message) : te(error)}>
      {name && <p className="text-muted-foreground">{name}</p>}
      {text && <p className="text-muted-foreground">{text}</p>}
      <Link to="/" className={buttonClass('outline')}>
        {t('notFound.home')}
      </Link>
    </ProblemCard>
  );
}

/** "Review Submitted!" / "Thank You!". */
export function ReviewDone({ title, text }: { title: string; text: string }) {
  const { t } = useI18n();
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16">
      <Card role="status" className="flex flex-col items-center gap-4 text-center">
        <CheckCircle2 aria-hidden className="size-12 text-primary" />
        <h1 className="font-display text-2xl font-bold">{title}</h1>
        <p className="text-muted-foreground">{text}</p>
        <Link to="/" className={buttonClass('outline')}>
          {t('notFound.home')}
        </Link>
      </Card>
    </section>
  );
}
