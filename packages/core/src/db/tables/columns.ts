import type { ColumnType } from 'kysely';

// Declared by hand to match migrations/. int8 and numeric arrive as strings (as in production).
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type DateCol = ColumnType<string, string, string>;
export type Numeric = ColumnType<string, number | string | undefined, number | string>;
export type Json<T> = ColumnType<T, string | undefined, string>;
/** Written only by the database (a trigger): read, never inserted or updated by the code. */
export type Derived<T> = ColumnType<T, never, never>;
