import { createFileRoute } from '@tanstack/react-router';
import { MyReservations, requireSignedIn } from '../features/reservations/my-reservations';

export const Route = createFileRoute('/me')({ beforeLoad: requireSignedIn('/me'), component: MyReservations });
