import { acceptInvitation, invitationPreview } from '@tablestay/core/staff/accept';
import { inviteInput, invitationInput, removeInput, roleInput, tokenInput } from '@tablestay/core/staff/schema';
import * as Staff from '@tablestay/core/staff/service';
import { startSession } from '../session';
import { authedProcedure, publicProcedure, router } from '../trpc';

/**
 * A venue's staff (ADR 127). The owner's Staff page: every procedure acts only on the caller's own
 * venues (the core checks each id against them), so for anyone else it finds nothing. The invited
 * person's side: the invitation's link shows it, and accepting signs in to the invited address.
 */
export const staffRouter = router({
  overview: authedProcedure.query(({ ctx }) => Staff.staffOverview(ctx.core.db, ctx.user)),
  invite: authedProcedure.input(inviteInput).mutation(({ ctx, input }) => Staff.inviteStaff(ctx.core.account, ctx.user, input, ctx.locale)),
  resend: authedProcedure.input(invitationInput).mutation(({ ctx, input }) => Staff.resendInvitation(ctx.core.account, ctx.user, input, ctx.locale)),
  withdraw: authedProcedure.input(invitationInput).mutation(({ ctx, input }) => Staff.withdrawInvitation(ctx.core.account, ctx.user, input)),
  remove: authedProcedure.input(removeInput).mutation(({ ctx, input }) => Staff.removeStaff(ctx.core.account, ctx.user, input)),
  changeRole: authedProcedure.input(roleInput).mutation(({ ctx, input }) => Staff.changeStaffRole(ctx.core.account, ctx.user, input)),
  /** The invitation page: who invites, to which venues, as what. */
  invitation: publicProcedure.input(tokenInput).query(({ ctx, input }) => invitationPreview(ctx.core.db, input)),
  /** Accepts: signs this browser in to the invited address and opens the console at the first venue. */
  accept: publicProcedure.input(tokenInput).mutation(async ({ ctx, input }) => {
    const session = await acceptInvitation(ctx.core.account, input, ctx.user);
    await startSession(ctx, session);
    return { redirectTo: session.redirectTo };
  }),
});
