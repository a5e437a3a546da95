import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';

/**
 * The phone menu as a native modal `<dialog>` (ADR 054): the browser traps focus, makes the page
 * behind it inert and closes it on Escape, with no dialog library in the first load. Rendered only
 * while open; a click on the backdrop closes it too (`closedby`), and focus goes back to the menu button.
 */
export function MobileMenu({ onClose, children, returnFocus }: { onClose(): void; children: ReactNode; returnFocus: () => HTMLElement | null }) {
  const { t } = useI18n();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      returnFocus()?.focus();
    };
  }, [returnFocus]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      closedby="any"
      onClose={onClose}
      className="m-0 ml-auto h-dvh max-h-dvh w-[85vw] max-w-sm border-0 bg-background p-0 text-foreground shadow-xl backdrop:bg-black/40"
    >
      <div className="flex min-h-full flex-col gap-4 p-5">
        <div className="flex items-center justify-between">
          <h2 id={`${id}-title`} className="font-display text-lg font-bold text-primary">
            {t('brand.name')}
          </h2>
          <button type="button" onClick={onClose} className={buttonClass('ghost', 'md', 'size-11 px-0')} aria-label={t('nav.closeMenu')}>
            <X aria-hidden className="size-5" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
