import type { ClusterPlan } from './booking-cluster';
import type { StayBookingPlan } from './stay-bench';

/** Booking on two server processes at 10 and 50 clients (ADR 052). */
export const BOOKING_CLUSTER: ClusterPlan = { clients: [10, 50], seconds: 10, warmUpSeconds: 3, days: 365, tables: 999 };

/** stay.book over HTTP (`npm run bench` and `npm run bench:stay`). */
export const STAY_BOOKING: StayBookingPlan = {
  // As for tables: one property is one lock; 4 properties show what the lock costs.
  spread: { connections: 10, seconds: 8, days: 365, rooms: 40, properties: [1, 4] },
  contention: { connections: 50, requests: 200, rooms: 3, nights: 3 },
  warmUpSeconds: 2,
};
