import { useMutation, useQuery } from '@tanstack/react-query';
import { CalendarPlus, CheckCircle2, Copy, MapPin } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { emailSchema } from '@tablestay/core/account/schema';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { useI18n } from '../../i18n';
import { errorMessage, trpc, trpcClient } from '../../trpc';
import { useSession } from '../auth/use-session';
import { reportError } from '../auth/notify';
import { WhenLine } from './book-page';
import { downloadIcs } from './ics';
import { googleMapsSearchUrl } from '../discovery/links';
import { MapEmbed } from '../discovery/map-embed';
import { LinkProblem, Loading } from './link-problem';
import { useNow } from './use-now';

export function ConfirmationPage({ id, token }: { id: string; token?: string }) {
  if (!token) return <LinkProblem message="Invalid confirmation link - missing access token" />;
  return <Confirmation id={id} token={token} />;
}

const CONFIRMING_FOR_MS = 30_000;

function Confirmation({ id, token }: { id: string; token: string }) {
  const { t, tm, formatDate } = useI18n();
  const session = useSession();
  const [since] = useState(() => Date.now());
  const now = useNow(2000);
  // After paying, the verified payment event may land a moment after the guest does: wait for it.
  const reservation = useQuery({
    ...trpc.reservation.byToken.queryOptions({ id, token }),
    refetchInterval: (q) => (q.state.data?.status === 'awaiting_deposit' && Date.now() - since < CONFIRMING_FOR_MS ? 2000 : false),
  });

  if (reservation.isPending) return <Loading />;
  if (reservation.isError) return <LinkProblem message={errorMessage(reservation.error) === 'Reservation not found or access denied' ? 'Confirmed reservation not found' : errorMessage(reservation.error)} />;
  const r = reservation.data;
  if (r.status === 'awaiting_deposit' && now - since < CONFIRMING_FOR_MS) {
    return <p role="status" className="mx-auto max-w-xl px-4 py-16 text-center">{t('booking.confirming')}</p>;
  }
  if (r.status !== 'confirmed' && r.status !== 'seated') return <LinkProblem message="Confirmed reservation not found" />;

  const details = [r.restaurant.name, r.restaurant.address, `${formatDate(r.date)} ${r.time}`, r.party_size === 1 ? t('booking.guest') : t('booking.guests', { n: r.party_size }), r.guest_name].join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(details);
      toast.success(t('booking.copied'));
    } catch {
      toast.error(t('common.error'), { description: tm('Failed to copy URL') });
    }
  };
  const addToCalendar = async () => {
    try {
      await downloadIcs(await trpcClient.reservation.ics.query({ id, token }));
    } catch (err) {
      reportError(err, tm, t('common.error'));
    }
  };

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <div className="flex items-center gap-3">
        <CheckCircle2 aria-hidden className="size-10 text-primary" />
        <div>
          <h1 className="font-display text-3xl font-bold">{t('booking.confirmedTitle')}</h1>
          <p className="text-muted-foreground">{t('booking.confirmedText', { email: r.guest_email })}</p>
        </div>
      </div>
      <Card className="mt-6 flex flex-col gap-4">
        <div>
          <h2 className="text-xl font-semibold">{r.restaurant.name}</h2>
          <p className="inline-flex items-center gap-1 text-sm text-muted-foreground"><MapPin aria-hidden className="size-4" />{r.restaurant.address}</p>
        </div>
        <WhenLine date={r.date} time={r.time} party={r.party_size} />
        {r.notes && <p className="rounded-lg bg-muted p-3 text-sm">{r.notes}</p>}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={copy}><Copy aria-hidden className="size-4" /> {t('booking.copyDetails')}</Button>
          <a href={googleMapsSearchUrl(r.restaurant.name, r.restaurant.address)} target="_blank" rel="noopener noreferrer" className={buttonClass('outline')}>
            <MapPin aria-hidden className="size-4" /> {t('booking.openMaps')}
          </a>
          <Button variant="outline" onClick={addToCalendar}><CalendarPlus aria-hidden className="size-4" /> {t('booking.addToCalendar')}</Button>
        </div>
        <MapEmbed query={`${r.restaurant.name}, ${r.restaurant.address}`} title={t('booking.mapTitle', { name: r.restaurant.name })} />
      </Card>
      {!session.user && <CreateAccountPrompt email={r.guest_email} />}
    </section>
  );
}

/** SPEC §2: the prompt to create an account opens the magic-link dialog, redirect /me. */
function CreateAccountPrompt({ email: initial }: { email: string }) {
  const { t, tm } = useI18n();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string>();
  const send = useMutation(trpc.account.requestMagicLink.mutationOptions());
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setError(tm(parsed.error.issues[0]?.message));
    setError(undefined);
    try {
      await send.mutateAsync({ email: parsed.data, redirectTo: '/me' });
      toast.success(t('booking.linkSent'));
    } catch (err) {
      reportError(err, tm, tm('Failed to send magic link'));
    }
  };
  return (
    <Card className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="font-semibold">{t('booking.createAccountTitle')}</h2>
        <p className="text-sm text-muted-foreground">{t('booking.createAccountText')}</p>
      </div>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className={buttonClass('primary')}>{t('booking.createAccount')}</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-background p-6 shadow-xl">
            <Dialog.Title className="text-lg font-semibold">{t('auth.magicDialogTitle')}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted-foreground">{t('auth.magicDialogText')}</Dialog.Description>
            {send.isSuccess ? (
              <p role="status" className="mt-4 rounded-lg bg-accent p-3 text-sm">{t('booking.linkSent')}</p>
            ) : (
              <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
                <Field label={t('auth.email')} type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} autoComplete="email" />
                <Button type="submit" disabled={send.isPending}>{send.isPending ? t('auth.sending') : t('booking.sendLink')}</Button>
              </form>
            )}
            <Dialog.Close className={buttonClass('ghost', 'sm', 'mt-3 w-full')}>{t('common.close')}</Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Card>
  );
}
