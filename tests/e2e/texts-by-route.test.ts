import type { Page } from 'playwright-core';
import { afterEach, describe, it } from 'vitest';
import { eventually, preferLanguage, useBrowserSession } from '../support/browser';

// ADR 076: a page's feature texts load with its route, in the language shown; a language switch
// loads the other language's texts for the page on screen first. A key that did not load would
// render as the key and log "missing text …" in the page's console: collected here.
let page: Page;
let missing: string[] = [];

useBrowserSession({}, (s) => {
  page = s.page;
  page?.on('console', (m) => {
    if (m.type() === 'error' && m.text().startsWith('missing text')) missing.push(m.text());
  });
});

afterEach(() => {
  const seen = missing;
  missing = [];
  if (seen.length) throw new Error(`texts missing on the page:\n${seen.join('\n')}`);
});

const lang = () => page.evaluate(() => document.documentElement.lang);

describe('feature texts load with their routes', () => {
  it('shows a feature page, switches it to Slovenian, navigates to another feature in Slovenian and back to English', async () => {
    await page.goto('/plans');
    await page.getByRole('heading', { level: 1, name: 'Plans & pricing' }).waitFor();
    await page.locator('[data-plan="restaurant"]').getByText('€29/month').waitFor();

    await page.getByRole('button', { name: 'Slovenščina' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Paketi in cene' }).waitFor();
    await eventually(() => lang()).toBe('sl');

    // A client-side navigation to a route whose texts were never loaded, in the language shown.
    await page.locator('header nav').getByRole('button', { name: 'Restavracije' }).click();
    await page.getByRole('menuitem', { name: 'Vse restavracije' }).click();
    await page.waitForURL((u) => u.pathname === '/dining');
    await page.getByRole('heading', { level: 1, name: 'Prebrskajte restavracije' }).waitFor();

    // Back to English: this page's texts (and the earlier page's) come in English first.
    await page.getByRole('button', { name: 'English' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Browse restaurants' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Plans & pricing' }).waitFor();
  });

  it("a Slovenian visitor's first load of a feature page shows its Slovenian texts", async () => {
    await preferLanguage(page.context(), 'sl');
    await page.goto('/plans');
    await page.getByRole('heading', { level: 1, name: 'Paketi in cene' }).waitFor();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await eventually(() => lang()).toBe('sl');
  });
});
