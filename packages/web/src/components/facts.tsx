import type { ReactNode } from 'react';

/**
 * Values shown, not edited: a label and its value per row. Settings read by someone who may not
 * change them (an admin "viewing as" an owner) are facts like these, not form fields without a Save.
 */
export function Facts({ rows, testId }: { rows: readonly (readonly [label: string, value: ReactNode])[]; testId?: string }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,14rem)_1fr]" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="break-words">{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
