import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { BookingSummary, VenueHeading } from '../shared/booking-parts';
import { WhenLine } from './book-page';
import { DepositAmount, DepositPanel, type DepositKind } from './deposit-panel';
import { StayDeposit } from './stay-pages';
import { TokenPage } from './token-route';

/** /deposit/{id}?token= for a reservation, or with type=stay for a stay booking (same flow, the stay's summary). */
export function DepositPage(props: { id: string; token?: string; type?: 'stay' }) {
  return <TokenPage {...props} missing="Invalid deposit link - missing access token" dining={Deposit} stay={StayDeposit} />;
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
      <VenueHeading name={r.restaurant.name} address={r.restaurant.address} status={r.status} />
      <WhenLine date={r.date} time={r.time} party={r.party_size} />
      <BookingSummary lines={[{ label: t('booking.bookedBy'), value: r.guest_name }]}>
        <DepositAmount eur={r.deposit_eur} />
      </BookingSummary>
    </DepositPanel>
  );
}
