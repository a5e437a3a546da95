import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import { Badge, statusVariant } from '../../components/ui/badge';
import { buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { trpc } from '../../trpc';
import { WhenLine } from './book-page';
import { DepositAmount, DepositPanel, type DepositKind } from './deposit-panel';
import { LinkProblem } from './link-problem';
import { StayDeposit } from './stay-pages';

/** /deposit/{id}?token= for a reservation, or with type=stay for a stay booking (same flow, the stay's summary). */
export function DepositPage({ id, token, type }: { id: string; token?: string; type?: 'stay' }) {
  if (!token) return <LinkProblem stays={type === 'stay'} message="Invalid deposit link - missing access token" />;
  return type === 'stay' ? <StayDeposit id={id} token={token} /> : <Deposit id={id} token={token} />;
}

function Deposit({ id, token }: { id: string; token: string }) {
  const { t } = useI18n();
  // The route's loader awaited it; a wrong link fails into the route's TokenError (ADR 106).
  const reservation = useSuspenseQuery(trpc.reservation.byToken.queryOptions({ id, token }));
  const r = reservation.data;
  const kind: DepositKind = {
    alreadyConfirmed: t('booking.alreadyConfirmed'),
    holdExpired: t('booking.holdExpired'),
    bookAgain: (
      <Link to="/book" search={{ restaurant_id: r.restaurant.id }} className={buttonClass('primary', 'lg')}>
        {t('booking.bookAgain')}
      </Link>
    ),
  };

  return (
    <DepositPanel
      id={id}
      token={token}
      booking={r}
      timezone={r.restaurant.timezone}
      text={t('booking.depositText', { restaurant: r.restaurant.name })}
      kind={kind}
      onPayFailed={() => void reservation.refetch()}
    >
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
        <DepositAmount eur={r.deposit_eur} />
      </dl>
    </DepositPanel>
  );
}
