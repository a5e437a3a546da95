import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '@tablestay/core/app';
import { createAi } from '@tablestay/core/ai/engine';
import { chatTurn, type ChatEvent } from '@tablestay/core/ai/chat/service';
import { freshDatabaseConfig } from '../support/db';

// The topics guests and owners ask beyond booking (ADR 126): each answered with the product's own
// facts (limits from their one home, the privacy and support addresses from configuration).
let core: Core;
let drop: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabaseConfig({ CONTACT_EMAIL: 'dpo@tablestay.test', SUPPORT_EMAIL: 'hello@tablestay.test' }, { contents: 'seeded' });
  drop = fresh.drop;
  core = await createCore({ config: fresh.config, log: () => {} });
});
afterAll(async () => {
  await core?.close();
  await drop?.();
});

let client = 0;
/** A conversation's answers, one per message, each turn sent with the whole history as the widget does. */
async function talk(locale: 'en' | 'sl', ...said: string[]): Promise<string[]> {
  const deps = { db: core.db, port: createAi(null), config: core.config, booking: core.booking, stay: core.stay, ip: '203.0.113.10' };
  const messages: { role: 'user' | 'assistant'; content: string }[] = [];
  const answers: string[] = [];
  let conversationId: string | undefined;
  client += 1;
  for (const content of said) {
    messages.push({ role: 'user', content });
    const events: ChatEvent[] = [];
    for await (const e of chatTurn(deps, { messages, locale, conversationId, clientId: `topics-test-${client}` }, null)) events.push(e);
    const start = events[0];
    if (start?.type === 'start') conversationId = start.conversationId;
    const text = events.flatMap((e) => (e.type === 'text' ? [e.text] : [])).join('');
    messages.push({ role: 'assistant', content: text });
    answers.push(text);
  }
  return answers;
}
const ask = async (locale: 'en' | 'sl', content: string) => (await talk(locale, content))[0]!;

