import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PUSH_KINDS, type PushKind } from '@tablestay/core/push/kinds';
import { reportError } from '../../components/report-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpc, trpcClient } from '../../trpc';
import { currentSubscription, pushSupported, subscribeDevice, type DeviceSubscription } from './push-device';

/**
 * Settings → Notifications (ADR 119): this device's notifications for one venue. Enable asks the
 * browser's permission and subscribes with the server's VAPID key; each kind of event is a
 * checkbox (the kinds this tab offers; a kind another tab set is kept); Disable removes this device for this venue. Notifications come in the language shown
 * when they were last saved.
 */
export function PushSettingsCard({ venueId, kinds: offered = PUSH_KINDS }: { venueId: string; kinds?: readonly PushKind[] }) {
  const { t, tm, locale } = useI18n();
  const queryClient = useQueryClient();
  const [device, setDevice] = useState<DeviceSubscription | null | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  const supported = pushSupported();
  useEffect(() => {
    if (supported) void currentSubscription().then(setDevice, () => setDevice(null));
  }, [supported]);
  const settings = useQuery({ ...trpc.ownerPush.settings.queryOptions({ venueId }), enabled: supported });
  const mine = device ? settings.data?.devices.find((d) => d.endpoint === device.endpoint) : undefined;
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.ownerPush.settings.queryKey({ venueId }) });

  const save = useMutation({
    mutationFn: async (kinds: PushKind[]) => {
      let sub = device && mine ? device : null;
      if (!sub) {
        const { publicKey } = await queryClient.fetchQuery(trpc.ownerPush.publicKey.queryOptions());
        const outcome = await subscribeDevice(publicKey);
        if (!outcome.ok) {
          setNotice(t(outcome.reason === 'denied' ? 'owner.push.denied' : outcome.reason === 'no_service' ? 'owner.push.noService' : 'owner.push.unsupported'));
          return 'refused' as const;
        }
        sub = outcome.subscription;
        setDevice(sub);
      }
      await trpcClient.ownerPush.subscribe.mutate({ venueId, subscription: sub, kinds, locale });
      setNotice(null);
      return 'saved' as const;
    },
    // The browser refused: nothing changed on the server, and the button is back at once to try again.
    onSettled: (result) => (result === 'refused' ? undefined : refresh()),
    onError: (err) => reportError(err, tm, t('owner.push.failed')),
  });
  const disable = useMutation({
    mutationFn: async () => {
      // The browser keeps its subscription: the owner's other venues may use it on this device.
      if (device) await trpcClient.ownerPush.unsubscribe.mutate({ venueId, endpoint: device.endpoint });
    },
    onSettled: refresh,
    onError: (err) => reportError(err, tm, t('owner.push.failed')),
  });

  const busy = save.isPending || disable.isPending;
  // The boxes show the kinds being saved until the server's list is back (TanStack's optimistic UI by variables).
  const shown: readonly string[] = (save.isPending && save.variables) || mine?.kinds || [];
  const toggle = (kind: PushKind, on: boolean) => {
    const kinds = new Set(shown as PushKind[]);
    if (on) kinds.add(kind);
    else kinds.delete(kind);
    save.mutate(PUSH_KINDS.filter((k) => kinds.has(k)));
  };

  return (
    <Card className="p-4 sm:p-6" data-testid="push-settings">
      <h2 className="text-lg font-semibold">{t('owner.push.title')}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('owner.push.intro')}</p>
      {!supported ? (
        <p className="mt-3 text-sm">{t('owner.push.unsupported')}</p>
      ) : mine ? (
        <>
          <p className="mt-3 text-sm font-medium" data-testid="push-status">
            {t('owner.push.on')}
          </p>
          <ul className="mt-3 flex flex-col gap-2">
            {offered.map((kind) => (
              <li key={kind}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border p-3 focus-within:ring-2 focus-within:ring-ring">
                  <input type="checkbox" className="size-5" checked={shown.includes(kind)} disabled={busy} onChange={(e) => toggle(kind, e.target.checked)} />
                  <span>{t(`owner.push.kind.${kind}`)}</span>
                </label>
              </li>
            ))}
          </ul>
          <Button variant="outline" className="mt-4 w-full sm:w-auto" disabled={busy} onClick={() => disable.mutate()}>
            {t('owner.push.disable')}
          </Button>
        </>
      ) : (
        <Button className="mt-4 w-full sm:w-auto" disabled={busy || device === undefined || settings.isPending} onClick={() => save.mutate([...offered])}>
          {t('owner.push.enable')}
        </Button>
      )}
      {notice && (
        <p role="status" className="mt-3 text-sm text-destructive">
          {notice}
        </p>
      )}
    </Card>
  );
}
