import { timeIn } from '@tablestay/core/i18n/format';
import { Link, useNavigate } from '@tanstack/react-router';
import { CreditCard } from 'lucide-react';
import { isLive, type HoldRow } from '@tablestay/core/hold/rule';
import type { GuestReservation } from '@tablestay/core/reservation/schema';
import type { GuestStayBooking } from '@tablestay/core/stay/guest-bookings';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpcClient } from '../../trpc';
import { reportError } from '../auth/notify';
import { recallToken, rememberToken } from '../booking/format';
import { useNow } from '../booking/use-now';

interface Due {
  id: string;
  kind: 'table' | 'stay';
  name: string;
  when: string;
  expiresAt: string;
  timezone: string;
}

/** Bookings whose unpaid hold is still live: the guest can go back and pay (SPEC §4 awaiting_deposit). */
function depositsDue(tables: readonly GuestReservation[], stays: readonly GuestStayBooking[], now: number, formatDate: (d: string) => string): Due[] {
  // The hold rule the deposit pages use (ADR 020); a hold without a deadline has no time left to show.
  const due = (row: HoldRow) => row.expires_at !== null && isLive(row, now);
  return [
    ...tables.filter(due).map((r) => ({
      id: r.id,
      kind: 'table' as const,
      name: r.restaurant.name,
      when: `${formatDate(r.date)} · ${r.time}`,
      expiresAt: r.expires_at!,
      timezone: r.restaurant.timezone,
    })),
    ...stays.filter(due).map((s) => ({
      id: s.id,
      kind: 'stay' as const,
      name: s.property.name,
      when: `${formatDate(s.check_in)} → ${formatDate(s.check_out)}`,
      expiresAt: s.expires_at!,
      timezone: s.property.timezone,
    })),
  ].sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
}

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
  const minutes = Math.floor((new Date(d.expiresAt).getTime() - now) / 60_000);
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
