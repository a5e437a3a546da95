import { sql } from 'kysely';
import { hashPassword, randomToken } from '../account/crypto';
import { guestLinkHash } from '../kernel/guest-link';
import { addDays, dateIn } from '../time/zone';
import type { Database } from './connection';
import { createRoom, createRoomType, createStayBooking, createUser, createVenue } from './factories';
import type { OpenHours } from './types';

export const DEMO_ACCOUNTS = [
  { role: 'admin', name: 'Ana Admin', email: 'admin@tablestay.si', password: 'admin-demo-1' },
  { role: 'owner', name: 'Oskar Owner', email: 'owner@tablestay.si', password: 'owner-demo-1' },
  { role: 'guest', name: 'Gaja Guest', email: 'guest@tablestay.si', password: 'guest-demo-1' },
] as const;

const HOURS: OpenHours = {
  mon: { open: '11:00', close: '22:00' },
  tue: { open: '11:00', close: '22:00' },
  wed: { open: '11:00', close: '22:00' },
  thu: { open: '11:00', close: '22:00' },
  fri: { open: '11:00', close: '23:00' },
  sat: { open: '11:00', close: '23:00' },
  sun: { open: '12:00', close: '21:00' },
};

interface VenueSeed {
  name: string;
  city: string;
  address: string;
  lat: number;
  lng: number;
  description: string;
  cuisine?: string;
  tags?: string[];
  tables?: number;
  price?: number;
  veg?: boolean;
  vegan?: boolean;
  gf?: boolean;
  featured?: boolean;
  rooms?: { type: string; capacity: number; price: number; count: number }[];
  pets?: boolean;
  amenities?: string[];
}

