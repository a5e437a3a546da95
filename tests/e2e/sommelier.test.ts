import type { BrowserContext, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { PAIRINGS } from '@tablestay/core/ai/sommelier/pairings';
import { verifiedGuest } from '../support/accounts';
import { eventually, useBrowserSession } from '../support/browser';
import type { TestServer } from '../support/server';

/**
 * The AI Sommelier in Chromium on the embedded engine (ADR 084, 085), behind the add-on's gate (ADR
 * 058): a chip fills a sample dish, "Get pairing" answers with drinks from the curated table, Copy
 * puts the text on the clipboard; the same in Slovenian.
 */

let server: TestServer;
let context: BrowserContext;
let page: Page;

useBrowserSession({ context: { viewport: { width: 390, height: 844 } } }, (s) => {
  ({ server, context, page } = s);
});

const PASSWORD = 'secret-123';
const names = PAIRINGS.flatMap((d) => [d.name.en, d.name.sl]);

async function signIn(email: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/');
}

/** A guest who already holds the add-on (bought on the local checkout over HTTP). */
async function subscriber(email: string) {
  const client = await verifiedGuest(server, email, PASSWORD);
  const started = await client.mutate<{ url: string }>('billing.createCheckout', { plan: 'sommelier' });
  await fetch(started.data.url, { method: 'POST', redirect: 'manual' });
}

describe('AI Sommelier', () => {
  it('a guest buys the add-on, the form appears, a chip and "Get pairing" give a pairing to copy', async () => {
    await verifiedGuest(server, 'pairing.buyer@example.com', PASSWORD);
    await signIn('pairing.buyer@example.com');
    await page.goto('/sommelier');
    await page.getByTestId('paywall').waitFor();
    await eventually(() => page.getByTestId('sommelier-form').count()).toBe(0);

    const [checkout] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Subscribe Now' }).click()]);
    await checkout.waitForURL((u) => u.pathname.startsWith('/checkout/local-subscription/'));
    await checkout.getByRole('button', { name: /^Subscribe/ }).click();
    await checkout.waitForURL((u) => u.pathname === '/sommelier' && u.searchParams.get('success') === 'true');
    await checkout.close();

    await page.reload();
    await page.getByTestId('sommelier-form').waitFor();
    const submit = page.getByRole('button', { name: 'Get pairing' });
    await eventually(() => submit.isDisabled()).toBe(true); // empty dish
    await page.getByLabel('Dish').fill('   ');
    await eventually(() => submit.isDisabled()).toBe(true);

    // Longer than 100: the SPEC's text in the "Invalid input" toast, and under the field.
    await page.getByLabel('Dish').fill('x'.repeat(101));
    await submit.click();
    await page.getByText('Invalid input').waitFor();
    await page.getByText('Dish name too long').first().waitFor();

    await page.getByRole('button', { name: 'Steak', exact: true }).click();
    await eventually(() => page.getByLabel('Dish').inputValue()).toBe('Grilled ribeye steak');
    await page.getByLabel('Preference').selectOption('red');
    await page.getByLabel('City or region').fill('Sežana');
    await page.getByLabel('Answer language').selectOption('en');
    await submit.click();
    const text = page.getByTestId('sommelier-text');
    await eventually(() => text.innerText()).toMatch(/^For Grilled ribeye steak, here are my 3 picks\./);
    await eventually(() => text.innerText()).toContain('1. Teran from the Karst — red wine, dry · Slovenia, Karst (Kras)');
    await eventually(() => text.innerText()).toContain('is made right where you are (Karst (Kras))');
    await eventually(async () => {
      const answer = await text.innerText();
      return names.filter((n) => answer.includes(n)).length;
    }).toBeGreaterThanOrEqual(3);
    await eventually(() => submit.isEnabled()).toBe(true);
    // The answer as it now stands, for the copy to match.
    const answer = await text.innerText();

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByText('Recommendation copied').waitFor();
    await eventually(() => page.evaluate(() => navigator.clipboard.readText())).toBe(answer);

    // Alcohol-free: every pick from the table's alcohol-free list.
    await page.getByRole('button', { name: 'Dessert', exact: true }).click();
    await page.getByLabel('Preference').selectOption('none');
    // Held for a moment on the wire: the busy state shows and the button cannot be pressed again.
    const gate: { open?: () => void } = {};
    const held = new Promise<void>((ok) => (gate.open = ok));
    await page.route('**/api/trpc/sommelier.suggest*', async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    const thinking = page.getByRole('button', { name: 'Thinking…' });
    await thinking.waitFor();
    await eventually(() => thinking.isDisabled()).toBe(true);
    gate.open?.();
    await eventually(() => text.innerText()).toMatch(/^For Chocolate cake, here are my 3 picks\./);
    // Three picks, none of them alcoholic.
    await eventually(async () => {
      const zero = await text.innerText();
      return PAIRINGS.filter((d) => zero.includes(`. ${d.name.en} — `)).map((d) => d.alcoholic);
    }).toEqual([false, false, false]);

    // No answer from the server (SPEC §8): "Request failed" in red in the result area, the reason in the toast.
    await page.route('**/api/trpc/sommelier.suggest*', (route) => route.abort('connectionrefused'), { times: 1 });
    await submit.click();
    await page.getByTestId('sommelier-result').getByRole('alert').getByText('Request failed', { exact: true }).waitFor();
    await page.locator('[data-sonner-toast]').getByText('No response from server').waitFor();
  });

  it('reads and answers in Slovenian; the answer language can differ from the page', async () => {
    await subscriber('vinski.gost@example.com');
    await signIn('vinski.gost@example.com');
    await page.evaluate(() => localStorage.setItem('lang', 'sl'));
    await page.goto('/sommelier');
    await page.getByTestId('sommelier-form').waitFor();
    await eventually(() => page.getByTestId('plan-active').innerText()).toMatch(/Aktivno do/);
    await eventually(() => page.getByLabel('Jezik odgovora').inputValue()).toBe('sl');
    await page.getByRole('button', { name: 'Suši', exact: true }).click();
    await eventually(() => page.getByLabel('Jed').inputValue()).toBe('Suši z lososom in tuno');
    await page.getByRole('button', { name: 'Predlagaj pijačo' }).click();
    const text = page.getByTestId('sommelier-text');
    await eventually(() => text.innerText()).toMatch(/^Za jed »Suši z lososom in tuno« predlagam te pijače\./);
    await eventually(() => text.innerText()).toContain('se ujema z japonsko kuhinjo');
    await page.getByRole('heading', { name: 'Priporočilo' }).waitFor();

    await page.getByLabel('Jezik odgovora').selectOption('en');
    await page.getByRole('button', { name: 'Žar', exact: true }).click();
    await page.getByRole('button', { name: 'Predlagaj pijačo' }).click();
    await eventually(() => text.innerText()).toMatch(/^For Dimljena rebrca z žara, here are my 3 picks\./);

    // The add-on ends while the page is open: the server refuses, the message shows in the result area with an "Error" toast.
    await server.core.db.deleteFrom('subscriptions').where('product', '=', 'sommelier').execute();
    await page.getByRole('button', { name: 'Predlagaj pijačo' }).click();
    await page.getByTestId('sommelier-result').getByRole('alert').getByText('Potrebna je naročnina — za uporabo AI Sommelierja se naročite').waitFor();
    await page.getByText('Napaka', { exact: true }).waitFor();
  });
});
