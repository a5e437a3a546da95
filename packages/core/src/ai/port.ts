import type * as z from 'zod';

/**
 * The AI port (ARCHITECTURE rule 7, ADR 079). Code computes the facts; a model, when one is
 * configured, only words them through structured output. The embedded engine answers from the same
 * facts with no model at all, and is also the fallback for a failed, malformed or contradicting
 * model answer, so every AI screen works offline and never shows an invented fact.
 */
export interface WordTask<T> {
  /** Names the feature in logs and tests (e.g. `sommelier`, `busy-days`). */
  task: string;
  /** The model's brief: its role, the answer language, and that it may only word the facts. */
  instructions: string;
  /** What code computed; the model sees it as JSON. */
  facts: unknown;
  /** The answer's shape; a model answer is validated against it. */
  schema: z.ZodType<T>;
  /** The embedded engine's answer from the same facts. */
  local: () => T;
  /** False when a (valid) model answer contradicts the facts; the local answer is used instead. */
  agrees?: (answer: T) => boolean;
}

interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * A read-only lookup a model may call while it answers (the `ai` SDK's tool calling): code runs it
 * with the product's own functions and access checks. Nothing that books or cancels is a tool: those
 * need the user's explicit yes, which code handles before any model runs (ADR 115).
 */
export interface ChatTool {
  description: string;
  input: z.ZodType;
  run(input: unknown): Promise<unknown>;
}

export interface StreamTask {
  task: string;
  instructions: string;
  facts: unknown;
  history: ChatTurn[];
  /** The embedded engine's full answer. */
  local: () => string;
  tools?: Record<string, ChatTool>;
}

export interface Worded<T> {
  value: T;
  /** Who wrote the prose: the configured model, or the embedded engine. */
  by: 'model' | 'local';
}

export interface AiPort {
  /** `local` or the provider/model that words the facts (for the start-up log). */
  readonly engine: string;
  word<T>(task: WordTask<T>): Promise<Worded<T>>;
  /** Text in pieces as it is written. */
  stream(task: StreamTask): AsyncIterable<string>;
}
