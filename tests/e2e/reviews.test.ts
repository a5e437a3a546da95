import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createReservation, createVenue } from '@tablestay/core/db/factories';
import { sendReviewPrompts } from '@tablestay/core/job/service';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { eventually, preferLanguage, useBrowserSession } from '../support/browser';
import { latestMail } from '../support/mail';
import { subscribedOwner } from '../support/owners';
import type { TestServer } from '../support/server';

/** Reviews and feedback on a phone: the review a seated guest is mailed, and the public feedback page (ADRs 070-072). */

let server: TestServer;
let context: BrowserContext;
let page: Page;
let browser: Browser;

useBrowserSession({ context: { viewport: { width: 390, height: 844 }, locale: 'en-GB' } }, (s) => {
  ({ server, context, page, browser } = s);
});

const noHorizontalScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** WCAG 2 A/AA violations on the page as it is now (axe), as `id: targets`; read with `eventually`, as the page settles. */
const axe = async () => {
  const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

describe('reviews and feedback at 390 px', () => {
  it('a seated guest opens the mailed /rate link, submits, sees "Review Submitted!", and again at once on reopening', async () => {
    const db = server.core.db;
    const venue = await createVenue(db, { name: 'Gostilna Ob Reki', timezone: 'Europe/Ljubljana' });
    const yesterday = addDays(dateIn('Europe/Ljubljana'), -1);
    const visit = await createReservation(db, { restaurant_id: venue.id, date: yesterday, status: 'seated', guest_email: 'seated@example.com' });
    await sendReviewPrompts(db, server.core.email, server.url);
    const { mail, link } = await latestMail(db, 'seated@example.com', 'review_prompt');
    expect(mail.subject).toBe('How was Gostilna Ob Reki?');
    expect(link?.pathname).toBe(`/rate/${visit.id}`);

    await page.goto(`/rate/${visit.id}`);
    await page.getByRole('heading', { name: 'Invalid access link' }).waitFor();
    await page.goto(`/rate/${visit.id}?token=wrong`);
    await page.getByRole('heading', { name: 'Reservation not found' }).waitFor();

    await page.goto(`${link!.pathname}${link!.search}`);
    await page.getByRole('heading', { name: 'Rate Your Experience' }).waitFor();
    await page.getByText('Gostilna Ob Reki').waitFor();
    const submit = page.getByRole('button', { name: 'Submit review' });
    await eventually(() => submit.isDisabled()).toBe(true);
    await page.getByRole('radiogroup', { name: 'Your rating' }).waitFor();
    await page.getByRole('radio', { name: /^5 of 5 stars, Excellent/ }).check({ force: true });
    await eventually(() => submit.isDisabled()).toBe(false);
    await page.getByLabel('Your name (optional)').fill('Nina');
    await page.getByLabel('Comment (optional)').fill('Trout was perfect.');
    await page.getByText('18 / 1000').waitFor();
    await eventually(noHorizontalScroll).toBe(true);
    await eventually(axe).toEqual([]);
    await submit.click();
    await page.getByRole('heading', { name: 'Review Submitted!' }).waitFor();

    await page.goto(`${link!.pathname}${link!.search}`);
    await page.getByRole('heading', { name: 'Review Submitted!' }).waitFor();
    await eventually(() => page.getByRole('button', { name: 'Submit review' }).count()).toBe(0);

    // The owner's Feedback data counts it; the venue page shows it.
    const feedback = await db.selectFrom('feedback').select(['rating', 'sentiment']).where('restaurant_id', '=', venue.id).execute();
    expect(feedback).toEqual([{ rating: 5, sentiment: 'positive' }]);
    await page.goto(`/restaurants/${venue.id}`);
    await page.getByRole('heading', { name: 'Guest reviews' }).waitFor();
    await page.getByText('Trout was perfect.').waitFor();
    await page.getByText('Nina').waitFor();
  });

  it('a visitor opens /r/{id}, gives five stars and sees "Thank You!"', async () => {
    const db = server.core.db;
    const venue = await createVenue(db, { name: 'Kavarna Pod Gradom', address: 'Mestni trg 3', city: 'Ljubljana', timezone: 'Europe/Ljubljana' });
    await page.goto(`/r/${venue.id}`);
    await page.getByRole('heading', { name: 'Share Your Experience' }).waitFor();
    await page.getByText('Kavarna Pod Gradom').waitFor();
    await page.getByText('Mestni trg 3, Ljubljana').waitFor();
    const today = dateIn('Europe/Ljubljana');
    const date = page.getByLabel('Visit date');
    await eventually(() => date.inputValue()).toBe(today);
    await eventually(() => date.getAttribute('max')).toBe(today);
    const send = page.getByRole('button', { name: 'Send feedback' });
    await eventually(() => send.isDisabled()).toBe(true);
    for (const [n, word] of [
      [1, 'Poor'],
      [2, 'Fair'],
      [3, 'Good'],
      [4, 'Very Good'],
      [5, 'Excellent'],
    ] as const) {
      await page.getByRole('radio', { name: `${n} ${word}`, exact: true }).waitFor({ state: 'attached' });
    }
    await page.getByRole('radio', { name: '5 Excellent', exact: true }).check({ force: true });
    await page.getByLabel('What is it about? (optional)').selectOption('service');
    await eventually(noHorizontalScroll).toBe(true);
    await eventually(axe).toEqual([]);
    // A visit date in the future is refused at the field, not in a toast.
    await date.fill(addDays(today, 1));
    await send.click();
    await eventually(() => date.getAttribute('aria-invalid')).toBe('true');
    const dateError = page.locator(`#${await date.getAttribute('aria-describedby')}`);
    await eventually(() => dateError.innerText()).toBe('Visit date cannot be in the future');
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(await db.selectFrom('feedback').select('id').where('restaurant_id', '=', venue.id).execute()).toEqual([]);
    await date.fill(today);
    await send.click();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    const rows = await db.selectFrom('feedback').select(['rating', 'category', 'sentiment', 'visit_date']).where('restaurant_id', '=', venue.id).execute();
    expect(rows).toEqual([{ rating: 5, category: 'service', sentiment: 'positive', visit_date: today }]);
  });

  it('an unknown restaurant shows "Restaurant not found" with a way home; Slovenian too', async () => {
    await page.goto('/r/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Restaurant not found' }).waitFor();
    await page.getByText("The restaurant you're looking for doesn't exist.").waitFor();
    await page.getByRole('link', { name: /home/i }).first().click();
    await page.waitForURL((u) => u.pathname === '/');
    await eventually(() => new URL(page.url()).pathname).toBe('/');

    await preferLanguage(context, 'sl');
    await page.goto('/r/not-a-venue');
    await page.getByRole('heading', { name: 'Restavracije ni mogoče najti' }).waitFor();
    await page.getByText('Restavracija, ki jo iščete, ne obstaja.').waitFor();
  });
});

