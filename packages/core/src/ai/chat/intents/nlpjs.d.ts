// The parts of nlp.js (v4, plain JavaScript) the chat's classifier uses.
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
  }
  export function containerBootstrap(): Promise<Container>;
}

declare module '@nlpjs/nlu' {
  import type { Container } from '@nlpjs/core';
  export interface Classification {
    intent: string;
    score: number;
  }
  export class NluNeural {
    constructor(settings: { locale: string; log?: boolean; spellCheck?: boolean; useNoneFeature?: boolean }, container: Container);
    train(corpus: { utterance: string; intent: string }[]): Promise<unknown>;
    process(utterance: string): Promise<{ classifications: Classification[] }>;
  }
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}

declare module '@nlpjs/lang-sl' {
  export const LangSl: unknown;
}
