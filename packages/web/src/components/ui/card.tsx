import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/** A card (`.card` in styles.css): a Card's own classes add to its look or replace a part of it (`p-4`). */
export const Card = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => <div className={cn('card', className)} {...props} />;
