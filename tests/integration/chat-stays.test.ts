import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '@tablestay/api/context';
import { createCaller } from '@tablestay/api/root';
import { createCore, type Core } from '@tablestay/core/app';
import { createAi } from '@tablestay/core/ai/engine';
import { chatTurn, type ChatDeps, type ChatEvent, type ChatUser } from '@tablestay/core/ai/chat/service';
import { getStayBookingByToken } from '@tablestay/core/stay/lifecycle';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { freshDatabaseConfig } from '../support/db';

// A room booked in the chat (ADR 122): only after an explicit yes to the very question asked,
// through the stay booking core's own procedure (rate limit, audit row, email), then the deposit page.
let core: Core;
let drop: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabaseConfig(
    { BOOKING_HOLD_MINUTES: '25', CONTACT_EMAIL: 'dpo@tablestay.test', SUPPORT_EMAIL: 'hello@tablestay.test' },
    { contents: 'seeded' },
  );
  drop = fresh.drop;
  core = await createCore({ config: fresh.config, log: () => {} });
});
afterAll(async () => {
  await core?.close();
  await drop?.();
});

const deps = (): ChatDeps => ({ db: core.db, port: createAi(null), config: core.config, booking: core.reservation, stay: core.stay, ip: '203.0.113.10' });
type Turn = { role: 'user' | 'assistant'; content: string };

/** One conversation: each `say` sends the whole history, as the widget does; `fake` puts words in the assistant's mouth. */
function conversation(locale: 'en' | 'sl', user: ChatUser | null) {
  const messages: Turn[] = [];
  const say = async (content: string) => {
    messages.push({ role: 'user', content });
    const events: ChatEvent[] = [];
    for await (const e of chatTurn(deps(), { messages, locale, clientId: user ? undefined : 'chat-stays-1' }, user)) events.push(e);
    const start = events[0]!;
    if (start.type !== 'start') throw new Error('no start event');
    const text = events.flatMap((e) => (e.type === 'text' ? [e.text] : [])).join('');
    messages.push({ role: 'assistant', content: text });
    return { text, links: start.links };
  };
  return Object.assign(say, { messages });
}

async function seededUser(email: string): Promise<ChatUser> {
  const u = await core.db.selectFrom('users').select(['id', 'email', 'name', 'email_verified_at']).where('email', '=', email).executeTakeFirstOrThrow();
  return { id: u.id, email: u.email, name: u.name, emailVerified: Boolean(u.email_verified_at) };
}

const staysOf = (email: string) =>
  core.db
    .selectFrom('stay_bookings as b')
    .innerJoin('room_types as t', 't.id', 'b.room_type_id')
    .innerJoin('restaurants as r', 'r.id', 'b.restaurant_id')
    .select(['b.id', 'b.status', 'b.guests', 'b.check_in', 'b.check_out', 't.name as type', 'r.name as property'])
    .where('b.guest_email', '=', email)
    .execute();

// Beyond the demo's seeded calendar (it books up to 25 days ahead): every room is free.
const checkIn = addDays(dateIn('Europe/Ljubljana'), 40);
const slDate = `${Number(checkIn.slice(8))}. ${Number(checkIn.slice(5, 7))}.`;

