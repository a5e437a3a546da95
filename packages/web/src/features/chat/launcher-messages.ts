// The chat button's texts, which every page loads (i18n/en.ts and sl.ts); the panel's own texts are
// the `chat` part in messages.ts, loaded with the panel (ADR 076, ADR 089).
export const chatLauncherEn = {
  'chat.open': 'Open chat assistant',
  'chat.close': 'Close chat',
};

export const chatLauncherSl: Record<keyof typeof chatLauncherEn, string> = {
  'chat.open': 'Odpri pomočnika za klepet',
  'chat.close': 'Zapri klepet',
};
