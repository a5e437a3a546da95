import type { ReactNode } from 'react';
import { cn } from './cn';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';

const styles: Record<BadgeVariant, string> = {
  default: 'bg-primary text-primary-foreground border-transparent',
  secondary: 'bg-muted text-foreground border-transparent',
  outline: 'border-border text-foreground',
  destructive: 'bg-destructive text-white border-transparent',
};

export const Badge = ({ variant = 'default', children }: { variant?: BadgeVariant; children: ReactNode }) => (
  <span className={cn('inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', styles[variant])}>
    {children}
  </span>
);

/** SPEC §4 status badge styling. */
export function statusVariant(status: string): BadgeVariant {
  if (status === 'confirmed') return 'default';
  if (status === 'seated' || status === 'checked_in' || status === 'checked_out') return 'outline';
  if (status === 'cancelled' || status === 'expired') return 'destructive';
  return 'secondary';
}