describe('chat: a room booked after an explicit yes', () => {
  it('asks "Book <room type> at <property>, <dates>, <guests>? Yes / No", books nothing on no, books on yes and links the stay deposit', async () => {
    const guest = await seededUser('guest@tablestay.si');
    const say = conversation('en', guest);
    const ask = `Book the Family Suite at Vila Ribnik on ${checkIn} for 2 nights, 3 guests`;
    const offer = await say(ask);
    expect(offer.text).toMatch(/^Vila Ribnik, .*, 3 guests: Family Suite is free, 180 EUR\/night, 360 EUR in all\. Book Family Suite at Vila Ribnik, .*, 3 guests\? Yes \/ No$/);
    expect(offer.links).toEqual([]);
    expect(await staysOf(guest.email)).toEqual([]);

    expect((await say('no')).text).toBe('All right, nothing was booked or changed.');
    expect(await staysOf(guest.email)).toEqual([]);

    await say(ask);
    const yes = await say('Yes');
    expect(yes.text).toMatch(/^Booked: Family Suite — Vila Ribnik, .*, 3 guests — awaiting the \d+ EUR deposit\. Pay it within 25 minutes: \/deposit\//);
    expect(yes.links[0]?.href).toMatch(/^\/deposit\/[0-9a-f-]{36}\?type=stay&token=/);
    const rows = await staysOf(guest.email);
    expect(rows.map(({ id: _, ...r }) => r)).toEqual([
      { status: 'awaiting_deposit', guests: 3, check_in: checkIn, check_out: addDays(checkIn, 2), type: 'Family Suite', property: 'Vila Ribnik' },
    ]);
    // The stay core's own procedure: its audit row and its email to the guest.
    const audit = await core.db.selectFrom('audit_logs').select('action').where('entity_id', '=', rows[0]!.id).execute();
    expect(audit.length).toBeGreaterThan(0);
    const mails = await core.db.selectFrom('outbox_emails').select('to_email').where('to_email', '=', guest.email).execute();
    expect(mails.length).toBeGreaterThan(0);
    // The link's token opens that booking, as the deposit page does.
    const token = decodeURIComponent(/token=([^&]+)/.exec(yes.links[0]!.href)![1]!);
    expect((await getStayBookingByToken(core.db, { id: rows[0]!.id, token })).status).toBe('awaiting_deposit');
  });

  it('books nothing on a yes to a question the assistant did not ask word for word', async () => {
    const guest = await seededUser('owner@tablestay.si');
    const say = conversation('en', guest);
    const offer = await say(`Book a room at Hiša ob Jezeru on ${checkIn} for 3 nights, 2 guests`);
    expect(offer.text).toMatch(/Book Double Room at Hiša ob Jezeru, .*, 2 guests\? Yes \/ No$/);
    // The question as shown is changed (4 guests): the yes answers nothing the engine would ask again.
    say.messages[1]!.content = offer.text.replace('2 guests? Yes / No', '4 guests? Yes / No');
    expect((await say('yes')).text).toBe('I can no longer confirm that — please ask again.');
    expect(await staysOf(guest.email)).toEqual([]);
  });

  it('gives a visitor, or an unproven email, the booking form prefilled, in Slovenian too, and books nothing', async () => {
    const before = await core.db.selectFrom('stay_bookings').select(core.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const sl = await conversation('sl', null)(`Rezerviraj sobo v Vila Ribnik ${slDate} za 2 noči, 2 osebi`);
    expect(sl.text).toMatch(/^Vila Ribnik, .*, 2 gosta: Double Room — prosto, 110 EUR\/noč, skupaj 220 EUR\. .*Rezervirate na \/stays\/book\?/);
    expect(sl.text).not.toContain('Da / Ne');
    expect(sl.links[0]?.href).toMatch(
      new RegExp(`^/stays/book\\?property_id=[0-9a-f-]{36}&room_type_id=[0-9a-f-]{36}&check_in=${checkIn}&check_out=${addDays(checkIn, 2)}&guests=2$`),
    );
    const unproven = { ...(await seededUser('guest@tablestay.si')), emailVerified: false };
    const en = await conversation('en', unproven)(`Book a room at Vila Ribnik on ${checkIn} for 2 nights, 2 guests`);
    expect(en.text).not.toContain('Yes / No');
    expect(en.links[0]?.href).toContain('/stays/book?');
    const after = await core.db.selectFrom('stay_bookings').select(core.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('the two addresses (ADR 118)', () => {
  it('gives the web the general contact for the footer and the data-protection address for the legal pages', async () => {
    const req = new Request('http://localhost/api/trpc/system.settings');
    const caller = createCaller(await createContext(core, { req, resHeaders: new Headers(), ip: '10.0.0.11', requestId: 'settings-test' }));
    const settings = await caller.system.settings();
    expect(settings.supportEmail).toBe('hello@tablestay.test');
    expect(settings.contactEmail).toBe('dpo@tablestay.test');
  });
});
