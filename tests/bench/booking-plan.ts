import type { ClusterPlan } from './booking-cluster';

/** Booking on two server processes at 10 and 50 clients (issue 10 item 5). */
export const BOOKING_CLUSTER: ClusterPlan = { clients: [10, 50], seconds: 10, warmUpSeconds: 3, days: 365, tables: 999 };
