import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';
import { verifiedOnly, whenVerified } from '../features/auth/verified-gate';
import { loadMyReservations, MyReservations } from '../features/reservations/my-reservations';

export const Route = createFileRoute('/me')({
  beforeLoad: requireSignedIn('/me'),
  loader: whenVerified(loadMyReservations),
  component: verifiedOnly(MyReservations),
});
