import { get, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useI18n } from '../i18n';

/**
 * A react-hook-form field as `Field`, `SelectField` and `TextareaField` take it: registered, with
 * its error (if any) in the reader's language. `field('email')` is spread onto the control.
 */
export function useFormField<T extends FieldValues, C, O extends FieldValues>(form: UseFormReturn<T, C, O>) {
  const { tm } = useI18n();
  return (name: Path<T>): FormFieldProps<Path<T>> => {
    const error: { message?: string } | undefined = get(form.formState.errors, name);
    return { error: error && tm(error.message), ...form.register(name) };
  };
}

/** One registered field's props (`useFormField`'s answer). */
export type FormFieldProps<N extends string = string> = UseFormRegisterReturn<N> & { error: string | undefined };
