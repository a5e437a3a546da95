import { createFileRoute } from '@tanstack/react-router';
import { verifiedOnly, whenVerified } from '../features/auth/verified-gate';
import { loadMyReservations, MyReservations, requireSignedIn } from '../features/reservations/my-reservations';

export const Route = createFileRoute('/my-reservations')({
  beforeLoad: requireSignedIn('/my-reservations'),
  loader: whenVerified(loadMyReservations),
  component: verifiedOnly(MyReservations),
});
