import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { Client } from '../support/server';
import { spawnServer } from '../support/spawn-server';

// `PORT=3999 npm start` with no APP_URL: the links in emails and the checkout use that port.
const dir = mkdtempSync(join(tmpdir(), 'tablestay-port-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('points email and checkout links at the port the server listens on', async () => {
  const server = await spawnServer({ APP_URL: '', PGLITE_DIR: join(dir, 'pglite'), UPLOADS_DIR: join(dir, 'uploads') });
  try {
    const port = new URL(server.url).port;
    expect(server.output()).toContain(`running at http://localhost:${port}`);
    const c = new Client(server.url);
    const venue = (await c.query<{ id: string }[]>('restaurant.list', {})).data[0]!;
    const email = `port-${port}@example.com`;
    const created = await c.mutate<{ status: string; reservationId: string }>('reservation.create', {
      restaurantId: venue.id,
      date: addDays(dateIn('Europe/Ljubljana'), 5),
      time: '18:00',
      partySize: 2,
      guestName: 'Port Guest',
      guestEmail: email,
      privacyConsent: true,
    });
    expect(created.status).toBe(200);

    const inbox = await (await fetch(`${server.url}/mailbox?to=${encodeURIComponent(email)}`)).text();
    const mailPath = /href="(\/mailbox\/[0-9a-f-]{36})"/.exec(inbox)?.[1];
    expect(mailPath).toBeDefined();
    const mail = await (await fetch(server.url + mailPath)).text();
    const links = [...mail.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => new URL(m[0].replaceAll('&amp;', '&')));
    const own = links.filter((u) => u.hostname === 'localhost' || u.hostname === '127.0.0.1');
    expect(own.length).toBeGreaterThan(0);
    expect(own.map((u) => u.port).filter((p) => p !== port)).toEqual([]);

    const deposit = own.find((u) => u.pathname.startsWith('/deposit/'));
    expect(deposit).toBeDefined();
    const start = await c.mutate<{ url: string }>('payment.startDeposit', {
      id: deposit!.pathname.split('/').pop(),
      token: deposit!.searchParams.get('token'),
    });
    expect(new URL(start.data.url).port).toBe(port);
  } finally {
    await server.stop();
  }
});
