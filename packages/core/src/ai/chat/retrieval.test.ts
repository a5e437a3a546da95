import { describe, expect, it } from 'vitest';
import { composeAnswer, factsOf } from './answer';
import { retrieve } from './corpus';
import { stemTerms } from './stems';

const EMAIL = 'hello@tablestay.test';
const top = (q: string, locale: 'en' | 'sl' = 'en') => retrieve(q, locale, EMAIL).map((r) => r.doc.id);

describe('chat retrieval (MiniSearch over the help, terms and privacy texts, ADR 126)', () => {
  it('stems English and Slovenian forms onto one term, stop words of either language dropped', () => {
    expect(new Set(['deposit', 'deposits'].flatMap((w) => stemTerms(w, 'en'))).size).toBe(1);
    expect(new Set(['varščina', 'varščine', 'varščino'].flatMap((w) => stemTerms(w, 'sl'))).size).toBe(1);
    expect(new Set(['rezervacija', 'rezervacije', 'rezervacijo'].flatMap((w) => stemTerms(w, 'sl'))).size).toBe(1);
    expect(stemTerms('How do I pay the deposit?', 'en')).toEqual(['pay', 'deposit']);
    expect(stemTerms('Ali prodajate moje osebne podatke?', 'sl')).toEqual(['prodaj', 'osebn', 'podatk']);
  });

  it('matches a word one letter off ("cancelation")', () => {
    expect(top('How does cancelation work?').slice(0, 2)).toContain('help:cancel');
  });

  it('answers product questions from the right passage, in English and Slovenian', () => {
    expect(top('How do deposits work?')[0]).toBe('help:deposit');
    expect(top('Can I cancel my reservation?')[0]).toBe('help:cancel');
    expect(top('What happens when the restaurant is full? waitlist')[0]).toBe('help:waitlist');
    expect(top('How much does the restaurant plan cost per month?')[0]).toBe('help:plans');
    // The help passage and the Privacy Policy's own section both give the periods.
    expect(top('How long do you keep my AI conversations?')[0]).toMatch(/^(help:privacy-retention|privacy:retention)$/);
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
