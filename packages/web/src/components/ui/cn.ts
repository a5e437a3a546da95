import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';

type Config = ReturnType<typeof getDefaultConfig>;
let config: Config | undefined;

/**
 * Builds tailwind-merge's default config (one very large object literal: compiling and running it is
 * half of the merger's first-call cost), so main.tsx can do it in a task apart from building the
 * class map on the first merge (ADR 090). Without it, the first merge does both.
 */
export const prepareClassMerge = () => {
  config ??= getDefaultConfig();
};

const twMerge = createTailwindMerge(() => config ?? getDefaultConfig());

/** Joins class names; a later Tailwind class wins over an earlier one of the same kind (`px-2` over `px-3`). */
export const cn = (...parts: ClassValue[]) => twMerge(clsx(parts));
