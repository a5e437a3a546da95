import type { LanguageModel } from 'ai';
import type { Config } from '../config';
import { createAi } from './engine';
import type { AiPort } from './port';

/** Bedrock's default when AI_MODEL is not set: small, cheap, and good at structured output. */
export const DEFAULT_BEDROCK_MODEL = 'amazon.nova-lite-v1:0';

/**
 * The model chosen by configuration (ADR 079), loaded only when one is configured:
 * - AI_PROVIDER=bedrock: Amazon Bedrock with the Lambda role's credentials (AI_REGION, AI_MODEL);
 * - AI_PROVIDER=openai-compatible: any OpenAI-compatible endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL);
 * - unset: no model; the embedded engine answers from the facts.
 */
export async function createAiModel(config: Config): Promise<LanguageModel | null> {
  switch (config.aiProvider) {
    case 'bedrock': {
      const { createAmazonBedrock } = await import('@ai-sdk/amazon-bedrock');
      return createAmazonBedrock({ region: config.AI_REGION })(config.AI_MODEL ?? DEFAULT_BEDROCK_MODEL);
    }
    case 'openai-compatible': {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      const provider = createOpenAICompatible({ name: 'ai', baseURL: config.AI_BASE_URL!, apiKey: config.AI_API_KEY });
      return provider.chatModel(config.AI_MODEL!);
    }
    default:
      return null;
  }
}

export async function createAiPort(config: Config, log: (line: string) => void): Promise<AiPort> {
  return createAi(await createAiModel(config), log);
}
