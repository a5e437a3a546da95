import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itAnswersEachActor, ownerRead, ownerWrite } from '../support/access';
import { isPlanActor, ownerCast, PLANS_OF, type OwnerActor, type OwnerCast } from '../support/owners';
import { addPhoto, uploadObject } from '../support/photos';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Who may do what with owner A's venue photos (ADR 059): every ownerPhotos procedure,
 * for the visitor, a guest, owner A, owner B, an admin and the staff. Admins read any venue; the
 * owner and A's manager write (photos are a manager's, ADR 127), A's host is not allowed, a removed
 * host hears so; another owner learns nothing ("Restaurant not found"). The plan owners act on their
 * own venues: a restaurant's photos need the Restaurant plan, a property's the Stays plan (ADR 104).
 */

let server: TestServer;
let cast: OwnerCast;
beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
});
afterAll(() => server?.close());

const photosOf = (venueId: string) =>
  server.core.db.selectFrom('photos').select(['id', 'path', 'uploaded_by']).where('restaurant_id', '=', venueId).orderBy('id').execute();

const KINDS = [
  { name: 'restaurant', plan: 'restaurant', venue: (a: OwnerActor) => cast.venue(a) },
  { name: 'property', plan: 'stays', venue: (a: OwnerActor) => cast.property(a).id },
] as const;

describe.each(KINDS)("ownerPhotos access matrix on a $name's photos", (kind) => {
  /**
   * Who uploads the object a row works with (a key is its uploader's to confirm): the plan owner
   * holding the plan on their own venue, A's manager on A's, else A on A's.
   */
  const uploader = (a: OwnerActor): OwnerActor => ((isPlanActor(a) && PLANS_OF[a].includes(kind.plan)) || a === 'managerA' ? a : 'ownerA');
  const WRITE = ownerWrite(kind.plan, 'manager');
  /** The photo of A's every refused actor tries to remove: one for them all (a refused call changes nothing), so A's venue stays below its cap. */
  let refusedTarget: ReturnType<typeof addPhoto> | undefined;
  itAnswersEachActor({
    prefix: 'ownerPhotos.',
    plan: kind.plan,
    clients: () => cast.clients,
    // Photo upload says "Not signed in" when signed out (SPEC §6).
    refusals: { 401: 'Not signed in' },
    rows: {
      'ownerPhotos.list': { kind: 'query', expected: ownerRead(kind.plan, 'manager'), input: (a) => ({ venueId: kind.venue(a) }) },
      // An upload form only: the photo is recorded by confirm.
      'ownerPhotos.presign': {
        kind: 'mutation',
        expected: WRITE,
        input: (a) => ({ venueId: kind.venue(a), contentType: 'image/png', size: 68 }),
        storesNothing: true,
      },
      // An uploaded object of the caller's own (the owner's, or the manager's): recorded on the venue by its uploader.
      'ownerPhotos.confirm': {
        kind: 'mutation',
        expected: WRITE,
        input: async (a) => {
          const by = uploader(a);
          return { venueId: kind.venue(a), key: (await uploadObject(server, cast.clients[by], kind.venue(by))).key };
        },
      },
      'ownerPhotos.remove': {
        kind: 'mutation',
        expected: WRITE,
        input: async (a) => {
          const by = uploader(a);
          const photo =
            WRITE[a] === 200
              ? addPhoto(server, cast.clients[by], kind.venue(by))
              : (refusedTarget ??= addPhoto(server, cast.clients.ownerA, kind.venue('ownerA')));
          return { venueId: kind.venue(a), photoId: (await photo).id };
        },
      },
    },
    snapshot: (a) => photosOf(kind.venue(a)),
    // No one but A and an admin reading sees A's photo keys or URLs (they carry A's user id).
    hidden: { text: () => cast.userIds.ownerA, from: 'refused' },
  });

  it("leaves A's photos as A and A's manager left them after everyone else tried", async () => {
    const people: (string | null)[] = [cast.userIds.ownerA, cast.userIds.managerA];
    expect((await photosOf(kind.venue('ownerA'))).every((r) => people.includes(r.uploaded_by))).toBe(true);
  });
});
