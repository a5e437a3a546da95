import { createFileRoute } from '@tanstack/react-router';
import { loadMyReservations, MyReservations, requireSignedIn } from '../features/reservations/my-reservations';

export const Route = createFileRoute('/me')({ beforeLoad: requireSignedIn('/me'), loader: loadMyReservations, component: MyReservations });
