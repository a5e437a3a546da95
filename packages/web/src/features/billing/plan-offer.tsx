import type { ReactNode } from 'react';
import { planFor, unlocks, type Capability, type PlanProduct } from '@tablestay/core/billing/plans';
import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { PlanCard } from './plan-card';
import { useCheckout } from './use-billing';

type OwnerPlan = Extract<PlanProduct, 'restaurant' | 'stays'>;

/**
 * The offer of the plan a part of the owner dashboard needs (ADR 104), where an owner's plans do not
 * unlock it: what the plan gives, Subscribe (checkout in a new tab) and View Plans (/subscription with
 * the plan marked), instead of an error page. A refused read shows the same offer (LoadError).
 */
function PlanOffer({ plan }: { plan: OwnerPlan }) {
  const { t } = useI18n();
  const checkout = useCheckout();
  return (
    <div className="flex flex-col gap-4" data-testid="plan-offer" data-plan={plan}>
      <p className="text-lg">{t(`billing.offer.${plan}`)}</p>
      <div className="max-w-md">
        <PlanCard plan={plan}>
          <Button onClick={() => void checkout.start(plan)} disabled={checkout.pending === plan}>
            {checkout.pending === plan ? t('billing.subscribing') : t('billing.subscribe')}
          </Button>
          <Link to="/subscription" search={{ plan }} className={buttonClass('link')}>
            {t('common.viewPlans')}
          </Link>
        </PlanCard>
      </div>
    </div>
  );
}

/**
 * `children` when the owner's active plans (owner.home's `plans`) unlock `capability`, else the
 * offer of the plan that does (billing/plans.ts ENTITLEMENTS, the server's own table). An admin
 * viewing an owner's dashboard (`exempt`) needs no plan (SPEC §6).
 */
export function PlanRequired({
  capability,
  plans,
  exempt = false,
  children,
}: {
  capability: Capability;
  plans: readonly { product: PlanProduct }[];
  exempt?: boolean;
  children: ReactNode;
}) {
  if (exempt || unlocks(plans, capability)) return children;
  return <PlanOffer plan={planFor(capability) as OwnerPlan} />;
}
