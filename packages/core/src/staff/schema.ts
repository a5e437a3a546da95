import * as z from 'zod';
import { emailSchema, INVALID_LINK } from '../account/schema';
import { venueId } from '../restaurant/schema';
import { STAFF_ROLES } from './roles';

/** How long an invitation's link works (ADR 127); resending starts it again. */
export const INVITATION_DAYS = 7;
/** The most venues one invitation names. */
const INVITATION_VENUES_MAX = 50;

const role = z.enum(STAFF_ROLES, { error: 'Please choose a role' });
const STAFF_NOT_FOUND = 'Staff member not found';
const INVITATION_NOT_FOUND = 'Invitation not found';

export const inviteInput = z.object({
  email: emailSchema,
  role,
  venueIds: z
    .array(venueId, { error: 'Please choose at least one venue' })
    .min(1, 'Please choose at least one venue')
    .max(INVITATION_VENUES_MAX, 'Please choose at least one venue'),
});

export const invitationInput = z.object({ invitationId: z.string(INVITATION_NOT_FOUND).max(100, INVITATION_NOT_FOUND) });

const userId = z.string(STAFF_NOT_FOUND).max(100, STAFF_NOT_FOUND);

/** Removes a person from one of the owner's venues, or from all of them when no venue is named. */
export const removeInput = z.object({ userId, venueId: venueId.optional() });

/** Gives a person another role at every venue of the owner's where they are staff. */
export const roleInput = z.object({ userId, role });

/** An invitation's link: its token, as the email carries it. */
export const tokenInput = z.object({ token: z.string(INVALID_LINK).min(20, INVALID_LINK).max(200, INVALID_LINK) });
