import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { planPrice } from './plan-price';
import type { Plan } from './use-billing';

/** One plan: name, monthly price, what it includes, an optional badge and its action. */
export function PlanCard({ plan, badge, highlight, children }: { plan: Plan; badge?: string; highlight?: boolean; children: ReactNode }) {
  const { t, locale } = useI18n();
  const features = t(`billing.features.${plan}`).split(' · ');
  return (
    <Card className={cn('flex flex-col gap-4', highlight && 'border-primary ring-2 ring-primary/40')} data-plan={plan}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-xl font-semibold">{t(`billing.plan.${plan}`)}</h2>
        {badge ? <Badge>{badge}</Badge> : null}
      </div>
      <p className="text-3xl font-bold">{t('billing.price', { price: planPrice(plan, locale) })}</p>
      <ul className="flex flex-col gap-1.5 text-sm">
        {features.map((f) => (
          <li key={f} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-2">{children}</div>
    </Card>
  );
}
