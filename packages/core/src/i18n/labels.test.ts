import { describe, expect, it } from 'vitest';
import { fmtDate } from '../ai/chat/actions';
import { label, reservationStatusWord, roomTypeName } from './labels';

describe('labels', () => {
  it('the chat writes a status and a day in the reader’s language: no English status, Slovenian months in the genitive', () => {
    expect(reservationStatusWord('sl', 'awaiting_deposit')).toBe('čaka na varščino');
    expect(reservationStatusWord('en', 'awaiting_deposit')).toBe('awaiting deposit');
    expect(fmtDate('sl', '2026-12-05')).toBe('sobota, 5. decembra');
    expect(fmtDate('en', '2026-12-05')).toBe('Saturday 5 December');
  });

  it('a room type reads in Slovenian as its owner named it, else as the catalogue says, else as stored', () => {
    expect(roomTypeName('sl', { name: 'Double Room', name_sl: 'Soba z razgledom' })).toBe('Soba z razgledom');
    expect(roomTypeName('sl', { name: 'Double Room', name_sl: null })).toBe('Dvoposteljna soba');
    expect(roomTypeName('sl', { name: 'Garden Loft' })).toBe('Garden Loft');
    // In English, and for a booking with no known language, the name as stored.
    expect(roomTypeName('en', { name: 'Double Room', name_sl: 'Soba z razgledom' })).toBe('Double Room');
    expect(roomTypeName(null, { name: 'Double Room', name_sl: 'Soba z razgledom' })).toBe('Double Room');
  });

  it('a " · " list is read part by part', () => {
    expect(label('sl', 'Seafood · Piran')).toBe('Morska hrana · Piran');
  });
});
