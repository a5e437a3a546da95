import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscription } from '@tablestay/core/db/factories';
import { DEFAULT_HOURS } from '@tablestay/core/onboarding/schema';
import { featured } from '@tablestay/core/restaurant/service';
import { signedUp } from '../support/accounts';
import type { Client } from '../support/server';
import { onboardingHelpers } from '../support/onboarding';
import { startTestServer, type TestServer } from '../support/server';

/** SPEC §2/§4/§5 onboarding over real HTTP: the wizard, Join as Restaurant, List your Property. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
const { fresh, venue, refusal } = onboardingHelpers(() => server, 'onboard');

const roles = async (userId: string) =>
  (await server.core.db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute()).map((r) => r.role);
const me = async (c: Client) => (await c.query<{ role: string }>('account.me')).data.role;

const join = { name: '  Gostilna Test  ', address: ' Trubarjeva 1, Ljubljana ', city: ' Ljubljana ', totalTables: 12, graceMinutes: 15, paymentLinkUrl: '' };

describe('the wizard (/owners/onboarding)', () => {
  it('creates "My Restaurant" with the SPEC defaults, not done, and makes the user an owner', async () => {
    const { client, userId } = await fresh();
    expect(await me(client)).toBe('guest');
    const res = await client.mutate<{ id: string; name: string; totalTables: number; graceMinutes: number; hours: unknown; onboardingDone: boolean }>(
      'onboarding.ensureDraft',
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      name: 'My Restaurant',
      totalTables: 10,
      graceMinutes: 30,
      hours: DEFAULT_HOURS,
      onboardingDone: false,
      paymentLinkUrl: null,
    });
    const row = await venue(res.data.id);
    expect(row).toMatchObject({ owner_id: userId, timezone: 'Europe/Ljubljana', onboarding_done: false, total_rooms: 0 });
    expect(row.open_hours_json).toEqual(DEFAULT_HOURS);
    expect(await roles(userId)).toEqual(['owner']);
    expect(await me(client)).toBe('owner');
    // A second visit (or tab) returns the same draft.
    const again = await client.mutate<{ id: string }>('onboarding.ensureDraft');
    expect(again.data.id).toBe(res.data.id);
    const audit = await server.core.db.selectFrom('audit_logs').select(['action', 'actor_user_id']).where('entity_id', '=', res.data.id).execute();
    expect(audit).toEqual([{ action: 'onboarding.draft_created', actor_user_id: userId }]);
  });

  it('two tabs opening the wizard together make one draft', async () => {
    const { client, userId } = await fresh();
    const [a, b] = await Promise.all([client.mutate<{ id: string }>('onboarding.ensureDraft'), client.mutate<{ id: string }>('onboarding.ensureDraft')]);
    expect(a.data.id).toBe(b.data.id);
    expect(await server.core.db.selectFrom('restaurants').select('id').where('owner_id', '=', userId).execute()).toHaveLength(1);
  });

  it('saves each step with the SPEC rules and texts, then finishing sets onboarding done', async () => {
    const { client } = await fresh();
    const { id } = (await client.mutate<{ id: string }>('onboarding.ensureDraft')).data;
    const basics = { restaurantId: id, name: 'Bistro Vid', address: 'Mestni trg 3, Ljubljana', city: 'Ljubljana', totalTables: 8, graceMinutes: 10 };
    expect((await client.mutate('onboarding.saveBasics', basics)).status).toBe(200);
    expect(await venue(id)).toMatchObject({ name: 'Bistro Vid', address: 'Mestni trg 3, Ljubljana', city: 'Ljubljana', total_tables: 8, grace_minutes: 10 });
    expect(await refusal(client.mutate('onboarding.saveBasics', { ...basics, totalTables: 0 }))).toEqual({
      status: 400,
      message: 'Total tables must be at least 1',
    });
    expect(await refusal(client.mutate('onboarding.saveBasics', { ...basics, graceMinutes: 4 }))).toEqual({
      status: 400,
      message: 'Grace minutes must be at least 5',
    });
    expect(await refusal(client.mutate('onboarding.saveBasics', { ...basics, name: '   ' }))).toEqual({ status: 400, message: 'Name is required' });
    expect(await refusal(client.mutate('onboarding.saveBasics', { ...basics, name: 'x'.repeat(101) }))).toEqual({
      status: 400,
      message: 'Name must be less than 100 characters',
    });
    expect(await refusal(client.mutate('onboarding.saveBasics', { ...basics, address: 'x'.repeat(201) }))).toEqual({
      status: 400,
      message: 'Address must be less than 200 characters',
    });
    expect(await refusal(client.mutate('onboarding.saveBasics', { ...basics, name: 'Bad\u0007Name' }))).toEqual({
      status: 400,
      message: 'This text contains characters that are not allowed',
    });

    const week = { ...DEFAULT_HOURS, mon: null, sun: { open: '10:00', close: '01:00' } };
    expect((await client.mutate('onboarding.saveHours', { restaurantId: id, hours: week })).data).toEqual({ saved: true, hours: week });
    expect((await venue(id)).open_hours_json).toEqual(week);
    // The JSON view's text: not JSON → ignored, nothing changes (SPEC §5).
    const ignored = await client.mutate('onboarding.saveHours', { restaurantId: id, hours: '{"mon": {"open": "09:00",' });
    expect(ignored).toMatchObject({ status: 200, data: { saved: false, hours: null } });
    expect((await venue(id)).open_hours_json).toEqual(week);
    // JSON, but not a week: refused with the shape's text; a day left out is closed.
    const shape = 'Opening hours must give each day (mon to sun) as {"open": "HH:MM", "close": "HH:MM"} or null when closed';
    expect(await refusal(client.mutate('onboarding.saveHours', { restaurantId: id, hours: '{"mon": {"open": "25:00", "close": "22:00"}}' }))).toEqual({
      status: 400,
      message: shape,
    });
    expect(await refusal(client.mutate('onboarding.saveHours', { restaurantId: id, hours: '{"monday": null}' }))).toEqual({ status: 400, message: shape });
    expect(await refusal(client.mutate('onboarding.saveHours', { restaurantId: id, hours: '[1,2]' }))).toEqual({ status: 400, message: shape });
    const text = await client.mutate<{ hours: Record<string, unknown> }>('onboarding.saveHours', {
      restaurantId: id,
      hours: '{"fri": {"open": "17:00", "close": "23:30"}}',
    });
    expect(text.data.hours).toEqual({ mon: null, tue: null, wed: null, thu: null, fri: { open: '17:00', close: '23:30' }, sat: null, sun: null });

    expect(await refusal(client.mutate('onboarding.saveDepositLink', { restaurantId: id, paymentLinkUrl: 'not a link' }))).toEqual({
      status: 400,
      message: 'Invalid URL',
    });
    expect(await refusal(client.mutate('onboarding.saveDepositLink', { restaurantId: id, paymentLinkUrl: 'javascript:alert(1)' }))).toEqual({
      status: 400,
      message: 'Invalid URL',
    });
    await client.mutate('onboarding.saveDepositLink', { restaurantId: id, paymentLinkUrl: ' https://buy.stripe.com/test_123 ' });
    expect((await venue(id)).stripe_payment_link_url).toBe('https://buy.stripe.com/test_123');
    await client.mutate('onboarding.saveDepositLink', { restaurantId: id, paymentLinkUrl: '' });
    expect((await venue(id)).stripe_payment_link_url).toBeNull();

    expect((await venue(id)).onboarding_done).toBe(false);
    expect((await client.mutate('onboarding.finish', { restaurantId: id })).status).toBe(200);
    expect((await venue(id)).onboarding_done).toBe(true);
    // Back in the wizard later: the same (first) restaurant, now done.
    expect((await client.mutate<{ id: string; onboardingDone: boolean }>('onboarding.ensureDraft')).data).toMatchObject({ id, onboardingDone: true });
  });

  it('refuses a visitor and an account that has not proven its email', async () => {
    const { Client } = await import('../support/server');
    expect(await refusal(new Client(server.url).mutate('onboarding.ensureDraft'))).toEqual({ status: 401, message: 'Please log in first' });
    const unproven = await signedUp(server, 'unproven.owner@example.com');
    const text = 'Please confirm your email address before listing a venue. Check your inbox for the link we sent you.';
    expect(await refusal(unproven.mutate('onboarding.ensureDraft'))).toEqual({ status: 403, message: text });
    expect(await refusal(unproven.mutate('onboarding.joinRestaurant', join))).toEqual({ status: 403, message: text });
    expect(await refusal(unproven.mutate('onboarding.saveProperty', { name: 'Vila', address: 'Bled', city: 'Bled' }))).toEqual({ status: 403, message: text });
    expect(await server.core.db.selectFrom('restaurants').select('id').where('name', '=', 'Vila').execute()).toEqual([]);
    expect(await me(unproven)).toBe('guest');
  });
});

describe('Join as Restaurant (/onboarding/restaurant)', () => {
  it('creates the restaurant trimmed, done, with the payment link null when empty, and grants the owner role', async () => {
    const { client, userId } = await fresh();
    const res = await client.mutate<{ id: string }>('onboarding.joinRestaurant', join);
    expect(res.status).toBe(200);
    expect(await venue(res.data.id)).toMatchObject({
      owner_id: userId,
      name: 'Gostilna Test',
      address: 'Trubarjeva 1, Ljubljana',
      city: 'Ljubljana',
      total_tables: 12,
      grace_minutes: 15,
      stripe_payment_link_url: null,
      onboarding_done: true,
    });
    expect(await roles(userId)).toEqual(['owner']);
    const second = await client.mutate<{ id: string }>('onboarding.joinRestaurant', { ...join, paymentLinkUrl: 'https://pay.example.com/x' });
    expect((await venue(second.data.id)).stripe_payment_link_url).toBe('https://pay.example.com/x');
    expect(await roles(userId)).toEqual(['owner']);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ address: '  ' }, 'Address is required'],
    [{ address: 'x'.repeat(201) }, 'Address must be less than 200 characters'],
    [{ city: ' ' }, 'City is required'],
    [{ city: undefined }, 'City is required'],
    [{ city: 'x'.repeat(101) }, 'City name too long'],
    [{ totalTables: 0 }, 'Total tables must be between 1 and 999'],
    [{ totalTables: 1000 }, 'Total tables must be between 1 and 999'],
    [{ totalTables: 2.5 }, 'Total tables must be between 1 and 999'],
    [{ graceMinutes: -1 }, 'Grace minutes must be between 0 and 180'],
    [{ graceMinutes: 181 }, 'Grace minutes must be between 0 and 180'],
    [{ paymentLinkUrl: 'www.example' }, 'Invalid URL'],
  ])('refuses %j with its text', async (change, message) => {
    const { client } = await fresh();
    expect(await refusal(client.mutate('onboarding.joinRestaurant', { ...join, ...change }))).toEqual({ status: 400, message: message });
  });

  it('asks for the town, so the venue reads like a seeded one: "Slovenian · Ljubljana" in the home carousel', async () => {
    const { client, userId } = await fresh();
    const { id } = (await client.mutate<{ id: string }>('onboarding.joinRestaurant', join)).data;
    // Public once paid for (ADR 104).
    await createSubscription(server.core.db, { user_id: userId, product: 'restaurant' });
    await server.core.db.updateTable('restaurants').set({ cuisine: 'Slovenian', featured: true }).where('id', '=', id).execute();
    expect((await featured(server.core.db)).find((i) => i.id === id)).toMatchObject({
      title: 'Gostilna Test',
      subtitle: 'Slovenian · Ljubljana',
      badge: 'Restaurant',
    });
  });

  it('accepts the range ends (1 and 999 tables, 0 and 180 grace minutes)', async () => {
    const { client } = await fresh();
    expect((await client.mutate('onboarding.joinRestaurant', { ...join, totalTables: 1, graceMinutes: 0 })).status).toBe(200);
    expect((await client.mutate('onboarding.joinRestaurant', { ...join, totalTables: 999, graceMinutes: 180 })).status).toBe(200);
  });
});

describe('List your Property (/onboarding/property)', () => {
  it('step 1 creates the property (not done), step 2 a room type, step 3 the first room, which finishes it', async () => {
    const { client, userId } = await fresh();
    const p = await client.mutate<{ id: string }>('onboarding.saveProperty', { name: ' Vila Jezero ', address: 'Cesta svobode 5, Bled', city: ' Bled ' });
    expect(p.status).toBe(200);
    const propertyId = p.data.id;
    expect(await venue(propertyId)).toMatchObject({
      owner_id: userId,
      name: 'Vila Jezero',
      city: 'Bled',
      total_tables: 0,
      total_rooms: 0,
      onboarding_done: false,
    });
    expect(await roles(userId)).toEqual(['owner']);
    // Back, then Next again: the same property, changed.
    await client.mutate('onboarding.saveProperty', { propertyId, name: 'Vila Jezero Bled', address: 'Cesta svobode 5, Bled', city: 'Bled' });
    expect((await venue(propertyId)).name).toBe('Vila Jezero Bled');

    // The form's default price is 0 (SPEC §9): the owner is asked for a real one before going live (ADR 104).
    expect(await refusal(client.mutate('onboarding.saveRoomType', { propertyId, name: 'Double Room', capacity: 2, basePriceEur: 0 }))).toEqual({
      status: 400,
      message: 'Base price must be more than 0',
    });
    const rt = await client.mutate<{ id: string }>('onboarding.saveRoomType', { propertyId, name: 'Double Room', capacity: 2, basePriceEur: 75 });
    expect(rt.status).toBe(200);
    await client.mutate('onboarding.saveRoomType', { propertyId, roomTypeId: rt.data.id, name: 'Double Room', capacity: 2, basePriceEur: 89.9 });
    const types = await server.core.db.selectFrom('room_types').selectAll().where('restaurant_id', '=', propertyId).execute();
    expect(types).toMatchObject([{ name: 'Double Room', capacity: 2, base_price_eur: '89.90', active: true }]);

    const room = await client.mutate<{ id: string }>('onboarding.addRoom', { propertyId, roomTypeId: rt.data.id, code: ' 101 ' });
    expect(room.status).toBe(200);
    expect(await venue(propertyId)).toMatchObject({ total_rooms: 1, onboarding_done: true });
    expect(await refusal(client.mutate('onboarding.addRoom', { propertyId, roomTypeId: rt.data.id, code: '101' }))).toEqual({
      status: 409,
      message: 'A room with this code already exists',
    });
    expect((await venue(propertyId)).total_rooms).toBe(1);
  });

  it('picks up an unfinished property where the owner left it', async () => {
    const { client } = await fresh();
    expect((await client.query('onboarding.propertyDraft')).data).toBeNull();
    const propertyId = (
      await client.mutate<{ id: string }>('onboarding.saveProperty', { name: 'Apartma Sonce', address: 'Obala 1, Portorož', city: 'Portorož' })
    ).data.id;
    expect((await client.query('onboarding.propertyDraft')).data).toEqual({
      id: propertyId,
      name: 'Apartma Sonce',
      address: 'Obala 1, Portorož',
      city: 'Portorož',
      roomType: null,
    });
    const roomTypeId = (await client.mutate<{ id: string }>('onboarding.saveRoomType', { propertyId, name: 'Studio', capacity: 2, basePriceEur: 65.5 })).data
      .id;
    expect((await client.query('onboarding.propertyDraft')).data).toMatchObject({
      id: propertyId,
      roomType: { id: roomTypeId, name: 'Studio', capacity: 2, basePriceEur: 65.5 },
    });
    await client.mutate('onboarding.addRoom', { propertyId, roomTypeId, code: '1' });
    expect((await client.query('onboarding.propertyDraft')).data).toBeNull();
  });

  it.each([
    ['saveProperty', { name: '' }, 'Name is required'],
    ['saveProperty', { name: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
    ['saveProperty', { address: '' }, 'Address is required'],
    ['saveProperty', { address: 'x'.repeat(201) }, 'Address must be less than 200 characters'],
    ['saveProperty', { city: '' }, 'City is required'],
    ['saveProperty', { city: 'x'.repeat(101) }, 'City name too long'],
    ['saveRoomType', { name: '' }, 'Room type name is required'],
    ['saveRoomType', { name: 'x'.repeat(51) }, 'Room type name must be less than 50 characters'],
    ['saveRoomType', { capacity: 0 }, 'Capacity must be between 1 and 20'],
    ['saveRoomType', { capacity: 21 }, 'Capacity must be between 1 and 20'],
    ['saveRoomType', { basePriceEur: -0.01 }, 'Base price must be more than 0'],
    ['saveRoomType', { basePriceEur: 0 }, 'Base price must be more than 0'],
    ['saveRoomType', { basePriceEur: '' }, 'Base price must be more than 0'],
    ['saveRoomType', { basePriceEur: 10.005 }, 'Base price must be in whole cents (step 0.01)'],
    ['addRoom', { code: '' }, 'Room code is required'],
    ['addRoom', { code: 'x'.repeat(21) }, 'Room code must be less than 20 characters'],
  ])('%s refuses %j with its text', async (proc, change, message) => {
    const { client } = await fresh();
    const propertyId = (await client.mutate<{ id: string }>('onboarding.saveProperty', { name: 'Hiša', address: 'Piran', city: 'Piran' })).data.id;
    const roomTypeId = (await client.mutate<{ id: string }>('onboarding.saveRoomType', { propertyId, name: 'Double Room', capacity: 2, basePriceEur: 80 })).data
      .id;
    const base = {
      saveProperty: { propertyId, name: 'Hiša', address: 'Piran', city: 'Piran' },
      saveRoomType: { propertyId, name: 'Double Room', capacity: 2, basePriceEur: 80 },
      addRoom: { propertyId, roomTypeId, code: '101' },
    }[proc as 'saveProperty' | 'saveRoomType' | 'addRoom'];
    expect(await refusal(client.mutate(`onboarding.${proc}`, { ...base, ...change }))).toEqual({ status: 400, message: message });
  });

  it("refuses a room type that is not the property's", async () => {
    const { client, userId } = await fresh();
    await createSubscription(server.core.db, { user_id: userId, product: 'stays' }); // two properties: the Stays plan's multi-property
    const a = (await client.mutate<{ id: string }>('onboarding.saveProperty', { name: 'A', address: 'Bled', city: 'Bled' })).data.id;
    const b = (await client.mutate<{ id: string }>('onboarding.saveProperty', { name: 'B', address: 'Bled', city: 'Bled' })).data.id;
    const typeOfB = (await client.mutate<{ id: string }>('onboarding.saveRoomType', { propertyId: b, name: 'Suite', capacity: 4, basePriceEur: 120 })).data.id;
    expect(await refusal(client.mutate('onboarding.addRoom', { propertyId: a, roomTypeId: typeOfB, code: '1' }))).toEqual({
      status: 404,
      message: 'Room type not found',
    });
    expect(await refusal(client.mutate('onboarding.addRoom', { propertyId: a, roomTypeId: 'nope', code: '1' }))).toEqual({
      status: 404,
      message: 'Room type not found',
    });
  });
});
