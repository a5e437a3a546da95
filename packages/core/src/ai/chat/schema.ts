import * as z from 'zod';
import { multilineText } from '../../text/schema';

/** SPEC §5: a chat message, trimmed, 1-500 characters. */
export const MESSAGE_MAX = 500;
export const chatMessage = multilineText('Message cannot be empty').trim().min(1, 'Message cannot be empty').max(MESSAGE_MAX, 'Message too long');

const turn = z.discriminatedUnion('role', [
  z.object({ role: z.literal('user'), content: chatMessage }),
  // The assistant's earlier answers come back as history; bounded, not re-validated as messages.
  z.object({ role: z.literal('assistant'), content: z.string().max(4000) }),
]);

/**
 * SPEC §5 chat history payload: role/content messages (the last one the user's new message) plus
 * fallbackTopic, the help topic of the page the widget is on. Locale picks the answer language;
 * conversationId and clientId tie the messages to one stored conversation (ADR 088).
 */
export const chatInput = z.object({
  messages: z
    .array(turn)
    .min(1, 'Message cannot be empty')
    .max(20)
    .refine((m) => m.at(-1)?.role === 'user', 'Message cannot be empty'),
  fallbackTopic: z.string().trim().max(40).optional(),
  locale: z.enum(['en', 'sl']).default('en'),
  conversationId: z.uuid().optional(),
  clientId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional(),
});
export type ChatInput = z.infer<typeof chatInput>;
