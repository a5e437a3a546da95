import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { randomToken } from '@tablestay/core/account/crypto';
import { createProperty, createStayBooking, createVenue } from '@tablestay/core/db/factories';
import { guestLinkHash } from '@tablestay/core/account/guest-link';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { eventually, useBrowserSession } from '../support/browser';
import { subscribedOwner } from '../support/owners';
import type { TestServer } from '../support/server';

/**
 * SPEC §2 AI Ops "Busy Day Suggestions" (ADR 080) in Chromium on the embedded engine: the
 * owner opens Feedback → "Generate tips" → a chart of the next 14 days and the actions, in English
 * and Slovenian; disabled without history; a failure shows a warning sign then the message; and the
 * same panel on the Stays overview.
 */

let server: TestServer;
let page: Page;

// Two AI calls per owner in a window, so the third shows the failure.
useBrowserSession({ env: { RATE_LIMIT_AI_PER_USER: '2' }, context: { viewport: { width: 1280, height: 900 }, locale: 'en-GB' } }, (s) => {
  ({ server, page } = s);
});

let seq = 0;
const today = () => dateIn('Europe/Ljubljana');

/** A subscribed owner with a 10-table restaurant (90-minute turns), with `weeks` of past dinners: full weekends. */
async function owner(weeks: number) {
  const n = `${Date.now()}-${++seq}`;
  const email = `busy-${n}@example.com`;
  const { userId } = await subscribedOwner(server, email);
  const venue = await createVenue(server.core.db, { owner_id: userId, name: `Gostilna ${n}`, total_tables: 10, turn_minutes: 90 });
  const rows = [];
  for (let d = -7 * weeks; d <= -1; d++) {
    const date = addDays(today(), d);
    const wd = new Date(`${date}T12:00:00Z`).getUTCDay();
    const count = wd === 5 || wd === 6 ? 76 : wd === 1 ? 8 : 25;
    for (let i = 0; i < count; i++)
      rows.push({
        restaurant_id: venue.id,
        guest_name: 'Gost',
        guest_email: `g${i}@example.com`,
        date,
        time: '19:00',
        party_size: 2,
        status: 'seated' as const,
        view_token: guestLinkHash(randomToken()),
      });
  }
  for (let i = 0; i < rows.length; i += 500)
    await server.core.db
      .insertInto('reservations')
      .values(rows.slice(i, i + 500))
      .execute();
  return { email, userId, venue };
}

async function signIn(p: Page, email: string, lang: 'en' | 'sl' = 'en') {
  await p.goto('/auth');
  await p.getByLabel('Email').fill(email);
  await p.getByLabel('Password').fill('secret1');
  await p.getByRole('button', { name: 'Sign in', exact: true }).click();
  await p.waitForURL((u) => u.pathname === '/');
  if (lang === 'sl') await p.evaluate(() => localStorage.setItem('lang', 'sl'));
}

