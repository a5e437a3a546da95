import { fold, type Tag } from './places';

/**
 * Word beginnings (folded: lower case, no diacritics) that name each interest, in English and
 * Slovenian, so "food, culture" and "hrana, kultura, razgledi" read the same.
 */
const STEMS: Record<Tag, string[]> = {
  food: [
    'food',
    'eat',
    'cuisine',
    'culinar',
    'gastro',
    'restaurant',
    'dining',
    'lunch',
    'dinner',
    'hran',
    'kulinar',
    'jed',
    'kosil',
    'vecerj',
    'restavrac',
    'gostiln',
  ],
  culture: ['cultur', 'museum', 'theat', 'kultur', 'muzej', 'gledalis'],
  history: [
    'histor',
    'heritage',
    'medieval',
    'roman',
    'castle',
    'old',
    'zgodovin',
    'dedisc',
    'srednjevesk',
    'rimsk',
    'grad',
    'staro',
    'stari',
    'stara',
    'starin',
  ],
  art: ['art', 'galler', 'paint', 'umetn', 'galerij', 'slikar'],
  viewpoints: ['view', 'panoram', 'lookout', 'sunset', 'razgled', 'pogled', 'sonc'],
  nature: ['natur', 'park', 'garden', 'forest', 'green', 'gorge', 'canyon', 'waterfall', 'kanjon', 'narav', 'vrt', 'gozd', 'zelen', 'sotesk', 'slap'],
  walking: ['walk', 'hik', 'stroll', 'trek', 'sprehod', 'pohod', 'hoj', 'hodi'],
  nightlife: ['night', 'bar', 'club', 'party', 'pub', 'music', 'nocn', 'zabav', 'klub', 'glasb'],
  shopping: ['shop', 'market', 'souvenir', 'nakup', 'trznic', 'spominek'],
  family: ['famil', 'kid', 'child', 'druzin', 'otrok', 'otroc'],
  architecture: ['architect', 'plecnik', 'building', 'bridge', 'arhitekt', 'stavb', 'mostov'],
  wine: ['wine', 'vineyard', 'vin', 'tasting', 'pokusin'],
  water: ['sea', 'beach', 'lake', 'river', 'swim', 'boat', 'water', 'morj', 'morsk', 'plaz', 'jezer', 'rek', 'kopan', 'coln', 'vod'],
  mountains: ['mountain', 'alp', 'ski', 'peak', 'gor', 'gorsk', 'hrib', 'vrh', 'smuc'],
  relax: ['relax', 'spa', 'wellness', 'therm', 'calm', 'sprost', 'toplic', 'term', 'pocitek', 'mir'],
};

export interface ReadInterests {
  /** The interests recognised, in the order first named. */
  tags: Tag[];
  /** What the guest wrote that names none of them (shown, never guessed at). */
  unknown: string[];
}

/** Reads a comma- or space-separated interest list in English or Slovenian. */
export function readInterests(text: string): ReadInterests {
  const tags: Tag[] = [];
  const unknown: string[] = [];
  for (const part of text.split(/[,;\n]+/)) {
    const phrase = part.trim();
    if (!phrase) continue;
    const words = fold(phrase).split(' ').filter(Boolean);
    let found = false;
    for (const [tag, stems] of Object.entries(STEMS) as [Tag, string[]][]) {
      if (words.some((w) => stems.some((s) => w.startsWith(s)))) {
        found = true;
        if (!tags.includes(tag)) tags.push(tag);
      }
    }
    if (!found && !unknown.includes(phrase)) unknown.push(phrase.slice(0, 60));
  }
  return { tags, unknown: unknown.slice(0, 10) };
}