const VENUES: VenueSeed[] = [
  {
    name: 'Gostilna Pri Lipi',
    city: 'Ljubljana',
    address: 'Trubarjeva cesta 12, 1000 Ljubljana',
    lat: 46.0519,
    lng: 14.5089,
    cuisine: 'Slovenian',
    tags: ['traditional', 'grill'],
    tables: 14,
    price: 28,
    veg: true,
    featured: true,
    description: 'A family inn by the Ljubljanica serving štruklji, grilled trout and seasonal game, with a shaded terrace under an old linden tree.',
  },
  {
    name: 'Taverna Sol',
    city: 'Piran',
    address: 'Tartinijev trg 4, 6330 Piran',
    lat: 45.5285,
    lng: 13.5683,
    cuisine: 'Seafood',
    tags: ['seafood', 'mediterranean'],
    tables: 10,
    price: 42,
    gf: true,
    featured: true,
    description: 'Fresh catch from the Piran fishermen, salt-baked sea bass and Istrian wines on the main square by the sea.',
  },
  {
    name: 'Zeleni Vrt',
    city: 'Ljubljana',
    address: 'Slovenska cesta 30, 1000 Ljubljana',
    lat: 46.0532,
    lng: 14.503,
    cuisine: 'Vegetarian',
    tags: ['vegetarian', 'vegan', 'bowls'],
    tables: 8,
    price: 19,
    veg: true,
    vegan: true,
    gf: true,
    description: 'A bright plant-based kitchen with market bowls, buckwheat risotto and house-made kombucha.',
  },
  {
    name: 'Mlinar Bistro',
    city: 'Maribor',
    address: 'Glavni trg 7, 2000 Maribor',
    lat: 46.5576,
    lng: 15.6456,
    cuisine: 'Modern European',
    tags: ['bistro', 'wine'],
    tables: 12,
    price: 35,
    veg: true,
    description: 'Modern plates built around Štajerska produce, with a long list of local Welschriesling and Šipon.',
  },
  {
    name: 'Okrepčevalnica Bled',
    city: 'Bled',
    address: 'Cesta svobode 5, 4260 Bled',
    lat: 46.3637,
    lng: 14.1103,
    cuisine: 'Slovenian',
    tags: ['lake view', 'desserts'],
    tables: 16,
    price: 24,
    featured: true,
    description: 'Lakeside classics and the cream cake Bled is known for, with a view of the island church.',
  },
  {
    name: 'Trattoria Capris',
    city: 'Koper',
    address: 'Čevljarska ulica 20, 6000 Koper',
    lat: 45.5481,
    lng: 13.7302,
    cuisine: 'Italian',
    tags: ['pasta', 'pizza'],
    tables: 11,
    price: 22,
    veg: true,
    description: 'Hand-rolled pasta, wood-fired pizza and Refošk by the glass in the old town of Koper.',
  },
  {
    name: 'Hiša Celeia',
    city: 'Celje',
    address: 'Prešernova ulica 9, 3000 Celje',
    lat: 46.2309,
    lng: 15.2604,
    cuisine: 'Fine dining',
    tags: ['tasting menu', 'wine pairing'],
    tables: 6,
    price: 75,
    description: 'A seven-course tasting menu that follows the seasons of the Savinja valley.',
  },
  {
    name: 'Kavarna Kranj',
    city: 'Kranj',
    address: 'Glavni trg 3, 4000 Kranj',
    lat: 46.2389,
    lng: 14.3555,
    cuisine: 'Café & brunch',
    tags: ['brunch', 'coffee'],
    tables: 9,
    price: 15,
    veg: true,
    vegan: true,
    description: 'Slow brunch, specialty coffee roasted in Gorenjska and cakes baked every morning.',
  },
  {
    name: 'Vila Ribnik',
    city: 'Ljubljana',
    address: 'Gregorčičeva ulica 6, 1000 Ljubljana',
    lat: 46.0489,
    lng: 14.4985,
    tables: 0,
    price: 120,
    pets: true,
    featured: true,
    amenities: ['wifi', 'air_conditioning', 'breakfast', 'washer', 'balcony'],
    description: 'A restored townhouse a short walk from Congress Square, with quiet rooms over a garden courtyard.',
    rooms: [
      { type: 'Double Room', capacity: 2, price: 110, count: 4 },
      { type: 'Family Suite', capacity: 4, price: 180, count: 2 },
    ],
  },
  {
    name: 'Apartmaji Morje',
    city: 'Portorož',
    address: 'Obala 33, 6320 Portorož',
    lat: 45.514,
    lng: 13.5901,
    tables: 0,
    price: 95,
    amenities: ['wifi', 'parking', 'kitchen', 'air_conditioning', 'sea_view', 'balcony', 'pool'],
    description: 'Sea-view apartments with their own kitchens, a pool and the promenade at the door.',
    rooms: [
      { type: 'Studio', capacity: 2, price: 85, count: 3 },
      { type: 'Apartment', capacity: 5, price: 140, count: 3 },
    ],
  },
  {
    name: 'Alpski Dom',
    city: 'Kranjska Gora',
    address: 'Borovška cesta 70, 4280 Kranjska Gora',
    lat: 46.4845,
    lng: 13.7853,
    tables: 0,
    price: 105,
    pets: true,
    amenities: ['wifi', 'parking', 'breakfast', 'spa', 'gym'],
    description: 'A mountain lodge at the foot of the ski slopes, with a sauna and breakfast of local cheeses.',
    rooms: [
      { type: 'Double Room', capacity: 2, price: 95, count: 5 },
      { type: 'Triple Room', capacity: 3, price: 125, count: 2 },
    ],
  },
  {
    name: 'Hiša ob Jezeru',
    city: 'Bohinj',
    address: 'Ribčev Laz 50, 4265 Bohinjsko Jezero',
    lat: 46.279,
    lng: 13.887,
    tables: 0,
    price: 130,
    amenities: ['wifi', 'parking', 'breakfast', 'balcony', 'kitchen'],
    description: 'A wooden guesthouse on the shore of Lake Bohinj, with balconies facing the Julian Alps.',
    rooms: [
      { type: 'Double Room', capacity: 2, price: 120, count: 3 },
      { type: 'Suite', capacity: 4, price: 210, count: 1 },
    ],
  },
];

const FIRST = ['Luka', 'Nina', 'Jan', 'Eva', 'Matej', 'Sara', 'Tim', 'Maja', 'Žan', 'Lara', 'Anže', 'Tina', 'Rok', 'Petra', 'Miha', 'Zala'];
const LAST = ['Novak', 'Horvat', 'Kovačič', 'Krajnc', 'Zupančič', 'Potočnik', 'Kovač', 'Mlakar', 'Vidmar', 'Kos', 'Golob', 'Turk'];
const COMMENTS = {
  good: [
    'Wonderful food and very friendly staff.',
    'Great atmosphere, we will be back!',
    'The best meal we had on our trip.',
    'Quick service and excellent wine advice.',
  ],
  mid: ['Good food but we waited a while for our table.', 'Nice place, portions a bit small.', 'Decent overall, the dessert was the highlight.'],
  bad: ['Too noisy and the service was slow.', 'Our order was wrong and it took long to fix.', 'Cold food, disappointing evening.'],
};

