import { createContext, useContext, type ReactNode } from 'react';
import { roleAllows, type VenueRole } from '@tablestay/core/staff/roles';

// The person's role at the venue the console shows (ADR 127): a host sees the door's work, a manager
// also the venue's settings and AI tools, the owner everything. The API refuses the rest anyway; the
// console only leaves out what would be refused. An admin viewing a venue reads as its owner (read-only).
const RoleContext = createContext<VenueRole>('owner');

export function VenueRoleProvider({ role, children }: { role: VenueRole; children: ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

/** The person's role at the venue shown. */
export const useVenueRole = (): VenueRole => useContext(RoleContext);

/** Shows `children` only to someone whose role at the venue shown reaches `need`. */
export function IfMay({ need, children }: { need: VenueRole; children: ReactNode }) {
  return roleAllows(useVenueRole(), need) ? children : null;
}
