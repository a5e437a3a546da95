import type { SessionUser } from '../../account/schema';
import type { Database } from '../../db/connection';
import type { AiPort } from '../port';
import { composeAnswer, factsOf, instructions, type ChatFacts } from './answer';
import type { ChatLink, ConciergeDeps, Reply } from './actions';
import { concierge } from './concierge';
import { retrieve } from './corpus';
import { insertConversation, insertMessage, setPendingConfirm, takeConversation } from './repository';
import { chatTools } from './tools';
import type { ChatInput } from './schema';
import type { VenueFact } from './venues';

export interface ChatDeps extends ConciergeDeps {
  port: AiPort;
}

/** Who asks: signed in (with whether the email is proven, ADR 035), or nobody. */
export type ChatUser = Pick<SessionUser, 'id' | 'email' | 'emailVerified'> & { name?: string };

/**
 * What the stream carries: first the conversation, the venue links and the action links (built from
 * the facts, never from model text), then text.
 */
export type ChatEvent = { type: 'start'; conversationId: string; venues: VenueFact[]; links: ChatLink[] } | { type: 'text'; text: string };

/**
 * The facts for one turn (ADR 115): the concierge's reply, intent first; a venue search
 * is worded as the matched venue list. "I don't know" beats the nearest paragraph.
 */
async function chatFacts(
  deps: ChatDeps,
  input: ChatInput,
  user: ChatUser | null,
  now: Date,
  pending: string | null,
): Promise<{ reply: Reply; facts: ChatFacts }> {
  const question = input.messages.at(-1)!.content;
  const reply = await concierge(deps, input.locale, input.messages.slice(0, -1), question, user, now, pending);
  // The help and legal passages behind a policy answer, for a model to word it with (never shown as the answer);
  // the legal ones carry the privacy address, while a question nobody answers goes to the general contact (ADR 118).
  const passages = reply.intent === 'policy' || reply.intent === 'help' ? retrieve(question, input.locale, deps.config.CONTACT_EMAIL, 2) : [];
  const facts = factsOf(input.locale, question, passages, reply.venueQuestion ?? null, reply.venues, deps.config.SUPPORT_EMAIL);
  if (reply.venueQuestion) reply.text = composeAnswer(facts);
  return { reply, facts: { ...facts, intent: reply.intent, answer: reply.text, links: reply.links, done: reply.done ?? null } };
}

/**
 * The caller's conversation, or a new one: one held by someone else is never continued. With it,
 * the question its last answer asked (a new conversation has none).
 */
async function conversationFor(db: Database, input: ChatInput, userId: string | null, now: Date): Promise<{ id: string; pending: string | null }> {
  const clientId = userId ? null : (input.clientId ?? null);
  const owner = { userId, clientId };
  if (input.conversationId) {
    const found = await takeConversation(db, input.conversationId, owner, now);
    if (found) return { id: found.id, pending: found.pending_confirm };
  }
  return { id: await insertConversation(db, owner, now), pending: null };
}

/**
 * One chat turn: stores the user's message, computes the facts, streams the answer through the AI
 * port (the embedded engine words the facts when no model is configured) and stores the answer.
 */
export async function* chatTurn(deps: ChatDeps, input: ChatInput, user: ChatUser | null, now = new Date()): AsyncGenerator<ChatEvent> {
  const userId = user?.id ?? null;
  const question = input.messages.at(-1)!.content;
  const { id: conversationId, pending } = await conversationFor(deps.db, input, userId, now);
  await insertMessage(deps.db, conversationId, 'user', question, now);
  const { reply, facts } = await chatFacts(deps, input, user, now, pending);
  // The question this answer asks, held here for the next turn's yes (ADR 115).
  if (reply.confirm) await setPendingConfirm(deps.db, conversationId, reply.confirm.slice(0, 1000));
  yield { type: 'start', conversationId, venues: reply.venues, links: reply.links };
  let answer = '';
  for await (const text of deps.port.stream({
    task: 'chat',
    instructions: instructions(input.locale),
    facts,
    history: input.messages.slice(-10),
    local: () => reply.text,
    // A confirmed action is done: the model only words its result, with nothing more to look up.
    tools: reply.done ? undefined : chatTools(deps, input.locale, user, now),
  })) {
    answer += text;
    yield { type: 'text', text };
  }
  await insertMessage(deps.db, conversationId, 'assistant', answer.slice(0, 8000), new Date());
}
