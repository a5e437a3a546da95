import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoomType, createSubscription } from '@tablestay/core/db/factories';
import { onboardingHelpers } from '../support/onboarding';
import { startTestServer, type TestServer } from '../support/server';

/** Onboarding under the plans (ADR 104, 067): a price before going live, a second property with the Stays plan. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
const { fresh, venue, refusal } = onboardingHelpers(() => server, 'plans');

describe('going live needs a price and, for a second property, the Stays plan (ADR 104)', () => {
  it('does not finish a property whose room type is still at 0, and changes nothing', async () => {
    const { client } = await fresh();
    const propertyId = (await client.mutate<{ id: string }>('onboarding.saveProperty', { name: 'Stara Hiša', address: 'Kobarid', city: 'Kobarid' })).data.id;
    // A room type saved at 0 before prices had to be above 0.
    const legacy = await createRoomType(server.core.db, { restaurant_id: propertyId, base_price_eur: 0 });
    expect(await refusal(client.mutate('onboarding.addRoom', { propertyId, roomTypeId: legacy.id, code: '1' }))).toEqual({
      status: 400,
      message: 'Give the room type a price above 0 before going live.',
    });
    expect(await venue(propertyId)).toMatchObject({ onboarding_done: false, total_rooms: 0 });
    expect(await server.core.db.selectFrom('rooms').select('id').where('restaurant_id', '=', propertyId).execute()).toEqual([]);
    await client.mutate('onboarding.saveRoomType', { propertyId, roomTypeId: legacy.id, name: 'Double Room', capacity: 2, basePriceEur: 70 });
    expect((await client.mutate('onboarding.addRoom', { propertyId, roomTypeId: legacy.id, code: '1' })).status).toBe(200);
    expect(await venue(propertyId)).toMatchObject({ onboarding_done: true, total_rooms: 1 });
  });

  it('lists a first property without a plan, a second only with the Stays plan', async () => {
    const { client, userId } = await fresh();
    const first = await client.mutate<{ id: string }>('onboarding.saveProperty', { name: 'Prva', address: 'Bled', city: 'Bled' });
    expect(first.status).toBe(200);
    const second = await client.mutate('onboarding.saveProperty', { name: 'Druga', address: 'Bled', city: 'Bled' });
    expect({ status: second.status, message: second.error?.message, plan: second.error?.data.plan }).toEqual({
      status: 403,
      message: 'Subscription required — Please subscribe to the Stays plan (€79/month)',
      plan: 'stays',
    });
    expect(await server.core.db.selectFrom('restaurants').select('name').where('owner_id', '=', userId).execute()).toEqual([{ name: 'Prva' }]);
    // Changing the first one by its id is no second property; the Restaurant plan does not make one allowed.
    expect((await client.mutate('onboarding.saveProperty', { propertyId: first.data.id, name: 'Prva Hiša', address: 'Bled', city: 'Bled' })).status).toBe(200);
    await createSubscription(server.core.db, { user_id: userId, product: 'restaurant' });
    expect((await client.mutate('onboarding.saveProperty', { name: 'Druga', address: 'Bled', city: 'Bled' })).status).toBe(403);
    await createSubscription(server.core.db, { user_id: userId, product: 'stays' });
    expect((await client.mutate('onboarding.saveProperty', { name: 'Druga', address: 'Bled', city: 'Bled' })).status).toBe(200);
  });
});
