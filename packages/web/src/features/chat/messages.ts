// The chat assistant on every page (SPEC §2 Chat widget, §5, §8; ADR 088, 089).
// Keys are prefixed 'chat.'; the Slovenian record must have every English key.
export const chatEn = {
  'chat.title': 'TableStay assistant',
  'chat.intro': 'Ask about booking, deposits, the waitlist, cancellations, plans or privacy, or find a place, e.g. “vegan restaurants in Ljubljana”.',
  'chat.input': 'Your message',
  'chat.placeholder': 'Type a message…',
  'chat.send': 'Send',
  'chat.sending': 'Sending…',
  'chat.count': '{n} / {max}',
  'chat.you': 'You',
  'chat.assistant': 'Assistant',
  'chat.venues': 'Places on TableStay',
  'chat.actions': 'Next steps',
  'chat.yes': 'Yes',
  'chat.no': 'No',
  'chat.invalid': 'Invalid input',
  'chat.error': 'Error',
  'chat.failed': 'Failed to get response',
  'chat.sorry': 'Sorry, I encountered an error. Please try again.',
  'chat.note': 'Answers come from TableStay’s help and listings and may be incomplete.',
};

export const chatSl: Record<keyof typeof chatEn, string> = {
  'chat.title': 'Pomočnik TableStay',
  'chat.intro':
    'Vprašajte o rezervacijah, varščinah, čakalni vrsti, preklicih, paketih ali zasebnosti ali poiščite obrat, npr. »veganske restavracije v Ljubljani«.',
  'chat.input': 'Vaše sporočilo',
  'chat.placeholder': 'Vpišite sporočilo…',
  'chat.send': 'Pošlji',
  'chat.sending': 'Pošiljanje…',
  'chat.count': '{n} / {max}',
  'chat.you': 'Vi',
  'chat.assistant': 'Pomočnik',
  'chat.venues': 'Obrati na TableStay',
  'chat.actions': 'Naslednji koraki',
  'chat.yes': 'Da',
  'chat.no': 'Ne',
  'chat.invalid': 'Neveljaven vnos',
  'chat.error': 'Napaka',
  'chat.failed': 'Odgovora ni bilo mogoče dobiti',
  'chat.sorry': 'Oprostite, prišlo je do napake. Poskusite znova.',
  'chat.note': 'Odgovori prihajajo iz pomoči in ponudbe TableStay in so lahko nepopolni.',
};

/** The chat's validation texts as core writes them (schema.ts), in Slovenian. */
export const chatDomainSl: Record<string, string> = {
  'Message cannot be empty': 'Sporočilo ne sme biti prazno',
  'Message too long': 'Sporočilo je predolgo',
};
