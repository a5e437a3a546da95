import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LiveChange } from '@tablestay/core/owner/live/changes';
import { useI18n } from '../../i18n';
import { trpc, trpcClient } from '../../trpc';
import { statusLabelKey } from '../shared/status';

// The owner's open dashboard, live (ADR 116): every few seconds while the page is shown it
// asks what changed at the venue since its cursor; a new or changed booking, waitlist entry or stay
// reloads the dashboard's lists and is highlighted for a few seconds, with a line saying what changed.

const POLL_MS = 4_000;
const HIGHLIGHT_MS = 8_000;

type Mark = 'new' | 'changed' | 'opened';
/** Rows changed within the last seconds ('new', 'changed') and the one the page was opened on ('opened', `?booking=`, ADR 119). */
const Marks = createContext<ReadonlyMap<string, Mark>>(new Map());

/** The classes and attribute a highlighted row wears. */
function changedProps(change: Mark | undefined) {
  return change
    ? {
        'data-changed': change,
        className: 'rounded-lg bg-primary/10 ring-2 ring-primary/60 transition-colors motion-safe:animate-pulse [animation-iteration-count:2]',
      }
    : {};
}

/** A row's highlight (changedProps) and a ref that scrolls the row the link opened into view once. */
export function useRowMark<T extends HTMLElement>(id: string) {
  const mark = useContext(Marks).get(id);
  const ref = useRef<T>(null);
  const opened = mark === 'opened';
  useEffect(() => {
    if (opened) ref.current?.scrollIntoView({ block: 'center' });
  }, [opened]);
  return { ...changedProps(mark), ref };
}

interface Seen {
  cursor: string | undefined;
  status: Map<string, string>;
}

export function LiveVenue({ venueId, opened, children }: { venueId: string; opened?: string; children: ReactNode }) {
  const { t, te } = useI18n();
  const queryClient = useQueryClient();
  const seen = useRef<Seen | null>(null);
  // The person's access to this venue was removed meanwhile (ADR 127): said at once, asking stops.
  const [removed, setRemoved] = useState<{ venueId: string; text: string } | null>(null);
  const [changed, setChanged] = useState<ReadonlyMap<string, 'new' | 'changed'>>(new Map());
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    seen.current = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const describe = (c: LiveChange, fresh: boolean) => {
      if (c.kind === 'waitlist' && fresh) return t('owner.live.waitlist', { name: c.guestName });
      if (fresh) return t('owner.live.new', { name: c.guestName });
      return t('owner.live.changed', { name: c.guestName, status: t(statusLabelKey(c.status)) });
    };
    const poll = async () => {
      if (stopped) return;
      if (document.visibilityState === 'visible') {
        try {
          const answer = await trpcClient.owner.changes.query({ venueId, since: seen.current?.cursor });
          if (stopped) return;
          const first = seen.current === null;
          const state: Seen = seen.current ?? { cursor: undefined, status: new Map() };
          const fresh = new Map<string, 'new' | 'changed'>();
          const lines: string[] = [];
          for (const c of answer.changes) {
            const before = state.status.get(c.id);
            if (before === c.status) continue;
            state.status.set(c.id, c.status);
            if (first) continue;
            // New: made since the last ask; a row first seen now but made earlier has only changed.
            const made = before === undefined && c.created;
            fresh.set(c.id, made ? 'new' : 'changed');
            lines.push(describe(c, made));
          }
          state.cursor = answer.cursor;
          seen.current = state;
          if (fresh.size > 0) {
            void queryClient.invalidateQueries(trpc.ownerDining.pathFilter());
            void queryClient.invalidateQueries({ queryKey: trpc.ownerStays.pathKey() });
            setChanged((prev) => new Map([...prev, ...fresh]));
            setNotice(lines.slice(0, 3).join(' · '));
            setTimeout(() => {
              if (stopped) return;
              setChanged((prev) => new Map([...prev].filter(([id]) => !fresh.has(id))));
              setNotice(null);
            }, HIGHLIGHT_MS);
          }
        } catch (err) {
          // Removed from the venue's staff: say so and stop asking. Offline or a blip: the next ask tries again.
          if ((err as { data?: { domainCode?: string | null } }).data?.domainCode === 'staff.access_removed') {
            setRemoved({ venueId, text: te(err) });
            return;
          }
        }
      }
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    const onShow = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      void poll();
    };
    document.addEventListener('visibilitychange', onShow);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShow);
    };
    // The texts are read when a change comes; a new language need not restart the asking.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [venueId, queryClient]);

  // A change's own mark wins over the opened booking's, as it is the newer news.
  const marks = useMemo<ReadonlyMap<string, Mark>>(
    () => (opened && !changed.has(opened) ? new Map<string, Mark>(changed).set(opened, 'opened') : changed),
    [changed, opened],
  );

  return (
    <Marks.Provider value={marks}>
      <p
        role="status"
        aria-live="polite"
        data-testid="live-notice"
        className={notice ? 'sticky top-2 z-20 mb-3 rounded-full bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow' : 'sr-only'}
      >
        {notice ?? ''}
      </p>
      {removed?.venueId === venueId && (
        <p role="alert" data-testid="access-removed" className="mb-3 rounded-lg border border-destructive px-3 py-2 text-sm font-medium">
          {removed.text}
        </p>
      )}
      {children}
    </Marks.Provider>
  );
}
