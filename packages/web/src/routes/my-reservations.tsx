import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';
import { loadMyReservations, MyReservations } from '../features/reservations/my-reservations';

export const Route = createFileRoute('/my-reservations')({
  beforeLoad: requireSignedIn('/my-reservations'),
  loader: loadMyReservations,
  component: MyReservations,
});
