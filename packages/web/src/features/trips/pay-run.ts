import type { TripView } from '@tablestay/core/trip/schema';
import { trpcClient } from '../../trpc';

/**
 * "Pay all deposits" (ADR 112): each venue's own checkout in turn. Deposits go straight to each
 * venue, so there is one checkout per booking; the run remembers (for this tab) which trip it pays
 * and which bookings it already sent to checkout. A checkout returns to its booking's confirmation
 * page, which sends the guest back to the trip (`TripContinue`), which starts the next one. Every
 * step first keeps the trip's unpaid holds (`trip.keepHeld`, ADR 112).
 */
const KEY = 'tablestay.tripPay';

interface PayRun {
  tripId: string;
  token: string;
  sent: string[];
}

export function payRun(): PayRun | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PayRun) : null;
  } catch {
    return null;
  }
}

export const endPayRun = () => sessionStorage.removeItem(KEY);

/** What is left to pay in this run: unpaid live holds not yet sent to checkout. */
export function leftToPay(view: TripView): TripView['toPay'] {
  const run = payRun();
  const sent = run?.tripId === view.id ? run.sent : [];
  return view.toPay.filter((p) => !sent.includes(p.id));
}

/** Opens the checkout of the next deposit left, or ends the run when none is: true when it left the page. */
export async function payNext(view: TripView): Promise<boolean> {
  const next = leftToPay(view)[0];
  if (!next) {
    endPayRun();
    return false;
  }
  const run = payRun();
  const sent = run?.tripId === view.id ? run.sent : [];
  sessionStorage.setItem(KEY, JSON.stringify({ tripId: view.id, token: view.token, sent: [...sent, next.id] } satisfies PayRun));
  // Each step keeps the holds still waiting their turn, so none lapses while the guest is in a checkout (ADR 112).
  // Kept first, then the checkout: run together, the checkout's own extension could land first, and
  // this step would then keep (and audit) one hold fewer.
  await trpcClient.trip.keepHeld.mutate({ id: view.id, token: view.token });
  const { url } = await trpcClient.payment.startDeposit.mutate({ id: next.id, token: next.token, ...(next.type === 'stay' ? { type: 'stay' as const } : {}) });
  window.location.assign(url);
  return true;
}
