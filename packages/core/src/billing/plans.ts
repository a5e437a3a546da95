import type { SubscriptionsTable } from '../db/types';

/**
 * The four monthly plans (SPEC §1, §9), their prices and what each unlocks, once. Pure: the server
 * gates procedures with it (billing/access.ts, the API's `planProcedure`) and the web reads it to
 * offer the plan a page needs (the paywall) and to write the prices (features/billing/plan-price.ts).
 */

export type PlanProduct = SubscriptionsTable['product'];

/** Monthly prices in euro cents. */
export const PLANS: Record<PlanProduct, { priceCents: number }> = {
  restaurant: { priceCents: 2900 },
  stays: { priceCents: 7900 },
  sommelier: { priceCents: 299 },
  citypacks: { priceCents: 299 },
};

/** The affiliate commission (SPEC §1, §9): this share of each referred customer's subscription, for life. */
export const AFFILIATE_COMMISSION_PERCENT = 20;

/**
 * Which plan unlocks which capability (ADR 104), after SPEC §1: the Restaurant plan is the
 * restaurant's dashboard, reservations, waitlist and its AI panels; the Stays plan is the property's
 * dashboard, room type management, multi-property and its AI analytics; each add-on one AI page.
 * A venue is public and bookable only while its owner holds the listing capability of its side.
 * Every capability belongs to exactly one plan.
 */
export const ENTITLEMENTS = {
  restaurant: [
    /** The Restaurant tab: overview, reservations and waitlist, feedback, charts, settings, photos. */
    'restaurant_dashboard',
    /** AI Review Analyzer and Busy Day Suggestions over the restaurant's data. */
    'restaurant_ai',
    /** The restaurant listed in search, lists, suggestions and the carousel, and bookable. */
    'restaurant_listing',
  ],
  stays: [
    /** The Stays tab: overview, occupancy, bookings, reviews, settings, photos. */
    'stays_dashboard',
    /** Adding and changing room types and rooms. */
    'room_types',
    /** AI Review Analyzer and Busy Day Suggestions over the property's stays. */
    'stays_analytics',
    /** More than one property. */
    'multi_property',
    /** The property listed on /stays and bookable. */
    'stays_listing',
  ],
  sommelier: ['sommelier'],
  citypacks: ['citypacks'],
} as const satisfies Record<PlanProduct, readonly string[]>;

export type Capability = (typeof ENTITLEMENTS)[PlanProduct][number];

const PLAN_OF = Object.fromEntries(
  (Object.entries(ENTITLEMENTS) as [PlanProduct, readonly Capability[]][]).flatMap(([plan, caps]) => caps.map((c) => [c, plan])),
) as Record<Capability, PlanProduct>;

/** The plan to buy for `capability`. */
export const planFor = (capability: Capability): PlanProduct => PLAN_OF[capability];

/** The plans of the owner dashboard (SPEC §2 and §6: an owner needs one of them, an admin none). */
export const OWNER_PLANS: readonly PlanProduct[] = ['restaurant', 'stays'];

/** A capability of an owner plan: admins pass it (they open any owner's dashboards, SPEC §6). */
export const isOwnerCapability = (capability: Capability): boolean => OWNER_PLANS.includes(planFor(capability));

/** Whether the plans held (active ones, billing/access.ts `activePlans`) unlock `capability`. */
export const unlocks = (held: readonly { product: PlanProduct }[], capability: Capability): boolean => held.some((p) => p.product === planFor(capability));

/**
 * How long a plan whose renewal failed (past_due) keeps its access while Stripe retries the card
 * (Stripe's default retry schedule spans two weeks); after that it lapses even if no further event
 * arrives (ADR 057). The database's `plan_access_until` holds the same 14 days (migration
 * 2026_11_27_0600_venue_plans; tests/integration/billing-webhook.test.ts checks both edges).
 */
export const PAST_DUE_GRACE_DAYS = 14;
