// The owner dashboard's AI Review Analyzer (ADR 082). Keys are prefixed 'aiReviews.';
// the Slovenian record must have every English key. SPEC §2 texts verbatim.
export const aiReviewsEn = {
  'aiReviews.title': 'AI Review Analyzer',
  'aiReviews.intro': 'Strengths, issues and action tips from your latest reviews, with counts and quotes.',
  'aiReviews.analyze': 'Analyze latest reviews',
  'aiReviews.analyzing': 'Analyzing…',
  'aiReviews.noReviews': 'No reviews to analyze yet.',
  'aiReviews.basedOn': 'Based on {n} latest reviews',
  'aiReviews.strengths': 'Strengths',
  'aiReviews.issues': 'Issues',
  'aiReviews.tips': 'Action tips',
  'aiReviews.noStrengths': 'No clear strength yet.',
  'aiReviews.noIssues': 'No recurring issue.',
  'aiReviews.counts': 'Positive: {positive} · Negative: {negative}',
  'aiReviews.byModel': 'Worded by AI from the counts above.',
  'aiReviews.byLocal': 'Written by the built-in analyzer from your reviews.',
};

export const aiReviewsSl: Record<keyof typeof aiReviewsEn, string> = {
  'aiReviews.title': 'AI analiza ocen',
  'aiReviews.intro': 'Prednosti, težave in predlogi ukrepov iz vaših najnovejših ocen, s številom omemb in citati.',
  'aiReviews.analyze': 'Analiziraj najnovejše ocene',
  'aiReviews.analyzing': 'Analiziram …',
  'aiReviews.noReviews': 'Ocen za analizo še ni.',
  'aiReviews.basedOn': 'Na podlagi najnovejših ocen: {n}',
  'aiReviews.strengths': 'Prednosti',
  'aiReviews.issues': 'Težave',
  'aiReviews.tips': 'Predlogi ukrepov',
  'aiReviews.noStrengths': 'Jasne prednosti še ni.',
  'aiReviews.noIssues': 'Ni ponavljajočih se težav.',
  'aiReviews.counts': 'Pozitivne: {positive} · Negativne: {negative}',
  'aiReviews.byModel': 'Besedilo je napisala umetna inteligenca iz zgornjih števil.',
  'aiReviews.byLocal': 'Besedilo je napisal vgrajeni analizator iz vaših ocen.',
};
