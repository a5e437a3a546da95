import { timeIn } from '@tablestay/core/i18n/format';
import { Link, useNavigate } from '@tanstack/react-router';
import { CreditCard } from 'lucide-react';
import type { GuestReservation } from '@tablestay/core/reservation/schema';
import type { GuestStayBooking } from '@tablestay/core/stay/guest-bookings';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpcClient } from '../../trpc';
import { reportError } from '../../components/report-error';
import { recallToken, rememberToken } from '../booking/format';
import { useNow } from '../booking/use-now';
import { depositsDue, minutesLeft, type Due } from './deposits-due';

/** "Awaiting deposit" cards on /me and the dashboard: time left and "Pay deposit" while the hold is live. */
export function DepositDue({ tables, stays }: { tables: readonly GuestReservation[]; stays: readonly GuestStayBooking[] }) {
  const { formatDate } = useI18n();
  const now = useNow(10_000);
  const due = depositsDue(tables, stays, now, (d) => formatDate(d));
  if (due.length === 0) return null;
  return (
    <div className="mt-6 grid gap-3 md:grid-cols-2">
      {due.map((d) => (
        <DueCard key={`${d.kind}-${d.id}`} d={d} now={now} />
      ))}
    </div>
  );
}

function DueCard({ d, now }: { d: Due; now: number }) {
  const { t, tm, locale } = useI18n();
  const minutes = minutesLeft(d.expiresAt, now);
  const time = timeIn(locale, d.expiresAt, d.timezone);
  // The device that booked keeps the link token (SPEC §6); elsewhere the signed-in guest, whose
  // email is proven, asks for it (the booking emails carry the same link).
  const token = recallToken(d.id);
  const navigate = useNavigate();
  const search = { type: d.kind === 'stay' ? ('stay' as const) : undefined };
  const payFromAccount = async () => {
    try {
      const link = await trpcClient.payment.myDepositLink.query({ id: d.id, type: d.kind === 'stay' ? 'stay' : undefined });
      rememberToken(d.id, link.token);
      await navigate({ to: '/deposit/$id', params: { id: d.id }, search: { ...search, token: link.token } });
    } catch (err) {
      reportError(err, tm, t('common.error'));
    }
  };
  return (
    <Card role="region" aria-label={t('mine.depositDueTitle')} className="flex flex-col gap-2 border-primary p-4" data-testid="deposit-due">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('mine.depositDueTitle')}</p>
      <p className="font-semibold">{d.name}</p>
      <p className="text-sm">{d.when}</p>
      <p className="text-sm" data-testid="deposit-time-left">
        {minutes >= 1 ? t('mine.depositDueText', { minutes, time, zone: d.timezone }) : t('mine.depositDueLastMinute', { time, zone: d.timezone })}
      </p>
      {token ? (
        <Link to="/deposit/$id" params={{ id: d.id }} search={{ ...search, token }} className={buttonClass('primary', 'sm', 'self-start')}>
          <CreditCard aria-hidden className="size-4" /> {t('mine.payDeposit')}
        </Link>
      ) : (
        <Button size="sm" className="self-start" onClick={() => void payFromAccount()}>
          <CreditCard aria-hidden className="size-4" /> {t('mine.payDeposit')}
        </Button>
      )}
    </Card>
  );
}
