// The legal texts live in core (the chat assistant retrieves from them too, ADR 088).
export * from '@tablestay/core/legal/content';
