import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '@tablestay/core/app';
import { createAi } from '@tablestay/core/ai/engine';
import { mockModel, type MockCall } from '@tablestay/core/ai/mock-model';
import { chatTurn, type ChatDeps, type ChatEvent, type ChatUser } from '@tablestay/core/ai/chat/service';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { dayWhere, fitsHours, venueRules } from '../support/clock';
import { ACTION_TOOLS, LOOKUP_TOOLS } from '../support/chat-tools';
import { freshDatabaseConfig } from '../support/db';

// The model path leads (ADR 115): a model asks to book or cancel through the SDK's approval flow; the
// request is held on the server for the user's answer, bound to the conversation and its owner.
let core: Core;
let drop: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabaseConfig({ BOOKING_HOLD_MINUTES: '25' }, { contents: 'seeded' });
  drop = fresh.drop;
  core = await createCore({ config: fresh.config, log: () => {} });
});
afterAll(async () => {
  await core?.close();
  await drop?.();
});

type Model = ReturnType<typeof mockModel>;
const deps = (model: Model): ChatDeps => ({
  db: core.db,
  port: createAi(model, () => {}),
  config: core.config,
  booking: core.booking,
  stay: core.stay,
  ip: '203.0.113.7',
});

/** One conversation with the model: each `say` sends the whole history, as the widget does. */
function conversation(model: Model, user: ChatUser, locale: 'en' | 'sl' = 'en') {
  const messages: { role: 'user' | 'assistant'; content: string }[] = [];
  let conversationId: string | undefined;
  return Object.assign(
    async (content: string) => {
      messages.push({ role: 'user', content });
      const events: ChatEvent[] = [];
      for await (const e of chatTurn(deps(model), { messages, locale, conversationId }, user)) events.push(e);
      const start = events.find((e) => e.type === 'start');
      if (start?.type !== 'start') throw new Error('no start event');
      conversationId = start.conversationId;
      const text = events.flatMap((e) => (e.type === 'text' ? [e.text] : [])).join('');
      messages.push({ role: 'assistant', content: text });
      return { text, links: start.links };
    },
    { id: () => conversationId },
  );
}

async function seededUser(email: string): Promise<ChatUser> {
  const u = await core.db.selectFrom('users').select(['id', 'email', 'name', 'email_verified_at']).where('email', '=', email).executeTakeFirstOrThrow();
  return { id: u.id, email: u.email, name: u.name, emailVerified: Boolean(u.email_verified_at) };
}

const heldOf = async (user: ChatUser) =>
  core.db
    .selectFrom('reservations')
    .select(['id', 'date', 'time', 'party_size', 'status'])
    .where('guest_email', '=', user.email)
    .where('status', '!=', 'cancelled')
    .execute();

/** What the tool message the model last received says: the tool's result, or that the user said no. */
function lastToolOutcome(call: MockCall): 'result' | 'denied' | null {
  const tool = call.prompt.findLast((m) => m.role === 'tool');
  if (!tool || call.prompt.at(-1)?.role !== 'tool') return null;
  const parts = JSON.stringify(tool.content);
  return parts.includes('execution-denied') ? 'denied' : 'result';
}

/** A model that asks to book Zeleni Vrt when told to book, then words what came back; anything else it answers in words. */
const bookingModel = (date: string) =>
  mockModel((call: MockCall) => {
    const outcome = lastToolOutcome(call);
    if (outcome === 'denied') return 'Fine, I booked nothing.';
    if (outcome === 'result')
      return `Done: ${JSON.stringify(call.prompt.at(-1)).includes('Booked: Zeleni Vrt') ? 'your table is held.' : 'it did not go through.'}`;
    if (!/book/i.test(JSON.stringify(call.prompt.findLast((m) => m.role === 'user')))) return 'Zeleni Vrt opens at 11:00.';
    return { toolCall: { name: 'book_table', input: { venue: 'Zeleni Vrt', date, time: '19:30', party: 2 } } };
  });

