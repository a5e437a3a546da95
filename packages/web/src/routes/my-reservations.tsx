import { createFileRoute } from '@tanstack/react-router';
import { loadMyReservations, MyReservations, requireSignedIn } from '../features/reservations/my-reservations';

export const Route = createFileRoute('/my-reservations')({
  beforeLoad: requireSignedIn('/my-reservations'),
  loader: loadMyReservations,
  component: MyReservations,
});
