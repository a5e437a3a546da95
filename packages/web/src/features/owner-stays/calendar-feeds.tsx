import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { OwnerChannelFeed } from '@tablestay/core/owner/stays/channels';
import type { SyncOutcome } from '@tablestay/core/stay/channel-sync';
import type { OwnerRoomType } from '@tablestay/core/owner/stays/schema';
import type { FeedError } from '@tablestay/core/db/types';
import { reportError } from '../../components/report-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { trpc } from '../../trpc';
import { toast } from '../shared/toast';

/** A calendar feed's address on this site: what a channel polls (ADR 124). */
const feedUrl = (token: string) => `${window.location.origin}/ical/${token}.ics`;

/**
 * Calendar sync (ADR 124, 125): each room's and room type's secret calendar address, to paste into
 * Booking.com's or Airbnb's calendar import so a night sold here is closed there; copied with one
 * tap, replaced when it leaked (the old address stops answering at once). Below each room, the
 * channel calendars it imports, each with its last sync, its last error in words and "Sync now".
 */
export function CalendarFeeds({ venueId, roomTypes }: { venueId: string; roomTypes: OwnerRoomType[] }) {
  const { t, tr } = useI18n();
  const imports = useQuery(trpc.ownerStays.channelFeeds.queryOptions({ venueId }));
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
              <div key={room.id} className="flex flex-col gap-2">
                <Feed venueId={venueId} kind="room" id={room.id} token={room.icalToken} label={t('ownerStays.feeds.room', { code: room.code })} />
                <Imports venueId={venueId} roomId={room.id} code={room.code} feeds={(imports.data ?? []).filter((f) => f.roomId === room.id)} />
              </div>
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

/** A failed sync's reason in the owner's words. */
function feedErrorText(t: Translate, e: FeedError): string {
  return e.code === 'status' ? t('ownerStays.imports.error.status', { status: e.status }) : t(`ownerStays.imports.error.${e.code}` as MessageKey);
}

type Translate = ReturnType<typeof useI18n>['t'];

/**
 * What a sync came to, as a toast: done; done but the calendar sells nights a stay here holds (a
 * double booking, shown atop the Stays tab, scrolled to from the toast); or why it failed.
 */
function tellOutcome(t: Translate, outcome: SyncOutcome | null, done: string, failed: string) {
  if (outcome && !outcome.ok) return toast.error(failed, { description: feedErrorText(t, outcome.error) });
  if (outcome && outcome.conflicts > 0)
    return toast.error(t('ownerStays.imports.conflictFound'), {
      description: t('ownerStays.conflicts.hint'),
      action: { label: t('ownerStays.imports.seeConflicts'), onClick: () => window.scrollTo({ top: 0, behavior: 'smooth' }) },
    });
  toast.success(done);
}

/** The channel calendars one room imports (ADR 125): add by address, sync now, remove. */
function Imports({ venueId, roomId, code, feeds }: { venueId: string; roomId: string; code: string; feeds: OwnerChannelFeed[] }) {
  const { t, tm } = useI18n();
  const inputId = useId();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const add = useMutation(trpc.ownerStays.addChannelFeed.mutationOptions());
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.ownerStays.channelFeeds.queryKey({ venueId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.ownerStays.channelConflicts.queryKey({ venueId }) }),
    ]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const r = await add.mutateAsync({ venueId, roomId, url });
      setUrl('');
      tellOutcome(t, r.outcome, t('ownerStays.imports.added'), t('ownerStays.imports.addedNotSynced'));
      await refresh();
    } catch (err) {
      reportError(err, tm, t('common.error'));
    }
  };
  return (
    <section
      className="ml-3 flex flex-col gap-2 border-l-2 border-border pl-3"
      data-testid="channel-imports"
      aria-label={t('ownerStays.imports.title', { code })}
    >
      <h4 className="text-sm font-semibold">{t('ownerStays.imports.title', { code })}</h4>
      {feeds.map((f) => (
        <ImportedFeed key={f.id} venueId={venueId} feed={f} refresh={refresh} />
      ))}
      <form onSubmit={submit} className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-xs text-muted-foreground">
          {t('ownerStays.imports.intro')}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <input
            id={inputId}
            type="url"
            inputMode="url"
            required
            maxLength={2000}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://…/calendar.ics"
            aria-label={t('ownerStays.imports.label', { code })}
            className="h-11 min-w-0 flex-1 rounded-lg border border-border bg-background px-3 text-sm"
          />
          <Button type="submit" variant="outline" disabled={add.isPending}>
            {t('ownerStays.imports.add')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function ImportedFeed({ venueId, feed, refresh }: { venueId: string; feed: OwnerChannelFeed; refresh: () => Promise<unknown> }) {
  const { t, tm, locale } = useI18n();
  const sync = useMutation(trpc.ownerStays.syncChannelFeed.mutationOptions());
  const remove = useMutation(trpc.ownerStays.removeChannelFeed.mutationOptions());
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (err) {
      reportError(err, tm, t('common.error'));
    } finally {
      await refresh();
    }
  };
  const when = feed.lastSyncedAt
    ? new Date(feed.lastSyncedAt).toLocaleString(locale === 'sl' ? 'sl-SI' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' })
    : null;
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border p-2 text-sm" data-testid="channel-import">
      <span className="break-all font-mono text-xs">{feed.url}</span>
      <span className="text-muted-foreground" data-testid="channel-import-status">
        {when ? t('ownerStays.imports.lastSync', { when }) : t('ownerStays.imports.never')} · {t('ownerStays.imports.blocks', { count: feed.blocks })}
      </span>
      {feed.lastError && (
        <span role="status" className="font-medium text-destructive" data-testid="channel-import-error">
          {feedErrorText(t, feed.lastError)}
        </span>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={sync.isPending}
          onClick={() =>
            act(async () =>
              tellOutcome(t, await sync.mutateAsync({ venueId, feedId: feed.id }), t('ownerStays.imports.synced'), t('ownerStays.imports.syncFailed')),
            )
          }
        >
          <RefreshCw aria-hidden className="size-4" /> {t('ownerStays.imports.syncNow')}
        </Button>
        <Button
          variant="outline"
          disabled={remove.isPending}
          onClick={() =>
            act(async () => {
              await remove.mutateAsync({ venueId, feedId: feed.id });
              toast.success(t('ownerStays.imports.removed'));
            })
          }
        >
          <Trash2 aria-hidden className="size-4" /> {t('ownerStays.imports.remove')}
        </Button>
      </div>
    </div>
  );
}
