import { createFileRoute } from '@tanstack/react-router';
import { AffiliatePage } from '../features/billing/affiliate-page';

export const Route = createFileRoute('/affiliate')({ component: AffiliatePage });
