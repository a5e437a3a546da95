import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, dropping falsy parts. It does not resolve conflicts between Tailwind classes:
 * a caller's class must not compete with one the component sets (the order in the stylesheet would
 * decide, not the order here). A component whose look callers change offers a variant for it, or
 * keeps its defaults in the `components` layer (styles.css), which any utility overrides.
 */
export const cn = (...parts: ClassValue[]) => clsx(parts);
