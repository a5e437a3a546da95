const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed UUID (any version): anything else cannot be a row id and is simply not found. */
export const isUuid = (value: string): boolean => UUID.test(value);
