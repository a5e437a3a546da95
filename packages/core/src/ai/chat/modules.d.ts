// The parts of the plain-JavaScript packages the chat uses: nlp.js v4 (its classifier and stemmers) and `stopword`'s lists.
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
    toJSON(): object;
    fromJSON(json: object): void;
  }
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
  export class StemmerEn {
    stemWord(word: string): string;
  }
}

declare module '@nlpjs/lang-sl' {
  export const LangSl: unknown;
  export class StemmerSl {
    stemWord(word: string): string;
  }
}

declare module 'stopword' {
  export const eng: string[];
  export const slv: string[];
}
