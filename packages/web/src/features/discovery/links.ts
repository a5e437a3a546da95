/** SPEC §7 "Google Maps search link": opens Google Maps on the venue, in a new tab. */
export function googleMapsSearchUrl(...parts: (string | null | undefined)[]): string {
  const query = parts.filter((p) => p && p.trim()).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** SPEC §7 "embed" with §9 default zoom 15. */
export function googleMapsEmbedUrl(query: string, zoom = 15): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(query)}&z=${zoom}&output=embed`;
}

/** The booking page for a venue (SPEC §2: /book?restaurant_id={id}). */
export const bookSearch = (restaurantId: string) => ({ restaurant_id: restaurantId });

/** A rough price level from the average spend per person, shown as €–€€€€. */
export function priceLevel(avg: number | null | undefined): string | null {
  if (avg == null) return null;
  if (avg < 20) return '€';
  if (avg < 40) return '€€';
  if (avg < 70) return '€€€';
  return '€€€€';
}
