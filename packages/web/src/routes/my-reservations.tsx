import { createFileRoute } from '@tanstack/react-router';
import { MyReservations, requireSignedIn } from '../features/reservations/my-reservations';

export const Route = createFileRoute('/my-reservations')({ beforeLoad: requireSignedIn('/my-reservations'), component: MyReservations });
