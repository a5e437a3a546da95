import { depositAccessInput } from '@tablestay/core/payment/schema';
import * as Payment from '@tablestay/core/payment/deposit-window';
import { publicProcedure, router } from '../trpc';

export const paymentRouter = router({
  /**
   * /deposit/{id}?token=[&type=stay]: opens the payment window for the deposit of a reservation, or
   * of a stay booking with `type: 'stay'`; the web sends the guest to `url`.
   */
  startDeposit: publicProcedure
    .input(depositAccessInput)
    .mutation(({ ctx, input }) => Payment.startDeposit(ctx.core.payment, input)),
});
