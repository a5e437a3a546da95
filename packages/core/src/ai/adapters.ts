import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { LanguageModel } from 'ai';
import type { Config } from '../config';
import { createAi } from './engine';
import type { AiPort } from './port';

/** Bedrock's default when AI_MODEL is not set: small, cheap, and good at structured output. */
const DEFAULT_BEDROCK_MODEL = 'amazon.nova-lite-v1:0';

/** A model whose provider package loads with the first call (ADR 046): not at a cold start. */
export function lazyModel(provider: string, modelId: string, load: () => Promise<LanguageModelV3>): LanguageModelV3 {
  let model: Promise<LanguageModelV3> | undefined;
  const get = () => (model ??= load());
  return {
    specificationVersion: 'v3',
    provider,
    modelId,
    get supportedUrls() {
      return get().then((m) => m.supportedUrls);
    },
    doGenerate: async (options) => (await get()).doGenerate(options),
    doStream: async (options) => (await get()).doStream(options),
  };
}

/**
 * The model chosen by configuration (ADR 079), its provider package loaded with the first call:
 * - AI_PROVIDER=bedrock: Amazon Bedrock with the Lambda role's credentials (AI_REGION, AI_MODEL);
 * - AI_PROVIDER=openai-compatible: any OpenAI-compatible endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL);
 * - unset: no model; the embedded engine answers from the facts.
 */
function createAiModel(config: Config): LanguageModel | null {
  switch (config.aiProvider) {
    case 'bedrock': {
      const modelId = config.AI_MODEL ?? DEFAULT_BEDROCK_MODEL;
      return lazyModel('amazon-bedrock', modelId, async () => {
        const { createAmazonBedrock } = await import('@ai-sdk/amazon-bedrock');
        return createAmazonBedrock({ region: config.AI_REGION })(modelId);
      });
    }
    case 'openai-compatible': {
      const modelId = config.AI_MODEL!;
      return lazyModel('ai.chat', modelId, async () => {
        const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
        return createOpenAICompatible({ name: 'ai', baseURL: config.AI_BASE_URL!, apiKey: config.AI_API_KEY }).chatModel(modelId);
      });
    }
    default:
      return null;
  }
}

export function createAiPort(config: Config, log: (line: string) => void): AiPort {
  return createAi(createAiModel(config), log);
}
