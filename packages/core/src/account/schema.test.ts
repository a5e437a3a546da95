import { describe, expect, it } from 'vitest';
import { magicLinkInput, newPasswordInput, resetPasswordInput, roleFrom, signInInput, signUpInput } from './schema';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('auth validation texts (SPEC §5)', () => {
  it('normalises email and requires a valid one', () => {
    expect(signInInput.parse({ email: '  Ana@Example.SI ', password: 'x' }).email).toBe('ana@example.si');
    expect(firstMessage(signInInput.safeParse({ email: 'ana', password: 'x' }))).toBe('Invalid email address');
    expect(firstMessage(magicLinkInput.safeParse({ email: '' }))).toBe('Please enter your email address');
    expect(firstMessage(signInInput.safeParse({ email: `${'a'.repeat(251)}@b.si`, password: 'x' }))).toBe('Email must be less than 255 characters');
  });

  it('requires a name on sign up, phone optional, password at least 6', () => {
    const ok = signUpInput.parse({ name: ' Ana ', email: 'a@b.si', password: 'secret', phone: '' });
    // The verification link leads to /me unless the sign-up names another page of the site.
    expect(ok).toEqual({ name: 'Ana', email: 'a@b.si', password: 'secret', phone: undefined, redirectTo: '/me' });
    expect(signUpInput.safeParse({ ...ok, redirectTo: '//evil.example' }).error?.issues[0]?.message).toBe('Invalid redirect');
    expect(firstMessage(signUpInput.safeParse({ name: '  ', email: 'a@b.si', password: 'secret' }))).toBe('Name is required');
    expect(firstMessage(signUpInput.safeParse({ name: 'A', email: 'a@b.si', password: '12345' }))).toBe('Password must be at least 6 characters');
  });

  it('caps a password at 256 characters on sign-in, sign-up and reset', () => {
    const long = 'p'.repeat(257);
    expect(firstMessage(signInInput.safeParse({ email: 'a@b.si', password: long }))).toBe('Password must be at most 256 characters');
    expect(firstMessage(signUpInput.safeParse({ name: 'A', email: 'a@b.si', password: long }))).toBe('Password must be at most 256 characters');
    expect(firstMessage(newPasswordInput.safeParse({ password: long, confirmPassword: long }))).toBe('Password must be at most 256 characters');
    expect(signInInput.safeParse({ email: 'a@b.si', password: 'p'.repeat(256) }).success).toBe(true);
  });

  it('checks that the new password fields match', () => {
    expect(firstMessage(newPasswordInput.safeParse({ password: 'secret1', confirmPassword: 'secret2' }))).toBe('Passwords do not match');
    expect(firstMessage(newPasswordInput.safeParse({ password: 'short', confirmPassword: 'short' }))).toBe('Password must be at least 6 characters');
    expect(resetPasswordInput.safeParse({ code: 'c'.repeat(43), password: 'secret1', confirmPassword: 'secret1' }).success).toBe(true);
  });

  it('accepts only same-site redirect paths, /me by default', () => {
    expect(magicLinkInput.parse({ email: 'a@b.si' }).redirectTo).toBe('/me');
    expect(magicLinkInput.parse({ email: 'a@b.si', redirectTo: '/confirmation/1?token=x' }).redirectTo).toBe('/confirmation/1?token=x');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'me']) {
      expect(magicLinkInput.safeParse({ email: 'a@b.si', redirectTo: bad }).success).toBe(false);
    }
  });
});

describe('session role (SPEC §4)', () => {
  it('is admin with any admin row, else owner, else guest', () => {
    expect(roleFrom(['owner', 'admin'])).toBe('admin');
    expect(roleFrom(['owner'])).toBe('owner');
    expect(roleFrom([])).toBe('guest');
  });
});
