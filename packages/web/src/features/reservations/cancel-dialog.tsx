import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';

/**
 * The one "cancel this booking?" dialog, for tables, stays and trips (/me and the trip page); says
 * what happens to a paid deposit. `trigger` names the button that opens it (else "Cancel").
 */
export function CancelDialog({
  text,
  paidNote,
  onConfirm,
  trigger,
  children,
}: {
  text: string;
  paidNote?: string;
  onConfirm: () => void;
  trigger?: { label: string; testId?: string; disabled?: boolean };
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        className={trigger ? buttonClass('outline', 'lg', 'text-destructive') : buttonClass('ghost', 'sm', 'text-destructive')}
        data-testid={trigger?.testId}
        disabled={trigger?.disabled}
      >
        <X aria-hidden className="size-4" /> {trigger?.label ?? t('booking.cancel')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-background p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{t('booking.cancelTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted-foreground">{text}</AlertDialog.Description>
          {paidNote && <p className="mt-3 rounded-lg bg-accent p-3 text-sm">{paidNote}</p>}
          {children}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('outline')}>{t('booking.keep')}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('destructive')} onClick={onConfirm}>
              {t('booking.confirmCancel')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
