import { useNavigate } from '@tanstack/react-router';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { useSession } from '../auth/use-session';
import { toast } from '../shared/toast';
import { PlanCard } from './plan-card';
import { useBillingStatus, useCheckout, type Plan } from './use-billing';

const PLANS: Plan[] = ['restaurant', 'stays', 'sommelier', 'citypacks'];

/** /plans (SPEC §2): the four plans, each with Subscribe; visitors are asked to sign in first. */
export function PlansPage() {
  const { t, tm } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const status = useBillingStatus(session.isAuthenticated);
  const checkout = useCheckout();

  const subscribe = (plan: Plan) => {
    if (!session.isAuthenticated) {
      toast.error(tm('Authentication required'), { description: tm('Please login to subscribe') });
      void navigate({ to: '/auth', search: { redirect: '/plans' } });
      return;
    }
    void checkout.start(plan);
  };

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold">{t('billing.plansTitle')}</h1>
      <p className="mt-2 text-muted-foreground">{t('billing.plansSubtitle')}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {PLANS.map((plan) => {
          const mine = status.data?.plans.some((p) => p.product === plan);
          return (
            <PlanCard key={plan} plan={plan} badge={mine ? t('billing.yourPlan') : undefined}>
              {mine ? (
                <p className="rounded-lg bg-muted px-3 py-2 text-center font-semibold">{t('billing.currentPlan')}</p>
              ) : (
                <Button onClick={() => subscribe(plan)} disabled={checkout.pending === plan}>
                  {checkout.pending === plan ? t('billing.subscribing') : t('billing.subscribe')}
                </Button>
              )}
            </PlanCard>
          );
        })}
      </div>
      <p className="mt-6 text-sm text-muted-foreground">{t('billing.plansNote')}</p>
    </section>
  );
}
