import { Star } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../components/ui/cn';

/**
 * The rating and comment fields every review form shares (stay review, dining review, public
 * feedback): five radio inputs drawn as stars (one accessible radio group under a legend, arrow keys
 * move between them) and a textarea with its character counter.
 */
export function StarRating({
  legend,
  words,
  starLabel,
  value,
  registration,
  error,
  required = false,
}: {
  legend: string;
  /** The word for 1..5, e.g. Poor … Excellent. */
  words: readonly string[];
  starLabel: (n: number, word: string) => string;
  value: number;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
}) {
  const uid = useId();
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${uid}-legend`}
      aria-required={required || undefined}
      aria-describedby={error ? `${uid}-rating-error` : undefined}
    >
      <legend id={`${uid}-legend`} className="text-sm font-medium">
        {legend}
      </legend>
      <div className="mt-2 flex flex-wrap items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="relative cursor-pointer">
            <input type="radio" value={n} {...registration} className="peer sr-only" aria-label={starLabel(n, words[n - 1] ?? '')} />
            <span className="flex size-11 items-center justify-center rounded-lg peer-focus-visible:ring-2 peer-focus-visible:ring-ring">
              <Star
                aria-hidden
                className={cn('size-8 transition-colors hover:text-amber-500', n <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50')}
              />
            </span>
          </label>
        ))}
        <span aria-live="polite" className="ml-2 text-sm font-medium text-muted-foreground">
          {value ? words[value - 1] : ''}
        </span>
      </div>
      {error && (
        <p id={`${uid}-rating-error`} role="alert" className="mt-1 text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function CommentField({
  label,
  placeholder,
  value,
  max,
  registration,
  error,
  tooLongText,
  count,
}: {
  label: string;
  placeholder?: string;
  value: string;
  max: number;
  registration: UseFormRegisterReturn;
  error?: string;
  tooLongText: string;
  count: string;
}) {
  const uid = useId();
  const tooLong = value.trim().length > max;
  const problem = error ?? (tooLong ? tooLongText : undefined);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${uid}-comment`} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={`${uid}-comment`}
        {...registration}
        rows={5}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${uid}-count${problem ? ` ${uid}-comment-error` : ''}`}
        placeholder={placeholder}
        className={cn(
          'min-h-28 rounded-lg border bg-card px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring',
          problem ? 'border-destructive' : 'border-border',
        )}
      />
      <div className="flex justify-between gap-2 text-sm">
        {problem ? (
          <p id={`${uid}-comment-error`} role="alert" className="text-destructive">
            {problem}
          </p>
        ) : (
          <span />
        )}
        <span id={`${uid}-count`} className={cn('shrink-0 tabular-nums', tooLong ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
          {count}
        </span>
      </div>
    </div>
  );
}
