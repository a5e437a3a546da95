import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_CODES } from '@tablestay/core/errors';
import { describeError, ERROR_TEXTS, errorCode, isInvalidInput, isNetworkError } from './errors';
import { label } from '@tablestay/core/i18n/labels';

// What the tRPC client builds from an error response body.
const failure = (message: string, data: Record<string, unknown> | undefined) => TRPCClientError.from({ error: { message, code: -32600, data } } as never);
const sl = (m: string) => (m === 'Network error' ? 'Napaka omrežja' : m === 'Name is required' ? 'Ime je obvezno' : m);

describe('errors translated by code', () => {
  it('has English from the catalogue and a Slovenian text for every code', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_TEXTS.en[code]).toBe(ERROR_CATALOGUE[code].message);
      expect(ERROR_TEXTS.sl[code]).toMatch(/\S/);
    }
  });

  it('translates a domain error by its code, not by its English text', () => {
    const full = failure('any English wording', { httpStatus: 409, domainCode: 'stay.no_availability' });
    expect(errorCode(full)).toBe('stay.no_availability');
    expect(describeError(full, 'sl', sl)).toBe('Ta soba za izbrane datume ni več na voljo. Poskusite z drugimi datumi.');
    expect(describeError(full, 'en', sl)).toBe(ERROR_CATALOGUE['stay.no_availability'].message);
  });

  it('falls back to the product text for invalid input, a network error and anything else', () => {
    const invalid = failure('Name is required', { httpStatus: 400, domainCode: null });
    expect([errorCode(invalid), isInvalidInput(invalid), describeError(invalid, 'sl', sl)]).toEqual([null, true, 'Ime je obvezno']);
    const offline = failure('Failed to fetch', undefined);
    expect([isNetworkError(offline), describeError(offline, 'sl', sl)]).toEqual([true, 'Napaka omrežja']);
    expect(describeError(new Error('boom'), 'en', (m) => m)).toBe('An unexpected error occurred');
    expect(errorCode(failure('x', { httpStatus: 400, domainCode: 'not.a_code' }))).toBeNull();
  });
});

describe('catalogue labels', () => {
  it('translates stored values part by part and leaves unknown ones as stored', () => {
    expect(label('sl', 'Double Room')).toBe('Dvoposteljna soba');
    expect(label('sl', 'Seafood · Piran')).toBe('Morska hrana · Piran');
    expect(label('sl', 'Chef’s own words')).toBe('Chef’s own words');
    expect(label('en', 'Seafood · Piran')).toBe('Seafood · Piran');
  });
});
