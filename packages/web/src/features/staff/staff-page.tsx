import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { RouterOutputs } from '@tablestay/api/root';
import { STAFF_ROLES, type StaffRole } from '@tablestay/core/staff/roles';
import { reportError } from '../../components/report-error';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { SelectField } from '../../components/ui/select-field';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { toast } from '../shared/toast';
import { InviteForm, ROLE_LABEL } from './invite-form';

type Overview = RouterOutputs['staff']['overview'];
type Member = Overview['members'][number];
type Invitation = Overview['invitations'][number];

const WHEN: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };

/** /dashboard/staff: the owner's Staff page (ADR 127): invite, who has access, open invitations. */
export function StaffPage() {
  const { t } = useI18n();
  const home = useSuspenseQuery(trpc.owner.home.queryOptions()).data;
  const overview = useSuspenseQuery(trpc.staff.overview.queryOptions()).data;
  const own = home.venues.filter((v) => v.role === 'owner');
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <div>
        <Link to="/dashboard" className={cn(buttonClass('link', 'md'), 'min-h-11 px-0')}>
          {t('staff.back')}
        </Link>
        <h1 className="font-display text-3xl font-bold">{t('staff.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('staff.intro')}</p>
      </div>
      {own.length === 0 ? <p>{t('staff.noVenues')}</p> : <InviteForm venues={own} />}
      <Card className="p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('staff.members')}</h2>
        {overview.members.length === 0 ? (
          <p className="py-3 text-sm text-muted-foreground">{t('staff.noMembers')}</p>
        ) : (
          <ul className="divide-y divide-border">
            {overview.members.map((m) => (
              <MemberItem key={m.userId} m={m} />
            ))}
          </ul>
        )}
      </Card>
      <Card className="p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('staff.invitations')}</h2>
        {overview.invitations.length === 0 ? (
          <p className="py-3 text-sm text-muted-foreground">{t('staff.noInvitations')}</p>
        ) : (
          <ul className="divide-y divide-border">
            {overview.invitations.map((i) => (
              <InvitationItem key={i.id} i={i} />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

/** The overview again after a change. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: trpc.staff.overview.queryKey() });
}

function MemberItem({ m }: { m: Member }) {
  const { t, tm, formatDate } = useI18n();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const failed = (err: unknown) => reportError(err, tm, t('staff.failed'));
  const remove = useMutation({
    ...trpc.staff.remove.mutationOptions(),
    onSuccess: () => {
      toast.success(t('staff.removed', { name: m.name }));
      refresh();
    },
    onError: failed,
  });
  const changeRole = useMutation({
    ...trpc.staff.changeRole.mutationOptions(),
    onSuccess: (data) => {
      toast.success(t('staff.roleChanged', { name: m.name, role: t(ROLE_LABEL[data.role]) }));
      refresh();
    },
    onError: failed,
  });
  // One role at every venue of the owner's (the invitation gives one role); the first venue's shows.
  const role = m.venues[0]?.role ?? 'host';
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="staff-member">
      <div className="min-w-0">
        <p className="font-semibold break-words">{m.name}</p>
        <p className="text-sm break-words text-muted-foreground">{m.email}</p>
        <p className="text-sm break-words">{m.venues.map((v) => `${v.name} · ${t(ROLE_LABEL[v.role])}`).join(', ')}</p>
        <p className="text-sm text-muted-foreground">
          {m.lastActiveAt ? t('staff.lastActive', { when: formatDate(new Date(m.lastActiveAt), WHEN) }) : t('staff.neverActive')}
        </p>
      </div>
      {asking ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="w-full text-sm">{t('staff.removeConfirm', { name: m.name })}</p>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate({ userId: m.userId })}>
            {t('staff.remove')}
          </Button>
          <Button variant="outline" onClick={() => setAsking(false)}>
            {t('staff.keep')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label={t('staff.changeRole', { name: m.name })}
            value={role}
            disabled={changeRole.isPending}
            onChange={(e) => changeRole.mutate({ userId: m.userId, role: e.target.value as StaffRole })}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(ROLE_LABEL[r])}
              </option>
            ))}
          </SelectField>
          <Button variant="outline" onClick={() => setAsking(true)}>
            {t('staff.remove')}
          </Button>
        </div>
      )}
    </li>
  );
}

function InvitationItem({ i }: { i: Invitation }) {
  const { t, tm, formatDate } = useI18n();
  const refresh = useRefresh();
  const failed = (err: unknown) => reportError(err, tm, t('staff.failed'));
  const resend = useMutation({
    ...trpc.staff.resend.mutationOptions(),
    onSuccess: () => {
      toast.success(t('staff.resent', { email: i.email }));
      refresh();
    },
    onError: failed,
  });
  const withdraw = useMutation({
    ...trpc.staff.withdraw.mutationOptions(),
    onSuccess: () => {
      toast.success(t('staff.withdrawn'));
      refresh();
    },
    onError: failed,
  });
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="staff-invitation">
      <div className="min-w-0">
        <p className="font-semibold break-words">{i.email}</p>
        <p className="text-sm break-words">
          {t(ROLE_LABEL[i.role])} · {i.venues.map((v) => v.name).join(', ')}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('staff.sentOn', { when: formatDate(new Date(i.sentAt), WHEN) })} ·{' '}
          {i.expired ? (
            <span className="font-medium text-destructive">{t('staff.expired')}</span>
          ) : (
            t('staff.expiresOn', { when: formatDate(new Date(i.expiresAt), WHEN) })
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={resend.isPending} onClick={() => resend.mutate({ invitationId: i.id })}>
          {t('staff.resend')}
        </Button>
        <Button variant="outline" disabled={withdraw.isPending} onClick={() => withdraw.mutate({ invitationId: i.id })}>
          {t('staff.withdraw')}
        </Button>
      </div>
    </li>
  );
}
