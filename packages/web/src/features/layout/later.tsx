import { useEffect, useState, type ReactNode } from 'react';

/**
 * A below-the-fold section whose first render waits for a task of its own (ADR 090).
 *
 * Preact renders a page in one task, and on a phone that task is the longest of the page load. On
 * the first render after a prerendered page, a `Later` section shows the prerendered markup it
 * had (kept by `keepPrerendered` before the render empties `#app`), inert, and renders its own
 * children a task later, one section per task. Everywhere else (client navigation, a page that was
 * not prerendered, the prerender itself) it renders its children at once.
 */
const snapshots = new Map<string, string>();

/** main.tsx, before the first render: the prerendered markup of each `Later` section by its id. */
export function keepPrerendered(root: ParentNode) {
  for (const el of root.querySelectorAll<HTMLElement>('[data-later]')) {
    if (el.dataset.later) snapshots.set(el.dataset.later, el.innerHTML);
  }
}

const waiting: (() => void)[] = [];
function reveal() {
  waiting.shift()?.();
  if (waiting.length > 0) setTimeout(reveal, 0);
}
function schedule(show: () => void) {
  waiting.push(show);
  if (waiting.length === 1) setTimeout(reveal, 0);
}

export function Later({ id, children }: { id: string; children: ReactNode }) {
  // Taken once: a later visit to the page (client navigation) renders its section at once.
  const [snapshot] = useState(() => {
    const html = snapshots.get(id);
    snapshots.delete(id);
    return html;
  });
  const [shown, setShown] = useState(snapshot === undefined);
  useEffect(() => {
    if (!shown) schedule(() => setShown(true));
    // Runs once: `shown` only ever turns true.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // `display: contents`: the wrapper adds no box, so the section lays out as if it were not there.
  return shown ? (
    <div data-later={id} className="contents">
      {children}
    </div>
  ) : (
    <div data-later={id} className="contents" inert dangerouslySetInnerHTML={{ __html: snapshot ?? '' }} />
  );
}
