import { Link } from '@tanstack/react-router';
import { RefreshCw } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { planPrice } from './plan-price';
import { useBillingStatus, usePortal } from './use-billing';

/**
 * SPEC §2 subscription status card (owner dashboard Settings, Restaurant and Stays tabs): Active or
 * Inactive, the plan line(s), the next billing date, Manage Subscription (portal in a new tab) and
 * refresh; inactive: View Plans to /subscription. A failed check reads as not subscribed (SPEC §4).
 */
export function SubscriptionStatusCard() {
  const { t, locale, formatDate } = useI18n();
  const status = useBillingStatus();
  const portal = usePortal('dashboard');
  const plans = (status.data?.plans ?? []).filter((p) => p.product === 'restaurant' || p.product === 'stays');
  const active = plans.length > 0;
  const next = plans.map((p) => p.currentPeriodEnd).find(Boolean);

  return (
    <Card className="flex flex-col gap-3" aria-labelledby="subscription-card-title">
      <div className="flex items-center justify-between gap-3">
        <h2 id="subscription-card-title" className="text-lg font-semibold">
          {t('billing.card.title')}
        </h2>
        {status.isPending ? null : <Badge variant={active ? 'default' : 'secondary'}>{t(active ? 'billing.card.active' : 'billing.card.inactive')}</Badge>}
      </div>
      {status.isPending ? (
        <p className="text-sm text-muted-foreground">{t('billing.checking')}</p>
      ) : (
        <>
          {active ? (
            <ul className="text-sm font-medium">
              {plans.map((p) => (
                <li key={p.product}>
                  {p.product === 'restaurant'
                    ? t('billing.card.restaurant', { product: t('billing.card.restaurantProduct'), price: planPrice('restaurant', locale) })
                    : t('billing.card.stays', { price: planPrice('stays', locale) })}
                  {p.cancelAtPeriodEnd && p.currentPeriodEnd ? (
                    <span className="block font-normal text-muted-foreground">
                      {t('billing.activeUntil', { date: formatDate(new Date(p.currentPeriodEnd)) })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm font-medium">{t('billing.card.none')}</p>
          )}
          {active && next ? <p className="text-sm text-muted-foreground">{t('billing.card.nextBilling', { date: formatDate(new Date(next)) })}</p> : null}
          <div className="flex flex-wrap gap-2">
            {active ? (
              <>
                <Button onClick={() => void portal.manage()} disabled={portal.pending}>
                  {t('billing.manage')}
                </Button>
                <Button variant="outline" onClick={() => void status.refetch()} disabled={status.isFetching}>
                  <RefreshCw aria-hidden className="size-4" />
                  {t('billing.card.refresh')}
                </Button>
              </>
            ) : (
              <Link to="/subscription" className={buttonClass('primary', 'sm')}>
                {t('billing.card.viewPlans')}
              </Link>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
