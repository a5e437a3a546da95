// The stays core by use case (ADR 023): discovery (search, browse, detail, quote), booking,
// lifecycle (guest views, cancels, owner transitions) and reviews; shared deps and texts in ./shared.
export * from './shared';
export { byId, list, quote, search } from './discovery';
export { createStayBooking } from './booking';
export { cancelStayByToken, getStayBookingByToken, transitionStayBooking } from './moves';
export { reviewTarget, submitStayReview } from './reviews';
