import type { RouterOutputs } from '@tablestay/api/root';

export type FeaturedItem = RouterOutputs['restaurant']['featured'][number];
export type Suggestion = RouterOutputs['restaurant']['suggest'][number];
export type PublicRestaurant = RouterOutputs['restaurant']['list'][number];
type SearchResult = RouterOutputs['restaurant']['search'];
export type ExternalPlace = SearchResult['external'][number];
