import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEveryProcedureCovered, OWNER_ACTORS, ownerCast, type OwnerActor, type OwnerCast } from '../support/owners';
import { addPhoto, uploadObject } from '../support/photos';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Who may do what with owner A's venue photos (ADR 059): every ownerPhotos procedure,
 * for the visitor, a guest, owner A, owner B and an admin. Admins read any venue; only the owner
 * writes; another owner learns nothing ("Restaurant not found").
 */

interface Row {
  kind: 'query' | 'mutation';
  input: (actor: OwnerActor) => Promise<unknown>;
  expected: Record<OwnerActor, number>;
}

let server: TestServer;
let cast: OwnerCast;
beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
});
afterAll(() => server?.close());

const writes = (a: number): Record<OwnerActor, number> => ({ visitor: 401, guest: 403, ownerA: a, ownerB: 404, admin: 404 });

/** What each refusal says: signed out (SPEC §6), not an owner, not this owner's venue. */
const MESSAGES: Record<number, string | undefined> = { 200: undefined, 401: 'Not signed in', 403: 'Not allowed', 404: 'Restaurant not found' };

const MATRIX: Record<string, Row> = {
  'ownerPhotos.list': {
    kind: 'query',
    input: async () => ({ venueId: cast.venueA }),
    expected: { visitor: 401, guest: 403, ownerA: 200, ownerB: 404, admin: 200 },
  },
  'ownerPhotos.presign': { kind: 'mutation', input: async () => ({ venueId: cast.venueA, contentType: 'image/png', size: 68 }), expected: writes(200) },
  // A's uploaded object: only A may record it on A's venue.
  'ownerPhotos.confirm': {
    kind: 'mutation',
    input: async () => ({ venueId: cast.venueA, key: (await uploadObject(server, cast.clients.ownerA, cast.venueA)).key }),
    expected: writes(200),
  },
  'ownerPhotos.remove': {
    kind: 'mutation',
    input: async () => ({ venueId: cast.venueA, photoId: (await addPhoto(server, cast.clients.ownerA, cast.venueA)).id }),
    expected: writes(200),
  },
};

describe('ownerPhotos access matrix', () => {
  it('covers every ownerPhotos procedure', () => {
    expectEveryProcedureCovered('ownerPhotos.', MATRIX);
    expect(Object.keys(MATRIX)).toHaveLength(4);
  });

  for (const [proc, row] of Object.entries(MATRIX)) {
    for (const actor of OWNER_ACTORS) {
      it(`${proc} as ${actor} → ${row.expected[actor]}`, async () => {
        const client = cast.clients[actor];
        const input = await row.input(actor);
        const res = row.kind === 'query' ? await client.query(proc, input) : await client.mutate(proc, input);
        expect(res.status).toBe(row.expected[actor]);
        expect(res.error?.message).toBe(MESSAGES[res.status]);
        // No one but A and an admin reading sees A's photo keys or URLs.
        expect(res.status === 200 || !JSON.stringify(res).includes(cast.userIds.ownerA)).toBe(true);
      });
    }
  }

  it("leaves A's photos as they were after everyone else tried", async () => {
    const rows = await server.core.db.selectFrom('photos').select(['uploaded_by']).where('restaurant_id', '=', cast.venueA).execute();
    expect(rows.every((r) => r.uploaded_by === cast.userIds.ownerA)).toBe(true);
  });
});
