import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import type { NavMenu } from './nav';
import { NavLink } from './nav-link';
import { useHydrating } from './picture';

/**
 * One header menu as the ARIA menu button pattern, without a menu library (ADR 054): Enter, Space or
 * ↓ opens it on the first item, ↑ on the last; arrows, Home and End move; Escape closes it and
 * returns to the button; Tab, a click outside or choosing an item closes it. The list is rendered
 * only while open.
 */
export function HeaderMenu({ menu }: { menu: NavMenu }) {
  const { t } = useI18n();
  const id = useId();
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Shown once it works: in the prerendered markup the button would open nothing (ADR 105).
  const hydrating = useHydrating();

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const move = (to: (index: number, count: number) => number) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    list[to(index, list.length)]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    list?.[open === 'last' ? list.length - 1 : 0]?.focus();
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    const onButton = e.target === button.current;
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (e.key === 'Tab') setOpen(false);
    else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (onButton || !open) setOpen(e.key === 'ArrowDown' ? 'first' : 'last');
      else move((i, n) => (e.key === 'ArrowDown' ? (i + 1) % n : (i - 1 + n) % n));
    } else if ((e.key === 'Home' || e.key === 'End') && open && !onButton) {
      e.preventDefault();
      move((_, n) => (e.key === 'Home' ? 0 : n - 1));
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={onKeyDown}
        className={buttonClass('ghost', 'sm', hydrating ? 'invisible' : undefined)}
      >
        {t(menu.label)} <ChevronDown aria-hidden className="size-4" />
      </button>
      {open && (
        <ul
          role="menu"
          id={`${id}-menu`}
          aria-labelledby={`${id}-button`}
          onKeyDown={onKeyDown}
          className="absolute left-0 top-full z-50 mt-1.5 min-w-52 rounded-xl border border-border bg-card p-1 shadow-lg"
        >
          {menu.items.map((item) => (
            <li key={item.label} role="none">
              <NavLink
                role="menuitem"
                tabIndex={-1}
                to={item.to}
                search={item.search}
                onClick={() => setOpen(false)}
                className="block rounded-lg px-3 py-2 text-sm outline-none hover:bg-muted focus:bg-muted"
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
