import { depositAccessInput } from '@tablestay/core/payment/schema';
import * as Payment from '@tablestay/core/payment/deposit-window';
import * as GuestDeposit from '@tablestay/core/payment/guest-deposit-link';
import { verifiedGuestProcedure } from '../guards';
import { publicProcedure, router } from '../trpc';

export const paymentRouter = router({
  /**
   * /deposit/{id}?token=[&type=stay]: opens the payment window for the deposit of a reservation, or
   * of a stay booking with `type: 'stay'`; the web sends the guest to `url`.
   */
  startDeposit: publicProcedure.input(depositAccessInput).mutation(({ ctx, input }) => Payment.startDeposit(ctx.core.payment, input)),

  /** "Pay deposit" on /me from any device: the link token of the signed-in guest's own live hold. */
  myDepositLink: verifiedGuestProcedure
    .input(GuestDeposit.guestDepositLinkInput)
    .query(({ ctx, input }) => GuestDeposit.guestDepositLink(ctx.core.db, input, ctx.email)),
});
