import { useCallback } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type LazyResolver<In extends FieldValues, Out> = Resolver<In, unknown, Out> & {
  /** Starts loading the schema (call on the form's first focus): submit then does not wait. */
  preload(): void;
};

/**
 * A react-hook-form resolver whose zod schema loads on first use (ADR 054): a form on a page's first
 * load (the home searches) keeps zod and core's schemas out of that load. The first check waits for
 * the download; `preload` on focus makes that wait happen while the visitor types.
 */
export function lazyZodResolver<S extends z.ZodType<unknown, FieldValues>>(load: () => Promise<S>): LazyResolver<z.input<S> & FieldValues, z.output<S>> {
  type In = z.input<S> & FieldValues;
  let ready: Promise<Resolver<In, unknown, z.output<S>>> | undefined;
  const get = () =>
    (ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<In, unknown, z.output<S>>,
    ));
  const resolver: Resolver<In, unknown, z.output<S>> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, {
    preload() {
      void get().catch(() => (ready = undefined));
    },
  });
}

/** A ref for the form: its first focus starts loading the resolver's schema. */
export function usePreloadOnFocus(resolver: { preload(): void }) {
  return useCallback(
    (form: HTMLElement | null) => {
      form?.addEventListener('focusin', () => resolver.preload(), { once: true });
    },
    [resolver],
  );
}
