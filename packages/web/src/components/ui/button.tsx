import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

type Variant = 'primary' | 'outline' | 'ghost' | 'destructive' | 'link' | 'inverse' | 'inverseOutline';
type Size = 'sm' | 'md' | 'lg' | 'icon';

// `cn` does not merge: a variant or size never sets what another part (or a caller's `extra`) sets.
const variants: Record<Variant, string> = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover shadow-sm',
  outline: 'border border-border bg-card hover:bg-muted',
  ghost: 'hover:bg-muted',
  destructive: 'bg-destructive text-white hover:opacity-90',
  link: 'text-primary underline-offset-4 hover:underline',
  // On a coloured background (the home page's hero and AI blocks): white, and outlined in white.
  inverse: 'border border-white bg-white text-stone-900 hover:bg-white/90',
  inverseOutline: 'border border-white/70 bg-transparent text-white hover:bg-white/10',
};
// `icon`: a square button holding only an icon (the phone menu's open and close).
const sizes: Record<Size, string> = { sm: 'h-9 px-3 text-sm', md: 'h-11 px-4', lg: 'h-12 px-6 text-lg', icon: 'size-11 px-0' };

export const buttonClass = (variant: Variant = 'primary', size: Size = 'md', extra?: string) =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50',
    variants[variant],
    sizes[size],
    extra,
  );

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(({ variant, size, className, type = 'button', ...props }, ref) => (
  <button ref={ref} type={type} className={buttonClass(variant, size, className)} {...props} />
));
Button.displayName = 'Button';
