import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('drops falsy parts and lets a later Tailwind class override an earlier one of the same kind', () => {
    expect(cn('h-11 px-3', false, null, undefined, 'px-2')).toBe('h-11 px-2');
    expect(cn('grid grid-cols-2 lg:grid-cols-5', 'lg:grid-cols-2')).toBe('grid grid-cols-2 lg:grid-cols-2');
    expect(cn('border-border', { 'border-destructive': true })).toBe('border-destructive');
  });
});
