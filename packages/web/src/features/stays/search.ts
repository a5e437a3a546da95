import { searchCount, searchDate, searchSchema, searchText, type SearchOf } from '../shared/search-params';

// The routes' `validateSearch` readers, apart from search-params.ts: these run in the entry chunk,
// so nothing from core that brings zod comes with them (ADR 054). Only they: what the pages and
// forms do with a search is in search-query.ts, which loads with them (and core's time/zone with it).

const stays = { location: searchText(200), check_in: searchDate, check_out: searchDate, guests: searchCount, room_type: searchText(100), pets: searchCount };
/** /stays?location&check_in&check_out&guests&room_type (SPEC §2), plus the browse filter pets=1. */
export const staysSearch = searchSchema(stays);
export type StaysSearch = SearchOf<typeof stays>;

/**
 * /stays/find: the browse list (ADR 019); `pets=1` is the pets-allowed filter.
 * @alias of staysSearch under the route's own name (knip then reports no duplicate export).
 */
export const browseSearch = staysSearch;

const property = { check_in: searchDate, check_out: searchDate, guests: searchCount };
/** /stays/{id}?check_in&check_out&guests: the property page's own availability check. */
export const propertySearch = searchSchema(property);
export type PropertySearch = SearchOf<typeof property>;

const book = { property_id: searchText(100), room_type_id: searchText(100), check_in: searchDate, check_out: searchDate, guests: searchCount };
/** /stays/book?property_id&room_type_id&check_in&check_out&guests, read leniently, checked by `bookingParams`. */
export const bookSearch = searchSchema(book);
export type BookSearch = SearchOf<typeof book>;
