import * as z from 'zod';
import { LOCALES } from '../../i18n';
import { venueId } from '../../restaurant/schema';

// The busy-day procedures' inputs, apart from the service so the API can load the forecast lazily.

export const busyDaysInput = z.object({ venueId, kind: z.enum(['dining', 'stays']) });
export const busyTipsInput = busyDaysInput.extend({ locale: z.enum(LOCALES).default('en') });
