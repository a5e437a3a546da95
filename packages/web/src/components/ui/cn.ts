import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; a later Tailwind class wins over an earlier one of the same kind (`px-2` over `px-3`). */
export const cn = (...parts: ClassValue[]) => twMerge(clsx(parts));
