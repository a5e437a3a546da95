import { Link, useLocation } from '@tanstack/react-router';
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { currentLocale, loadTexts, useI18n } from '../../i18n';
import { useHydrating } from '../layout/picture';

/**
 * The floating chat button on every page (SPEC §1, §2). The widget itself (and the streaming tRPC
 * link it uses) is fetched on the first hover, focus or click, so the first load of a page only
 * carries this button (ADR 089).
 */
// The panel's texts (the `chat` part, ADR 076) load with its code; the button's two are in every page's.
const loadPanel = () => Promise.all([import('./chat-panel'), loadTexts(currentLocale(), ['chat'])]).then(([panel]) => panel);

export interface VenueLinkProps {
  venue: { id: string; name: string; city: string; kind: 'restaurant' | 'stay' };
}

/** A venue from the answer's facts as a router link (here, so the lazy panel needs no router code of its own). */
function VenueLink({ venue: v }: VenueLinkProps) {
  const className = 'text-sm font-medium text-primary underline-offset-4 hover:underline';
  return v.kind === 'stay' ? (
    <Link to="/stays/$id" params={{ id: v.id }} className={className}>
      {v.name} · {v.city}
    </Link>
  ) : (
    <Link to="/restaurants/$id" params={{ id: v.id }} className={className}>
      {v.name} · {v.city}
    </Link>
  );
}
const ChatPanel = lazy(loadPanel);

export function ChatLauncher() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Shown once it works: in the prerendered markup the button would open nothing (ADR 105).
  const hydrating = useHydrating();
  const button = useRef<HTMLButtonElement>(null);
  // The owner's console is a work surface whose rows end in buttons on the right: on a phone the
  // button sits in the header beside the menu, where it covers nothing, rather than over the page.
  const docked = pathname.startsWith('/dashboard');
  // Focus goes back to the button once the panel has closed: on a phone the open panel hides the
  // button, and an element that is still hidden cannot take focus.
  const refocus = useRef(false);
  const close = useCallback(() => {
    refocus.current = true;
    setOpen(false);
  }, []);
  useLayoutEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [open]);
  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel onClose={close} pathname={pathname} VenueLink={VenueLink} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        data-testid="chat-button"
        aria-label={t(open ? 'chat.close' : 'chat.open')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => (open ? close() : setOpen(true))}
        className={`fixed z-40 ${docked ? 'top-2 right-16 size-12 md:top-auto md:right-4 md:bottom-4 md:size-14' : 'right-4 bottom-4 size-14'} items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${open ? 'hidden sm:inline-flex' : 'inline-flex'}${hydrating ? ' invisible' : ''}`}
      >
        <MessageCircle aria-hidden className="size-6" />
      </button>
      {/* Room below the page's end for the floating button (1rem + 3.5rem): the last field, button or
          footer link can always be scrolled clear of it, on a phone too. */}
      <div aria-hidden className="h-20 shrink-0" data-testid="chat-clearance" />
    </>
  );
}
