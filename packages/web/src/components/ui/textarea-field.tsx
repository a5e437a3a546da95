import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { controlClass, FieldFrame, useFieldControl, type FieldFrameProps } from './field';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldFrameProps {
  hint?: string;
  /** Shows "n / max" under the field. */
  count?: number;
}

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(({ label, error, hint, count, maxLength, className, id, ...props }, ref) => {
  const { fieldId, aria } = useFieldControl(id, error, hint);
  const counter =
    count !== undefined && maxLength ? (
      <span className="shrink-0 text-sm text-muted-foreground" aria-hidden>
        {count} / {maxLength}
      </span>
    ) : null;
  return (
    <FieldFrame label={label} error={error} hint={hint} fieldId={fieldId} className={className} aside={counter}>
      <textarea ref={ref} {...aria} maxLength={maxLength} className={controlClass('min-h-24 py-2', error)} {...props} />
    </FieldFrame>
  );
});
TextareaField.displayName = 'TextareaField';
