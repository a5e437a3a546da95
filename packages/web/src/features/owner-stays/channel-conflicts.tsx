import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';

/**
 * Double bookings with a channel (ADR 125), at the top of the Stays tab on every view: a stay booked
 * here whose nights a channel's imported calendar also sells. Nothing is changed for the owner; the
 * push and the email said it too, and it goes once either side is moved or cancelled.
 */
export function ChannelConflicts({ venueId }: { venueId: string }) {
  const { t, formatDate } = useI18n();
  const q = useQuery(trpc.ownerStays.channelConflicts.queryOptions({ venueId }));
  if (!q.data || q.data.length === 0) return null;
  const span = (from: string, to: string) => `${formatDate(from, { day: 'numeric', month: 'short' })} – ${formatDate(to, { day: 'numeric', month: 'short' })}`;
  return (
    <section role="alert" className="rounded-lg border-2 border-destructive bg-destructive/5 p-3" data-testid="channel-conflicts">
      <h3 className="flex items-center gap-2 font-semibold text-destructive">
        <TriangleAlert aria-hidden className="size-5" /> {t('ownerStays.conflicts.title')}
      </h3>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {q.data.map((c) => (
          <li key={c.id}>
            {t('ownerStays.conflicts.item', {
              room: c.roomCode,
              guest: c.guestName,
              stay: span(c.checkIn, c.checkOut),
              channel: c.channel,
              channelStay: span(c.channelStart, c.channelEnd),
            })}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted-foreground">{t('ownerStays.conflicts.hint')}</p>
    </section>
  );
}
