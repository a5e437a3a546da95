import { TRPCClientError } from '@trpc/client';
import { Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { MESSAGE_MAX } from '@tablestay/core/ai/chat/schema';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { isInvalidInput, isNetworkError } from '../../trpc';
import { toast } from '../shared/toast';
import { send, topicOf, useChat, type Bubble } from './chat-store';
import type { VenueLinkProps } from './launcher';

/**
 * The chat widget (SPEC §2 Chat widget; ADR 089), loaded on first use. A non-modal dialog: the page
 * stays usable, Escape closes it and focus returns to the chat button. Answers are text only; venue
 * links come from the facts the server sent with the answer.
 */
export interface ChatPanelProps {
  onClose(): void;
  pathname: string;
  VenueLink: (props: VenueLinkProps) => ReactNode;
}

export default function ChatPanel({ onClose, pathname, VenueLink }: ChatPanelProps) {
  const { t, tm, te, locale } = useI18n();
  const { bubbles, sending } = useChat();
  const [text, setText] = useState('');
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);
  // Follows the answer as it streams in.
  // (Braces: Chromium's scrollTo returns a promise, which React would take for a cleanup.)
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  });
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      const inside = panel.current?.contains(document.activeElement) || document.activeElement?.getAttribute('aria-haspopup') === 'dialog';
      if (e.key === 'Escape' && inside) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const submit = async (e?: FormEvent, reply?: string) => {
    e?.preventDefault();
    if (sending) return;
    const result = await send(reply ?? text, locale, topicOf(pathname));
    if ('invalid' in result) return toast.error(t('chat.invalid'), { description: tm(result.invalid) });
    if (reply === undefined) setText('');
    if ('failed' in result) {
      const error = result.failed;
      if (isInvalidInput(error)) toast.error(t('chat.invalid'), { description: te(error) });
      // The server's message when it sent one; a dropped or refused connection has none.
      else toast.error(t('chat.error'), { description: error instanceof TRPCClientError && !isNetworkError(error) ? te(error) : t('chat.failed') });
    }
    input.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) void submit(e);
  };
  const length = text.trim().length;

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      ref={panel}
      className="fixed inset-x-2 bottom-2 z-50 flex max-h-[85dvh] flex-col overflow-hidden rounded-2xl border border-border bg-card text-foreground shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-20 sm:max-h-[70dvh] sm:w-96"
    >
      <div className="flex items-center justify-between border-b border-border px-4 py-3">
        <h2 id={`${id}-title`} className="font-display text-base font-bold text-primary">
          {t('chat.title')}
        </h2>
        <button type="button" onClick={onClose} className={buttonClass('ghost', 'sm')} aria-label={t('chat.close')}>
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div
        ref={log}
        role="log"
        // A scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={t('chat.title')}
        aria-live="polite"
        aria-busy={sending}
        className="flex min-h-40 flex-1 flex-col gap-3 overflow-y-auto px-4 py-3"
      >
        <p className="text-sm text-muted-foreground">{t('chat.intro')}</p>
        {bubbles.map((b, i) => (
          <ChatBubble
            key={b.id}
            bubble={b}
            sending={sending}
            VenueLink={VenueLink}
            // A yes or no answers the assistant's last question in one tap (ADR 115); typing it works too.
            onReply={i === bubbles.length - 1 && YES_NO.test(b.text) ? (reply) => void submit(undefined, reply) : undefined}
          />
        ))}
      </div>
      <form onSubmit={(e) => void submit(e)} className="border-t border-border p-3">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('chat.input')}
        </label>
        <textarea
          id={`${id}-input`}
          ref={input}
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.placeholder')}
          aria-describedby={`${id}-count`}
          className="w-full resize-none rounded-lg border border-border bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-primary sm:text-sm"
        />
        <div className="mt-2 flex items-center justify-between gap-2">
          <span id={`${id}-count`} className={cn('text-xs', length > MESSAGE_MAX ? 'font-medium text-destructive' : 'text-muted-foreground')}>
            {t('chat.count', { n: length, max: MESSAGE_MAX })}
          </span>
          <button type="submit" disabled={sending || length === 0} className={buttonClass('primary', 'sm')}>
            <Send aria-hidden className="size-4" />
            {sending ? t('chat.sending') : t('chat.send')}
          </button>
        </div>
        <p className="mt-1 text-xs text-muted-foreground">{t('chat.note')}</p>
      </form>
    </div>
  );
}

/** The assistant asks before it books or cancels: "… ? Yes / No" (core/ai/chat/concierge.ts). */
const YES_NO = /(Yes \/ No|Da \/ Ne)\s*$/;

function ChatBubble({
  bubble,
  sending,
  VenueLink,
  onReply,
}: {
  bubble: Bubble;
  sending: boolean;
  VenueLink: ChatPanelProps['VenueLink'];
  onReply?: (reply: string) => void;
}) {
  const { t } = useI18n();
  const mine = bubble.role === 'user';
  const text = bubble.failed ? t('chat.sorry') : bubble.text;
  return (
    <div className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')} data-role={bubble.role}>
      <span className="sr-only">{mine ? t('chat.you') : t('chat.assistant')}</span>
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-line',
          mine ? 'bg-primary text-primary-foreground' : bubble.failed ? 'bg-destructive/10 text-destructive' : 'bg-muted',
        )}
      >
        {text || (sending ? '…' : '')}
      </p>
      {bubble.venues.length > 0 && (
        <ul aria-label={t('chat.venues')} className="flex max-w-[85%] flex-col gap-1">
          {bubble.venues.map((v) => (
            <li key={v.id}>
              <VenueLink venue={v} />
            </li>
          ))}
        </ul>
      )}
      {bubble.links && bubble.links.length > 0 && (
        <ul aria-label={t('chat.actions')} className="flex max-w-[85%] flex-wrap gap-2">
          {bubble.links.map((l) => (
            <li key={l.href}>
              <a href={l.href} className={buttonClass('primary', 'sm')}>
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {onReply && !sending && (
        <div className="flex gap-2">
          <button type="button" className={buttonClass('primary', 'sm')} onClick={() => onReply(t('chat.yes'))}>
            {t('chat.yes')}
          </button>
          <button type="button" className={buttonClass('outline', 'sm')} onClick={() => onReply(t('chat.no'))}>
            {t('chat.no')}
          </button>
        </div>
      )}
    </div>
  );
}
