import { toast } from '../shared/toast';
import { errorMessage, fieldErrors } from '../../trpc';

/**
 * Shows a failed call the SPEC §8 way: field errors go to their fields (when the form has them),
 * anything else becomes a destructive toast titled "Error".
 */
export function reportError(
  error: unknown,
  tm: (m: string) => string,
  title: string,
  setFieldError?: (field: string, message: string) => boolean,
) {
  const fields = fieldErrors(error);
  const placed = setFieldError ? Object.entries(fields).filter(([f, m]) => setFieldError(f, tm(m))).length : 0;
  if (placed === 0) toast.error(title, { description: tm(errorMessage(error)) });
}
