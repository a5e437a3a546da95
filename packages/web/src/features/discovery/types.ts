import type { RouterOutputs } from '@tablestay/api/root';

export type FeaturedItem = RouterOutputs['restaurant']['featured'][number];
export type Suggestion = RouterOutputs['restaurant']['suggest'][number];
export type PublicRestaurant = RouterOutputs['restaurant']['list'][number];
export type SearchResult = RouterOutputs['restaurant']['search'];
export type ExternalPlace = SearchResult['external'][number];
export type RestaurantDetail = RouterOutputs['restaurant']['byId'];
