import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';
import type { LazySchema } from './lazy-form';

/**
 * react-hook-form's zodResolver over a schema loaded on first use (lazy-form.ts): the form keeps
 * react-hook-form, and its zod schemas are built when the form is first checked, not while the page
 * loads. Building them was the longest task of /book's first load on a phone (ADR 090).
 */
export function lazyZodResolver<In extends FieldValues, Out>(schema: LazySchema<z.ZodType<Out, In>>): Resolver<In, unknown, Out> {
  return async (values, context, options) => zodResolver(await schema.get())(values, context, options);
}
