import { useEffect } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../components/ui/field';
import { useI18n } from '../../i18n';
import { accountPrefill } from '../booking/book-form';
import { useSession } from '../auth/use-session';

// The guest's name, email and phone, as the table and the stay booking forms ask for them
// (SPEC §5: name required, max 100; a valid email; phone optional, max 20).

export type ContactField = 'guestName' | 'guestEmail' | 'guestPhone';

export function GuestContactFields({
  register,
  errors,
  labels,
}: {
  register: (name: ContactField) => UseFormRegisterReturn;
  errors: Partial<Record<ContactField, { message?: string }>>;
  /** The form's own words for the three fields. */
  labels: Record<ContactField, string>;
}) {
  const { tm } = useI18n();
  const error = (f: ContactField) => errors[f] && tm(errors[f].message);
  return (
    <>
      <Field label={labels.guestName} autoComplete="name" maxLength={100} error={error('guestName')} {...register('guestName')} />
      <Field label={labels.guestEmail} type="email" autoComplete="email" inputMode="email" error={error('guestEmail')} {...register('guestEmail')} />
      <Field label={labels.guestPhone} type="tel" autoComplete="tel" maxLength={20} error={error('guestPhone')} {...register('guestPhone')} />
    </>
  );
}

/**
 * Fills the contact fields from the signed-in account once it is known (`accountPrefill`: the email
 * when empty, then the name when empty too); the guest can still change both. The session arrives
 * after the form exists, so this is the one value written into the form from outside it.
 */
export function useAccountPrefill(form: {
  getValues: () => { guestEmail?: string; guestName?: string };
  setValue: (name: 'guestEmail' | 'guestName', value: string) => void;
}) {
  const session = useSession();
  const { getValues, setValue } = form;
  useEffect(() => {
    const fill = accountPrefill(session.user, getValues());
    if (fill.guestEmail !== undefined) setValue('guestEmail', fill.guestEmail);
    if (fill.guestName !== undefined) setValue('guestName', fill.guestName);
  }, [session.user, getValues, setValue]);
}
