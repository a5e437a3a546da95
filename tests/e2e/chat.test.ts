import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, preferLanguage, useBrowserSession } from '../support/browser';
import type { TestServer } from '../support/server';

/** The chat assistant on every page (ADRs 088-089), on the embedded engine. */

let server: TestServer;
let context: BrowserContext;
let page: Page;

useBrowserSession({ seed: true, context: { locale: 'en-GB' } }, (s) => {
  ({ server, context, page } = s);
});

const dialog = () => page.getByRole('dialog', { name: /TableStay assistant|Pomočnik TableStay/ });
const lastAnswer = () => page.locator('[data-role="assistant"]').last();
const lastText = () => lastAnswer().locator('p').innerText();
const axe = async () => {
  const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa']).include('[role="dialog"]').analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

async function ask(question: string, send = 'Send') {
  await dialog().getByRole('textbox').fill(question);
  await dialog().getByRole('button', { name: send }).click();
}

describe('chat widget', () => {
  it('loads on first use, answers a deposit question with the amount first, links real venues, and closes with Escape', async () => {
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(r.url()));
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Open chat assistant' });
    await launcher.waitFor();
    expect(chunks.some((u) => /chat-panel/.test(u))).toBe(false);

    await launcher.click();
    await dialog().waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    const sendButton = dialog().getByRole('button', { name: 'Send' });
    await eventually(() => sendButton.isDisabled()).toBe(true);
    await dialog().getByRole('textbox').press('Enter');
    await page.getByText('Invalid input').waitFor();
    await page.getByText('Message cannot be empty').waitFor();

    await ask('How do deposits work?');
    await eventually(lastText).toContain('The deposit for a table is 20 EUR');
    await eventually(axe).toEqual([]);

    await ask('vegan restaurants in Ljubljana');
    const link = lastAnswer().getByRole('link', { name: /Zeleni Vrt · Ljubljana/ });
    await link.waitFor();
    const venue = await server.core.db.selectFrom('restaurants').select('id').where('name', '=', 'Zeleni Vrt').executeTakeFirstOrThrow();
    await eventually(() => link.getAttribute('href')).toBe(`/restaurants/${venue.id}`);
    await link.click();
    await page.waitForURL(`**/restaurants/${venue.id}`);

    await dialog().getByRole('textbox').press('Escape');
    await eventually(() => dialog().count()).toBe(0);
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open chat assistant');
  });

  it('counts to 500 and refuses a longer message with the SPEC text; a failed answer shows the error bubble', async () => {
    await page.goto('/stays');
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    await dialog().getByRole('textbox').fill('x'.repeat(501));
    await dialog().getByText('501 / 500').waitFor();
    await dialog().getByRole('button', { name: 'Send' }).click();
    await page.getByText('Message too long').waitFor();

    await page.route('**/api/trpc/chat.ask**', (route) => route.abort());
    await ask('How do I cancel?');
    await eventually(lastText).toBe('Sorry, I encountered an error. Please try again.');
    await page.getByText('Failed to get response').waitFor();
    await page.getByText('Error', { exact: true }).waitFor();
  });

  it('answers in Slovenian on a phone, with the venue link, and no horizontal scroll', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await preferLanguage(context, 'sl');
    await page.goto('/');
    await page.getByRole('button', { name: 'Odpri pomočnika za klepet' }).click();
    await dialog().waitFor();
    await ask('Kako deluje varščina?', 'Pošlji');
    await eventually(lastText).toContain('Varščina za mizo je 20 EUR');
    await ask('veganske restavracije v Ljubljani', 'Pošlji');
    await lastAnswer()
      .getByRole('link', { name: /Zeleni Vrt · Ljubljana/ })
      .waitFor();
    // An empty message is refused with a toast; Enter is ignored while an answer still streams, so it
    // is pressed again until the assistant is free to refuse it.
    await eventually(async () => {
      await dialog().getByRole('textbox').press('Enter');
      return page.getByText('Neveljaven vnos').count();
    }).toBeGreaterThan(0);
    await page.getByText('Sporočilo ne sme biti prazno').first().waitFor();
    await eventually(async () => (await dialog().boundingBox())?.width ?? 0).toBeGreaterThan(360);
    await eventually(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The open panel hides the button on a phone; closing brings both back, with focus on the button.
    await dialog().getByRole('textbox').press('Escape');
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Odpri pomočnika za klepet');
  });

  // Last: it spends the IP's AI calls for the rest of this server's window.
  it('past the AI limit, the widget shows the rate-limit text from a 429 that came before any stream', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    await ask('How do deposits work?');
    await eventually(lastText).toContain('The deposit for a table is 20 EUR');
    await server.core.db.updateTable('rate_limit_counters').set({ count: 1_000_000 }).where('key', 'like', 'ai:ip:%').execute();
    const answer = page.waitForResponse('**/api/trpc/chat.ask**');
    await ask('How do I cancel?');
    const res = await answer;
    expect({ status: res.status(), retryAfter: Number(await res.headerValue('retry-after')) > 0 }).toEqual({ status: 429, retryAfter: true });
    await page.getByText('Too many attempts. Please wait a few minutes and try again.').waitFor();
    await eventually(lastText).toBe('Sorry, I encountered an error. Please try again.');
  });
});
