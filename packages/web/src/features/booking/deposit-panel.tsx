import { timeIn } from '@tablestay/core/i18n/format';
import { formatEur, toCents } from '@tablestay/core/money';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { reportError } from '../../components/report-error';
import { depositView, type LinkFlags } from './link-state';
import { useNow } from './use-now';

/** Where the panel differs by kind: the words, the way back after a lapsed hold. */
export interface DepositKind {
  type?: 'stay';
  /** "Already confirmed" and "the hold expired", in the kind's words. */
  alreadyConfirmed: string;
  holdExpired: string;
  /** "Book again" for the kind: the table form with the venue, or the property's page. */
  bookAgain: ReactNode;
}

/**
 * /deposit/{id}: one panel for a table and a stay (ADR 014). The booking's own summary comes in as
 * `children`; the panel shows the amount and, by the server's flags (ADR 107), the confirmation
 * link once paid, Pay while the hold is live, or Book again once it is over.
 */
export function DepositPanel({
  id,
  token,
  booking,
  timezone,
  text,
  kind,
  onPayFailed,
  children,
}: {
  id: string;
  token: string;
  booking: LinkFlags & { deposit_eur: number };
  /** The venue's zone, in which the hold's deadline is written. */
  timezone: string;
  /** The paragraph above the action: whom the deposit goes to. */
  text: string;
  kind: DepositKind;
  /** The start failed: the page asks for the booking again (it may have been paid or lapsed). */
  onPayFailed: () => void;
  children: ReactNode;
}) {
  const { t, tm, locale } = useI18n();
  const start = useMutation(trpc.payment.startDeposit.mutationOptions());
  const now = useNow();
  const amount = formatEur(locale, toCents(booking.deposit_eur));
  const view = depositView(booking, now);

  const pay = async () => {
    try {
      const { url } = await start.mutateAsync({ id, token, ...(kind.type ? { type: kind.type } : {}) });
      window.location.assign(url);
    } catch (err) {
      reportError(err, tm, tm('Failed to create payment session'));
      onPayFailed();
    }
  };

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold">{t('booking.depositTitle')}</h1>
      <Card className="mt-6 flex flex-col gap-4">
        {children}
        <p className="text-sm text-muted-foreground">{text}</p>
        {view === 'paid' ? (
          <>
            <p role="status" className="rounded-lg bg-accent p-3">
              {kind.alreadyConfirmed}
            </p>
            <Link to="/confirmation/$id" params={{ id }} search={{ type: kind.type, token }} className={buttonClass('primary', 'lg')}>
              {t('booking.viewConfirmation')}
            </Link>
          </>
        ) : view === 'pay' ? (
          <>
            <p className="text-sm" data-testid="held-until">
              {t('mine.heldUntilZone', { time: timeIn(locale, booking.expires_at!, timezone), zone: timezone })}
            </p>
            <Button size="lg" onClick={pay} disabled={start.isPending}>
              <CreditCard aria-hidden className="size-5" /> {start.isPending ? t('booking.paying') : t('booking.pay', { amount })}
            </Button>
          </>
        ) : (
          <>
            <p role="alert" className="rounded-lg bg-accent p-3">
              {kind.holdExpired}
            </p>
            {kind.bookAgain}
          </>
        )}
      </Card>
    </section>
  );
}

/** The deposit's amount, as the last line of a booking's summary. */
export function DepositAmount({ eur }: { eur: number }) {
  const { t, locale } = useI18n();
  return (
    <>
      <dt className="text-muted-foreground">{t('booking.depositAmount')}</dt>
      <dd className="text-right text-lg font-semibold" data-testid="deposit-amount">
        {formatEur(locale, toCents(eur))}
      </dd>
    </>
  );
}
