import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { among, WAITLIST } from '@tablestay/core/hold/lifecycle';
import { Button } from '../../components/ui/button';
import { currentLocale, errorTexts, useI18n } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { trpc, trpcClient } from '../../trpc';
import { statusLabelKey } from '../shared/status';
import { OWNER_QUEUE_CHANGED as CHANGED, OWNER_QUEUE_STORAGE as STORAGE } from './offline-day-store';

// Status actions the owner takes offline (ADR 116): kept on the device, each with the key made when
// it was tapped, and sent in order when the device is back online (ownerDining.replay). What the
// server refused because the booking changed meanwhile is shown plainly, and changes nothing.

interface Queued {
  key: string;
  /** A table's reservation (Confirm, Seated, cancel), a waitlist entry (Promote) or a stay booking (Confirm, Check in, Check out, cancel). */
  kind: 'dining' | 'stay';
  venueId: string;
  reservationId: string;
  action: string;
}

const read = (): Queued[] => {
  try {
    return JSON.parse(localStorage.getItem(STORAGE) ?? '[]') as Queued[];
  } catch {
    return [];
  }
};
let snapshot = typeof localStorage === 'undefined' ? [] : read();
const write = (items: Queued[]) => {
  localStorage.setItem(STORAGE, JSON.stringify(items));
  snapshot = items;
  window.dispatchEvent(new Event(CHANGED));
};
// Read again on every change: signing out empties the storage from elsewhere (offline-day-store.ts).
const subscribe = (change: () => void) => {
  const reread = () => {
    snapshot = read();
    change();
  };
  window.addEventListener(CHANGED, reread);
  return () => window.removeEventListener(CHANGED, reread);
};
const useQueue = () =>
  useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );

/** Keeps an action for later when the device is offline; false when online (send it now). */
export function queueIfOffline(item: Omit<Queued, 'key'>): boolean {
  if (navigator.onLine) return false;
  write([...read(), { ...item, key: crypto.randomUUID() }]);
  return true;
}

/** Whether a booking has an action waiting to be sent. */
export const useQueuedFor = (reservationId: string) => useQueue().some((q) => q.reservationId === reservationId);

/** The waiting actions (a line while offline), their sending on reconnect, and the conflicts. */
export function OfflineQueue({ venueId }: { venueId: string }) {
  const { t, tm } = useI18n();
  const queryClient = useQueryClient();
  const queue = useQueue().filter((q) => q.venueId === venueId);
  const [conflicts, setConflicts] = useState<string[]>([]);
  const sending = useRef(false);
  // A Promote another device (or the guest's claim) did first, or with no table free now, says so (ADR 119).
  const conflictText = (item: Queued, answer: { status: string; guestName: string }) =>
    item.action !== 'promote'
      ? t('owner.queue.conflict', { name: answer.guestName, status: t(statusLabelKey(answer.status)) })
      : t(among(WAITLIST.open, answer.status) ? 'owner.queue.promoteFull' : 'owner.queue.promoteGone', { name: answer.guestName });

  useEffect(() => {
    const send = async () => {
      if (sending.current || !navigator.onLine) return;
      sending.current = true;
      try {
        for (const item of read()) {
          try {
            const answer =
              item.kind === 'stay'
                ? await trpcClient.ownerStays.replay.mutate({ venueId: item.venueId, id: item.reservationId, to: item.action as 'confirmed', key: item.key })
                : await trpcClient.ownerDining.replay.mutate({
                    venueId: item.venueId,
                    reservationId: item.reservationId,
                    action: item.action as 'confirm',
                    key: item.key,
                  });
            if (answer.outcome === 'conflict') setConflicts((c) => [...c, conflictText(item, answer)]);
          } catch (err) {
            // Offline again: keep it (and what follows) for the next reconnect. Refused for good (the
            // person's access removed meanwhile, ADR 127): drop it and say why.
            if (!navigator.onLine || (err as { data?: { httpStatus?: number } }).data?.httpStatus === undefined) break;
            setConflicts((c) => [...c, describeError(err, errorTexts(currentLocale()), tm)]);
          }
          write(read().filter((q) => q.key !== item.key));
        }
      } finally {
        sending.current = false;
        void queryClient.invalidateQueries(trpc.ownerDining.pathFilter());
        void queryClient.invalidateQueries({ queryKey: trpc.ownerStays.pathKey() });
      }
    };
    void send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
    // `t` is read when an answer comes; a new language need not send again.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient]);

  return (
    <>
      {queue.length > 0 && (
        <p role="status" data-testid="queued-actions" className="mb-3 rounded-lg bg-accent px-3 py-2 text-sm font-medium">
          {t('owner.queue.waiting', { count: queue.length })}
        </p>
      )}
      {conflicts.length > 0 && (
        <div role="alert" data-testid="queue-conflicts" className="mb-3 flex flex-col gap-2 rounded-lg border border-destructive px-3 py-2 text-sm">
          {conflicts.map((c) => (
            <p key={c} className="font-medium text-destructive">
              {c}
            </p>
          ))}
          <Button variant="outline" className="self-start" onClick={() => setConflicts([])}>
            {t('owner.queue.dismiss')}
          </Button>
        </div>
      )}
    </>
  );
}
