import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 10, text: 10, reasoning: undefined },
};
const stop = { unified: 'stop' as const, raw: 'stop' };

/**
 * The SDK's mock model answering `reply` (a JSON value is sent as its text), for tests at the adapter
 * boundary. `prompts()` returns every prompt it received, flattened to text, to check what reached it.
 */
/** What a mock reply may be besides text: one tool call (the SDK then runs the tool and calls again). */
export interface MockToolCall {
  toolCall: { name: string; input: unknown };
}
export type MockCall = LanguageModelV3CallOptions;

const isToolCall = (v: unknown): v is MockToolCall => typeof v === 'object' && v !== null && 'toolCall' in v;

export function mockModel(reply: unknown | ((call: MockCall) => unknown)) {
  const answer = (call: LanguageModelV3CallOptions) => {
    const value = typeof reply === 'function' ? (reply as (c: LanguageModelV3CallOptions) => unknown)(call) : reply;
    if (value instanceof Error) throw value;
    return value;
  };
  const text = (call: LanguageModelV3CallOptions) => {
    const value = answer(call);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  const model = new MockLanguageModelV3({
    doGenerate: async (call) => ({ content: [{ type: 'text', text: text(call) }], finishReason: stop, usage, warnings: [] }),
    doStream: async (call) => {
      const value = answer(call);
      if (isToolCall(value)) {
        const parts: LanguageModelV3StreamPart[] = [
          { type: 'tool-call', toolCallId: `call-${model.doStreamCalls.length}`, toolName: value.toolCall.name, input: JSON.stringify(value.toolCall.input) },
          { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage },
        ];
        return { stream: new ReadableStream({ start: (c) => (parts.forEach((p) => c.enqueue(p)), c.close()) }) };
      }
      const words = (typeof value === 'string' ? value : JSON.stringify(value)).match(/\S+\s*/g) ?? [];
      const parts: LanguageModelV3StreamPart[] = [
        { type: 'text-start', id: 't' },
        ...words.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
        { type: 'text-end', id: 't' },
        { type: 'finish', finishReason: stop, usage },
      ];
      return { stream: new ReadableStream({ start: (c) => (parts.forEach((p) => c.enqueue(p)), c.close()) }) };
    },
  });
  const prompts = () => [...model.doGenerateCalls, ...model.doStreamCalls].map((c) => JSON.stringify(c.prompt));
  return Object.assign(model, { prompts });
}
