// Texts of AI City Packs (ADR 087, SPEC §2, §5, §8). Keys are prefixed 'citypacks.'; the
// Slovenian record must have every English key.
export const citypacksEn = {
  'citypacks.city': 'City',
  'citypacks.days': 'Days',
  'citypacks.interests': 'Interests',
  'citypacks.interestsHint': 'Comma separated, for example food, culture, viewpoints',
  'citypacks.defaultInterests': 'food, culture, viewpoints',
  'citypacks.generate': 'Generate Itinerary',
  'citypacks.generating': 'Generating…',
  'citypacks.invalidInput': 'Invalid input',
  'citypacks.unknownCity': 'There is no City Pack for "{city}" yet, and we do not make places up. Cities with a pack: {list}.',
  'citypacks.resultTitle': 'Your itinerary: {city}',
  'citypacks.day': 'Day {n}',
  'citypacks.slot.morning': 'Morning',
  'citypacks.slot.afternoon': 'Afternoon',
  'citypacks.slot.evening': 'Evening',
  'citypacks.bookTable': 'Book a table at {name}',
  'citypacks.staysTitle': 'Where to stay',
  'citypacks.bookStay': 'Book a stay at {name}',
  'citypacks.print': 'Print',
  'citypacks.printHint': 'Print or save as PDF to take it with you.',
} as const;

export const citypacksSl: Record<keyof typeof citypacksEn, string> = {
  'citypacks.city': 'Kraj',
  'citypacks.days': 'Dnevi',
  'citypacks.interests': 'Interesi',
  'citypacks.interestsHint': 'Ločeni z vejico, na primer hrana, kultura, razgledi',
  'citypacks.defaultInterests': 'hrana, kultura, razgledi',
  'citypacks.generate': 'Ustvari načrt',
  'citypacks.generating': 'Ustvarjam…',
  'citypacks.invalidInput': 'Neveljaven vnos',
  'citypacks.unknownCity': 'Za "{city}" mestnega vodiča še nimamo, krajev pa si ne izmišljamo. Kraji z vodičem: {list}.',
  'citypacks.resultTitle': 'Vaš načrt: {city}',
  'citypacks.day': '{n}. dan',
  'citypacks.slot.morning': 'Dopoldne',
  'citypacks.slot.afternoon': 'Popoldne',
  'citypacks.slot.evening': 'Zvečer',
  'citypacks.bookTable': 'Rezerviraj mizo: {name}',
  'citypacks.staysTitle': 'Kje prespati',
  'citypacks.bookStay': 'Rezerviraj bivanje: {name}',
  'citypacks.print': 'Natisni',
  'citypacks.printHint': 'Natisnite ali shranite kot PDF in ga vzemite s seboj.',
};

/** SPEC §5 texts that arrive in English from core/ai/citypacks/schema.ts. */
export const citypacksDomainSl: Record<string, string> = {
  'City is required': 'Kraj je obvezen',
  'City name too long': 'Ime kraja je predolgo',
  'At least 1 day': 'Vsaj 1 dan',
  'Maximum 7 days': 'Največ 7 dni',
  'Interests too long': 'Interesi so predolgi',
};
