import type { MessageKey } from '../../i18n/en';

interface NavItem {
  label: MessageKey;
  to: string;
  search?: Record<string, string>;
}
export interface NavMenu {
  label: MessageKey;
  items: NavItem[];
}

/** The header's three menus (SPEC §2 layout). Owners' entries use the /owners/onboarding reading. */
export const MENUS: NavMenu[] = [
  {
    label: 'nav.dining',
    items: [
      { label: 'nav.findRestaurants', to: '/find' },
      { label: 'nav.browseRestaurants', to: '/dining' },
      { label: 'nav.bookTable', to: '/book' },
      { label: 'nav.sommelier', to: '/sommelier' },
    ],
  },
  {
    label: 'nav.stays',
    items: [
      { label: 'nav.searchStays', to: '/stays' },
      { label: 'nav.browseStays', to: '/stays/find' },
      { label: 'nav.cityPacks', to: '/citypacks' },
    ],
  },
  {
    label: 'nav.owners',
    items: [
      { label: 'nav.listRestaurant', to: '/owners/onboarding', search: { type: 'restaurant' } },
      { label: 'nav.listProperty', to: '/owners/onboarding', search: { type: 'stay' } },
      { label: 'nav.plans', to: '/plans' },
      { label: 'nav.affiliate', to: '/affiliate' },
    ],
  },
];
