import { describe, expect, it } from 'vitest';
import { composeAnswer, factsOf } from './answer';
import { bm25 } from './bm25';
import { retrieve } from './corpus';
import { stem, terms } from './text';

const EMAIL = 'hello@tablestay.test';
const top = (q: string, locale: 'en' | 'sl' = 'en') => retrieve(q, locale, EMAIL).map((r) => r.doc.id);

describe('chat retrieval (BM25 over the help, terms and privacy texts)', () => {
  it('stems English and Slovenian forms onto one term', () => {
    expect(new Set(['deposit', 'deposits'].map(stem)).size).toBe(1);
    expect(new Set(['varščina', 'varščine', 'varščino'].flatMap(terms)).size).toBe(1);
    expect(new Set(['rezervacija', 'rezervacije', 'rezervacijo'].flatMap(terms)).size).toBe(1);
    expect(terms('How do I pay the deposit?')).toEqual(['pay', 'deposi']);
  });

  it('ranks a rare matching term above common ones (idf) and drops documents that share nothing', () => {
    const index = bm25([
      { id: 'a', title: 'Booking', text: 'booking booking table' },
      { id: 'b', title: 'Deposits', text: 'a deposit confirms the booking' },
      { id: 'c', title: 'Cookies', text: 'cookies and tracking' },
    ]);
    expect(index.rank('deposit for booking').map((r) => r.doc.id)).toEqual(['b', 'a']);
  });

  it('answers product questions from the right passage, in English and Slovenian', () => {
    expect(top('How do deposits work?')[0]).toBe('help:deposit');
    expect(top('Can I cancel my reservation?')[0]).toBe('help:cancel');
    expect(top('What happens when the restaurant is full? waitlist')[0]).toBe('help:waitlist');
    expect(top('How much does the restaurant plan cost per month?')[0]).toBe('help:plans');
    expect(top('How long do you keep my AI conversations?')[0]).toBe('help:privacy-retention');
    expect(top('Kako deluje varščina?', 'sl')[0]).toBe('help:deposit');
    expect(top('Kako prekličem rezervacijo?', 'sl')[0]).toBe('help:cancel');
    expect(top('čakalna vrsta', 'sl')[0]).toBe('help:waitlist');
  });

  it('reaches the legal texts too (terms and privacy)', () => {
    expect(top('liability limited amount paid').some((id) => id.startsWith('terms:'))).toBe(true);
    expect(top('GDPR rights erasure').some((id) => id.startsWith('privacy:'))).toBe(true);
  });

  it('composes the local answer from the passages, and says so when nothing matched', () => {
    const answer = composeAnswer(factsOf('en', 'deposit', retrieve('deposit', 'en', EMAIL), null, [], EMAIL));
    expect(answer).toMatch(/^Deposits: Some restaurants ask for a deposit/);
    const none = composeAnswer(factsOf('sl', 'xyzzy', [], null, [], EMAIL));
    expect(none).toContain('veganske restavracije v Ljubljani');
    expect(none).toContain(EMAIL);
  });
});
