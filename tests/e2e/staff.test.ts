import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createReservation, createVenue } from '@tablestay/core/db/factories';
import { dateIn } from '@tablestay/core/time/zone';
import { eventually, PHONE, signIn, useBrowserSession } from '../support/browser';
import { latestMail } from '../support/mail';
import { subscribedOwner } from '../support/owners';
import type { TestServer } from '../support/server';

/**
 * Staff logins at 360 px (ADR 127): the owner invites a host from the Staff page, the host accepts on
 * their phone and seats a guest, the owner sees "Seated by …", the owner removes the host, and the
 * host's next tap is refused with a clear message.
 */

let server: TestServer;
let page: Page;

useBrowserSession({ context: PHONE }, (s) => {
  ({ server, page } = s);
});

describe('staff at 360 px', () => {
  it('owner invites a host → the host accepts and seats a guest → "Seated by" → removed, the next tap is refused', async () => {
    const n = Date.now();
    const ownerEmail = `owner-staff-${n}@example.com`;
    const hostEmail = `ana.host${n}@example.com`;
    const { userId } = await subscribedOwner(server, ownerEmail);
    const venue = await createVenue(server.core.db, { owner_id: userId, name: `Gostilna ${n}`, address: 'Trubarjeva 1, Ljubljana', total_tables: 6 });
    const today = dateIn('Europe/Ljubljana');
    for (const guest of ['Marta Novak', 'Luka Kranjc']) {
      await createReservation(server.core.db, { restaurant_id: venue.id, date: today, time: '22:30', guest_name: guest, status: 'confirmed' });
    }

    // The owner invites a host from the Staff page.
    await signIn(page, ownerEmail);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    await page.getByLabel('Email').fill(hostEmail);
    await page.getByLabel('Role').selectOption('host');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${hostEmail}`).waitFor();
    await page.getByTestId('staff-invitation').filter({ hasText: hostEmail }).waitFor();

    // The host opens the email's link on their phone and accepts.
    const { link } = await latestMail(server.core.db, hostEmail, 'staff_invitation');
    const hostContext = await page
      .context()
      .browser()!
      .newContext({ baseURL: server.url, ...PHONE });
    const host = await hostContext.newPage();
    await host.goto(link!.pathname + link!.search);
    await host.getByText(`invited you to join Gostilna ${n} as Host`).waitFor();
    await host.getByRole('button', { name: 'Accept invitation' }).click();
    await host.waitForURL((u) => u.pathname === '/dashboard');
    await host.getByRole('heading', { name: `Gostilna ${n}` }).waitFor();
    await host.getByText('You work here as host').waitFor();
    // A host sees the door's sub-tabs, not Settings or Feedback.
    await host.getByRole('tab', { name: 'Reservations', exact: true }).waitFor();
    await eventually(() => host.getByRole('tab', { name: 'Settings' }).count()).toBe(0);
    const marta = host.getByTestId('owner-reservation').filter({ hasText: 'Marta Novak' });
    await marta.getByRole('button', { name: 'Seated' }).click();
    await host.getByText('Reservation marked as seated').waitFor();

    // The owner sees who seated the guest.
    await page.goto('/dashboard');
    const seen = page.getByTestId('owner-reservation').filter({ hasText: 'Marta Novak' });
    await eventually(() => seen.innerText()).toContain(`Seated by ana.host${n}`);

    // The owner removes the host; the host's next tap is refused, plainly.
    await page.goto('/dashboard/staff');
    const member = page.getByTestId('staff-member').filter({ hasText: hostEmail });
    await member.getByRole('button', { name: 'Remove access' }).click();
    await member.getByRole('button', { name: 'Remove access' }).click();
    await page.getByText(`ana.host${n}'s access was removed`).waitFor();
    await eventually(() => page.getByTestId('staff-member').count()).toBe(0);

    // The host's open console hears it on its next ask, before any tap.
    await eventually(() => host.getByTestId('access-removed').innerText()).toBe(
      "Your access to this venue has been removed. Ask the venue's owner if this is a mistake.",
    );
    const luka = host.getByTestId('owner-reservation').filter({ hasText: 'Luka Kranjc' });
    await luka.getByRole('button', { name: 'Seated' }).click();
    await host.getByText("Your access to this venue has been removed. Ask the venue's owner if this is a mistake.").first().waitFor();

    // A shared tablet: "Switch user" signs out to the sign-in page and keeps nothing of the host's day.
    await host.getByRole('button', { name: 'Switch user' }).click();
    await host.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('redirect') === '/dashboard');
    const kept = await host.evaluate(() => [localStorage.getItem('tablestay:owner-day'), localStorage.getItem('tablestay:owner-queue')]);
    expect(kept).toEqual([null, null]);
    await hostContext.close();
  });
});
