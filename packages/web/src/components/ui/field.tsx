import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';

/** What every labelled control here takes besides its element's own attributes. */
export interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/**
 * The id and aria wiring of a labelled control (input, select, textarea alike): its error is
 * announced and tied to it for screen readers, else its hint.
 */
export function useFieldControl(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const auto = useId();
  const fieldId = id ?? auto;
  const aria = {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined,
  } as const;
  return { fieldId, aria };
}

/** A control's box; `size` is what an input, a select and a textarea do not share. */
export const controlClass = (size: string, error: string | undefined) =>
  cn(
    size,
    'rounded-lg border bg-card px-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring',
    error ? 'border-destructive' : 'border-border',
  );

/** The label above a control and its error or hint below (`aside`, e.g. a count, on the right of that line). */
export function FieldFrame({
  label,
  error,
  hint,
  fieldId,
  className,
  aside,
  children,
}: FieldFrameProps & { fieldId: string; className?: string; aside?: ReactNode; children: ReactNode }) {
  const note = error ? (
    <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
      {error}
    </p>
  ) : hint ? (
    <p id={`${fieldId}-hint`} className="text-sm text-muted-foreground">
      {hint}
    </p>
  ) : null;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {aside ? (
        <div className="flex justify-between gap-2">
          {note ?? <span />}
          {aside}
        </div>
      ) : (
        note
      )}
    </div>
  );
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldFrameProps {
  hint?: string;
}

/** A labelled input whose error is announced and tied to it for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(({ label, error, hint, className, id, ...props }, ref) => {
  const { fieldId, aria } = useFieldControl(id, error, hint);
  return (
    <FieldFrame label={label} error={error} hint={hint} fieldId={fieldId} className={className}>
      <input ref={ref} {...aria} className={controlClass('h-11', error)} {...props} />
    </FieldFrame>
  );
});
Field.displayName = 'Field';
