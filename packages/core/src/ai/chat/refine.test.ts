import { describe, expect, it } from 'vitest';
import { said } from './actions';
import { refineIntent } from './refine';

const none = { named: false, property: false, kindSaid: null, lastSaid: null };

describe('what a message’s own words settle after the classifier', () => {
  it('reads a refund inside a story about a booking, but not a plan’s', () => {
    expect(refineIntent('table', said('I paid the deposit at Trattoria Capris but cannot come. Will I get the €20 back?'), { ...none, named: true })).toBe(
      'deposit-refund',
    );
    expect(refineIntent('mine', said('my husband booked and now we cant go, do we lose the money?'), none)).toBe('deposit-refund');
    expect(refineIntent('subscription-refund', said('do I get the rest of the month refunded if I cancel the plan?'), none)).toBe('subscription-refund');
  });

  it('never reads a child’s age as a party, and asks who gets a freed table of the offer', () => {
    expect(refineIntent('party', said('My son is 14 and wants his own account, is that ok?'), none)).toBe('age-limit');
    expect(refineIntent('waitlist', said('who actually gets the table when someone cancels?'), none)).toBe('offer');
  });

  it('keeps a stay’s question after a message about a stay, and asks whether data is sold after a question about data', () => {
    const stay = { ...none, lastSaid: 'I have a confirmed stay at Vila Ribnik that starts today' };
    expect(refineIntent('cancellable', said('something came up, can I still cancel it online?'), stay)).toBe('stay-cancel');
    expect(refineIntent('other', said('a jih prodajate naprej?'), { ...none, lastSaid: 'Kdo vse vidi moje podatke?' })).toBe('privacy');
  });
});
