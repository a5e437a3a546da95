import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { INVALID_LINK } from '@tablestay/core/account/schema';
import { forgetOfflineDay } from '../owner/offline-day-store';
import { toast } from '../shared/toast';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpcClient } from '../../trpc';

// A code works once: remember the exchange so a re-mount (StrictMode, back button) doesn't spend it twice.
const exchanges = new Map<string, Promise<{ redirectTo: string; passwordRemoved: boolean }>>();

/** /auth/callback (magic link) and /auth/verify (the link sent at sign-up): both prove the email and sign in. */
export function AuthCallback({ code, kind = 'magic' }: { code?: string; kind?: 'magic' | 'verify' }) {
  const { t, tm, te } = useI18n();
  const router = useRouter();
  const queryClient = useQueryClient();
  // No code reads as a wrong link; a failed exchange is translated from what the server said.
  const [failure, setFailure] = useState<{ error?: unknown } | null>(code ? null : {});

  useEffect(() => {
    if (!code) return;
    let exchange = exchanges.get(code);
    if (!exchange) {
      exchange = kind === 'verify' ? trpcClient.account.verifyEmail.mutate({ code }) : trpcClient.account.exchangeMagicLink.mutate({ code });
      exchanges.set(code, exchange);
    }
    let active = true;
    exchange.then(
      async ({ redirectTo, passwordRemoved }) => {
        // A new session on this device: nothing of whoever used it before stays (ADR 116, 127).
        forgetOfflineDay();
        await queryClient.invalidateQueries();
        if (active && passwordRemoved) toast.info(t('verify.passwordRemoved'));
        if (active) router.history.replace(redirectTo);
      },
      (err: unknown) => active && setFailure({ error: err }),
    );
    return () => {
      active = false;
    };
  }, [code, kind, queryClient, router, t]);

  return (
    <section className="mx-auto w-full max-w-md px-4 py-16">
      <Card className="text-center">
        {failure ? (
          <div role="alert" className="flex flex-col items-center gap-3">
            <h1 className="text-xl font-semibold">{t('auth.errorTitle')}</h1>
            <p className="text-muted-foreground">{failure.error ? te(failure.error) : tm(INVALID_LINK)}</p>
            <Link to="/auth" className={buttonClass('primary')}>
              {t('auth.backToLogin')}
            </Link>
          </div>
        ) : (
          <p role="status" className="flex items-center justify-center gap-3 text-lg">
            <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent" />
            {t('auth.signingYouIn')}
          </p>
        )}
      </Card>
    </section>
  );
}
