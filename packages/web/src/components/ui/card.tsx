import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export const Card = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('rounded-2xl border border-border bg-card p-6 shadow-sm', className)} {...props} />
);