/** A small deterministic generator, so every fresh database looks the same. */
function rng(start: number) {
  let s = start >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ZONE = 'Europe/Ljubljana';

export async function isSeeded(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n > 0;
}

export async function seed(db: Database, now = new Date()): Promise<void> {
  const rand = rng(20261122);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const today = dateIn(ZONE, now);

  await db.transaction().execute(async (trx) => {
    const ids: Record<string, string> = {};
    for (const a of DEMO_ACCOUNTS) {
      const u = await createUser(trx, { name: a.name, email: a.email, password_hash: await hashPassword(a.password), email_verified_at: now });
      ids[a.email] = u.id;
      if (a.role !== 'guest') await trx.insertInto('user_roles').values({ user_id: u.id, role: a.role }).execute();
    }
    // The other venues belong to owners without a known password (they sign in by magic link).
    const otherOwners: string[] = [];
    for (let i = 0; i < 3; i++) {
      const u = await createUser(trx, { name: `${pick(FIRST)} ${pick(LAST)}`, email: `owner${i + 2}@tablestay.si`, email_verified_at: now });
      await trx.insertInto('user_roles').values({ user_id: u.id, role: 'owner' }).execute();
      otherOwners.push(u.id);
    }
    const demoOwner = ids['owner@tablestay.si']!;

    for (const [index, v] of VENUES.entries()) {
      const isStay = Boolean(v.rooms);
      // The demo owner has the first restaurant and the first property.
      const ownerId = index === 0 || v.name === 'Vila Ribnik' ? demoOwner : otherOwners[index % otherOwners.length]!;
      const totalRooms = v.rooms?.reduce((n, r) => n + r.count, 0) ?? 0;
      const r = await createVenue(trx, {
        owner_id: ownerId,
        name: v.name,
        address: v.address,
        city: v.city,
        latitude: v.lat,
        longitude: v.lng,
        total_tables: v.tables ?? 0,
        blocked_tables: 0,
        open_hours_json: JSON.stringify(HOURS),
        onboarding_done: true,
        featured: Boolean(v.featured),
        featured_until: v.featured ? addDays(today, 30) : null,
        description: v.description,
        cuisine: v.cuisine ?? null,
        cuisine_tags: v.tags ?? [],
        vegetarian: Boolean(v.veg),
        vegan: Boolean(v.vegan),
        gluten_free: Boolean(v.gf),
        pets_allowed: Boolean(v.pets),
        amenities: v.amenities ?? [],
        total_rooms: totalRooms,
        avg_price_eur: v.price ?? null,
        deposit_eur: 20,
        created_at: new Date(now.getTime() - (120 - index) * 86400000),
      });

      if (!isStay) await seedDining(trx, r.id, v.tables ?? 10, today, pick, rand, now);
      else await seedStay(trx, r.id, v.rooms!, today, pick, rand, now);
    }

    // The demo owner pays for both owner plans, so the demo opens the owner dashboard (issue 11).
    const periodEnd = new Date(now.getTime() + 30 * 86400000);
    await trx
      .insertInto('subscriptions')
      .values(
        (['restaurant', 'stays'] as const).map((product) => ({
          user_id: demoOwner,
          product,
          status: 'active' as const,
          current_period_end: periodEnd,
          // Ids in the local stand-in's shape, so its portal can manage them (issue 12).
          stripe_customer_id: 'cus_local_demo_owner',
          stripe_subscription_id: `sub_local_demo_${product}`,
          state_at: now,
        })),
      )
      .execute();
    await trx.insertInto('billing_customers').values({ user_id: demoOwner, stripe_customer_id: 'cus_local_demo_owner' }).execute();

    // Curated 'Lifestyle' slides after the featured venues on the home carousel (no stock photos).
    await trx
      .insertInto('carousel_items')
      .values([
        { title: 'AI Sommelier', subtitle: 'The right wine or cocktail for any dish', badge: 'Lifestyle', src: null, href: '/sommelier', position: 1 },
        { title: 'AI City Packs', subtitle: 'Day-by-day plans for Ljubljana and beyond', badge: 'Lifestyle', src: null, href: '/citypacks', position: 2 },
      ])
      .execute();
  });
}

type Pick = <T>(xs: readonly T[]) => T;

function guest(pick: Pick, n: number) {
  const first = pick(FIRST);
  const last = pick(LAST);
  const email =
    `${first}.${last}${n}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '') + '@example.com';
  return { name: `${first} ${last}`, email };
}

async function seedDining(trx: Database, restaurantId: string, tables: number, today: string, pick: Pick, rand: () => number, now: Date) {
  const times = ['12:00', '12:30', '13:00', '13:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];
  const rows = [];
  const reviewed: { email: string; name: string; id: number }[] = [];
  for (let day = -90; day <= 7; day++) {
    const date = addDays(today, day);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const busy = weekday === 5 || weekday === 6 ? 1.6 : weekday === 0 ? 1.2 : 0.8;
    const count = Math.round((2 + rand() * tables * 0.5) * busy);
    for (let i = 0; i < count; i++) {
      const g = guest(pick, Math.floor(rand() * 500));
      const roll = rand();
      const status =
        day < 0 ? (roll < 0.85 ? 'seated' : roll < 0.95 ? 'cancelled' : 'expired') : day === 0 ? 'confirmed' : roll < 0.9 ? 'confirmed' : 'cancelled';
      rows.push({
        restaurant_id: restaurantId,
        guest_name: g.name,
        guest_email: g.email,
        date,
        time: pick(times),
        party_size: 1 + Math.floor(rand() * 6),
        status,
        // Nobody holds these links; the server derives working ones when it writes a link (ADR 022).
        view_token: guestLinkHash(randomToken()),
        deposit_eur: 20,
        review_prompt_sent_at: status === 'seated' ? new Date(`${date}T22:00:00Z`) : null,
        created_at: new Date(now.getTime() + (day - 3) * 86400000),
      } as const);
      if (status === 'seated' && rand() < 0.12) reviewed.push({ ...g, id: rows.length - 1 });
    }
  }
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('reservations')
      .values(rows.slice(i, i + 500))
      .execute();

  const seen = new Set<string>();
  for (const rv of reviewed) {
    if (seen.has(rv.email)) continue;
    seen.add(rv.email);
    const rating = rand() < 0.7 ? 4 + Math.round(rand()) : 1 + Math.floor(rand() * 3);
    await trx
      .insertInto('restaurant_reviews')
      .values({
        restaurant_id: restaurantId,
        guest_name: rand() < 0.8 ? rv.name : null,
        guest_email: rv.email,
        rating,
        comment: pick(rating >= 4 ? COMMENTS.good : rating <= 2 ? COMMENTS.bad : COMMENTS.mid),
        created_at: new Date(`${rows[rv.id]!.date}T21:30:00Z`),
      })
      .execute();
  }
  const feedback = [];
  for (let i = 0; i < 30; i++) {
    const rating = rand() < 0.65 ? 4 + Math.round(rand()) : 1 + Math.floor(rand() * 3);
    const day = -Math.floor(rand() * 90);
    feedback.push({
      restaurant_id: restaurantId,
      rating,
      category: pick(['food', 'service', 'ambience', null] as const),
      comment: rand() < 0.7 ? pick(rating >= 4 ? COMMENTS.good : rating <= 2 ? COMMENTS.bad : COMMENTS.mid) : null,
      visit_date: addDays(today, day),
      sentiment: rating >= 4 ? 'positive' : rating <= 2 ? 'negative' : 'neutral',
      created_at: new Date(now.getTime() + day * 86400000),
    } as const);
  }
  await trx.insertInto('feedback').values(feedback).execute();
}

async function seedStay(trx: Database, propertyId: string, types: NonNullable<VenueSeed['rooms']>, today: string, pick: Pick, rand: () => number, now: Date) {
  let code = 101;
  for (const t of types) {
    const rt = await createRoomType(trx, { restaurant_id: propertyId, name: t.type, capacity: t.capacity, base_price_eur: t.price });
    for (let i = 0; i < t.count; i++) {
      const room = await createRoom(trx, { restaurant_id: propertyId, room_type_id: rt.id, code: String(code++) });
      // Walk the calendar for this room: stays of 1-5 nights with gaps, never overlapping.
      let day = -90 + Math.floor(rand() * 4);
      while (day < 20) {
        const nights = 1 + Math.floor(rand() * 5);
        const checkIn = addDays(today, day);
        const checkOut = addDays(today, day + nights);
        const past = day + nights <= 0;
        const current = day <= 0 && day + nights > 0;
        const status = past ? (rand() < 0.93 ? 'checked_out' : 'cancelled') : current ? 'checked_in' : rand() < 0.85 ? 'confirmed' : 'cancelled';
        const g = guest(pick, Math.floor(rand() * 500));
        const booking = await createStayBooking(trx, {
          restaurant_id: propertyId,
          room_type_id: rt.id,
          room_id: room.id,
          guest_name: g.name,
          guest_email: g.email,
          guests: 1 + Math.floor(rand() * t.capacity),
          check_in: checkIn,
          check_out: checkOut,
          status,
          deposit_eur: 20,
          price_per_night_eur: t.price,
          review_prompt_sent_at: status === 'checked_out' ? new Date(`${checkOut}T12:00:00Z`) : null,
          created_at: new Date(now.getTime() + (day - 10) * 86400000),
        });
        if (status === 'checked_out' && rand() < 0.3) {
          const rating = rand() < 0.75 ? 4 + Math.round(rand()) : 2 + Math.floor(rand() * 2);
          await trx
            .insertInto('stay_reviews')
            .values({
              stay_booking_id: booking.id,
              restaurant_id: propertyId,
              rating,
              guest_name: rand() < 0.7 ? g.name : null,
              guest_email: g.email,
              comment: rating >= 4 ? 'Lovely stay, spotless room and kind hosts.' : 'Comfortable, but the room was noisier than expected.',
              created_at: new Date(`${checkOut}T10:00:00Z`),
            })
            .execute();
        }
        day += nights + Math.floor(rand() * 4);
      }
    }
  }
}
