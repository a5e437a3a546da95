import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, useBrowserSession } from '../support/browser';
import type { TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let page: Page;

useBrowserSession({}, (s) => {
  ({ server, browser, page } = s);
});

const header = () => page.locator('header');

/** The newest "Confirm your email address" link, as the mailbox shows it. */
async function confirmLinkFor(email: string) {
  await openMailFor(email, 'Confirm your email address');
  const href = await page.getByRole('link', { name: 'Confirm email' }).first().getAttribute('href');
  if (!href) throw new Error(`no confirmation link for ${email}`);
  return href;
}

async function openMailFor(email: string, subject: string) {
  await page.goto(`/mailbox?to=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: subject }).first().click();
}

describe('accounts in the browser', () => {
  it('sign up → sign out → sign in → magic link from the mailbox → /me', async () => {
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto('/auth?mode=signup');
    await page.getByLabel('Name').fill('Lara Kos');
    await page.getByLabel('Phone (optional)').fill('+386 41 555 123');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Account created successfully!').waitFor();
    await page.waitForURL((u) => u.pathname === '/');
    await header().getByText(email).waitFor();

    await header().getByRole('button', { name: 'Logout' }).click();
    await header().getByRole('link', { name: 'Login' }).waitFor();

    await header().getByRole('link', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Welcome back!').waitFor();
    await page.waitForURL((u) => u.pathname === '/');
    await header().getByText(email).waitFor();
    await header().getByRole('button', { name: 'Logout' }).click();
    await header().getByRole('link', { name: 'Login' }).waitFor();

    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByRole('status').getByText('Check your email for a sign-in link.').waitFor();

    await openMailFor(email, 'Your sign-in link');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/me');
    await page.getByRole('heading', { name: 'My Reservations' }).waitFor();
    await eventually(() => page.getByText(`Signed in as ${email}`).isVisible()).toBe(true);
  });

  it('shows the SPEC text for a wrong password and stays signed out', async () => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill('guest@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Invalid email or password').waitFor();
    await eventually(() => new URL(page.url()).pathname).toBe('/auth');
    await header().getByRole('link', { name: 'Login' }).waitFor();
  });

  it('validates the form before sending (SPEC §5 texts)', async () => {
    await page.goto('/auth?mode=signup');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Invalid email address').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await eventually(() => page.locator('[aria-invalid="true"]').count()).toBe(3);
  });

  it('refuses a reused magic link and an expired one with "Authentication Error"', async () => {
    const email = `reuse-${Date.now()}@example.com`;
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByRole('status').getByText('Check your email for a sign-in link.').waitFor();
    await openMailFor(email, 'Your sign-in link');
    const href = await page.getByRole('link', { name: 'Sign in' }).getAttribute('href');
    await page.goto(href!);
    await page.waitForURL((u) => u.pathname === '/me');

    const other = await browser.newContext({ baseURL: server.url });
    const second = await other.newPage();
    await second.goto(href!);
    await second.getByText('Authentication Error').waitFor();
    await second.getByRole('link', { name: 'Back to Login' }).click();
    await second.waitForURL((u) => u.pathname === '/auth');

    const late = `late-${Date.now()}@example.com`;
    await second.getByLabel('Email').fill(late);
    await second.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await second.getByRole('status').getByText('Check your email for a sign-in link.').waitFor();
    await server.core.db
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', late)
      .execute();
    await second.goto(`/mailbox?to=${encodeURIComponent(late)}`);
    await second.getByRole('link', { name: 'Your sign-in link' }).click();
    await second.getByRole('link', { name: 'Sign in' }).click();
    await second.getByText('Authentication Error').waitFor();
    await eventually(() => second.getByText('This link is invalid or has expired. Please request a new one.').isVisible()).toBe(true);
    await other.close();
  });

  it('sends a signed-out visitor from /me to /auth and back after signing in', async () => {
    const email = `guard-${Date.now()}@example.com`;
    await page.goto('/auth?mode=signup');
    await page.getByLabel('Name').fill('Guard');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await header().getByText(email).waitFor();
    await header().getByRole('button', { name: 'Logout' }).click();
    await header().getByRole('link', { name: 'Login' }).waitFor();

    await page.goto('/me');
    await page.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('redirect') === '/me');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/me');
    // The address is not proven yet: /me says what to do instead of listing bookings (ADR 035).
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.getByRole('button', { name: 'Resend the link' }).click();
    await page.getByRole('status').getByText('A new link is on its way. Check your inbox.').waitFor();
    const link = await confirmLinkFor(email);
    await page.goto(link);
    await page.waitForURL((u) => u.pathname === '/me');
    await page.getByText('No reservations yet for this email.').waitFor();
    await eventually(() => new URL(page.url()).pathname).toBe('/me');
    // Opened in the browser that signed up: the password is kept.
    expect(await server.core.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).toMatchObject({
      password_hash: expect.stringMatching(/^scrypt\$/),
    });
  });

  it('shows "Check your inbox" in Slovenian too', async () => {
    const email = `sl-${Date.now()}@example.com`;
    await page.goto('/auth?mode=signup');
    await page.getByLabel('Name').fill('Nina');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await header().getByText(email).waitFor();
    await page.evaluate(() => localStorage.setItem('lang', 'sl'));
    await page.goto('/me');
    await page.getByRole('heading', { name: 'Preverite svoj e-poštni predal' }).waitFor();
    await eventually(() => page.getByRole('button', { name: 'Znova pošlji povezavo' }).isVisible()).toBe(true);
  });

  it("a new owner signs up from the onboarding and the email's confirm link leads back to it", async () => {
    const email = `owner-${Date.now()}@example.com`;
    await page.goto('/owners/onboarding?type=restaurant');
    await page.waitForURL((u) => u.pathname === '/auth');
    await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
    await page.getByLabel('Name').fill('Marko Lastnik');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((u) => u.pathname === '/owners/onboarding');
    await openMailFor(email, 'Confirm your email address');
    await page.getByRole('link', { name: 'Confirm email' }).click();
    await page.waitForURL((u) => u.pathname === '/owners/onboarding' && u.searchParams.get('type') === 'restaurant');
    await page.getByRole('heading', { name: 'Set up your restaurant' }).waitFor();
    const user = await server.core.db.selectFrom('users').select('email_verified_at').where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.email_verified_at).not.toBeNull();
  });

  it('resets a forgotten password through the emailed link', async () => {
    const email = `reset-${Date.now()}@example.com`;
    await page.goto('/auth?mode=signup');
    await page.getByLabel('Name').fill('Reset');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('old-secret');
    await page.getByRole('button', { name: 'Create account' }).click();
    await header().getByText(email).waitFor();
    await header().getByRole('button', { name: 'Logout' }).click();
    await header().getByRole('link', { name: 'Login' }).waitFor();

    await page.goto('/auth?mode=forgot');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').getByText('Password reset email sent! Check your inbox.').waitFor();
    await openMailFor(email, 'Reset your password');
    await page.getByRole('link', { name: 'Set a new password' }).click();
    await page.getByRole('heading', { name: 'Set New Password' }).waitFor();
    await page.getByLabel('New Password').fill('new-secret');
    await page.getByLabel('Confirm Password').fill('new-secrex');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm Password').fill('new-secret');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await header().getByText(email).waitFor();
    await eventually(() => header().getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
  });
});
