import { useCallback, useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod';

/** A zod schema loaded on first use (ADR 054): forms on a page's first load keep zod out of it. */
export interface LazySchema<S extends z.ZodType> {
  get(): Promise<S>;
  /** Starts loading the schema (on the form's first focus): submit then does not wait. */
  preload(): void;
}

export function lazySchema<S extends z.ZodType>(load: () => Promise<S>): LazySchema<S> {
  let ready: Promise<S> | undefined;
  const get = () =>
    (ready ??= load().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
  return { get, preload: () => void get().catch(() => undefined) };
}

/** A ref for the form: its first focus starts loading the schema. */
export function usePreloadOnFocus(schema: { preload(): void }) {
  return useCallback(
    (form: HTMLElement | null) => {
      form?.addEventListener('focusin', () => schema.preload(), { once: true });
    },
    [schema],
  );
}

type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * A small form state for the home page's searches (ADR 054), in place of react-hook-form there:
 * string fields, checked by a lazily loaded zod schema on submit and, after a failed submit, on
 * every change (react-hook-form's default modes). A failed submit focuses the first field in error
 * (by its `name`); a passing one hands the schema's output to `onValid`. Forms in route chunks keep
 * react-hook-form.
 */
export function useLazyForm<S extends z.ZodType, V extends Record<string, string>>(schema: LazySchema<S>, initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const latest = useRef(initial);
  const submitted = useRef(false);
  const checks = useRef(0);

  const check = async (v: V): Promise<{ data: z.output<S> } | { failed: keyof V | undefined }> => {
    const run = ++checks.current;
    const result = (await schema.get()).safeParse(v);
    const next: Errors<V> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0] as keyof V | undefined;
        if (field !== undefined && next[field] === undefined) next[field] = issue.message;
      }
    }
    if (run === checks.current) setErrors(next);
    return result.success ? { data: result.data } : { failed: Object.keys(next)[0] };
  };

  const set = (patch: Partial<V>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setValues(next);
    if (submitted.current) void check(next);
  };

  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    void check(latest.current).then((result) => {
      if ('data' in result) onValid(result.data);
      else if (result.failed !== undefined) (form.elements.namedItem(String(result.failed)) as HTMLElement | null)?.focus();
    });
  };

  return { values, errors, set, handleSubmit };
}
