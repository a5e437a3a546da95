import type { Generated } from 'kysely';
import type { Timestamp, CreatedAt } from './columns';

// People, their roles, sessions and one-time sign-in tokens.
type Role = 'admin' | 'owner';

export type TokenPurpose = 'magic_link' | 'password_reset' | 'verify_email';

export interface UsersTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string | null;
  password_hash: string | null;
  email_verified_at: Date | null;
  created_at: CreatedAt;
  last_active_at: Generated<Date>;
}

export interface UserRolesTable {
  user_id: string;
  role: Role;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface OneTimeTokensTable {
  id: Generated<string>;
  token_hash: string;
  purpose: TokenPurpose;
  email: string;
  redirect_to: Generated<string>;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: CreatedAt;
}
