import { COCKTAILS, ALCOHOL_FREE } from './drinks-mixed';
import { SLOVENIAN_WINES } from './drinks-slovenia';
import { WORLD_WINES } from './drinks-world';
import type { Drink } from './table';

/** The curated pairing table: Slovenian and international wines, sake and beer, cocktails, alcohol-free. */
export const PAIRINGS: readonly Drink[] = [...SLOVENIAN_WINES, ...WORLD_WINES, ...COCKTAILS, ...ALCOHOL_FREE];
