import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../errors';
import { ENTITLEMENTS, isOwnerCapability, planFor, PLANS, unlocks, type Capability } from './plans';

describe('the entitlement table (ADR 104)', () => {
  const all = Object.values(ENTITLEMENTS).flat() as Capability[];

  it('gives every capability to exactly one plan', () => {
    expect(new Set(all).size).toBe(all.length);
    for (const [plan, caps] of Object.entries(ENTITLEMENTS)) for (const c of caps) expect(planFor(c)).toBe(plan);
  });

  it('follows SPEC §1: room types, multi-property and stays analytics are the Stays plan’s, not the Restaurant plan’s', () => {
    const restaurant = [{ product: 'restaurant' as const }];
    expect(all.filter((c) => unlocks(restaurant, c))).toEqual(['restaurant_dashboard', 'restaurant_ai', 'restaurant_listing']);
    const stays = [{ product: 'stays' as const }];
    expect(all.filter((c) => unlocks(stays, c))).toEqual(['stays_dashboard', 'room_types', 'stays_analytics', 'multi_property', 'stays_listing']);
    expect(all.filter((c) => unlocks([], c))).toEqual([]);
  });

  it('lets admins past the owner plans only', () => {
    expect(all.filter(isOwnerCapability)).toEqual([...ENTITLEMENTS.restaurant, ...ENTITLEMENTS.stays]);
  });

  it('names each owner plan with its price in the refusal', () => {
    expect(ERROR_CATALOGUE['billing.restaurant_required'].message).toContain(`€${PLANS.restaurant.priceCents / 100}/month`);
    expect(ERROR_CATALOGUE['billing.stays_required'].message).toContain(`€${PLANS.stays.priceCents / 100}/month`);
  });
});
