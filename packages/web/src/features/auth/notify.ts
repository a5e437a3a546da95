import { toast } from '../shared/toast';
import { currentLocale } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { fieldErrors } from '../../trpc';

/**
 * Shows a failed call the SPEC §8 way: field errors go to their fields (when the form has them),
 * anything else becomes a destructive toast titled "Error", translated by its domain code.
 */
export function reportError(error: unknown, tm: (m: string) => string, title: string, setFieldError?: (field: string, message: string) => boolean) {
  const fields = fieldErrors(error);
  const placed = setFieldError ? Object.entries(fields).filter(([f, m]) => setFieldError(f, tm(m))).length : 0;
  if (placed === 0) toast.error(title, { description: describeError(error, currentLocale(), tm) });
}
