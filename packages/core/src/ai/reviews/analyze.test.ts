import { describe, expect, it } from 'vitest';
import { analyzeReviews, clauseScore, snippet, words, type ReviewInput } from './analyze';
import { localAnswer } from './local';

/** Known review sets (newest first), English and Slovenian, with the counts a reader would give. */
const english: ReviewInput[] = [
  { rating: 5, text: 'The food was delicious and the staff were so friendly. Great wine list too!', date: '2026-11-20' },
  { rating: 4, text: 'Lovely atmosphere and tasty pasta, but we waited 40 minutes for our mains.', date: '2026-11-18' },
  { rating: 2, text: "Service was slow and the waiter wasn't helpful. Food was good though.", date: '2026-11-15' },
  { rating: 5, text: 'Excellent dishes, friendly waitress. Highly recommend!', date: '2026-11-12' },
  { rating: 3, text: 'Too expensive for the portion size. The terrace is nice.', date: '2026-11-10' },
  { rating: 1, text: 'We had a very long wait and the service was terrible.', date: '2026-11-08' },
  { rating: 4, text: null, date: '2026-11-05' },
];

const slovenian: ReviewInput[] = [
  { rating: 5, text: 'Hrana je bila odlična, osebje zelo prijazno. Vrnemo se!', date: '2026-11-21' },
  { rating: 4, text: 'Okusne jedi in prijetno vzdušje, ampak čakali smo skoraj eno uro.', date: '2026-11-19' },
  { rating: 2, text: 'Postrežba je bila počasna, natakar ni bil prijazen.', date: '2026-11-16' },
  { rating: 5, text: 'Odlična hrana in super vino. Priporočam!', date: '2026-11-14' },
  { rating: 2, text: 'Predrago za tako majhne porcije. Čakanje je bilo predolgo, postrežba počasna.', date: '2026-11-11' },
  { rating: 4, text: 'Sobe so čiste in udobne, zajtrk bogat.', date: '2026-11-09' },
];

const aspect = (facts: ReturnType<typeof analyzeReviews>, a: string) => facts.aspects.find((f) => f.aspect === a);

describe('review analyzer on English reviews', () => {
  const facts = analyzeReviews(english, 'dining');

  it('counts reviews, the average, the rating split and the period', () => {
    expect(facts.reviewCount).toBe(7);
    expect(facts.withText).toBe(6);
    expect(facts.averageRating).toBe(3.4);
    expect(facts.ratings).toEqual({ positive: 4, neutral: 1, negative: 2 });
    expect(facts.sentiment).toBe('mixed');
    expect([facts.from, facts.to]).toEqual(['2026-11-05', '2026-11-20']);
  });

  it('finds aspects with their favourable and unfavourable mentions, one per review', () => {
    expect(aspect(facts, 'food')).toMatchObject({ positive: 4, negative: 1 });
    expect(aspect(facts, 'staff')).toMatchObject({ positive: 2, negative: 1 });
    expect(aspect(facts, 'service')).toMatchObject({ positive: 0, negative: 2 });
    expect(aspect(facts, 'wait')).toMatchObject({ positive: 0, negative: 3 });
    expect(aspect(facts, 'value')).toMatchObject({ positive: 0, negative: 1 });
    expect(aspect(facts, 'ambience')).toMatchObject({ positive: 2, negative: 0 });
  });

  it('splits "but" clauses and reads "wasn\'t helpful" as unfavourable', () => {
    expect(clauseScore(words("the waiter wasn't helpful"))).toBe(-1);
    const wait = aspect(facts, 'wait')!;
    expect(wait.snippets.negative).toContain('Lovely atmosphere and tasty pasta, but we waited 40 minutes for our mains.');
    expect(aspect(facts, 'ambience')!.snippets.positive[0]).toBe('Lovely atmosphere and tasty pasta, but we waited 40 minutes for our mains.');
  });

  it('names strengths and issues, most mentioned first', () => {
    expect(facts.strengths).toEqual(['food', 'staff', 'ambience', 'drinks']);
    expect(facts.issues).toEqual(['wait', 'service', 'value']);
  });

  it('words the facts in English with counts and one tip per issue', () => {
    const answer = localAnswer(facts, 'en', 'dining');
    expect(answer.summary).toBe(
      '7 reviews from 5 November 2026 to 20 November 2026, average rating 3.4/5, mixed. Guests praise most: food, staff, ambience, drinks. Guests complain most about: waiting times, service, price and value.',
    );
    expect(answer.strengths[0]).toEqual({ aspect: 'food', positive: 4, negative: 1, text: 'Food: 4 positive mentions, 1 complaint.' });
    expect(answer.issues.map((i) => i.text)).toEqual(['Waiting times: 3 complaints.', 'Service: 2 complaints.', 'Price and value: 1 complaint.']);
    expect(answer.issues[0]!.tip).toBe('Plan staffing for peak hours and tell guests the expected wait when they arrive or book.');
  });
});

