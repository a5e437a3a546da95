import { useSuspenseQuery } from '@tanstack/react-query';
import { trpc } from '../../trpc';
import { AddDinners } from './add-dinners';

/** "Add dinners" under a stay's deposit panel (ADR 112), while its hold is live; the route's loader read the stay. */
export function DepositDinners({ id, token }: { id: string; token: string }) {
  const b = useSuspenseQuery(trpc.stay.byToken.queryOptions({ id, token })).data;
  if (!b.canPay) return null;
  return (
    <div className="mx-auto w-full max-w-xl px-4 pb-8">
      <AddDinners source={{ bookingId: id, token }} checkIn={b.check_in} checkOut={b.check_out} />
    </div>
  );
}
