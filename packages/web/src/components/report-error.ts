import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '../features/shared/toast';
import { currentLocale, errorTexts } from '../i18n';
import { describeError } from '../i18n/errors';
import { fieldErrors } from '../trpc';

/**
 * Shows a failed call the SPEC §8 way: field errors go to their fields (when the form has them),
 * anything else becomes a destructive toast titled "Error", translated by its domain code.
 */
export function reportError(error: unknown, tm: (m: string) => string, title: string, setFieldError?: (field: string, message: string) => boolean) {
  const fields = fieldErrors(error);
  const placed = setFieldError ? Object.entries(fields).filter(([f, m]) => setFieldError(f, tm(m))).length : 0;
  if (placed === 0) toast.error(title, { description: describeError(error, errorTexts(currentLocale()), tm) });
}

/** `reportError`'s setFieldError for a react-hook-form form: a server field error goes on the field of the same name among `fields`. */
export function fieldSetter<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError'>, fields: readonly Path<T>[]) {
  return (field: string, message: string) => {
    if (!fields.includes(field as Path<T>)) return false;
    form.setError(field as Path<T>, { message });
    return true;
  };
}
