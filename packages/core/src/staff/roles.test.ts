import { describe, expect, it } from 'vitest';
import { roleAllows, ROLE_VIEWS, STAFF_ROLES } from './roles';

/** The views a host sees among a tab's. */
const hostViews = (views: Record<string, string>) => Object.keys(views).filter((v) => roleAllows('host', views[v] as 'host'));

describe('venue roles (ADR 127)', () => {
  it('each role may do what the one before it may, and nothing above it', () => {
    const table = (['host', 'manager', 'owner'] as const).map((held) => [
      held,
      (['host', 'manager', 'owner'] as const).filter((need) => roleAllows(held, need)),
    ]);
    expect(table).toEqual([
      ['host', ['host']],
      ['manager', ['host', 'manager']],
      ['owner', ['host', 'manager', 'owner']],
    ]);
  });

  it('gives the owner role to nobody by invitation', () => {
    expect(STAFF_ROLES).toEqual(['host', 'manager']);
  });

  it("shows a host the door's views only: no settings, feedback or reviews", () => {
    expect([hostViews(ROLE_VIEWS.restaurant), hostViews(ROLE_VIEWS.stays)]).toEqual([
      ['overview', 'reservations'],
      ['overview', 'bookings'],
    ]);
  });
});
