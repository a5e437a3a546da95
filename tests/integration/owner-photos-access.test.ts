import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itAnswersEachActor, OWNER_READ, OWNER_WRITE } from '../support/access';
import { ownerCast, type OwnerCast } from '../support/owners';
import { addPhoto, uploadObject } from '../support/photos';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Who may do what with owner A's venue photos (ADR 059): every ownerPhotos procedure,
 * for the visitor, a guest, owner A, owner B and an admin. Admins read any venue; only the owner
 * writes; another owner learns nothing ("Restaurant not found").
 */

let server: TestServer;
let cast: OwnerCast;
beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
});
afterAll(() => server?.close());

const photos = () => server.core.db.selectFrom('photos').select(['id', 'path', 'uploaded_by']).where('restaurant_id', '=', cast.venueA).orderBy('id').execute();

describe('ownerPhotos access matrix', () => {
  itAnswersEachActor({
    prefix: 'ownerPhotos.',
    clients: () => cast.clients,
    // Photo upload says "Not signed in" when signed out (SPEC §6).
    refusals: { 401: 'Not signed in' },
    rows: {
      'ownerPhotos.list': { kind: 'query', expected: OWNER_READ, input: () => ({ venueId: cast.venueA }) },
      // An upload form only: the photo is recorded by confirm.
      'ownerPhotos.presign': {
        kind: 'mutation',
        expected: OWNER_WRITE,
        input: () => ({ venueId: cast.venueA, contentType: 'image/png', size: 68 }),
        storesNothing: true,
      },
      // A's uploaded object: only A may record it on A's venue.
      'ownerPhotos.confirm': {
        kind: 'mutation',
        expected: OWNER_WRITE,
        input: async () => ({ venueId: cast.venueA, key: (await uploadObject(server, cast.clients.ownerA, cast.venueA)).key }),
      },
      'ownerPhotos.remove': {
        kind: 'mutation',
        expected: OWNER_WRITE,
        input: async () => ({ venueId: cast.venueA, photoId: (await addPhoto(server, cast.clients.ownerA, cast.venueA)).id }),
      },
    },
    snapshot: photos,
    // No one but A and an admin reading sees A's photo keys or URLs (they carry A's user id).
    hidden: { text: () => cast.userIds.ownerA, from: 'refused' },
  });

  it("leaves A's photos as they were after everyone else tried", async () => {
    expect((await photos()).every((r) => r.uploaded_by === cast.userIds.ownerA)).toBe(true);
  });
});
