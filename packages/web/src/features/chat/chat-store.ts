import { TRPCClientError } from '@trpc/client';
import { jsonlStreamConsumer } from '@trpc/server/unstable-core-do-not-import';
import { useSyncExternalStore } from 'react';
import type { RouterInputs } from '@tablestay/api/root';
import { chatMessage } from '@tablestay/core/ai/chat/schema';
import type { ChatEvent } from '@tablestay/core/ai/chat/service';
import type { ChatLink } from '@tablestay/core/ai/chat/actions';
import type { VenueFact } from '@tablestay/core/ai/chat/venues';
import { currentLocale } from '../../i18n';

type Envelope = { result: Promise<{ data: Promise<AsyncIterable<ChatEvent>> }> } | { error: unknown };

/**
 * `chat.ask` over tRPC's streamed batch protocol (JSON lines, what `httpBatchStreamLink` speaks),
 * read with tRPC's own JSONL consumer. Not the link itself: it lives in @trpc/client's main module,
 * which the first load shares, and would put the streaming code there (ADR 089).
 */
async function ask(input: RouterInputs['chat']['ask']): Promise<AsyncIterable<ChatEvent>> {
  const res = await fetch('/api/trpc/chat.ask?batch=1', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'trpc-accept': 'application/jsonl', 'x-locale': currentLocale() },
    body: JSON.stringify({ 0: input }),
  });
  if (!res.ok || !res.body) {
    const json = (await res.json()) as unknown;
    throw TRPCClientError.from((Array.isArray(json) ? json[0] : json) as { error: never });
  }
  const [head] = await jsonlStreamConsumer<Record<string, Promise<Envelope>>>({
    from: res.body,
    formatError: ({ error }) => TRPCClientError.from({ error } as { error: never }),
    abortController: new AbortController(),
  });
  const envelope = await head[0]!;
  if ('error' in envelope) throw TRPCClientError.from(envelope as { error: never });
  return (await envelope.result).data;
}

export interface Bubble {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  /** Venue links from the facts the server computed: never parsed out of the answer's text. */
  venues: VenueFact[];
  /** Next steps from the facts (a prefilled booking form, the deposit page): never parsed out of the text. */
  links?: ChatLink[];
  failed?: boolean;
}

interface ChatState {
  bubbles: Bubble[];
  sending: boolean;
  conversationId?: string;
}

// One conversation per page load, kept while the widget closes and opens again.
let state: ChatState = { bubbles: [], sending: false };
const listeners = new Set<() => void>();
const set = (next: Partial<ChatState>) => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};
const patch = (id: number, change: (b: Bubble) => Bubble) => set({ bubbles: state.bubbles.map((b) => (b.id === id ? change(b) : b)) });
let nextId = 1;

export const useChat = () =>
  useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => state,
  );

/** A browser's anonymous id, so a visitor's follow-up questions continue the same conversation. */
function clientId(): string | undefined {
  try {
    let id = localStorage.getItem('chat-client');
    if (!id) localStorage.setItem('chat-client', (id = crypto.randomUUID()));
    return id;
  } catch {
    return undefined;
  }
}

export type SendResult = { ok: true } | { invalid: string } | { failed: unknown };

/** Validates (SPEC §5), then streams the answer into a new assistant bubble. */
export async function send(text: string, locale: 'en' | 'sl', fallbackTopic: string | undefined): Promise<SendResult> {
  const parsed = chatMessage.safeParse(text);
  if (!parsed.success) return { invalid: parsed.error.issues[0]?.message ?? 'Message cannot be empty' };
  const history = state.bubbles
    .filter((b) => !b.failed && b.text)
    .slice(-19)
    .map((b) => ({ role: b.role, content: b.role === 'assistant' ? b.text.slice(0, 4000) : b.text }));
  const user: Bubble = { id: nextId++, role: 'user', text: parsed.data, venues: [] };
  const answer: Bubble = { id: nextId++, role: 'assistant', text: '', venues: [] };
  set({ bubbles: [...state.bubbles, user, answer], sending: true });
  try {
    const stream = await ask({
      messages: [...history, { role: 'user', content: parsed.data }],
      locale,
      fallbackTopic,
      conversationId: state.conversationId,
      clientId: clientId(),
    });
    for await (const event of stream) {
      if (event.type === 'start') {
        set({ conversationId: event.conversationId });
        patch(answer.id, (b) => ({ ...b, venues: event.venues, links: event.links }));
      } else patch(answer.id, (b) => ({ ...b, text: b.text + event.text }));
    }
    return { ok: true };
  } catch (error) {
    patch(answer.id, (b) => ({ ...b, text: '', venues: [], failed: true }));
    return { failed: error };
  } finally {
    set({ sending: false });
  }
}

/** The help topic of the page the widget is on (SPEC §5 fallbackTopic). */
export function topicOf(pathname: string): string | undefined {
  const topics: [RegExp, string][] = [
    [/^\/(book|restaurants|find|dining)/, 'booking'],
    [/^\/deposit/, 'deposits'],
    [/^\/waitlist/, 'waitlist'],
    [/^\/(plans|subscription|sommelier|citypacks)/, 'plans'],
    [/^\/(my-reservations|me|confirmation)/, 'cancellation'],
    [/^\/(legal\/privacy|privacy-policy)/, 'privacy'],
    [/^\/stays/, 'stays'],
    [/^\/auth/, 'account'],
    [/^\/(rate|r\/)/, 'reviews'],
    [/^\/(owners|onboarding|dashboard)/, 'owners'],
  ];
  return topics.find(([re]) => re.test(pathname))?.[1];
}
