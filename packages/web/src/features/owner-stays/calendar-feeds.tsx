import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import type { OwnerRoomType } from '@tablestay/core/owner/stays/schema';
import { reportError } from '../../components/report-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { toast } from '../shared/toast';

/** A calendar feed's address on this site: what a channel polls (ADR 124). */
const feedUrl = (token: string) => `${window.location.origin}/ical/${token}.ics`;

/**
 * Calendar sync (ADR 124): each room's and room type's secret calendar address, to paste into
 * Booking.com's or Airbnb's calendar import so a night sold here is closed there; copied with one
 * tap, replaced when it leaked (the old address stops answering at once).
 */
export function CalendarFeeds({ venueId, roomTypes }: { venueId: string; roomTypes: OwnerRoomType[] }) {
  const { t, tr } = useI18n();
  if (roomTypes.length === 0) return null;
  return (
    <Card className="p-4" data-testid="calendar-feeds">
      <h3 className="text-lg font-semibold">{t('ownerStays.feeds.title')}</h3>
      <p className="mb-3 text-sm text-muted-foreground">{t('ownerStays.feeds.intro')}</p>
      <ul className="flex flex-col gap-4">
        {roomTypes.map((rt) => (
          <li key={rt.id} className="flex flex-col gap-2">
            <Feed
              venueId={venueId}
              kind="type"
              id={rt.id}
              token={rt.icalToken}
              label={t('ownerStays.feeds.type', { name: tr({ name: rt.name, name_sl: rt.nameSl }) })}
            />
            {rt.rooms.map((room) => (
              <Feed key={room.id} venueId={venueId} kind="room" id={room.id} token={room.icalToken} label={t('ownerStays.feeds.room', { code: room.code })} />
            ))}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Feed({ venueId, kind, id, token, label }: { venueId: string; kind: 'room' | 'type'; id: string; token: string; label: string }) {
  const { t, tm } = useI18n();
  const inputId = useId();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const replace = useMutation(trpc.ownerStays.replaceCalendarFeed.mutationOptions());
  const url = feedUrl(token);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('ownerStays.feeds.copied'));
    } catch {
      toast.error(t('common.error'), { description: t('ownerStays.feeds.copyFailed') });
    }
  };
  const renew = async () => {
    try {
      await replace.mutateAsync({ venueId, kind, id });
      setConfirming(false);
      toast.success(t('ownerStays.feeds.replaced'));
      await queryClient.invalidateQueries({ queryKey: trpc.ownerStays.settings.queryKey({ venueId }) });
    } catch (err) {
      reportError(err, tm, t('common.error'));
    }
  };
  return (
    <div className="flex flex-col gap-1" data-testid="calendar-feed">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="h-11 min-w-0 flex-1 rounded-lg border border-border bg-muted px-3 font-mono text-xs"
        />
        <Button variant="outline" onClick={copy} aria-label={`${t('ownerStays.feeds.copy')}: ${label}`}>
          <Copy aria-hidden className="size-4" /> {t('ownerStays.feeds.copy')}
        </Button>
        <Button variant="outline" onClick={() => setConfirming(true)} aria-label={`${t('ownerStays.feeds.replace')}: ${label}`}>
          <RefreshCw aria-hidden className="size-4" /> {t('ownerStays.feeds.replace')}
        </Button>
      </div>
      {confirming && (
        <div role="alert" className="flex flex-wrap items-center gap-2 rounded-lg border border-border p-2 text-sm">
          <span className="min-w-0 flex-1">{t('ownerStays.feeds.replaceWarning')}</span>
          <Button onClick={renew} disabled={replace.isPending}>
            {t('ownerStays.feeds.replaceConfirm')}
          </Button>
          <Button variant="outline" onClick={() => setConfirming(false)}>
            {t('ownerStays.form.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}