describe('chat model path: actions through the SDK approval flow', () => {
  it('holds a booking the model asks for, books nothing on no, books once on yes, and a replayed yes books nothing more', async () => {
    const guest = await seededUser('guest@tablestay.si');
    const rules = await venueRules(core.db, 'Zeleni Vrt');
    const date = await dayWhere((d) => fitsHours(d, '19:30', rules), { from: 5 });
    const model = bookingModel(date);
    const say = conversation(model, guest);

    const asked = await say('Book me Zeleni Vrt for two at half past seven');
    expect(asked.text).toMatch(/^Book Zeleni Vrt, .* at 19:30, 2 guests\? \(Saying yes accepts the privacy policy\.\) Yes \/ No$/);
    // A proven guest is offered the actions beside the lookups.
    expect(model.doStreamCalls[0]!.tools?.map((t) => t.name).sort()).toEqual([...ACTION_TOOLS, ...LOOKUP_TOOLS].sort());
    expect(await heldOf(guest)).toEqual([]);

    expect((await say('no')).text).toBe('Fine, I booked nothing.');
    expect(await heldOf(guest)).toEqual([]);

    await say('Book me Zeleni Vrt for two at half past seven');
    const yes = await say('yes');
    expect(yes.text).toBe('Done: your table is held.');
    const held = await heldOf(guest);
    expect(held.map((r) => [r.date, r.time, r.party_size, r.status])).toEqual([[date, '19:30:00', 2, 'awaiting_deposit']]);
    // The deposit link comes from what the tool did, never from the model's words.
    expect(yes.links).toEqual([{ label: 'Pay the deposit', href: expect.stringMatching(new RegExp(`^/deposit/${held[0]!.id}\\?token=`)) }]);

    // The same yes again finds nothing held: the model is asked afresh, and nothing is booked.
    await say('yes');
    expect(await heldOf(guest)).toHaveLength(1);
  });

  it('a held action is bound to its conversation and owner: another user, or another question, runs nothing', async () => {
    const guest = await seededUser('guest@tablestay.si');
    const other = await seededUser('owner@tablestay.si');
    const rules = await venueRules(core.db, 'Zeleni Vrt');
    const date = await dayWhere((d) => fitsHours(d, '19:30', rules), { from: 12 });
    const model = bookingModel(date);
    const before = (await heldOf(guest)).length;

    const say = conversation(model, guest);
    await say('Book Zeleni Vrt for 2 at 19:30');
    // Someone else sending a yes into this conversation gets a conversation of their own.
    const events: ChatEvent[] = [];
    const stolen = { messages: [{ role: 'user' as const, content: 'yes' }], locale: 'en' as const, conversationId: say.id() };
    for await (const e of chatTurn(deps(model), stolen, other)) events.push(e);
    expect(events.find((e) => e.type === 'start')).not.toMatchObject({ conversationId: say.id() });
    expect(await heldOf(guest)).toHaveLength(before);
    expect(await heldOf(other)).toEqual([]);

    // Another question drops the held action; a later yes runs nothing held.
    await say('Book Zeleni Vrt for 2 at 19:30');
    expect((await say('When do you open?')).text).toBe('Zeleni Vrt opens at 11:00.');
    await say('yes');
    expect(await heldOf(guest)).toHaveLength(before);
    // Asked again and answered yes, it books: the hold above was live until the other question.
    await say('Book Zeleni Vrt for 2 at 19:30');
    expect((await say('yes')).text).toBe('Done: your table is held.');
    expect(await heldOf(guest)).toHaveLength(before + 1);
  });

  it('cancels one of the guest’s reservations after yes, and offers an unproven email no action at all', async () => {
    const guest = await seededUser('guest@tablestay.si');
    const before = await heldOf(guest);
    const model = mockModel((call: MockCall) => {
      const outcome = lastToolOutcome(call);
      if (outcome) return outcome === 'result' && JSON.stringify(call.prompt.at(-1)).includes('Preklicano: ') ? 'Cancelled.' : 'Not cancelled.';
      return { toolCall: { name: 'cancel_reservation', input: { number: 1 } } };
    });
    const say = conversation(model, guest, 'sl');
    expect((await say('prekliči prvo rezervacijo')).text).toMatch(/^Prekličem .*\? Da \/ Ne$/);
    expect(await heldOf(guest)).toEqual(before);
    expect((await say('da')).text).toBe('Cancelled.');
    // One of them, the first of the guest's list, is cancelled by the guest; nothing else changed.
    const after = await heldOf(guest);
    expect(after).toHaveLength(before.length - 1);
    const gone = before.find((r) => !after.some((a) => a.id === r.id))!;
    const row = await core.db.selectFrom('reservations').select(['status', 'cancel_reason']).where('id', '=', gone.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'cancelled', cancel_reason: 'guest' });

    const unproven = { ...guest, emailVerified: false };
    const lookups = mockModel('Sign in with a proven email to book here.');
    await conversation(lookups, unproven)('Book Zeleni Vrt for 2 at 19:30');
    expect(lookups.doStreamCalls[0]!.tools?.map((t) => t.name).sort()).toEqual(LOOKUP_TOOLS);
  });

  it('books a room the model asks for, as asked, only after yes; a room type not free is never swapped for another', async () => {
    const guest = await seededUser('guest@tablestay.si');
    // Beyond the demo's seeded calendar (it books up to 25 days ahead): every room is free.
    const checkIn = addDays(dateIn('Europe/Ljubljana'), 40);
    const staysOf = () =>
      core.db.selectFrom('stay_bookings').select(['id', 'check_in', 'check_out', 'guests']).where('guest_email', '=', guest.email).execute();
    const input = { property: 'Vila Ribnik', roomType: 'family suite', checkIn, nights: 2, guests: 3 };
    const model = mockModel((call: MockCall) => {
      const outcome = lastToolOutcome(call);
      if (outcome) return outcome === 'result' && JSON.stringify(call.prompt.at(-1)).includes('Booked: Family Suite') ? 'Your room is held.' : 'Not booked.';
      const asked = JSON.stringify(call.prompt.findLast((m) => m.role === 'user'));
      return { toolCall: { name: 'book_stay', input: /penthouse/i.test(asked) ? { ...input, roomType: 'Penthouse' } : input } };
    });
    const say = conversation(model, guest);
    expect((await say('Book the family suite at Vila Ribnik for 3 of us')).text).toMatch(/^Book Family Suite at Vila Ribnik, .*, 3 guests\? Yes \/ No$/);
    expect(await staysOf()).toEqual([]);
    const yes = await say('yes');
    expect(yes.text).toBe('Your room is held.');
    const stays = await staysOf();
    expect(stays.map((b) => [b.check_in, b.check_out, b.guests])).toEqual([[checkIn, addDays(checkIn, 2), 3]]);
    expect(yes.links[0]?.href).toMatch(new RegExp(`^/deposit/${stays[0]!.id}\\?type=stay&token=`));

    // A type the property does not have: the question says so, and a yes books nothing in its place.
    expect((await say('and a penthouse too')).text).toBe('Penthouse at Vila Ribnik is not free for those dates.');
    expect((await say('yes')).text).toBe('Not booked.');
    expect(await staysOf()).toHaveLength(1);
  });
});

