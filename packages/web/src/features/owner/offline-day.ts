import type { Query, QueryClient } from '@tanstack/react-query';
import { OWNER_DAY_STORAGE as STORAGE } from './offline-day-store';

// The owner's day, readable offline (ADR 116): the answers the dashboard shows for service (the
// session, the owner's venues, a day's reservations and waitlist, the overviews with today's
// arrivals, the stays bookings) are kept on this device after each successful load, and put back
// into the query cache when the app starts without a network, so the dashboard opens from the
// service worker's shell with the day as it last was ("as of HH:MM"). Only an owner's dashboard is
// kept; signing out (the session answering null) deletes it, so no one else's data stays behind.

const KEPT = ['account.me', 'owner.home', 'ownerDining.reservations', 'ownerDining.overview', 'ownerStays.overview', 'ownerStays.bookings'];

const pathOf = (query: Query) => (Array.isArray(query.queryKey[0]) ? (query.queryKey[0] as string[]).join('.') : '');
const kept = (query: Query) => KEPT.includes(pathOf(query));
/** The dashboard's own answers (not the session or the venue list): what "as of" speaks of. */
export const isDayQuery = (query: Query) => kept(query) && !['account.me', 'owner.home'].includes(pathOf(query));

interface Snapshot {
  entries: { key: readonly unknown[]; data: unknown; at: number }[];
}

function save(client: QueryClient) {
  const queries = client.getQueryCache().findAll({ predicate: (q) => kept(q) && q.state.status === 'success' });
  const me = queries.find((q) => pathOf(q) === 'account.me')?.state.data;
  const home = queries.find((q) => pathOf(q) === 'owner.home')?.state.data as { kind?: string } | undefined;
  try {
    if (!me || home?.kind !== 'owner') return localStorage.removeItem(STORAGE);
    const snapshot: Snapshot = { entries: queries.map((q) => ({ key: q.queryKey, data: q.state.data, at: q.state.dataUpdatedAt })) };
    localStorage.setItem(STORAGE, JSON.stringify(snapshot));
  } catch {
    // Storage full or refused: the day is simply not kept.
  }
}

function restore(client: QueryClient) {
  try {
    const snapshot = JSON.parse(localStorage.getItem(STORAGE) ?? 'null') as Snapshot | null;
    for (const e of snapshot?.entries ?? []) client.setQueryData(e.key, e.data, { updatedAt: e.at });
  } catch {
    localStorage.removeItem(STORAGE);
  }
}

let keeping = false;

/**
 * Keeps the owner's day on the device and, started offline, puts it back. Called at start on a
 * dashboard address (before its first load) and by the dashboard itself (an owner who signed in and
 * came by a link); only the first call counts.
 */
export function keepOfflineDay(client: QueryClient) {
  if (keeping || typeof localStorage === 'undefined') return;
  keeping = true;
  if (!navigator.onLine) restore(client);
  let timer: ReturnType<typeof setTimeout> | undefined;
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !kept(event.query)) return;
    clearTimeout(timer);
    timer = setTimeout(() => save(client), 300);
  });
}
