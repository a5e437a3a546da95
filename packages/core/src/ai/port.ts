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
 * A tool a model may call while it answers (the `ai` SDK's tool calling): code runs it with the
 * product's own functions and access checks. A lookup runs at once; an action (one with `confirm`:
 * book, cancel) runs only after the user's yes, through the SDK's approval flow: the model's request
 * is held on the server (`StreamTask.hold`) and the next turn answers it (`StreamTask.resume`).
 */
export interface ChatTool {
  description: string;
  input: z.ZodType;
  run(input: unknown): Promise<unknown>;
  /** An action: the Yes / No question the user answers before it runs, worded by code from its input. */
  confirm?: (input: unknown) => Promise<string>;
}

/** A model's request to run an action, held until the user answers it: the SDK's approval id, the call and the model's messages up to it. */
export interface HeldAction {
  approvalId: string;
  tool: string;
  input: unknown;
  /** The model's response messages ending with its tool call and approval request (the SDK's `ModelMessage`s, as JSON). */
  messages: unknown[];
}

export interface StreamTask {
  task: string;
  instructions: string;
  facts: unknown;
  history: ChatTurn[];
  /** The embedded engine's full answer. */
  local: () => string;
  tools?: Record<string, ChatTool>;
  /** Holds a model's action request for the user's answer and gives the question to show (Yes / No). */
  hold?: (action: HeldAction) => Promise<string>;
  /** The user's answer to a held action: the SDK runs the tool when approved, tells the model it was not when denied. */
  resume?: { action: HeldAction; approved: boolean };
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
