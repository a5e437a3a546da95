import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '@tablestay/core/db/connection';
import { createProperty, createReservation, createStayBooking } from '@tablestay/core/db/factories';
import { sendReviewPrompts } from '@tablestay/core/job/service';
import { outboxTransport } from '@tablestay/core/notification/email';
import { useMigratedDatabase } from '../support/db';

/**
 * Every link the app mails must open a page that exists: a route of the SPA (from its generated
 * route tree) or a path the local server answers itself. Checked twice: statically, on every
 * `${appUrl}/…` link the server code builds, and on the mails the review-prompt job really sends.
 */

const ROOT = join(import.meta.dirname, '../..');
const APP_URL = 'https://tablestay.test';

/** The SPA's paths, e.g. '/deposit/$id', from the route tree TanStack Router generates. */
function spaRoutes(): string[] {
  const tree = readFileSync(join(ROOT, 'packages/web/src/routeTree.gen.ts'), 'utf8');
  const byTo = /export interface FileRoutesByTo \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  return [...byTo.matchAll(/'([^']+)':/g)].map((m) => m[1]!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && f.name.endsWith('.ts') && !f.name.endsWith('.test.ts'))
    .map((f) => join(f.parentPath, f.name));
}

/** Paths the local server answers outside the SPA (Hono routes), e.g. '/checkout/local/$token'. */
function serverRoutes(): string[] {
  return sourceFiles(join(ROOT, 'packages/functions/src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/app\.(?:get|post)\('([^']+)'/g)].map((m) => m[1]!.replace(/:(\w+)(\{[^}]*\})?/g, '$$$1')),
  );
}

const ROUTES = [...spaRoutes(), ...serverRoutes()];

/** True when a link's path (no origin, no query) opens a known page; '$x' matches one segment. */
function opensAPage(path: string): boolean {
  const segments = path.replace(/\/$/, '').split('/');
  return ROUTES.some((route) => {
    const parts = route.replace(/\/$/, '').split('/');
    return parts.length === segments.length && parts.every((p, i) => (p.startsWith('$') ? segments[i] !== '' : p === segments[i]));
  });
}

/** Every `${…appUrl}/path` template the server code builds, with `${…}` inside the path as '$param'. */
function builtLinks(): { where: string; path: string }[] {
  const dirs = ['packages/core/src', 'packages/api/src', 'packages/functions/src'].map((d) => join(ROOT, d));
  return dirs.flatMap(sourceFiles).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\$\{[\w.]*(?:appUrl|APP_URL)\}(\/[^`?#\s]*)/g)].map((m) => ({
      where: relative(ROOT, file),
      path: m[1]!.replace(/\$\{[^}]*\}/g, '$param'),
    })),
  );
}

describe('links in emails', () => {
  it('the route check knows the pages, and fails for one that does not exist', () => {
    expect(opensAPage('/deposit/0b9f3c2e')).toBe(true);
    expect(opensAPage('/rate-stay/0b9f3c2e')).toBe(true);
    expect(opensAPage('/stays')).toBe(true);
    expect(opensAPage('/checkout/local/abc')).toBe(true);
    expect(opensAPage('/rate/0b9f3c2e')).toBe(true);
    expect(opensAPage('/r/0b9f3c2e')).toBe(true);
    expect(opensAPage('/rate-visit/0b9f3c2e')).toBe(false);
    expect(opensAPage('/deposit/')).toBe(false);
  });

  it('every link the server code builds opens a page of the web (or of the local server)', () => {
    const links = builtLinks();
    // The scan must find the links it guards (deposit, waitlist, sign-in, review…).
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((l) => !opensAPage(l.path))).toEqual([]);
  });

  describe('review prompts', () => {
    let db: Database;
    useMigratedDatabase(['restaurants', 'outbox_emails'], (d) => {
      db = d;
    });

    it('only link to pages that exist: a stay to its /rate-stay page, a seated visit to its /rate page (ADR 070)', async () => {
      const now = new Date('2026-06-15T10:00:00.000Z');
      const { venue, roomTypes } = await createProperty(db, { name: 'Vila Mix', total_tables: 4 });
      const [type] = roomTypes;
      const visit = await createReservation(db, { restaurant_id: venue.id, date: '2026-06-14', status: 'seated', guest_email: 'visit@example.com' });
      const stay = await createStayBooking(db, {
        restaurant_id: venue.id,
        room_type_id: type!.id,
        room_id: type!.rooms[0]!.id,
        check_in: '2026-06-12',
        check_out: '2026-06-14',
        status: 'checked_out',
        guest_email: 'stay@example.com',
      });

      expect(
        await sendReviewPrompts(
          db,
          outboxTransport(() => {}),
          APP_URL,
          now,
        ),
      ).toEqual({ sent: 2 });
      const mails = await db.selectFrom('outbox_emails').select(['to_email', 'text_body', 'html_body']).orderBy('to_email').execute();
      expect(mails.map((m) => m.to_email)).toEqual(['stay@example.com', 'visit@example.com']);
      const links = mails.flatMap((m) => [...`${m.text_body} ${m.html_body ?? ''}`.matchAll(/https:\/\/tablestay\.test(\/[^\s"'<?]*)/g)].map((x) => x[1]!));
      expect(links).toContain(`/rate-stay/${stay.id}`);
      expect(links).toContain(`/rate/${visit.id}`);
      expect(links.filter((path) => !opensAPage(path))).toEqual([]);
    });
  });
});
