import type { SessionUser } from '../../account/schema';
import type { Database } from '../../db/connection';
import type { AiPort, HeldAction } from '../port';
import { composeAnswer, factsOf, instructions, type ChatFacts } from './answer';
import type { ChatLink, ConciergeDeps, Reply } from './actions';
import { concierge, yesOrNo } from './concierge';
import { retrieve } from './corpus';
import { insertConversation, insertMessage, setPendingAction, setPendingConfirm, takeConversation } from './repository';
import { chatTools } from './tools';
import { CHAT_TEXTS } from './texts';
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
async function conversationFor(
  db: Database,
  input: ChatInput,
  userId: string | null,
  now: Date,
): Promise<{ id: string; pending: string | null; action: HeldAction | null }> {
  const clientId = userId ? null : (input.clientId ?? null);
  const owner = { userId, clientId };
  if (input.conversationId) {
    const found = await takeConversation(db, input.conversationId, owner, now);
    if (found) return { id: found.id, pending: found.pending_confirm, action: found.pending_action };
  }
  return { id: await insertConversation(db, owner, now), pending: null, action: null };
}

/**
 * One chat turn: stores the user's message, computes the facts, streams the answer through the AI
 * port (the embedded engine words the facts when no model is configured) and stores the answer.
 * With a model, the model leads (ADR 115): it looks things up with the tools and asks to book or
 * cancel through the SDK's approval flow; the request is held on the conversation (bound to its
 * owner, taken by the next turn whatever it says) and a yes runs it once, a no or another question
 * drops it.
 */
export async function* chatTurn(deps: ChatDeps, input: ChatInput, user: ChatUser | null, now = new Date()): AsyncGenerator<ChatEvent> {
  const userId = user?.id ?? null;
  const question = input.messages.at(-1)!.content;
  const { id: conversationId, pending, action } = await conversationFor(deps.db, input, userId, now);
  await insertMessage(deps.db, conversationId, 'user', question, now);
  const answered = action ? yesOrNo(question) : null;
  // What an action run by a tool did: its links are shown from here, never from model text.
  const toolLinks: ChatLink[] = [];
  let acted: string | null = null;
  const tools = chatTools(deps, input.locale, user, now, (r) => {
    toolLinks.push(...r.links);
    acted = r.text;
  });
  const resume = action && answered ? { action, approved: answered === 'yes' } : undefined;
  const { reply, facts } = resume
    ? { reply: { venues: [], links: [], text: resumeText(input.locale, resume.approved) } as Pick<Reply, 'venues' | 'links' | 'text'>, facts: {} }
    : await chatFacts(deps, input, user, now, pending);
  // The question this answer asks, held here for the next turn's yes (ADR 115).
  if ('confirm' in reply && reply.confirm) await setPendingConfirm(deps.db, conversationId, reply.confirm.slice(0, 1000));
  let started = false;
  const start = (): ChatEvent => ((started = true), { type: 'start', conversationId, venues: reply.venues, links: [...reply.links, ...toolLinks] });
  // Without a model the start goes first; with one, after a held action has run, so its links come with it.
  if (deps.port.engine === 'local') yield start();
  let answer = '';
  for await (const text of deps.port.stream({
    task: 'chat',
    instructions: instructions(input.locale),
    facts,
    history: input.messages.slice(-10),
    // What a held action did, should the model fail after running it.
    local: () => acted ?? reply.text,
    // A confirmed action is done: the model only words its result, with nothing more to look up.
    tools: 'done' in reply && reply.done ? undefined : tools,
    resume,
    hold: async (held) => {
      await setPendingAction(deps.db, conversationId, held);
      return (await tools[held.tool]?.confirm?.(held.input)) ?? '';
    },
  })) {
    if (!started) yield start();
    answer += text;
    yield { type: 'text', text };
  }
  if (!started) yield start();
  await insertMessage(deps.db, conversationId, 'assistant', answer.slice(0, 8000), new Date());
}

/** The embedded engine's words for a held action answered, should the model fail before it ran. */
const resumeText = (l: 'en' | 'sl', approved: boolean) => (approved ? CHAT_TEXTS[l].cannotConfirm : CHAT_TEXTS[l].nothingChanged);