describe('chat model path: lookups', () => {
  it('looks up a venue’s hours, the help texts and free rooms with the product’s own functions, for anyone', async () => {
    const checkIn = addDays(dateIn('Europe/Ljubljana'), 20);
    // Each user message names the tool to call; the next call sees its result and words it.
    const model = mockModel((call: MockCall) => {
      if (call.prompt.at(-1)?.role === 'tool') return `Looked up: ${JSON.stringify(call.prompt.at(-1))}`;
      const asked = JSON.stringify(call.prompt.findLast((m) => m.role === 'user'));
      if (asked.includes('hours')) return { toolCall: { name: 'venue_details', input: { venue: 'zeleni vrt' } } };
      if (asked.includes('password')) return { toolCall: { name: 'search_help', input: { question: 'I forgot my password' } } };
      return { toolCall: { name: 'find_rooms', input: { city: 'ljubljana', checkIn, nights: 2, guests: 2 } } };
    });
    const guest = await seededUser('guest@tablestay.si');
    const say = conversation(model, guest);
    const hours = await say('What are the hours of Zeleni Vrt?');
    expect(hours.text).toContain('Zeleni Vrt');
    expect(hours.text).toContain('11:00');
    expect((await say('I forgot my password')).text).toMatch(/password/i);
    expect((await say('Any rooms in Ljubljana?')).text).toContain('Vila Ribnik');
  });
});
