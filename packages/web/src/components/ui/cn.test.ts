import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins class names and drops falsy parts', () => {
    expect(cn('h-11 px-3', false, null, undefined, 'mt-2')).toBe('h-11 px-3 mt-2');
    expect(cn('border', { 'border-destructive': true, 'border-border': false })).toBe('border border-destructive');
  });
});
