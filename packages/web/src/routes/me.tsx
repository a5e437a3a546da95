import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';
import { loadMyReservations, MyReservations } from '../features/reservations/my-reservations';

export const Route = createFileRoute('/me')({ beforeLoad: requireSignedIn('/me'), loader: loadMyReservations, component: MyReservations });
