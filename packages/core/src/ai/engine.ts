import type { LanguageModel, ModelMessage } from 'ai';
import type { AiPort, StreamTask, WordTask, Worded } from './port';

// The SDK loads with the first model call: the embedded engine needs none of it, and a Lambda's cold
// start stays within its budget (tests/integration/lambda-budget.test.ts).
const sdk = () => import('ai');

const factsBlock = (facts: unknown) => `FACTS (JSON, the only source you may use):\n${JSON.stringify(facts)}`;

/** Splits a finished text into word-sized pieces, so the embedded engine streams like a model. */
export function* pieces(text: string): Generator<string> {
  for (const m of text.matchAll(/\S+\s*|\s+/g)) yield m[0];
}

/**
 * The port over a language model, or over the embedded engine alone when `model` is null. Tests
 * pass the SDK's `MockLanguageModelV3` here (the adapter boundary).
 */
export function createAi(model: LanguageModel | null, log: (line: string) => void = console.warn): AiPort {
  const engine = model ? (typeof model === 'string' ? model : `${model.provider}:${model.modelId}`) : 'local';
  const fallBack = <T>(task: WordTask<T>, why: string): Worded<T> => {
    log(`[ai] ${task.task}: ${why}; the embedded engine answers from the facts`);
    return { value: task.local(), by: 'local' };
  };

  return {
    engine,
    async word<T>(task: WordTask<T>): Promise<Worded<T>> {
      if (!model) return { value: task.local(), by: 'local' };
      let answer: unknown;
      try {
        const { generateText, Output } = await sdk();
        const result = await generateText({
          model,
          system: task.instructions,
          prompt: factsBlock(task.facts),
          output: Output.object({ schema: task.schema }),
          maxRetries: 1,
        });
        answer = result.output;
      } catch (error) {
        // The SDK's own check of the answer against the schema fails here too.
        if (error instanceof Error && /NoObjectGenerated|TypeValidation|JSONParse/.test(error.name + error.constructor.name)) {
          return fallBack(task, 'malformed answer');
        }
        return fallBack(task, `model failed (${error instanceof Error ? error.name : 'error'})`);
      }
      const parsed = task.schema.safeParse(answer);
      if (!parsed.success) return fallBack(task, 'malformed answer');
      if (task.agrees && !task.agrees(parsed.data)) return fallBack(task, 'answer contradicts the facts');
      return { value: parsed.data, by: 'model' };
    },
    async *stream(task: StreamTask): AsyncIterable<string> {
      if (!model) {
        yield* pieces(task.local());
        return;
      }
      let started = false;
      let failure: unknown;
      try {
        const { streamText, stepCountIs, tool } = await sdk();
        const tools = task.tools
          ? Object.fromEntries(
              Object.entries(task.tools).map(([name, t]) => [
                name,
                tool({ description: t.description, inputSchema: t.input, needsApproval: t.confirm !== undefined, execute: (input) => t.run(input) }),
              ]),
            )
          : undefined;
        const r = task.resume;
        // A held action answered: the model's own messages up to its request, then the user's answer as
        // the SDK's approval response (approved, the SDK runs the tool before the model's next step).
        const messages = r
          ? [
              ...(task.history as ModelMessage[]),
              ...(r.action.messages as ModelMessage[]),
              { role: 'tool' as const, content: [{ type: 'tool-approval-response' as const, approvalId: r.action.approvalId, approved: r.approved }] },
            ]
          : task.history;
        const result = streamText({
          model,
          system: `${task.instructions}\n\n${factsBlock(task.facts)}`,
          messages,
          maxRetries: 1,
          // A tool's result goes back to the model, which then answers: a few steps at most.
          ...(tools ? { tools, stopWhen: stepCountIs(4) } : {}),
          // The SDK reports a failed stream here (and would print it); the text stream just ends.
          onError: ({ error }) => void (failure = error),
        });
        for await (const piece of result.textStream) {
          started = true;
          yield piece;
        }
        // The model asked to act: the request is held for the user's answer, and its question shown.
        const request = failure || !task.hold ? undefined : (await result.content).find((p) => p.type === 'tool-approval-request');
        if (request) {
          const question = await task.hold!({
            approvalId: request.approvalId,
            tool: request.toolCall.toolName,
            input: request.toolCall.input,
            messages: (await result.response).messages,
          });
          yield started ? `\n\n${question}` : question;
          started = true;
        }
      } catch (error) {
        failure = error;
      }
      // Once words are on the screen a switch would garble them: the caller shows the error.
      if (started && failure) throw failure instanceof Error ? failure : new Error('the model stream failed');
      if (started) return;
      log(
        `[ai] ${task.task}: ${failure ? `model failed (${failure instanceof Error ? failure.name : 'error'})` : 'empty answer'}; the embedded engine answers from the facts`,
      );
      yield* pieces(task.local());
    },
  };
}
