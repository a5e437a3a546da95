import type { ReactNode } from 'react';
import { among, ROOMS, TABLES } from '@tablestay/core/hold/lifecycle';
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

/**
 * SPEC §4 status badge styling, by the lifecycle tables: confirmed stands out, the visit under way or
 * had (paid, past confirmed) is outlined, what no longer counts is red, the rest (unpaid, waiting) muted.
 */
export function statusVariant(status: string): BadgeVariant {
  if (status === TABLES.owner.confirm.to) return 'default';
  if (among(TABLES.guest.paid, status) || among(ROOMS.guest.paid, status)) return 'outline';
  if (among(TABLES.gone, status) || among(ROOMS.gone, status)) return 'destructive';
  return 'secondary';
}
