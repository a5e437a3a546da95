import type { VenueKind } from '@tablestay/core/restaurant/venue-kind';
import type { OwnerTab } from './search';

// Which of the owner's venues a page shows for its `?venue=` (an id, or anything a hand-edited link
// carries), and which tab it opens on: pure, beside the dashboard.

interface Venue {
  id: string;
  kind: VenueKind;
}

/**
 * /dashboard and /dashboard/photos: the venue `?venue=` names, else the first one whose kind the
 * asked tab is for (the Stays tab opens on a property), else the first one (none without venues).
 */
export function chosenVenue<V extends Venue>(venues: readonly V[], venue: string | undefined, tab?: OwnerTab): V | undefined {
  return venues.find((v) => v.id === venue) ?? (tab ? venues.find((v) => v.kind === KIND_OF[tab]) : undefined) ?? venues[0];
}

const KIND_OF: Record<OwnerTab, VenueKind> = { restaurant: 'restaurant', stays: 'property' };

/**
 * The venue a tab opens on when the owner switches to it: the one shown when it is of the tab's kind
 * (or the owner has none of that kind), else the owner's first venue of that kind. An owner with a
 * restaurant and a property who taps Stays sees the property, never "No rooms yet".
 */
export function venueForTab<V extends Venue>(venues: readonly V[], current: V, tab: OwnerTab): V {
  if (current.kind === KIND_OF[tab]) return current;
  return venues.find((v) => v.kind === KIND_OF[tab]) ?? current;
}

/** The tab the dashboard opens on: the one `?tab=` names, else the venue's kind's (the core rule: rooms decide). */
export function openingTab(venue: Venue, tab: OwnerTab | undefined): OwnerTab {
  return tab ?? (venue.kind === 'property' ? 'stays' : 'restaurant');
}

/**
 * /dashboard/stays: the venue `?venue=` names, else (no `?venue=`) the owner's first property, or
 * first venue. A named venue that is not the owner's is still asked for by its id (an admin may open
 * any venue; anyone else gets "not found" from the API).
 */
export function staysVenue<V extends Venue>(venues: readonly V[], venue: string | undefined): { chosen: V | undefined; venueId: string | undefined } {
  const chosen = venues.find((v) => v.id === venue) ?? (venue ? undefined : (venues.find((v) => v.kind === 'property') ?? venues[0]));
  return { chosen, venueId: chosen?.id ?? venue };
}
