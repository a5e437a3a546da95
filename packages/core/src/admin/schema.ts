import * as z from 'zod';
import { ERROR_CATALOGUE } from '../errors';
import { RESTAURANT_NOT_FOUND } from '../restaurant/schema';
import { cleanSearchText } from '../text/schema';

// The admin console (ADR 073). Pure: the web's pages use these inputs and texts.
// Texts are the SPEC's English (§8); the web translates them.

export const FEATURED_ON = 'Restaurant featured successfully';
export const FEATURED_OFF = 'Restaurant unfeatured successfully';
export const FEATURED_FAILED = 'Failed to update featured status';

/** Rows per page of every admin list; lists are paged on the server (offset + limit, ADR 073). */
export const ADMIN_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;

/** A search box never scolds: bad characters become spaces and the text is cut at 100 (ADR 015). */
const searchText = z
  .string()
  .max(1000)
  .optional()
  .transform((s) => cleanSearchText(s ?? '').slice(0, 100));

export const listInput = z.object({
  q: searchText,
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1).default(1),
});

const id = (message: string) => z.string({ error: message }).max(100, message);
export const ownerInput = z.object({ ownerId: id(ERROR_CATALOGUE['admin.owner_not_found'].message) });
export const toggleFeaturedInput = z.object({ restaurantId: id(RESTAURANT_NOT_FOUND), value: z.boolean() });

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminCounters {
  totalOwners: number;
  totalRestaurants: number;
  totalAccommodations: number;
}

export interface AdminOwner {
  id: string;
  name: string;
  email: string;
  registeredAt: string;
  restaurantCount: number;
}

export interface AdminRestaurant {
  id: string;
  name: string;
  cuisine: string;
  address: string;
  tables: number;
  createdAt: string;
}

export interface AdminAccommodation {
  id: string;
  name: string;
  address: string;
  rooms: number;
  createdAt: string;
}

export interface FeaturedListing {
  id: string;
  name: string;
  /** SPEC §2: the City column shows the address. */
  address: string;
  /** The stored flag the toggle sets. */
  featured: boolean;
  /** Featured today in the venue's zone: what the home carousel shows (Status Active/Off). */
  active: boolean;
  featuredUntil: string | null;
}
