import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
  /** Shows "n / max" under the field. */
  count?: number;
}

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(({ label, error, hint, count, maxLength, className, id, ...props }, ref) => {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        className={cn(
          'min-h-24 rounded-lg border bg-card px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring',
          error ? 'border-destructive' : 'border-border',
        )}
        {...props}
      />
      <div className="flex justify-between gap-2 text-sm">
        {error ? (
          <p id={`${fieldId}-error`} role="alert" className="text-destructive">
            {error}
          </p>
        ) : (
          <p id={`${fieldId}-hint`} className="text-muted-foreground">
            {hint}
          </p>
        )}
        {count !== undefined && maxLength ? (
          <span className="shrink-0 text-muted-foreground" aria-hidden>
            {count} / {maxLength}
          </span>
        ) : null}
      </div>
    </div>
  );
});
TextareaField.displayName = 'TextareaField';