/** The number on the owner's "Total Feedback" card. */
const totalFeedback = (p: Page) =>
  p
    .locator('p', { hasText: /^Total Feedback$/ })
    .locator('xpath=following-sibling::p[1]')
    .innerText();

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  describe(`review → owner's Feedback tab at ${viewport.width}px`, () => {
    it('a seated visit is mailed a review prompt, the review reaches the venue page and the Feedback tab; /r/{id} feedback is counted too', async () => {
      await page.setViewportSize(viewport);
      const db = server.core.db;
      const ownerEmail = `feedback.owner.${viewport.width}.${Date.now()}@example.com`;
      const { userId } = await subscribedOwner(server, ownerEmail);
      const name = `Gostilna Pri Mlinu ${viewport.width}`;
      const venue = await createVenue(db, { name, owner_id: userId, timezone: 'Europe/Ljubljana', total_tables: 8 });
      const guestEmail = `seated.${viewport.width}@example.com`;
      const visit = await createReservation(db, {
        restaurant_id: venue.id,
        date: addDays(dateIn('Europe/Ljubljana'), -1),
        status: 'seated',
        guest_email: guestEmail,
      });
      await sendReviewPrompts(db, server.core.email, server.url);

      // The guest finds the prompt in the local mailbox and follows it.
      await page.goto(`/mailbox?to=${encodeURIComponent(guestEmail)}`);
      await page
        .getByRole('link', { name: `How was ${name}?` })
        .first()
        .click();
      const { link } = await latestMail(db, guestEmail, 'review_prompt');
      expect(link?.pathname).toBe(`/rate/${visit.id}`);
      await page.goto(`${link!.pathname}${link!.search}`);
      await page.getByRole('heading', { name: 'Rate Your Experience' }).waitFor();
      await page.getByRole('radio', { name: /^4 of 5 stars/ }).check({ force: true });
      await page.getByLabel('Your name (optional)').fill('Luka');
      await page.getByLabel('Comment (optional)').fill(`Štruklji were lovely (${viewport.width}).`);
      await page.getByRole('button', { name: 'Submit review' }).click();
      await page.getByRole('heading', { name: 'Review Submitted!' }).waitFor();
      await page.goto(`/restaurants/${venue.id}`);
      await page.getByText(`Štruklji were lovely (${viewport.width}).`).waitFor();

      // The owner, in a browser of their own, sees it in this month's Feedback list and count.
      const ownerContext = await browser.newContext({ baseURL: server.url, viewport, locale: 'en-GB' });
      try {
        const owner = await ownerContext.newPage();
        await owner.goto('/auth');
        await owner.getByLabel('Email').fill(ownerEmail);
        await owner.getByLabel('Password').fill('secret1');
        await owner.getByRole('button', { name: 'Sign in', exact: true }).click();
        await owner.waitForURL((u) => u.pathname === '/');
        await owner.goto('/dashboard?tab=restaurant&view=feedback');
        await owner.getByRole('heading', { name }).waitFor();
        await owner.getByText(`Štruklji were lovely (${viewport.width}).`).waitFor();
        await eventually(() => totalFeedback(owner)).toBe('1');

        // A visitor leaves public feedback through the QR page; the owner's month summary counts it.
        await page.goto(`/r/${venue.id}`);
        await page.getByRole('heading', { name: 'Share Your Experience' }).waitFor();
        await page.getByRole('radio', { name: '3 Good', exact: true }).check({ force: true });
        await page.getByRole('button', { name: 'Send feedback' }).click();
        await page.getByRole('heading', { name: 'Thank You!' }).waitFor();

        await owner.reload();
        await owner.getByText(`Štruklji were lovely (${viewport.width}).`).waitFor();
        await eventually(() => totalFeedback(owner)).toBe('2');
        await eventually(() => owner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      } finally {
        await ownerContext.close();
      }
    });
  });
}
