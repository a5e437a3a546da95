import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@tablestay/core/staff/roles';
import { reportError } from '../../components/report-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { trpc } from '../../trpc';
import { toast } from '../shared/toast';

export const ROLE_LABEL: Record<StaffRole, MessageKey> = { host: 'staff.role.host', manager: 'staff.role.manager' };
const ROLE_HINT: Record<StaffRole, MessageKey> = { host: 'staff.role.hostHint', manager: 'staff.role.managerHint' };

/** The owner invites one person by email to one or more of their venues with a role (ADR 127). */
export function InviteForm({ venues }: { venues: readonly { id: string; name: string }[] }) {
  const { t, tm } = useI18n();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('host');
  const [chosen, setChosen] = useState<string[]>(venues.length === 1 ? [venues[0]!.id] : []);
  const [errors, setErrors] = useState<{ email?: string; venueIds?: string }>({});
  const invite = useMutation({
    ...trpc.staff.invite.mutationOptions(),
    onSuccess: (_data, input) => {
      toast.success(t('staff.invite.sent', { email: input.email }));
      setEmail('');
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: trpc.staff.overview.queryKey() });
    },
    onError: (err) =>
      reportError(err, tm, t('staff.failed'), (field, message) => {
        if (field !== 'email' && !field.startsWith('venueIds')) return false;
        setErrors((e) => ({ ...e, [field === 'email' ? 'email' : 'venueIds']: message }));
        return true;
      }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    invite.mutate({ email, role, venueIds: chosen });
  };
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((v) => v !== id) : [...c, id]));

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{t('staff.invite.title')}</h2>
      <form className="mt-3 flex flex-col gap-4" onSubmit={submit} noValidate>
        <Field
          label={t('staff.invite.email')}
          type="email"
          autoComplete="off"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <SelectField label={t('staff.invite.role')} value={role} onChange={(e) => setRole(e.target.value as StaffRole)} hint={t(ROLE_HINT[role])}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(ROLE_LABEL[r])}
            </option>
          ))}
        </SelectField>
        <fieldset aria-describedby={errors.venueIds ? 'invite-venues-error' : undefined}>
          <legend className="text-sm font-medium">{t('staff.invite.venues')}</legend>
          <div className="mt-1 flex flex-col">
            {venues.map((v) => (
              <label key={v.id} className="flex min-h-11 items-center gap-3">
                <input type="checkbox" className="size-5" checked={chosen.includes(v.id)} onChange={() => toggle(v.id)} />
                <span className="break-words">{v.name}</span>
              </label>
            ))}
          </div>
          {errors.venueIds && (
            <p id="invite-venues-error" role="alert" className="text-sm text-destructive">
              {errors.venueIds}
            </p>
          )}
        </fieldset>
        <Button type="submit" disabled={invite.isPending} className="self-start">
          {t('staff.invite.send')}
        </Button>
      </form>
    </Card>
  );
}
