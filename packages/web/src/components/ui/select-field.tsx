import { forwardRef, type SelectHTMLAttributes } from 'react';
import { controlClass, FieldFrame, useFieldControl, type FieldFrameProps } from './field';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldFrameProps {}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(({ label, error, hint, className, id, children, ...props }, ref) => {
  const { fieldId, aria } = useFieldControl(id, error, hint);
  return (
    <FieldFrame label={label} error={error} hint={hint} fieldId={fieldId} className={className}>
      <select ref={ref} {...aria} className={controlClass('h-11', error)} {...props}>
        {children}
      </select>
    </FieldFrame>
  );
});
SelectField.displayName = 'SelectField';
