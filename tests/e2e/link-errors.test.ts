import type { BrowserContext, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { eventually, preferLanguage, useBrowserSession } from '../support/browser';

/** ADR 026: a malformed link reads exactly like a wrong one, in both languages, never a schema message. */

let page: Page;
let context: BrowserContext;

useBrowserSession({}, (s) => {
  ({ page, context } = s);
});

const TEXTS = {
  en: {
    title: 'Authentication Error',
    invalid: 'This link is invalid or has expired. Please request a new one.',
    password: 'New Password',
    confirm: 'Confirm Password',
    submit: 'Update password',
  },
  sl: {
    title: 'Napaka pri prijavi',
    invalid: 'Povezava je neveljavna ali je potekla. Zahtevajte novo.',
    password: 'Novo geslo',
    confirm: 'Potrdite geslo',
    submit: 'Posodobi geslo',
  },
} as const;

// zod's own wording, which must never reach a page.
const ZOD_DEFAULT = /Too small|Too big|Invalid input|expected string|>=\d+ characters/;

describe.each(['en', 'sl'] as const)('malformed links (%s)', (lang) => {
  const text = TEXTS[lang];

  it('/auth/callback?code=bogus says the link is invalid or has expired', async () => {
    await preferLanguage(context, lang);
    await page.goto('/auth/callback?code=bogus');
    const alert = page.getByRole('alert').filter({ hasText: text.title });
    await alert.getByText(text.invalid, { exact: true }).waitFor();
    await eventually(() => page.locator('body').innerText()).not.toMatch(ZOD_DEFAULT);
  });

  it('a bogus reset code says the same in the toast', async () => {
    await preferLanguage(context, lang);
    await page.goto('/auth/reset-password?code=bogus');
    await page.getByLabel(text.password, { exact: true }).fill('secret-123');
    await page.getByLabel(text.confirm, { exact: true }).fill('secret-123');
    await page.getByRole('button', { name: text.submit }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: text.invalid }).waitFor();
    await eventually(() => page.locator('body').innerText()).not.toMatch(ZOD_DEFAULT);
  });
});