describe('chat topics', () => {
  it.each([
    ['en', 'help, I have forgotten my password', ['Forgot password?', 'at least 6 characters']],
    ['sl', 'Pozabila sem geslo, kaj naj naredim?', ['Ste pozabili geslo?', 'vsaj 6 znakov']],
    ['en', 'I want my account removed', ['dpo@tablestay.test']],
    ['sl', 'Želim izbrisati svoj račun', ['dpo@tablestay.test']],
    ['en', 'I was billed twice this month', ['hello@tablestay.test']],
    ['sl', 'Dvakrat ste mi zaračunali naročnino', ['hello@tablestay.test']],
    ['en', 'What is the most nights I can book a room for?', ['30 nights']],
    ['sl', 'Koliko noči lahko največ rezerviram?', ['30 noči']],
    ['en', 'How old must I be to sign up?', ['16']],
    ['sl', 'Koliko let moram imeti za uporabo?', ['16 let']],
    ['en', 'Is there a deposit when I book a room?', ['room', 'EUR']],
    ['sl', 'Ali je za sobo potrebna varščina?', ['sobe', 'EUR']],
    ['en', 'What do I get with the restaurant plan?', ['29 EUR', 'waitlist', 'review analysis']],
    ['sl', 'Kaj vse vključuje paket za nastanitve?', ['79 EUR', 'vrstami sob']],
    ['en', 'What does the sommelier add-on actually do?', ['wine and a cocktail for any dish', '2.99 EUR']],
    ['en', 'What does City Packs do?', ['day-by-day itinerary', '2.99 EUR']],
    ['sl', 'Kaj naredijo AI mestni vodiči?', ['načrt poti po dnevih', '2,99 EUR']],
    ['en', 'Is Taverna Sool open on Sunday?', ['Taverna Sol', '12:00', '21:00']],
    ['sl', 'Kje spremenim delovni čas restavracije?', ['Nastavitve']],
    ['sl', 'Koliko oseb lahko največ prespi v eni rezervaciji?', ['1 do 10 gostov']],
    ['sl', 'Dobim denar nazaj, če paket prekličem sredi meseca?', ['delne mesece']],
    ['en', "What's the address of Gostilna Pri Lipi?", ['Gostilna Pri Lipi is at Trubarjeva cesta 12']],
    ['sl', 'Kakšen je naslov Gostilne pri Lipi?', ['Trubarjeva cesta 12']],
    ['en', 'Does Taverna Sol have vegan options?', ['Taverna Sol does not list vegan dishes']],
    ['sl', 'Koliko stane dvoposteljna soba v Penzionu Straža?', ['Dvoposteljna soba 105 EUR/noč (do 2 osebi)']],
    ['en', 'Can I change the time of my reservation?', ['cancel it in My Reservations and book again']],
    ['en', 'I did not get a confirmation email', ['“Reservation confirmed” email']],
    ['sl', 'Kaj je TableStay?', ['hello@tablestay.test']],
    ['en', 'Tell me about Alpski Dom', ['Alpski Dom is a place to stay in Kranjska Gora', 'Double Room 95 EUR/night']],
    ['sl', 'Povej mi o Zelenem vrtu', ['Zeleni Vrt je restavracija (vegetarijanska) v kraju Ljubljana']],
    ['en', 'is Penzion Straža pet friendly?', ['No: Penzion Straža does not allow pets']],
    ['en', 'can I sync my rooms with Booking.com and Airbnb?', ['Calendar sync', 'Import']],
    ['sl', 'kako povežem koledar sob z airbnbjem?', ['Usklajevanje koledarjev', 'Uvozi']],
    ['en', 'I only have rooms, no restaurant: which plan do I need?', ['Stays plan costs 79 EUR a month']],
    ['en', 'you charged my card twice for the plan', ['hello@tablestay.test']],
    ['en', 'Can I cancel my room on the day I arrive?', ['only before its check-in day']],
    ['sl', 'Na kateri naslov lahko pišem glede varstva osebnih podatkov?', ['dpo@tablestay.test']],
    ['en', 'we are 4 adults, is there a room at Vila Ribnik for all of us?', ['Rooms at Vila Ribnik for 4 guests: Family Suite']],
    ['sl', 'iščem prenočišče v Kranjski Gori za 3 osebe, koliko stane noč?', ['Alpski Dom, Kranjska Gora — od 125 EUR/noč']],
    ['en', 'Who do I email with a GDPR request about my personal data?', ['Write to dpo@tablestay.test about your personal data']],
    ['sl', 'a prodajate moje podatke?', ['nikoli ne prodajamo']],
    ['en', 'my husband booked a table and now we cant go, do we lose the money?', ['A deposit refund is between you and the venue']],
    ['en', 'any good fish resturant in piran', ['Taverna Sol']],
    ['en', 'can you give me the emails of the people who booked at Taverna Sol tonight?', ['hello@tablestay.test']],
    ['en', 'What stays do you have in Kranjska Gora?', ['Alpski Dom, Kranjska Gora — from 95 EUR/night']],
    ['sl', 'Iščem apartma v Portorožu', ['Apartmaji Morje, Portorož']],
    ['en', 'Which AI runs this chat? Does what I type go to another company?', ['third-party AI provider']],
    ['en', "What's the cheapest room at Hiša ob Jezeru?", ['Rooms at Hiša ob Jezeru: Double Room 120 EUR/night']],
  ] as const)('(%s) "%s"', async (locale, question, facts) => {
    const text = await ask(locale, question);
    for (const fact of facts) expect(text).toContain(fact);
  });

  it.each([
    ['en', 'As an owner, how can I add pictures of my place?', ['Settings', 'Photos', '10']],
    ['en', 'how do I change our opening times', ['Opening hours']],
    ['en', 'how do I move a waiting guest into a reservation?', ['Promote']],
    ['en', 'Where do I put the link guests use to pay the deposit?', ['Deposit payment link']],
    ['sl', 'Kje dobim QR kodo za mnenja gostov?', ['QR-koda za mnenja', 'Prenesi PNG']],
    ['sl', 'Kako vklopim obvestila o novih rezervacijah?', ['Vklopi na tej napravi']],
    ['en', 'my new waiter needs his own login, how do I set that up?', ['Staff', 'Host', 'Remove access']],
    ['sl', 'Kako dodam receptorko, da bo imela svojo prijavo?', ['Osebje', 'gostitelja', 'Odstrani dostop']],
    ['en', 'How do I check a guest in?', ['Check in']],
    ['sl', 'Kje preberem mnenja gostov o moji restavraciji?', ['AI analiza ocen']],
    ['en', 'How do I add a new room type?', ['Add room type']],
  ] as const)('tells an owner how (%s) "%s"', async (locale, question, facts) => {
    const text = await ask(locale, question);
    for (const fact of facts) expect(text).toContain(fact);
  });

  it.each([
    ['en', ['vegan restaurants in Ljubljana', 'is it open on Sunday?'], /^Zeleni Vrt is open on Sunday .* from 12:00 to 21:00/],
    ['sl', ['veganske restavracije v Ljubljani', 'ali je odprto v nedeljo?'], /^Zeleni Vrt .*12:00.*21:00/],
    ['en', ['How much is the restaurant plan?', 'and if I also rent out rooms?'], /29 EUR.*79 EUR/],
    ['sl', ['Koliko stane paket za restavracije?', 'pa če oddajam tudi sobe?'], /29 EUR.*79 EUR/],
    ['en', ['How much is the deposit for a table?', 'and for a room?'], /^Booking a room takes a deposit/],
    ['en', ['Is there a table at Zeleni Vrt tomorrow at 19:00 for 2?', 'do they allow dogs?'], /^No: Zeleni Vrt does not allow pets/],
    ['sl', ['Ali je v Taverni Sol jutri ob 19h prosta miza za 2?', 'imajo parkirišče?'], /^Taverna Sol /],
    ['en', ['vegan restaurants in Ljubljana', 'and stays there?'], /^Stays in Ljubljana on TableStay/],
    ['sl', ['veganske restavracije v Ljubljani', 'pa nastanitve?'], /nastanitve \(Ljubljana\)/],
    ['en', ['How much is the stays plan?', 'what does it include?'], /^The Stays plan costs 79 EUR a month\. It includes/],
    ['sl', ['Koliko stane paket za nastanitve?', 'kaj vključuje?'], /^Paket za nastanitve stane 79 EUR na mesec\. Vključuje/],
    ['en', ['How much is the deposit at Taverna Sol?', 'and at Zeleni Vrt?'], /^The deposit for a table at Zeleni Vrt is 20 EUR/],
    ['en', ['Tell me about Gostilna Pri Lipi', 'what time does it close on Friday?'], /^Gostilna Pri Lipi is open on Friday .* from 11:00 to 23:00/],
    ['en', ['Tell me about Alpski Dom', 'do they take dogs?', 'is there parking?'], /^Yes: Alpski Dom has parking\.$/],
    ['en', ['Table at Hiša Celeia on 20 December for 2?', 'and the 21st?'], /^Hiša Celeia, \w+ 21 December: /],
    ['en', ['Can I book a table 6 months ahead?', 'and a room?'], /^One stay booking can be for up to 30 nights, with check-in up to 365 days ahead/],
    ['sl', ['Kdaj je odprta Taverna Sol?', 'pa Zeleni vrt?'], /^Zeleni Vrt, delovni čas: /],
    ['sl', ['Restavracije na Bledu', 'katera je odprta v ponedeljek?'], /^Okrepčevalnica Bled ima v ponedeljek, .*\nGostilna Pod Gradom ima v ponedeljek, /],
    ['sl', ['Miza v Taverni Sol jutri ob 19h za 2', 'Da'], /^Trenutno nimam česa potrditi\./],
    [
      'sl',
      ['Sobe na Bledu od 12. do 14. decembra za 2'],
      /^(Proste sobe \(Bled\), 12\. 12\.–14\. 12\., 2 gosta|Ni prostih sob \(Bled\) za 12\. 12\.–14\. 12\., 2 gosta)/,
    ],
    [
      'en',
      ['Tell me about Alpski Dom', 'Free rooms in Bled from 12 to 14 December for 2'],
      /^(Free rooms in Bled|No free rooms in Bled), .*12 December – .*14 December, 2 guests/,
    ],
    ['en', ['Restaurants in Bled', 'What is TableStay?'], /^TableStay books restaurant tables and stays/],
    ['sl', ['Kdaj je odprta Taverna Sol?', 'pa Zeleni vrt?', 'Sobe na Bledu od 12. do 14. decembra za 2'], /^(Proste sobe|Ni prostih sob) \(Bled\)/],
    ['sl', ['Nastanitve v Portorožu', 'koliko je varščina?'], /^Za rezervacijo sobe plačate varščino 20 EUR/],
    ['sl', ['Koliko stane paket za nastanitve?', 'ali vključuje čakalno vrsto?'], /^Paket za nastanitve stane 79 EUR/],
    ['sl', ['Prosta miza v Taverni Sol v petek?', 'za 4 osebe', 'ob 20h'], /^Taverna Sol, petek, \d+\. \p{L}+: ob 20:00/u],
    ['en', ['Is Zeleni Vrt open on Sunday?', 'and on Monday?'], /^Zeleni Vrt is open on Monday .* from 11:00 to 22:00/],
    ['sl', ['Ali je Zeleni Vrt odprt v nedeljo?', 'pa v ponedeljek?'], /^Zeleni Vrt ima v ponedeljek, \d+\. \p{L}+, odprto od 11:00 do 22:00\.$/u],
    ['en', ['How many nights can I book at most?', 'and how many guests?'], /^A stay booking can be for 1 to 10 guests/],
    ['sl', ['Koliko noči lahko največ rezerviram?', 'pa koliko gostov?'], /^Rezervacija nastanitve je lahko za 1 do 10 gostov/],
    ['en', ['What happens after I book a room?', 'and the deposit?'], /^Booking a room takes a deposit/],
    ['en', ['How many people can I book a table for?', 'and the deposit?'], /^The deposit for a table is/],
    ['en', ['Book a table tomorrow at 7pm for 2'], /^Which restaurant would you like a table at\? For example: /],
    ['sl', ['Rezerviraj mizo jutri ob 19h za 2'], /^V kateri restavraciji želite mizo\? Na primer: /],
    // The name alone answers it: tomorrow's table at 19:00 for 2 there (free or not, the answer is about it).
    ['en', ['Book a table tomorrow at 7pm for 2', 'Zeleni Vrt'], /^Zeleni Vrt, \w+ \d+ \w+: /],
    [
      'en',
      ['Free rooms in Bled on 12 December for 2 nights for 2 guests', 'and in Piran?'],
      /^No free rooms in Piran for .* 12 December – .* 14 December, 2 guests/,
    ],
    [
      'en',
      ['Is there a table at Taverna Sol on 10 December at 19:00 for 2?', 'what’s the deposit there?'],
      /^The deposit for a table at Taverna Sol is 20 EUR/,
    ],
    [
      'en',
      ['Rooms in Portorož from 16 January for 3 nights, 2 guests?', 'and for 4 of us?'],
      /^(Free rooms|No free rooms) in Portorož.*16 January – .*19 January, 4 guests/,
    ],
    [
      'sl',
      ['Imate prosto sobo v Kranjski Gori od 16. 1. za 2 noči za 2 osebi?', 'pa za 3 osebe?'],
      /^(Proste sobe \(Kranjska Gora\)|Ni prostih sob \(Kranjska Gora\)).*3 gost/,
    ],
    [
      'en',
      ['Dinner for two at Gostilna Pod Gradom on 16 January at 7pm', 'and a room for the night there?'],
      /^(Free rooms|No free rooms) in Bled.*16 January – .*17 January, 2 guests/,
    ],
    ['en', ['How much is the restaurant plan?', 'and what does it include?', 'and if I also have rooms?'], /29 EUR.*79 EUR/],
    ['en', ['how do I give my head waiter her own login?', 'can she change the opening hours too?'], /^In the Dashboard, tap Staff: .*Manager/],
    ['en', ['What stays do you have in Kranjska Gora?', 'how much is the triple room there per night?'], /^Rooms at Alpski Dom: .*Triple Room 125 EUR\/night/],
    ['sl', ['Kaj imate za spat na Bledu?', 'koliko pa stane družinska soba?'], /Družinska soba 165 EUR\/noč/],
    [
      'en',
      ['Table for two at Gostilna Pod Gradom on 16 January at 20:00', 'great, and is there a room close by for the same night?'],
      /^(Free rooms|No free rooms) in Bled/,
    ],
    ['sl', ['mizo v Taverni Sol v petek ob 20h za 2 prosim', 'pardon, v soboto, ne v petek'], /^Taverna Sol, sobota, /],
  ] as const)('keeps the subject when a follow-up changes the kind of question (%s) %j', async (locale, said, answer) => {
    const answers = await talk(locale, ...said);
    expect(answers.at(-1)).toMatch(answer);
  });
});
