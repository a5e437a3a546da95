import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { PlanCard } from './plan-card';
import { useCheckoutReturn } from './return-notice';
import { useBillingStatus, useCheckout, usePortal, type Plan } from './use-billing';

const OWNER_PLANS = ['restaurant', 'stays'] as const;

/**
 * /subscription (SPEC §2): the two owner plans, each with Subscribe, or — when held — "Current
 * Plan" and "Your Plan", its renewal date (or "Active until" once cancelled) and Manage Subscription.
 * Visitors never get here (the route sends them to /auth); checkout opens in a new tab.
 */
export function SubscriptionPage({ search }: { search: { success?: true; canceled?: true; plan?: 'restaurant' | 'stays' } }) {
  const { t, formatDate } = useI18n();
  const status = useBillingStatus();
  const checkout = useCheckout();
  const portal = usePortal('subscription');
  useCheckoutReturn(search, () => status.refetch());
  const held = (plan: Plan) => status.data?.plans.find((p) => p.product === plan);

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold">{t('billing.subscriptionTitle')}</h1>
      <p className="mt-2 text-muted-foreground">{t('billing.subscriptionSubtitle')}</p>
      {status.isPending ? <p className="mt-6 text-sm text-muted-foreground">{t('billing.checking')}</p> : null}
      {/* A paid owner plan opens the venue's console: back from the checkout, the way on is the dashboard. */}
      {OWNER_PLANS.some(held) ? (
        <Link to="/dashboard" className={buttonClass(search.success ? 'primary' : 'outline', 'md', 'mt-6')}>
          {t('billing.toDashboard')}
        </Link>
      ) : null}
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {OWNER_PLANS.map((plan) => {
          const mine = held(plan);
          const end = mine?.currentPeriodEnd ? formatDate(new Date(mine.currentPeriodEnd)) : null;
          return (
            <PlanCard key={plan} plan={plan} badge={mine ? t('billing.yourPlan') : undefined} highlight={!mine && search.plan === plan}>
              {mine ? (
                <>
                  <p className="rounded-lg bg-muted px-3 py-2 text-center font-semibold" data-testid={`current-${plan}`}>
                    {t('billing.currentPlan')}
                  </p>
                  {end ? (
                    <p className="text-sm text-muted-foreground">{t(mine.cancelAtPeriodEnd ? 'billing.activeUntil' : 'billing.renewsOn', { date: end })}</p>
                  ) : null}
                  <Button variant="outline" onClick={() => void portal.manage()} disabled={portal.pending}>
                    {t('billing.manage')}
                  </Button>
                </>
              ) : (
                <Button onClick={() => void checkout.start(plan)} disabled={status.isPending || checkout.pending === plan}>
                  {checkout.pending === plan ? t('billing.subscribing') : t('billing.subscribe')}
                </Button>
              )}
            </PlanCard>
          );
        })}
      </div>
    </section>
  );
}
