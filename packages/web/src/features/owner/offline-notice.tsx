import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useI18n } from '../../i18n';
import { isDayQuery, keepOfflineDay } from './offline-day';

const subscribe = (change: () => void) => {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
};

/** Offline, the dashboard says so and how old what it shows is: "as of HH:MM" (ADR 116). */
export function OfflineNotice() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  useEffect(() => keepOfflineDay(queryClient), [queryClient]);
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  const at = Math.max(
    0,
    ...queryClient
      .getQueryCache()
      .findAll({ predicate: isDayQuery })
      .map((q) => q.state.dataUpdatedAt),
  );
  const time = at ? new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) : '—';
  return (
    <p role="status" data-testid="offline-as-of" className="mb-3 flex items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm font-medium">
      <WifiOff aria-hidden className="size-4 shrink-0" />
      {t('owner.offlineAsOf', { time })}
    </p>
  );
}
