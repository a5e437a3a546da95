import { DEFAULT_HOURS } from '../../onboarding/schema';
import type { OpenHours } from '../types';

/**
 * The demo venues: eight restaurants, four properties with rooms, then a second Bled restaurant and
 * a Bled guesthouse, so a guest can book nights in Bled and dinners there (a trip, ADR 112). Later
 * venues are appended, never inserted, so the seeded history of the earlier ones stays the same.
 * They keep the SPEC §2 default hours.
 */
export const HOURS: OpenHours = DEFAULT_HOURS;

export interface VenueSeed {
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

export const VENUES: VenueSeed[] = [
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
  {
    name: 'Gostilna Pod Gradom',
    city: 'Bled',
    address: 'Riklijeva cesta 12, 4260 Bled',
    lat: 46.3668,
    lng: 14.1121,
    cuisine: 'Slovenian',
    tags: ['traditional', 'trout'],
    tables: 12,
    price: 30,
    veg: true,
    description: 'A stone-walled inn below the castle cliff: Bohinj trout, ajdovi žganci with mushrooms and Gorenjska cheeses.',
  },
  {
    name: 'Penzion Straža',
    city: 'Bled',
    address: 'Prešernova cesta 24, 4260 Bled',
    lat: 46.3652,
    lng: 14.1087,
    tables: 0,
    price: 115,
    amenities: ['wifi', 'parking', 'breakfast', 'balcony'],
    description: 'A family guesthouse at the foot of Straža hill, a five-minute walk from the lake, with balconies over the garden.',
    rooms: [
      { type: 'Double Room', capacity: 2, price: 105, count: 4 },
      { type: 'Family Room', capacity: 4, price: 165, count: 2 },
    ],
  },
];
