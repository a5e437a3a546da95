import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { TripCard } from './trip-page';

/** /me: one card per trip (ADR 112), above the bookings it groups; nothing while there is none. */
export function MyTrips() {
  const { t } = useI18n();
  const trips = useQuery(trpc.trip.mine.queryOptions());
  if (!trips.data?.length) return null;
  return (
    <div className="mt-8">
      <h2 className="mb-3 text-lg font-semibold">{t('trip.mineTitle')}</h2>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {trips.data.map((v) => (
          <li key={v.id}>
            <TripCard v={v} />
          </li>
        ))}
      </ul>
    </div>
  );
}
