import type { SessionUser } from '../../account/schema';
import type { Database } from '../../db/connection';
import type { AiPort } from '../port';
import { composeAnswer, factsOf, instructions, type ChatFacts } from './answer';
import { isHelpTopic, retrieve, topicPassage } from './corpus';
import type { ChatInput } from './schema';
import { findVenues, loadCatalogue, parseVenueQuestion, type VenueFact } from './venues';

export interface ChatDeps {
  db: Database;
  port: AiPort;
  contactEmail: string;
}

/** Who asks: signed in (with whether the email is proven, ADR 035), or nobody. */
export type ChatUser = Pick<SessionUser, 'id' | 'email' | 'emailVerified'>;

/** What the stream carries: first the conversation and the venue links (from the facts), then text. */
export type ChatEvent = { type: 'start'; conversationId: string; venues: VenueFact[] } | { type: 'text'; text: string };

/**
 * The facts for one question (ADR 088): a venue question (city, cuisine, tag, diet, kind parsed
 * against the catalogue) gets the matching listed venues; any other question the best help and
 * legal passages. With nothing found, the help passage of the page's fallbackTopic answers.
 */
async function chatFacts(deps: ChatDeps, question: string, locale: 'en' | 'sl', fallbackTopic?: string): Promise<ChatFacts> {
  const venueQuestion = parseVenueQuestion(question, await loadCatalogue(deps.db));
  if (venueQuestion) return factsOf(locale, question, [], venueQuestion, await findVenues(deps.db, venueQuestion), deps.contactEmail);
  let passages = retrieve(question, locale, deps.contactEmail);
  if (!passages.length && isHelpTopic(fallbackTopic)) passages = topicPassage(fallbackTopic, locale);
  return factsOf(locale, question, passages, null, [], deps.contactEmail);
}

/** The caller's conversation, or a new one: one held by someone else is never continued. */
async function conversationFor(db: Database, input: ChatInput, userId: string | null, now: Date): Promise<string> {
  const clientId = userId ? null : (input.clientId ?? null);
  if (input.conversationId) {
    const found = await db
      .selectFrom('ai_conversations')
      .select('id')
      .where('id', '=', input.conversationId)
      .where('kind', '=', 'chat')
      .where((eb) => (userId ? eb('user_id', '=', userId) : eb.and([eb('user_id', 'is', null), eb('client_id', '=', clientId ?? '')])))
      .executeTakeFirst();
    if (found) {
      await db.updateTable('ai_conversations').set({ updated_at: now }).where('id', '=', found.id).execute();
      return found.id;
    }
  }
  const row = await db
    .insertInto('ai_conversations')
    .values({ kind: 'chat', user_id: userId, client_id: clientId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const save = (db: Database, conversationId: string, role: 'user' | 'assistant', content: string, now: Date) =>
  db.insertInto('ai_messages').values({ conversation_id: conversationId, role, content, created_at: now }).execute();

/**
 * One chat turn: stores the user's message, computes the facts, streams the answer through the AI
 * port (the embedded engine words the facts when no model is configured) and stores the answer.
 */
export async function* chatTurn(deps: ChatDeps, input: ChatInput, user: ChatUser | null, now = new Date()): AsyncGenerator<ChatEvent> {
  const userId = user?.id ?? null;
  const question = input.messages.at(-1)!.content;
  const conversationId = await conversationFor(deps.db, input, userId, now);
  await save(deps.db, conversationId, 'user', question, now);
  const facts = await chatFacts(deps, question, input.locale, input.fallbackTopic);
  yield { type: 'start', conversationId, venues: facts.venues };
  let answer = '';
  for await (const text of deps.port.stream({
    task: 'chat',
    instructions: instructions(input.locale),
    facts,
    history: input.messages.slice(-10),
    local: () => composeAnswer(facts),
  })) {
    answer += text;
    yield { type: 'text', text };
  }
  await save(deps.db, conversationId, 'assistant', answer.slice(0, 8000), new Date());
}
