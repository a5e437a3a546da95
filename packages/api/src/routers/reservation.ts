import * as Reservation from '@tablestay/core/reservation/service';
import { authedProcedure, router } from '../trpc';

export const reservationRouter = router({
  mine: authedProcedure.query(({ ctx }) => Reservation.listForGuest(ctx.core.db, ctx.user.email)),
});
