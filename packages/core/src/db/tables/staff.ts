import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns';

/** A role a venue's owner gives a person at that venue (ADR 127); the owner's own is the venue's `owner_id`. */
export type StaffRole = 'host' | 'manager';

// A person with a role at a venue they do not own; `revoked_at` once the owner removed them.
export interface VenueStaffTable {
  restaurant_id: string;
  user_id: string;
  role: StaffRole;
  added_by: string | null;
  created_at: CreatedAt;
  revoked_at: Timestamp | null;
  last_active_at: Timestamp | null;
}

// An owner's invitation of one email to one or more venues (staff_invitation_venues) with one role.
export interface StaffInvitationsTable {
  id: Generated<string>;
  owner_id: string;
  email: string;
  role: StaffRole;
  token_hash: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
  sent_at: Generated<Date>;
  accepted_at: Timestamp | null;
  accepted_by: string | null;
  withdrawn_at: Timestamp | null;
}

export interface StaffInvitationVenuesTable {
  invitation_id: string;
  restaurant_id: string;
}
