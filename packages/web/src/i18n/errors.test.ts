import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_CODES } from '@tablestay/core/errors';
import { describeError, EN_ERRORS, errorCode, isInvalidInput, isNetworkError, transportFailure } from './errors';
import { slErrors, slMessages } from './sl';
import { label } from '@tablestay/core/i18n/labels';

// What the tRPC client builds from an error response body.
const failure = (message: string, data: Record<string, unknown> | undefined) => TRPCClientError.from({ error: { message, code: -32600, data } } as never);
const sl = (m: string) => slMessages[m] ?? m;

describe('errors translated by code', () => {
  it('has English from the catalogue and a Slovenian text for every code', () => {
    for (const code of ERROR_CODES) {
      expect(EN_ERRORS[code]).toBe(ERROR_CATALOGUE[code].message);
      expect(slErrors[code]).toMatch(/\S/);
    }
  });

  it('translates a domain error by its code, not by its English text', () => {
    const full = failure('any English wording', { httpStatus: 409, domainCode: 'stay.no_availability' });
    expect(errorCode(full)).toBe('stay.no_availability');
    expect(describeError(full, slErrors, sl)).toBe('Ta soba za izbrane datume ni več na voljo. Poskusite z drugimi datumi.');
    expect(describeError(full, EN_ERRORS, sl)).toBe(ERROR_CATALOGUE['stay.no_availability'].message);
  });

  it('falls back to the product text for invalid input, a network error and anything else', () => {
    const invalid = failure('Name is required', { httpStatus: 400, domainCode: null });
    expect([errorCode(invalid), isInvalidInput(invalid), describeError(invalid, slErrors, sl)]).toEqual([null, true, 'Ime je obvezno']);
    const lostConnection = failure('Network error', { httpStatus: 503, domainCode: null });
    expect([isNetworkError(lostConnection), describeError(lostConnection, slErrors, sl)]).toEqual([false, 'Napaka omrežja']);
    expect(describeError(new Error('boom'), EN_ERRORS, (m) => m)).toBe('An unexpected error occurred');
    expect(errorCode(failure('x', { httpStatus: 400, domainCode: 'not.a_code' }))).toBeNull();
  });
});

describe('a call the API never answered (SPEC §8 Reservation texts)', () => {
  // What the tRPC client builds when fetch rejects, or when the body is not the API's.
  const offline = TRPCClientError.from(new TypeError('Failed to fetch'));
  const aborted = TRPCClientError.from(new DOMException('The operation was aborted.', 'AbortError'));
  const htmlPage = TRPCClientError.from(new SyntaxError('Unexpected token < in JSON at position 0'));
  const foreignJson = TRPCClientError.from(new Error('Unable to transform response from server'));

  it('says "No response from server" when no answer came at all', () => {
    expect([offline, aborted].map((e) => [isNetworkError(e), transportFailure(e), describeError(e, EN_ERRORS, (m) => m)])).toEqual([
      [true, 'No response from server', 'No response from server'],
      [true, 'No response from server', 'No response from server'],
    ]);
    expect(describeError(offline, slErrors, sl)).toBe('Strežnik se ni odzval');
  });

  it('says "Invalid server response" when something that is not the API answered', () => {
    expect([htmlPage, foreignJson].map((e) => [transportFailure(e), describeError(e, EN_ERRORS, (m) => m)])).toEqual([
      ['Invalid server response', 'Invalid server response'],
      ['Invalid server response', 'Invalid server response'],
    ]);
    expect(describeError(htmlPage, slErrors, sl)).toBe('Neveljaven odgovor strežnika');
  });

  it('leaves an answer from the API to its own message', () => {
    expect(transportFailure(failure('Name is required', { httpStatus: 400, domainCode: null }))).toBeNull();
    expect(transportFailure(new Error('boom'))).toBeNull();
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
