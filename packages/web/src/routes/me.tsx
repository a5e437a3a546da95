import { createFileRoute } from '@tanstack/react-router';
import { verifiedOnly, whenVerified } from '../features/auth/verified-gate';
import { loadMyReservations, MyReservations, requireSignedIn } from '../features/reservations/my-reservations';

export const Route = createFileRoute('/me')({
  beforeLoad: requireSignedIn('/me'),
  loader: whenVerified(loadMyReservations),
  component: verifiedOnly(MyReservations),
});
