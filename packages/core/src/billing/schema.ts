import * as z from 'zod';

/**
 * Billing's inputs (ADR 056), shared by the API and the web: which plan to buy, and the page the
 * customer portal returns to. No server imports.
 */
export const planInput = z.object({ plan: z.enum(['restaurant', 'stays', 'sommelier', 'citypacks']) });

/** Where the portal returns to: the page it was opened from. */
export const portalInput = z.object({ from: z.enum(['subscription', 'dashboard', 'sommelier', 'citypacks']).default('subscription') });

export type PlanInput = z.infer<typeof planInput>;
export type PortalInput = z.infer<typeof portalInput>;
