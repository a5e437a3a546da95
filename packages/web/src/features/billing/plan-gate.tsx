import { Link } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { useSession } from '../auth/use-session';
import { planPrice } from './plan-price';
import { useCheckoutReturn } from './return-notice';
import { useBillingStatus, useCheckout, usePortal } from './use-billing';

type AddOn = 'sommelier' | 'citypacks';

/**
 * The Sommelier / City Packs gate (SPEC §2, ADR 058): signed out → "Please sign in to use …" with
 * Login; while checking → "Checking subscription status..."; without the add-on → the paywall;
 * with it → "Active until {date}" and Manage above `children` (the AI feature's form).
 * The server refuses the AI calls on its own (addOnProcedure, ADR 104); this only reflects it.
 */
function PlanGate({ plan, search, children }: { plan: AddOn; search: { success?: true; canceled?: true }; children?: ReactNode }) {
  const { t, locale, formatDate } = useI18n();
  const price = { price: planPrice(plan, locale) };
  const session = useSession();
  const status = useBillingStatus(session.isAuthenticated);
  const checkout = useCheckout();
  const portal = usePortal(plan);
  useCheckoutReturn(search, () => status.refetch());

  if (session.loading || (session.isAuthenticated && status.isPending)) {
    return (
      <p className="text-muted-foreground" role="status">
        {t('billing.checking')}
      </p>
    );
  }
  if (!session.isAuthenticated) {
    return (
      <Card className="flex flex-col items-start gap-3">
        <p>{t(`billing.signIn.${plan}`)}</p>
        <Link to="/auth" search={{ redirect: `/${plan}` }} className={buttonClass('primary')}>
          {t('billing.login')}
        </Link>
      </Card>
    );
  }
  // A failed check counts as not subscribed (SPEC §4).
  const mine = status.data?.plans.find((p) => p.product === plan);
  if (!mine) {
    return (
      <Card className="flex flex-col items-start gap-3" data-testid="paywall">
        <Lock aria-hidden className="size-6 text-primary" />
        <h2 className="text-xl font-semibold">{t(`billing.paywall.${plan}Title`)}</h2>
        <p>{t(`billing.paywall.${plan}Text`, price)}</p>
        {plan === 'sommelier' ? <p className="text-sm font-medium text-destructive">{t('billing.paywall.required')}</p> : null}
        <p className="text-2xl font-bold">{t('billing.price', price)}</p>
        <Button onClick={() => void checkout.start(plan)} disabled={checkout.pending === plan}>
          {checkout.pending === plan ? t('billing.subscribing') : t(plan === 'sommelier' ? 'billing.subscribeNow' : 'billing.subscribeNowPrice', price)}
        </Button>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted px-4 py-2 text-sm" data-testid="plan-active">
        <span>{mine.currentPeriodEnd ? t('billing.activeUntil', { date: formatDate(new Date(mine.currentPeriodEnd)) }) : t('billing.card.active')}</span>
        <Button size="sm" variant="outline" onClick={() => void portal.manage()} disabled={portal.pending}>
          {t('billing.manageShort')}
        </Button>
      </div>
      {children}
    </div>
  );
}

/** /sommelier and /citypacks: the title and the gate; the form comes in as `children`. */
export function AddOnPage({ plan, search, children }: { plan: AddOn; search: { success?: true; canceled?: true }; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="mb-6 font-display text-3xl font-bold">{t(`page.${plan}.title`)}</h1>
      <PlanGate plan={plan} search={search}>
        {children}
      </PlanGate>
    </section>
  );
}
