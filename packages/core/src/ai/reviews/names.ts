import type { Locale } from '../../i18n';
import type { Aspect } from './lexicon';

/** What the owner reads for each aspect (pure: the web shows these beside the counts). */
export const ASPECT_NAMES: Record<Locale, Record<Aspect, string>> = {
  en: {
    food: 'Food',
    service: 'Service',
    staff: 'Staff',
    ambience: 'Ambience',
    value: 'Price and value',
    wait: 'Waiting times',
    cleanliness: 'Cleanliness',
    location: 'Location',
    rooms: 'Rooms',
    breakfast: 'Breakfast',
    drinks: 'Drinks',
    noise: 'Noise',
  },
  sl: {
    food: 'Hrana',
    service: 'Postrežba',
    staff: 'Osebje',
    ambience: 'Vzdušje',
    value: 'Cena in vrednost',
    wait: 'Čakanje',
    cleanliness: 'Čistoča',
    location: 'Lokacija',
    rooms: 'Sobe',
    breakfast: 'Zajtrk',
    drinks: 'Pijača',
    noise: 'Hrup',
  },
};
