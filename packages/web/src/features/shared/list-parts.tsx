import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';

// The parts a browse list (restaurants, stays) shares: the filter switch, the count, and the
// loading / failed / empty states of a grid of cards.

/** A pill-shaped on/off filter (role="switch"); `onClassName`: its look when on. */
export function FilterSwitch({
  checked,
  onToggle,
  icon: Icon,
  label,
  onClassName,
}: {
  checked: boolean;
  onToggle: () => void;
  icon: LucideIcon;
  label: string;
  onClassName: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={onToggle}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors',
        checked ? onClassName : 'border-border bg-card hover:bg-muted',
      )}
    >
      <Icon aria-hidden className="size-4" /> {label}
    </button>
  );
}

/** "12 restaurants", announced when it changes. */
export function ListCount({ text }: { text: string }) {
  return (
    <p aria-live="polite" className="text-sm text-muted-foreground">
      {text}
    </p>
  );
}

/** Placeholder cards while a grid of cards loads. */
export function CardGridSkeleton({ count, margin = 'mt-6' }: { count: number; margin?: 'mt-6' | 'mt-8' }) {
  const { t } = useI18n();
  return (
    <div role="status" aria-label={t('common.loading')} className={`${margin} grid gap-4 sm:grid-cols-2 lg:grid-cols-3`}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="h-80 animate-pulse rounded-2xl bg-muted" />
      ))}
    </div>
  );
}

/** Nothing to show: an icon, the text and (`children`) a way on. */
export function ListEmpty({ icon: Icon, text, children }: { icon: LucideIcon; text: string; children?: ReactNode }) {
  return (
    <Card className="mt-6 flex flex-col items-center gap-3 text-center text-muted-foreground">
      <Icon aria-hidden className="size-8 text-primary" />
      <p>{text}</p>
      {children}
    </Card>
  );
}
