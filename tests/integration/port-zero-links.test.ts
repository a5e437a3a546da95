import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { startLocalServer } from '@tablestay/functions/local/server';
import { freshDatabaseConfig } from '../support/db';
import { latestMail } from '../support/mail';
import { Client } from '../support/server';

// PORT=0 (any free port) and no APP_URL: links carry the port the server got, never port 0.
const dir = mkdtempSync(join(tmpdir(), 'tablestay-port0-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('points links at the port bound when started on port 0 without APP_URL', async () => {
  const { config, drop } = await freshDatabaseConfig({ PORT: '0', UPLOADS_DIR: join(dir, 'uploads') });
  expect(config.APP_URL).toBe('http://localhost:0');
  const server = await startLocalServer({ config, jobs: false, seedIfEmpty: false, log: () => {} });
  try {
    const port = new URL(server.url).port;
    expect(port).not.toBe('0');
    expect(server.core.config.APP_URL).toBe(`http://localhost:${port}`);
    const venue = await createVenue(server.core.db, { name: 'Port Zero', total_tables: 2, timezone: 'Europe/Ljubljana', deposit_eur: 20 });
    const res = await new Client(server.url).mutate('reservation.create', {
      restaurantId: venue.id,
      date: addDays(dateIn('Europe/Ljubljana'), 3),
      time: '19:00',
      partySize: 2,
      guestName: 'Port Guest',
      guestEmail: 'port-zero@example.com',
      privacyConsent: true,
    });
    expect(res.status).toBe(200);
    const { link } = await latestMail(server.core.db, 'port-zero@example.com', 'reservation_received');
    expect(link?.origin).toBe(`http://localhost:${port}`);
  } finally {
    await server.close();
    await drop();
  }
});
