import { timeIn } from '@tablestay/core/i18n/format';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CreditCard, MapPin } from 'lucide-react';
import { Badge, statusVariant } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { trpc } from '../../trpc';
import { reportError } from '../../components/report-error';
import { WhenLine } from './book-page';
import { formatEur } from './format';
import { Loading } from '../../components/loading';
import { LinkProblem } from './link-problem';
import { depositView, PAID_TABLE } from './link-state';
import { StayDeposit } from './stay-pages';
import { useNow } from './use-now';

/** /deposit/{id}?token= for a reservation, or with type=stay for a stay booking (same flow, the stay's summary). */
export function DepositPage({ id, token, type }: { id: string; token?: string; type?: 'stay' }) {
  if (!token) return <LinkProblem stays={type === 'stay'} message="Invalid deposit link - missing access token" />;
  return type === 'stay' ? <StayDeposit id={id} token={token} /> : <Deposit id={id} token={token} />;
}

function Deposit({ id, token }: { id: string; token: string }) {
  const { t, tm, locale } = useI18n();
  const reservation = useQuery(trpc.reservation.byToken.queryOptions({ id, token }));
  const start = useMutation(trpc.payment.startDeposit.mutationOptions());
  const now = useNow();

  if (reservation.isPending) return <Loading />;
  if (reservation.isError) return <LinkProblem error={reservation.error} />;
  const r = reservation.data;
  const amount = formatEur(r.deposit_eur, locale);
  const view = depositView(r, PAID_TABLE, now);

  const pay = async () => {
    try {
      const { url } = await start.mutateAsync({ id, token });
      window.location.assign(url);
    } catch (err) {
      reportError(err, tm, tm('Failed to create payment session'));
      void reservation.refetch();
    }
  };

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold">{t('booking.depositTitle')}</h1>
      <Card className="mt-6 flex flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 className="text-xl font-semibold">{r.restaurant.name}</h2>
            <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden className="size-4" />
              {r.restaurant.address}
            </p>
          </div>
          <Badge variant={statusVariant(r.status)}>{t(`status.${r.status}` as MessageKey)}</Badge>
        </div>
        <WhenLine date={r.date} time={r.time} party={r.party_size} />
        <dl className="grid grid-cols-2 gap-2 rounded-xl bg-muted p-4 text-sm">
          <dt className="text-muted-foreground">{t('booking.bookedBy')}</dt>
          <dd className="text-right font-medium">{r.guest_name}</dd>
          <dt className="text-muted-foreground">{t('booking.depositAmount')}</dt>
          <dd className="text-right text-lg font-semibold" data-testid="deposit-amount">
            {amount}
          </dd>
        </dl>
        <p className="text-sm text-muted-foreground">{t('booking.depositText', { restaurant: r.restaurant.name })}</p>
        {view === 'paid' ? (
          <>
            <p role="status" className="rounded-lg bg-accent p-3">
              {t('booking.alreadyConfirmed')}
            </p>
            <Link to="/confirmation/$id" params={{ id }} search={{ token }} className={buttonClass('primary', 'lg')}>
              {t('booking.viewConfirmation')}
            </Link>
          </>
        ) : view === 'pay' ? (
          <>
            <p className="text-sm" data-testid="held-until">
              {t('mine.heldUntilZone', { time: timeIn(locale, r.expires_at!, r.restaurant.timezone), zone: r.restaurant.timezone })}
            </p>
            <Button size="lg" onClick={pay} disabled={start.isPending}>
              <CreditCard aria-hidden className="size-5" /> {start.isPending ? t('booking.paying') : t('booking.pay', { amount })}
            </Button>
          </>
        ) : (
          <>
            <p role="alert" className="rounded-lg bg-accent p-3">
              {t('booking.holdExpired')}
            </p>
            <Link to="/book" search={{ restaurant_id: r.restaurant.id }} className={buttonClass('primary', 'lg')}>
              {t('booking.bookAgain')}
            </Link>
          </>
        )}
      </Card>
    </section>
  );
}
