import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { offers, type OwnerAction, type OwnerReservation } from '@tablestay/core/owner/dining/schema';
import { reportError } from '../../components/report-error';
import { Button } from '../../components/ui/button';
import { count } from '@tablestay/core/i18n/format';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { trpc } from '../../trpc';
import { toast } from '../shared/toast';
import { StatusBadge } from '../../components/status-badge';
import { cn } from '../../components/ui/cn';
import { useRowMark } from './live';
import { queueIfOffline, useQueuedFor } from './offline-queue';
import { EmailText } from '../shared/email-text';

/** SPEC §8 success texts per owner action. */
const DONE: Record<OwnerAction, string> = {
  confirm: 'Reservation confirmed',
  seat: 'Reservation marked as seated',
  cancel: 'Reservation cancelled',
};

/**
 * One reservation with the owner's actions (SPEC §4): Confirm, Seated (on the reservation's day,
 * `today` being the venue's date), and mark cancelled (asked twice).
 */
export function ReservationItem({ venueId, r, today, readOnly }: { venueId: string; r: OwnerReservation; today: string; readOnly: boolean }) {
  const { t, tm, locale } = useI18n();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const handlers = (action: OwnerAction) => ({
    onSuccess: () => {
      setAsking(false);
      toast.success(t('owner.success'), { description: tm(DONE[action]) });
      void queryClient.invalidateQueries(trpc.ownerDining.pathFilter());
    },
    onError: (err: unknown) => reportError(err, tm, tm('Failed to update reservation')),
  });
  const confirm = useMutation({ ...trpc.ownerDining.confirm.mutationOptions(), ...handlers('confirm') });
  const seat = useMutation({ ...trpc.ownerDining.seat.mutationOptions(), ...handlers('seat') });
  const cancel = useMutation({ ...trpc.ownerDining.cancel.mutationOptions(), ...handlers('cancel') });
  const queued = useQueuedFor(r.id);
  const run = (action: OwnerAction) => {
    // Offline: kept on the device and sent on reconnect with its key (ADR 116).
    if (queueIfOffline({ kind: 'dining', venueId, reservationId: r.id, action })) {
      setAsking(false);
      toast.info(t('owner.queue.saved'));
      return;
    }
    ({ confirm, seat, cancel })[action].mutate({ venueId, reservationId: r.id });
  };
  const busy = confirm.isPending || seat.isPending || cancel.isPending || queued;
  const { className: changedClass, ...changed } = useRowMark<HTMLLIElement>(r.id);

  return (
    <li className={cn('flex flex-col gap-2 py-3', changedClass)} data-testid="owner-reservation" {...changed}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          <span className="tabular-nums">{r.time}</span> · {r.guestName} · {count(locale, 'people', r.partySize)}
        </p>
        <span className="flex items-center gap-2">
          {queued && (
            <span data-testid="queued-badge" className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium">
              {t('owner.queue.badge')}
            </span>
          )}
          <StatusBadge status={r.status} />
        </span>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <a href={`mailto:${r.guestEmail}`} className="inline-flex min-h-11 min-w-0 items-center gap-1 wrap-break-word hover:underline">
          <Mail aria-hidden className="size-4 shrink-0" />{' '}
          <span className="min-w-0">
            <EmailText email={r.guestEmail} />
          </span>
        </a>
        {r.guestPhone && (
          <a href={`tel:${r.guestPhone}`} className="inline-flex min-h-11 items-center gap-1 hover:underline">
            <Phone aria-hidden className="size-4" /> {r.guestPhone}
          </a>
        )}
      </div>
      {r.notes && <p className="text-sm break-words">{r.notes}</p>}
      {r.movedBy && (
        <p className="text-sm text-muted-foreground" data-testid="moved-by">
          {t(`owner.movedBy.${r.movedBy.status}` as MessageKey, { name: r.movedBy.name })}
        </p>
      )}
      {!readOnly && (offers('confirm', r, today) || offers('seat', r, today) || offers('cancel', r, today)) && (
        <div className="flex flex-wrap gap-2">
          {asking ? (
            <>
              <p className="w-full text-sm">{t('owner.cancelConfirm', { name: r.guestName, time: r.time })}</p>
              <Button variant="destructive" disabled={busy} onClick={() => run('cancel')}>
                {t('owner.cancel')}
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => setAsking(false)}>
                {t('owner.keep')}
              </Button>
            </>
          ) : (
            <>
              {offers('confirm', r, today) && (
                <Button disabled={busy} onClick={() => run('confirm')}>
                  {t('owner.confirm')}
                </Button>
              )}
              {offers('seat', r, today) && (
                <Button disabled={busy} onClick={() => run('seat')}>
                  {t('owner.seated')}
                </Button>
              )}
              {offers('cancel', r, today) && (
                <Button variant="outline" disabled={busy} onClick={() => setAsking(true)}>
                  {t('owner.cancel')}
                </Button>
              )}
            </>
          )}
        </div>
      )}
    </li>
  );
}
