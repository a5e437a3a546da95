import { timeIn } from '@tablestay/core/i18n/format';
import { formatEur, toCents } from '@tablestay/core/money';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CreditCard } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { reportError } from '../../components/report-error';
import { BookingSummary, VenueHeading, type SummaryLine } from '../shared/booking-parts';
import type { KindQuery } from '../shared/booking-queries';
import { depositView, type LinkFlags } from './link-state';
import { useNow } from './use-now';

/** What every booking behind a deposit link has: the server's flags, the deadline, the amount and the status. */
interface DepositBooking extends LinkFlags {
  deposit_eur: number;
  status: string;
}

/**
 * Where /deposit/{id} differs by kind (a table, a stay): how to fetch the booking behind the link,
 * its venue, the words, the facts and summary lines, and where Book again leads. The rest — the
 * heading, the amount, Pay, the confirmation link, the lapsed hold — is `KindDeposit`'s.
 */
export interface DepositKind<B extends DepositBooking> {
  type?: 'stay';
  /** The booking behind the link: the route's loader awaited it; a wrong link fails into the route's TokenError (ADR 106). */
  query: (id: string, token: string) => KindQuery<B>;
  /** Its venue; `timezone` is the zone the hold's deadline is written in. */
  venue: (b: B) => { name: string; address: string; timezone: string };
  /** The paragraph above the action (whom the deposit goes to), "already confirmed" and "the hold expired", in the kind's words. */
  words: (b: B, t: ReturnType<typeof useI18n>['t']) => { text: string; alreadyConfirmed: string; holdExpired: string };
  /** What was booked there, under the venue's address (a stay's room). */
  Booked?: ComponentType<{ b: B }>;
  /** The line of when and how many. */
  Facts: ComponentType<{ b: B }>;
  /** The booking's summary above the deposit's amount. */
  lines: (b: B, i18n: ReturnType<typeof useI18n>) => SummaryLine[];
  /** "Book again" once the hold is over: the table form with the venue, or the property's page. */
  BookAgain: ComponentType<{ b: B; className: string; children: ReactNode }>;
}

/**
 * /deposit/{id}: one page for a table and a stay (ADR 014), the kind's booking behind the link: its
 * venue, facts and summary, the amount and, by the server's flags (ADR 107), the confirmation link
 * once paid, Pay while the hold is live, or Book again once it is over.
 */
export function KindDeposit<B extends DepositBooking>({ kind, id, token }: { kind: DepositKind<B>; id: string; token: string }) {
  const i18n = useI18n();
  const { t, tm, locale } = i18n;
  const booking = useSuspenseQuery(kind.query(id, token));
  const start = useMutation(trpc.payment.startDeposit.mutationOptions());
  const now = useNow();
  const b = booking.data;
  const venue = kind.venue(b);
  const words = kind.words(b, t);
  const amount = formatEur(locale, toCents(b.deposit_eur));
  const view = depositView(b, now);

  const pay = async () => {
    try {
      const { url } = await start.mutateAsync({ id, token, ...(kind.type ? { type: kind.type } : {}) });
      window.location.assign(url);
    } catch (err) {
      reportError(err, tm, tm('Failed to create payment session'));
      // It may have been paid or lapsed meanwhile: ask for the booking again.
      void booking.refetch();
    }
  };

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold">{t('booking.depositTitle')}</h1>
      <Card className="mt-6 flex flex-col gap-4">
        <VenueHeading name={venue.name} address={venue.address} status={b.status}>
          {kind.Booked && <kind.Booked b={b} />}
        </VenueHeading>
        <kind.Facts b={b} />
        <BookingSummary lines={kind.lines(b, i18n)}>
          <DepositAmount eur={b.deposit_eur} />
        </BookingSummary>
        <p className="text-sm text-muted-foreground">{words.text}</p>
        {view === 'paid' ? (
          <>
            <p role="status" className="rounded-lg bg-accent p-3">
              {words.alreadyConfirmed}
            </p>
            <Link to="/confirmation/$id" params={{ id }} search={{ type: kind.type, token }} className={buttonClass('primary', 'lg')}>
              {t('booking.viewConfirmation')}
            </Link>
          </>
        ) : view === 'pay' ? (
          <>
            <p className="text-sm" data-testid="held-until">
              {t('mine.heldUntilZone', { time: timeIn(locale, b.expires_at!, venue.timezone), zone: venue.timezone })}
            </p>
            <Button size="lg" onClick={pay} disabled={start.isPending}>
              <CreditCard aria-hidden className="size-5" /> {start.isPending ? t('booking.paying') : t('booking.pay', { amount })}
            </Button>
          </>
        ) : (
          <>
            <p role="alert" className="rounded-lg bg-accent p-3">
              {words.holdExpired}
            </p>
            <kind.BookAgain b={b} className={buttonClass('primary', 'lg')}>
              {t('booking.bookAgain')}
            </kind.BookAgain>
          </>
        )}
      </Card>
    </section>
  );
}

/** The deposit's amount, as the last line of a booking's summary. */
function DepositAmount({ eur }: { eur: number }) {
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
