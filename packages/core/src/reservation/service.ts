// The guest's table reservations, one file per use case; importers use this module.
export { effectiveStatus } from './status';
export { availability, bookTable, createReservation } from './book-table';
export { getReservationByToken, getReservationForGuest, getReservationIcs } from './guest-view';
export { cancelByToken, cancelOwnReservation } from './guest-cancel';
export { guestDashboard, listForGuest } from './guest-dashboard';
