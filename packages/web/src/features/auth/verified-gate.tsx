import { useMutation, useQuery } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import type { RouterContext } from '../../routes/__root';
import { trpc } from '../../trpc';
import { reportError } from '../../components/report-error';

/**
 * Pages that list bookings by the account's email show them only once the address is proven
 * (ADR 035; the server enforces it). Until then they say what to do instead.
 */
export const whenVerified =
  <A extends { context: RouterContext }>(load: (args: A) => void) =>
  async (args: A) => {
    const user = await args.context.queryClient.ensureQueryData(args.context.trpc.account.me.queryOptions());
    if (user?.emailVerified) load(args);
  };

/** The page once the account's email is proven; until then `Notice` (the bookings pages' by default). */
export function verifiedOnly(Page: ComponentType, Notice: ComponentType<{ email: string }> = VerifyEmailNotice) {
  return function VerifiedOnly() {
    const me = useQuery(trpc.account.me.queryOptions());
    if (me.data && !me.data.emailVerified) return <Notice email={me.data.email} />;
    return <Page />;
  };
}

/**
 * "Confirm your email" with a button that sends the link again. The texts default to the bookings
 * pages' (title, text and why it matters); a page that gates something else passes its own, and
 * `note={null}` leaves the third line out.
 */
export function VerifyEmailNotice({ email, title, text, note }: { email: string; title?: string; text?: string; note?: string | null }) {
  const { t, tm } = useI18n();
  const why = note === undefined ? t('verify.why') : note;
  const [resent, setResent] = useState(false);
  const resend = useMutation({
    ...trpc.account.resendVerification.mutationOptions(),
    onSuccess: () => setResent(true),
    onError: (err) => reportError(err, tm, t('common.error')),
  });
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-12">
      <Card className="flex flex-col items-center gap-4 text-center">
        <MailCheck aria-hidden className="size-10 text-primary" />
        <h1 className="font-display text-2xl font-bold">{title ?? t('verify.title')}</h1>
        <p className="wrap-anywhere">{text ?? t('verify.text', { email })}</p>
        {why && <p className="text-sm text-muted-foreground">{why}</p>}
        <Button variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending ? t('verify.resending') : t('verify.resend')}
        </Button>
        {resent && <p role="status">{t('verify.resent')}</p>}
      </Card>
    </section>
  );
}
