// The shapes of the stay procedures' answers, from core's schema (the same types the router returns).
export type { ExternalPlace, PublicStay, StayDetail, StayQuote, StaySearchResult } from '@tablestay/core/stay/schema';
import type { StaySearchResult } from '@tablestay/core/stay/schema';

export type StayMatch = StaySearchResult['properties'][number];
export type RoomTypeMatch = StayMatch['roomTypes'][number];