describe('Busy Day Suggestions', () => {
  it('the owner opens Feedback → Generate tips → chart and actions; a failure shows a warning sign then the message', async () => {
    const o = await owner(8);
    await signIn(page, o.email);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Feedback', exact: true }).click();
    const panel = page.getByTestId('busy-days');
    await panel.getByRole('heading', { name: 'Busy Day Suggestions' }).waitFor();
    await panel.getByText('A 14-day forecast of your busy days, plus actions to take on the busiest ones.').waitFor();
    await panel.getByText('From 56 days with bookings in the last 90 days.').waitFor();
    const button = panel.getByRole('button', { name: 'Generate tips' });
    await eventually(() => button.isEnabled()).toBe(true);
    await button.click();
    await panel.getByTestId('busy-days-chart').waitFor();
    await eventually(() => panel.getByTestId('busy-days-chart').locator('.recharts-bar-rectangle').count()).toBeGreaterThanOrEqual(12);
    await eventually(() => panel.getByTestId('busy-days-summary').innerText()).toMatch(
      /^Over the next 14 days we expect an average load of \d+%\. The busiest days: /,
    );
    const tips = panel.getByTestId('busy-days-tips');
    for (const action of ['Staffing', 'Deposit', 'Waitlist', 'Turn time']) await tips.getByText(action, { exact: true }).waitFor();
    await tips.getByText(/^Plan extra service and kitchen staff on .*(Fri|Sat)/).waitFor();
    await tips.getByText(/Consider a turn time of 60 minutes instead of 90 on /).waitFor();

    await button.click(); // the second call of the window
    await panel.getByTestId('busy-days-result').waitFor();
    await button.click(); // over the limit
    const alert = panel.getByRole('alert');
    await alert.getByText('Too many attempts. Please wait a few minutes and try again.').waitFor();
    await eventually(() => alert.locator('svg.lucide-triangle-alert, svg.lucide-alert-triangle').count()).toBe(1);
  });

  it('is disabled without occupancy history', async () => {
    const o = await owner(0);
    await signIn(page, o.email);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Feedback', exact: true }).click();
    const panel = page.getByTestId('busy-days');
    await panel.getByText('No occupancy history yet: tips appear once you have past bookings.').waitFor();
    await eventually(() => panel.getByRole('button', { name: 'Generate tips' }).isDisabled()).toBe(true);
  });

  it('works in Slovenian', async () => {
    const o = await owner(6);
    await signIn(page, o.email, 'sl');
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Mnenja', exact: true }).click();
    const panel = page.getByTestId('busy-days');
    await panel.getByRole('heading', { name: 'Predlogi za polne dni' }).waitFor();
    await panel.getByText('Napoved zasedenosti za 14 dni in ukrepi za najbolj polne dni.').waitFor();
    const button = panel.getByRole('button', { name: 'Ustvari nasvete' });
    await eventually(() => button.isEnabled()).toBe(true);
    await button.click();
    await panel.getByTestId('busy-days-chart').waitFor();
    await eventually(() => panel.getByTestId('busy-days-summary').innerText()).toMatch(/^V naslednjih 14 dneh pričakujemo povprečno zasedenost \d+ %\./);
    const tips = panel.getByTestId('busy-days-tips');
    for (const action of ['Osebje', 'Varščina', 'Čakalni seznam']) await tips.getByText(action, { exact: true }).waitFor();
    await tips.getByText(/^Za najbolj zasedene dni, .* načrtujte dodatno osebje v strežbi in kuhinji\.$/).waitFor();
  });

  it('the Stays overview forecasts the property’s nights', async () => {
    const email = `busy-stays-${Date.now()}@example.com`;
    const { userId } = await subscribedOwner(server, email);
    const {
      venue,
      roomTypes: [rt],
    } = await createProperty(server.core.db, {
      owner_id: userId,
      name: 'Hiša ob Savi',
      total_rooms: 2,
      roomTypes: [{ name: 'Dvoposteljna soba', capacity: 2, base_price_eur: 80, rooms: ['1', '2'] }],
    });
    // Both rooms taken two nights a week: a full weekly peak (a quiet one would ask for no extra staff).
    for (let d = -42; d <= -2; d += 7)
      for (const room of rt!.rooms)
        await createStayBooking(server.core.db, {
          restaurant_id: venue.id,
          room_type_id: rt!.id,
          room_id: room.id,
          check_in: addDays(today(), d),
          check_out: addDays(today(), d + 2),
          status: 'checked_out',
        });
    await signIn(page, email);
    await page.goto(`/dashboard/stays?venue=${venue.id}`);
    const panel = page.getByTestId('busy-days');
    await panel.getByRole('heading', { name: 'Busy Day Suggestions' }).waitFor();
    const button = panel.getByRole('button', { name: 'Generate tips' });
    await eventually(() => button.isEnabled()).toBe(true);
    await button.click();
    await panel.getByTestId('busy-days-chart').waitFor();
    await panel
      .getByTestId('busy-days-tips')
      .getByText(/^Plan extra housekeeping and reception cover on /)
      .waitFor();
  });
});
