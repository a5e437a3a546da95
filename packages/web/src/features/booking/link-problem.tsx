import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { ProblemCard } from '../shared/booking-parts';

/**
 * A booking link that cannot be shown: missing token, wrong token, gone. The title is `message` (an
 * English product text) or else the failed call's `error`, translated by its code. `stays`: Book
 * again goes to the stays search (/stays) instead of the table booking form.
 */
export function LinkProblem({ message, error, stays = false }: { message?: string; error?: unknown; stays?: boolean }) {
  const { t, tm, te } = useI18n();
  return (
    <ProblemCard title={message ? tm(message) : te(error)}>
      <div className="flex flex-wrap justify-center gap-2">
        {stays ? (
          <a href="/stays" className={buttonClass('primary')}>
            {t('booking.bookAgain')}
          </a>
        ) : (
          <Link to="/book" className={buttonClass('primary')}>
            {t('booking.bookAgain')}
          </Link>
        )}
        <Link to="/" className={buttonClass('outline')}>
          {t('notFound.home')}
        </Link>
      </div>
    </ProblemCard>
  );
}