describe('review analyzer on Slovenian reviews', () => {
  const facts = analyzeReviews(slovenian, 'stays');

  it('matches inflected Slovenian words by their stems', () => {
    expect(aspect(facts, 'food')).toMatchObject({ positive: 3, negative: 1 });
    expect(aspect(facts, 'service')).toMatchObject({ positive: 0, negative: 2 });
    expect(aspect(facts, 'wait')).toMatchObject({ positive: 0, negative: 3 });
    expect(aspect(facts, 'value')).toMatchObject({ positive: 0, negative: 1 });
    expect(aspect(facts, 'rooms')).toMatchObject({ positive: 1, negative: 0 });
    expect(aspect(facts, 'cleanliness')).toMatchObject({ positive: 1, negative: 0 });
    expect(aspect(facts, 'breakfast')).toMatchObject({ positive: 1, negative: 0 });
  });

  it('reads "ni bil prijazen" as unfavourable and "ampak" as a turn', () => {
    expect(clauseScore(words('natakar ni bil prijazen'))).toBe(-1);
    expect(aspect(facts, 'wait')!.snippets.negative).toContain('Okusne jedi in prijetno vzdušje, ampak čakali smo skoraj eno uro.');
    expect(aspect(facts, 'ambience')).toMatchObject({ positive: 1, negative: 0 });
  });

  it('names strengths and issues and words them in Slovenian', () => {
    expect(facts.strengths).toEqual(['food', 'ambience', 'cleanliness', 'rooms', 'breakfast', 'drinks']);
    expect(facts.issues).toEqual(['wait', 'service', 'value']);
    // One favourable and one unfavourable mention: neither a strength nor an issue.
    expect(aspect(facts, 'staff')).toMatchObject({ positive: 1, negative: 1 });
    const answer = localAnswer(facts, 'sl', 'stays');
    expect(answer.summary).toMatch(/^6 ocen od 9\. 11\. 2026 do 21\. 11\. 2026, povprečna ocena 3,7\/5, mešane\. Gostje najbolj hvalijo: hrana/);
    expect(answer.summary).toContain('Največ pritožb: čakanje, postrežba, cena in vrednost.');
    expect(answer.issues[1]).toMatchObject({ text: 'Postrežba: 2 pritožbi.' });
    expect(answer.issues[0]!.tip).toBe('Načrtujte osebje za najbolj zasedene ure in gostom ob prihodu ali rezervaciji povejte, koliko bodo čakali.');
    expect(answer.strengths[0]!.text).toBe('Hrana: 3 pohvale, 1 pritožba.');
  });
});

describe('edge cases', () => {
  it('reviews without words give ratings only', () => {
    const facts = analyzeReviews([{ rating: 5, text: '', date: '2026-11-01' }], 'dining');
    expect(facts).toMatchObject({ reviewCount: 1, withText: 0, aspects: [], strengths: [], issues: [], sentiment: 'positive' });
    expect(localAnswer(facts, 'en', 'dining').summary).toBe(
      '1 review on 1 November 2026, average rating 5/5, mostly positive. The reviews have ratings but too few words to name strengths or issues.',
    );
  });

  it('turns negated words around and judges comma-separated parts on their own', () => {
    expect(clauseScore(words('not bad at all'))).toBe(1);
    expect(clauseScore(words('hrana ni bila slaba'))).toBe(1);
    const facts = analyzeReviews([{ rating: 3, text: 'Soba je bila umazana, zajtrk pa odličen. Brez čakanja na mizo.', date: '2026-11-02' }], 'stays');
    expect(facts.aspects.map((f) => [f.aspect, f.positive, f.negative])).toEqual([
      ['wait', 0, 0],
      ['cleanliness', 0, 1],
      ['rooms', 0, 1],
      ['breakfast', 1, 0],
    ]);
  });

  it('cuts a long sentence at a word boundary', () => {
    const s = snippet(`${'very '.repeat(40)}good food`);
    expect(s.length).toBeLessThanOrEqual(160);
    expect(s.endsWith('…')).toBe(true);
  });
});
