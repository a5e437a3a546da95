import { Link } from '@tanstack/react-router';
import type { ReservationView } from '@tablestay/core/reservation/schema';
import { trpc } from '../../trpc';
import { WhenLine } from './book-page';
import { KindDeposit, type DepositKind } from './deposit-panel';
import { STAY_DEPOSIT } from './stay-pages';
import { TokenPage } from './token-route';

/** /deposit/{id}?token= for a reservation, or with type=stay for a stay booking (same flow, the stay's summary). */
export function DepositPage(props: { id: string; token?: string; type?: 'stay' }) {
  return <TokenPage {...props} missing="Invalid deposit link - missing access token" dining={TableDeposit} stay={StayDeposit} />;
}

/** A table's deposit: the restaurant, day, time and party; Book again opens the table form at the restaurant. */
const TABLE_DEPOSIT: DepositKind<ReservationView> = {
  query: (id, token) => trpc.reservation.byToken.queryOptions({ id, token }),
  venue: (r) => r.restaurant,
  words: (r, t) => ({
    text: t('booking.depositText', { restaurant: r.restaurant.name }),
    alreadyConfirmed: t('booking.alreadyConfirmed'),
    holdExpired: t('booking.holdExpired'),
  }),
  Facts: ({ b: r }) => <WhenLine date={r.date} time={r.time} party={r.party_size} />,
  lines: (r, { t }) => [{ label: t('booking.bookedBy'), value: r.guest_name }],
  BookAgain: ({ b: r, className, children }) => (
    <Link to="/book" search={{ restaurant_id: r.restaurant.id }} className={className}>
      {children}
    </Link>
  ),
};

const TableDeposit = (p: { id: string; token: string }) => <KindDeposit kind={TABLE_DEPOSIT} {...p} />;
const StayDeposit = (p: { id: string; token: string }) => <KindDeposit kind={STAY_DEPOSIT} {...p} />;
