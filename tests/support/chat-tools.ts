/** The model path's lookups, offered to anyone (ADR 115, ADR 126), sorted by name. */
export const LOOKUP_TOOLS = ['check_availability', 'find_rooms', 'find_venues', 'my_reservations', 'product_facts', 'search_help', 'venue_details'];
/** The actions offered beside them to a guest signed in with a proven email, each behind the guest's yes. */
export const ACTION_TOOLS = ['book_stay', 'book_table', 'cancel_reservation'];
