import type { ReactNode } from 'react';
import type { OwnerFeedback } from '@tablestay/core/owner/dining/schema';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';

export function Stat({ label, value, icon }: { label: string; value: ReactNode; icon?: ReactNode }) {
  return (
    <Card className="flex items-center gap-4 p-4">
      {icon && <span className="rounded-full bg-accent p-3 text-primary">{icon}</span>}
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold">{value}</p>
      </div>
    </Card>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-muted-foreground">{children}</p>;
}

function Stars({ rating }: { rating: number }) {
  return (
    <span aria-label={`${rating}/5`} className="text-amber-500">
      {'★'.repeat(rating)}
      <span className="text-muted-foreground">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

export function FeedbackItem({ f }: { f: OwnerFeedback }) {
  const { t, formatDate } = useI18n();
  return (
    <li className="flex flex-col gap-1 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <Stars rating={f.rating} />
        {f.category && <Badge variant="outline">{t(`owner.category.${f.category}` as MessageKey)}</Badge>}
        <span className="text-sm text-muted-foreground">{t('owner.visitDate', { date: formatDate(f.visitDate) })}</span>
      </div>
      {f.comment && <p className="text-sm break-words">{f.comment}</p>}
    </li>
  );
}
