import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, useBrowserSession } from '../support/browser';
import { day, dining, stays, type Held } from '../support/kinds';
import { latestMail } from '../support/mail';
import type { TestServer } from '../support/server';

let server: TestServer;
let page: Page;

useBrowserSession({ context: { viewport: { width: 1280, height: 900 } } }, (s) => {
  ({ server, page } = s);
});

/** What each kind's deposit page, checkout and confirmation show of the booking made by `booking()`. */
const CASES = [
  {
    ...dining,
    /** The table's details on the deposit page. */
    onDepositPage: async (p: Page) => {
      for (const text of ['19:00', '4 guests']) await p.getByText(text, { exact: true }).first().waitFor();
    },
    onCheckout: ['Gostilna Pri Lipi', '19:00', '4 guests'],
    confirmedTitle: 'Your table is booked!',
    onConfirmation: async (p: Page) => {
      await p.getByText('4 guests', { exact: true }).first().waitFor();
    },
    confirmedMail: { kind: 'deposit_confirmed', subject: 'Reservation confirmed: Gostilna Pri Lipi' },
    bookAgain: '/book',
  },
  {
    ...stays,
    onDepositPage: async (p: Page) => {
      await eventually(() => p.getByText('Double Room').count()).toBeGreaterThan(0);
      await eventually(() => p.getByTestId('stay-dates').innerText()).toMatch(/3 nights[\s\S]*2 guests/);
      await eventually(() => p.getByTestId('price-per-night').innerText()).toBe('€95.00');
      await eventually(() => p.getByTestId('stay-total').innerText()).toBe('€285.00');
    },
    onCheckout: ['Vila Lipa', 'Double Room', '3 nights'],
    confirmedTitle: 'Your stay is booked!',
    onConfirmation: async (p: Page) => {
      await eventually(() => p.getByTestId('stay-dates').innerText()).toMatch(/3 nights/);
    },
    confirmedMail: { kind: 'stay_confirmed', subject: 'Stay confirmed: Vila Lipa' },
    bookAgain: '/stays',
  },
];

/** An unpaid hold 20 days ahead on a fresh venue of the kind, written directly (as the booking core would). */
const booking = async (kind: (typeof CASES)[number]) =>
  kind.hold(server.core.db, await kind.venue(server.core.db), { date: day(20), email: `${kind.name}-payer-${Date.now()}@example.com` });
const link = (kind: (typeof CASES)[number], to: 'deposit' | 'confirmation', b: Held, token = b.token) => `/${to}/${b.id}?${kind.linkQuery}token=${token}`;

describe.each(CASES)('paying a $name deposit in the browser', (kind) => {
  it('/deposit → Pay → local checkout (Cancel comes back to the same hold end) → Pay → /confirmation shows the booking', async () => {
    const b = await booking(kind);
    await page.goto(link(kind, 'deposit', b));
    await page.getByRole('heading', { name: 'Pay your deposit' }).waitFor();
    await page.getByRole('heading', { name: b.venue.name }).waitFor();
    await kind.onDepositPage(page);
    await eventually(() => page.getByTestId('deposit-amount').innerText()).toBe('€20.00');
    await page.getByText(`The deposit goes directly to ${b.venue.name}. There are no platform fees.`).waitFor();

    // The checkout and the deposit page name the same hold end, in the venue's zone.
    await page.getByRole('button', { name: 'Pay deposit €20.00' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/checkout/local/'));
    const heldUntil = /held until (\d\d:\d\d) \(Europe\/Ljubljana time\)/;
    await eventually(() => page.getByText(/held until/).innerText()).toMatch(heldUntil);
    const held = heldUntil.exec(await page.getByText(/held until/).innerText());
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL((u) => u.pathname === `/deposit/${b.id}`);
    await eventually(() => page.getByTestId('held-until').innerText()).toBe(`Your booking is held until ${held![1]} (Europe/Ljubljana time).`);

    // The embedded checkout shows the booking, posts a signed event to the real webhook, then returns.
    await page.getByRole('button', { name: 'Pay deposit €20.00' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/checkout/local/'));
    for (const text of kind.onCheckout) await page.getByText(text, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL((u) => u.pathname === `/confirmation/${b.id}` && u.searchParams.get('type') === (kind.type ?? null));
    await page.getByRole('heading', { name: kind.confirmedTitle }).waitFor();
    await page.getByText(`A confirmation has been sent to ${b.email}.`).waitFor();
    await page.getByRole('heading', { name: b.venue.name }).waitFor();
    await kind.onConfirmation(page);
    await page.getByRole('button', { name: 'Copy details' }).waitFor();
    await eventually(() => page.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toContain('google.com/maps');
    await page.getByTitle(`Map of ${b.venue.name}`).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Create account' }).waitFor();

    expect(await kind.status(server.core.db, b.id)).toBe('confirmed');
    const { mail } = await latestMail(server.core.db, b.email, kind.confirmedMail.kind);
    expect(mail.subject).toBe(kind.confirmedMail.subject);
  });

  it('shows the SPEC texts for broken deposit and confirmation links', async () => {
    const b = await booking(kind);
    await page.goto(`/deposit/${b.id}${kind.type ? `?type=${kind.type}` : ''}`);
    await page.getByText('Invalid deposit link - missing access token').waitFor();
    await page.goto(link(kind, 'deposit', b, 'wrong'));
    await page.getByText(kind.notFound).waitFor();
    await page.goto(`/confirmation/${b.id}${kind.type ? `?type=${kind.type}` : ''}`);
    await page.getByText('Invalid confirmation link - missing access token').waitFor();
    await page.goto(link(kind, 'confirmation', b, 'wrong'));
    await page.getByText('Confirmed reservation not found').waitFor();
    await eventually(() => page.getByRole('link', { name: 'Book again' }).getAttribute('href')).toBe(kind.bookAgain);
  });
});
