// Discovery texts. Keys are prefixed 'discovery.'; the Slovenian record must have every English key.
export const discoveryEn = {
  'discovery.title': 'Discovery',
} as const;

export const discoverySl: Record<keyof typeof discoveryEn, string> = {
  'discovery.title': 'Discovery',
};

/** Domain texts (from core, in English) this feature shows, translated to Slovenian. */
export const discoveryDomainSl: Record<string, string> = {};
