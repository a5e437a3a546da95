import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { createProperty, createStayBooking, createVenue } from '@tablestay/core/db/factories';
import { eventually, useBrowserSession } from '../support/browser';
import { subscribedOwner } from '../support/owners';
import type { TestServer } from '../support/server';

/** The AI Review Analyzer (SPEC §2, ADR 082) in Chromium on the embedded engine, in English and Slovenian. */

let server: TestServer;
let page: Page;

// Two AI calls per owner and window: the third shows the SPEC's warning sign and message.
useBrowserSession({ env: { RATE_LIMIT_AI_PER_USER: '2' }, context: { viewport: { width: 390, height: 844 }, locale: 'en-GB' } }, (s) => {
  ({ server, page } = s);
});

let seq = 0;

async function signedInOwner(p: Page) {
  const email = `analyzer-${Date.now()}-${++seq}@example.com`;
  const { userId } = await subscribedOwner(server, email);
  await p.goto('/auth');
  await p.getByLabel('Email').fill(email);
  await p.getByLabel('Password').fill('secret1');
  await p.getByRole('button', { name: 'Sign in', exact: true }).click();
  await p.waitForURL((u) => u.pathname === '/');
  return userId;
}

const DINING = [
  { rating: 5, comment: 'The food was delicious and the staff were so friendly.' },
  { rating: 2, comment: 'Service was slow and we waited an hour for the mains.' },
  { rating: 5, comment: 'Excellent dishes, friendly waitress.' },
  { rating: 1, comment: 'Very long wait and the service was terrible.' },
];

async function restaurantWithReviews(ownerId: string, reviews = DINING) {
  const venue = await createVenue(server.core.db, { owner_id: ownerId, name: `Analyzer Bistro ${++seq}`, total_tables: 4 });
  let minute = 0;
  for (const r of reviews) {
    await server.core.db
      .insertInto('feedback')
      .values({
        restaurant_id: venue.id,
        rating: r.rating,
        comment: r.comment,
        visit_date: '2026-11-10',
        sentiment: r.rating >= 4 ? 'positive' : 'negative',
        created_at: new Date(Date.UTC(2026, 10, 10, 12, minute++)),
      })
      .execute();
  }
  return venue;
}

const aspect = (p: Page, section: string, name: string) =>
  p
    .getByTestId(section)
    .getByTestId('review-aspect')
    .filter({ has: p.getByText(name, { exact: true }) });

describe('AI Review Analyzer', () => {
  it('owner → Feedback → Analyze latest reviews → strengths and issues with counts, quotes and tips; then the limit', async () => {
    const ownerId = await signedInOwner(page);
    const venue = await restaurantWithReviews(ownerId);
    await page.goto(`/dashboard?venue=${venue.id}`);
    await page.getByRole('heading', { name: venue.name }).waitFor();
    await page.getByRole('tab', { name: 'Feedback', exact: true }).click();
    await page.getByRole('heading', { name: 'AI Review Analyzer' }).waitFor();
    const analyze = page.getByRole('button', { name: 'Analyze latest reviews' });
    await eventually(() => analyze.isEnabled()).toBe(true);
    await analyze.click();

    await page.getByRole('heading', { name: 'Strengths (2)' }).waitFor();
    await page.getByRole('heading', { name: 'Issues (2)' }).waitFor();
    await page.getByRole('heading', { name: 'Action tips (2)' }).waitFor();
    await page
      .getByText(
        '4 reviews on 10 November 2026, average rating 3.3/5, mixed. Guests praise most: food, staff. Guests complain most about: service, waiting times.',
      )
      .waitFor();
    await aspect(page, 'review-strengths', 'Food').getByText('Positive: 2 · Negative: 0').waitFor();
    await aspect(page, 'review-issues', 'Waiting times').getByText('Waiting times: 2 complaints.').waitFor();
    await aspect(page, 'review-issues', 'Service').getByText('“Very long wait and the service was terrible.”').waitFor();
    await page.getByTestId('review-tips').getByText('Plan staffing for peak hours and tell guests the expected wait when they arrive or book.').waitFor();
    await page.getByText('Written by the built-in analyzer from your reviews.').waitFor();

    // A second analysis is the owner's last in this window; the next one is refused with a warning.
    await analyze.click();
    await page.getByText('Analyzing…').waitFor({ state: 'detached' });
    await analyze.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Too many attempts. Please wait a few minutes and try again.' });
    await alert.waitFor();
    await eventually(() => alert.locator('svg').count()).toBe(1);
  });

  it('is disabled without reviews', async () => {
    const ownerId = await signedInOwner(page);
    const venue = await restaurantWithReviews(ownerId, []);
    await page.goto(`/dashboard?venue=${venue.id}`);
    await page.getByRole('heading', { name: venue.name }).waitFor();
    await page.getByRole('tab', { name: 'Feedback', exact: true }).click();
    await page.getByText('No reviews to analyze yet.').waitFor();
    await eventually(() => page.getByRole('button', { name: 'Analyze latest reviews' }).isDisabled()).toBe(true);
  });

  it('in Slovenian: the Stays tab analyzes the stay reviews', async () => {
    const ownerId = await signedInOwner(page);
    const {
      venue,
      roomTypes: [rt],
    } = await createProperty(server.core.db, {
      owner_id: ownerId,
      name: `Penzion Analiza ${++seq}`,
      city: 'Bled',
      total_rooms: 2,
      roomTypes: [{ name: 'Double', capacity: 2, base_price_eur: 90, rooms: 2 }],
    });
    const reviews = [
      { rating: 2, comment: 'Soba je bila umazana, zajtrk pa odličen.' },
      { rating: 5, comment: 'Čudovit zajtrk in prijazno osebje.' },
      { rating: 2, comment: 'Kopalnica ni bila čista.' },
    ];
    for (const [i, r] of reviews.entries()) {
      const booking = await createStayBooking(server.core.db, {
        restaurant_id: venue.id,
        room_type_id: rt!.id,
        room_id: rt!.rooms[0]!.id,
        check_in: `2026-10-0${i + 1}`,
        check_out: `2026-10-0${i + 2}`,
        status: 'checked_out',
      });
      await server.core.db
        .insertInto('stay_reviews')
        .values({ stay_booking_id: booking.id, restaurant_id: venue.id, rating: r.rating, guest_email: `g${i}@example.com`, comment: r.comment })
        .execute();
    }
    await page.evaluate(() => localStorage.setItem('lang', 'sl'));
    await page.goto(`/dashboard/stays?venue=${venue.id}`);
    await page.getByRole('tab', { name: 'Ocene' }).click();
    await page.getByRole('heading', { name: 'AI analiza ocen' }).waitFor();
    const analyze = page.getByRole('button', { name: 'Analiziraj najnovejše ocene' });
    await eventually(() => analyze.isEnabled()).toBe(true);
    await analyze.click();
    await page.getByRole('heading', { name: 'Prednosti (2)' }).waitFor();
    await page.getByRole('heading', { name: 'Težave (2)' }).waitFor();
    await aspect(page, 'review-issues', 'Čistoča').getByText('Pozitivne: 0 · Negativne: 2').waitFor();
    await aspect(page, 'review-issues', 'Čistoča').getByText('Čistoča: 2 pritožbi.').waitFor();
    await aspect(page, 'review-strengths', 'Zajtrk').getByText('Pozitivne: 2 · Negativne: 0').waitFor();
    await page.getByRole('heading', { name: 'Predlogi ukrepov (2)' }).waitFor();
    await page.getByText('Besedilo je napisal vgrajeni analizator iz vaših ocen.').waitFor();
  });
});
