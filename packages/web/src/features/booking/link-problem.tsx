import { Link } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';

/**
 * A booking link that cannot be shown: missing token, wrong token, gone. `stays`: Book again goes
 * to the stays search (/stays) instead of the table booking form.
 */
export function LinkProblem({ message, stays = false }: { message: string; stays?: boolean }) {
  const { t, tm } = useI18n();
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16">
      <Card role="alert" className="flex flex-col items-center gap-4 text-center">
        <AlertTriangle aria-hidden className="size-10 text-destructive" />
        <h1 className="text-xl font-semibold">{tm(message)}</h1>
        <div className="flex flex-wrap justify-center gap-2">
          {stays ? (
            <a href="/stays" className={buttonClass('primary')}>{t('booking.bookAgain')}</a>
          ) : (
            <Link to="/book" className={buttonClass('primary')}>{t('booking.bookAgain')}</Link>
          )}
          <Link to="/" className={buttonClass('outline')}>{t('notFound.home')}</Link>
        </div>
      </Card>
    </section>
  );
}

export function Loading() {
  const { t } = useI18n();
  return <p role="status" className="mx-auto max-w-xl px-4 py-16 text-center text-muted-foreground">{t('common.loading')}</p>;
}
