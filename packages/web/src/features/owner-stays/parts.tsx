import { BedDouble, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OwnerStayBooking, OwnerStayReview } from '@tablestay/core/owner/stays/schema';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { StatusBadge } from '../../components/status-badge';
import { cn } from '../../components/ui/cn';
import { useRowMark } from '../owner/live';
import { useQueuedFor } from '../owner/offline-queue';
import { EmailText } from '../shared/email-text';

export function Stat({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <Card className="p-4" data-testid={testId}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold">{value}</p>
      {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
    </Card>
  );
}

/** One booking: guest, room, dates, status badge (SPEC §4 styling); `actions` under it. */
export function BookingItem({ b, actions }: { b: OwnerStayBooking; actions?: ReactNode }) {
  const { t, tl, formatDate } = useI18n();
  const day = (d: string) => formatDate(d, { day: 'numeric', month: 'short', year: 'numeric' });
  const { className: changedClass, ...changed } = useRowMark<HTMLLIElement>(b.id);
  const queued = useQueuedFor(b.id);
  return (
    <li className={cn('flex flex-col gap-2 py-3', changedClass)} data-testid="owner-stay-booking" {...changed}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words">{b.guest_name}</p>
          <p className="text-sm wrap-break-word text-muted-foreground">
            <EmailText email={b.guest_email} />
          </p>
        </div>
        <span className="flex items-center gap-2">
          {queued && (
            <span data-testid="queued-badge" className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium">
              {t('owner.queue.badge')}
            </span>
          )}
          <StatusBadge status={b.status} />
        </span>
      </div>
      <p className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1">
          <BedDouble aria-hidden className="size-4" />
          {tl(b.room_type)} · {t('ownerStays.bookings.room', { code: b.room_code })}
        </span>
        <span>
          {day(b.check_in)} → {day(b.check_out)}
        </span>
      </p>
      {b.moved_by && (
        <p className="text-sm text-muted-foreground" data-testid="moved-by">
          {t(`ownerStays.movedBy.${b.moved_by.status}` as MessageKey, { name: b.moved_by.name })}
        </p>
      )}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </li>
  );
}

export function ReviewItem({ r }: { r: OwnerStayReview }) {
  const { t, formatDate } = useI18n();
  return (
    <li className="flex flex-col gap-1 py-3" data-testid="owner-stay-review">
      <div className="flex items-center justify-between gap-3">
        <p className="font-medium">{r.guest_name ?? t('ownerStays.anonymous')}</p>
        <span className="inline-flex items-center gap-1 text-sm" aria-label={`${r.rating}/5`}>
          <Star aria-hidden className="size-4 fill-current text-amber-500" />
          {r.rating}
        </span>
      </div>
      {r.comment && <p className="text-sm break-words">{r.comment}</p>}
      <p className="text-xs text-muted-foreground">{formatDate(r.created_at.slice(0, 10))}</p>
    </li>
  );
}
