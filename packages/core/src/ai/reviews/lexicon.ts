/**
 * The review analyzer's lexicon (ADR 082), English and Slovenian. A term ending in
 * `*` matches any word starting with it (Slovenian inflects: hrana, hrane, hrano → `hran*`); any other
 * term matches the whole word only. Words are lower-cased; common spellings without č/š/ž are listed
 * beside the proper ones where they do not collide with an English word.
 */

export const ASPECTS = ['food', 'service', 'staff', 'ambience', 'value', 'wait', 'cleanliness', 'location', 'rooms', 'breakfast', 'drinks', 'noise'] as const;
export type Aspect = (typeof ASPECTS)[number];

/** Space-separated terms to a list (keeps the lexicon readable and short). */
const terms = (list: string): readonly string[] => list.split(/\s+/).filter(Boolean);

export const ASPECT_TERMS: Record<Aspect, readonly string[]> = {
  food: terms(
    'food meal* dish* taste* tasty tasted flavo* menu portion* dessert* steak* pasta pizza* soup* cooking chef ' +
      'delicious hran* jed jedi jedjo jedmi obrok* okus* porcij* sladic* juh* kuhinj* kuhar* meni jedilnik* testenin* ' +
      'zrezek zrezk*',
  ),
  service: terms('service served serving postrež* storitev storitve servis* postregl* postreg*'),
  staff: terms(
    'staff waiter* waitress* host hosts owner* reception* receptionist* personnel team osebj* natakar* gostitelj* ' +
      'lastni* receptor* recepcij* ekip* zaposlen*',
  ),
  ambience: terms(
    'ambience ambiance atmosphere decor interior vibe cosy cozy music terrace view views ambient* vzdušj* vzdusj* ' +
      'notranjost* glasb* teras* razgled* dekor*',
  ),
  value: terms(
    'price* priced pricey value expensive overpriced cheap affordable cost* bill money cen cena cene ceno cenah ' +
      'cenov* drag draga drago dragi drage predrag* poceni račun* denar* ugodn*',
  ),
  wait: terms(
    'wait waits waited waiting slow slowly quick quickly fast delay* delayed late prompt promptly speed* čak*  počasn* pocasn* počasen hitr* zamud* takoj',
  ),
  cleanliness: terms('clean* dirty dust* hygien* spotless stain* smell* mess* čist* cist* umazan* prah* higien* smrd* madež*'),
  location: terms('location located parking centre center central walk near access* lokacij* lega lege parkir* center centru  središč* blizu dostop*'),
  rooms: terms(
    'room rooms bed beds bathroom* shower* apartment* suite* mattress* pillow* towel* soba sobe sobi sobo sob sobah ' +
      'sobami postelj* kopalnic* tuš* apartma* vzmetnic* blazin* brisač* ležišč*',
  ),
  breakfast: terms('breakfast* buffet zajtrk* zajtrc*'),
  drinks: terms('wine* beer* drink* cocktail* coffee espresso vin* pivo piva pijač* koktajl* kava kavo kave'),
  noise: terms('noise noisy noisier louder loud quiet calm peaceful hrup* glasn* preglasn* tih tiho tiha mir mirn* miru'),
};

/** Words that make a clause favourable. */
export const POSITIVE_TERMS: readonly string[] = terms(
  'good great excellent amazing awesome wonderful fantastic perfect delicious tasty lovely nice friendly helpful ' +
    'attentive welcoming kind polite clean spotless cosy cozy fresh quick quickly fast prompt promptly affordable ' +
    'cheap reasonable comfortable quiet calm peaceful beautiful best superb outstanding recommend* enjoy* love ' +
    'loved impressive generous central spacious worth dobr* odličn* odlicn* izvrstn* vrhunsk* super okusn* slastn* ' +
    'prijazn* ustrežljiv* ustrezljiv* pozorn* čist* cist* svež* hitr* takoj ugodn* poceni udobn* mirn* tih tiho ' +
    'tiha lep lepa lepo lepi čudovit* dober odličen izvrsten okusen slasten prijazen ustrežljiv pozoren udoben ' +
    'miren zadovoljen prijeten prostoren krasen priporoč* priporoc* navdušen* zadovoljn* prijetn* popoln* prostorn* ' +
    'bogat* najbolj* fantastičn* krasn*',
);

/** Words that make a clause unfavourable. */
export const NEGATIVE_TERMS: readonly string[] = terms(
  'bad poor terrible awful horrible disappoint* rude unfriendly slow slowly cold bland dirty stale expensive ' +
    'overpriced pricey noisy noisier louder loud late delayed wrong forgot* ignored mediocre worst uncomfortable small tiny ' +
    'cramped smelly stained broken burnt overcooked undercooked salty greasy unhelpful dusty problem* complain* ' +
    'waited slab* grozn* zanič zanic razočar* razocar* nesramn* neprijazn* počasn* pocasn* hladn* mrzl* umazan* ' +
    'drag draga drago dragi drage predrag* glasn* preglasn* hrupn* zamud* narobe pozab* povprečn* neudobn* majhn* neprijazen ' +
    'nesramen počasen hladen mrzel glasen hrupen povprečen neudoben majhen neokusen masten utesnjen* smrd* ' +
    'pokvarjen* zažgan* preslan* masten* mastn* težav* pritožb* čakal* neokusn* brezokusn*',
);

/** A negator turns the polarity of the next few words: "not good", "ni bilo dobro", "ne priporočam". */
export const NEGATORS: readonly string[] = terms('not no never nothing hardly ne ni nismo niso nisem nisva nikoli nič nic brez');

/** Where a sentence turns ("good food, but slow service"): each side is read on its own. */
export const CONTRASTS: readonly string[] = terms('but however although though whereas ampak vendar toda čeprav ceprav');

/** A word matches a term: exactly, or by its start for a `*` term. */
function matchesTerm(word: string, term: string): boolean {
  return term.endsWith('*') ? word.startsWith(term.slice(0, -1)) : word === term;
}

export const matchesAny = (word: string, list: readonly string[]) => list.some((t) => matchesTerm(word, t));
