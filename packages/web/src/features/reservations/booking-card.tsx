import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, MapPin } from 'lucide-react';
import type { ComponentType } from 'react';
import type { GuestActions } from '@tablestay/core/hold/guest-actions';
import { reportError } from '../../components/report-error';
import { StatusBadge } from '../../components/status-badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { downloadIcs } from '../booking/ics';
import { refreshBookings, type BookingEntity } from '../shared/booking-queries';
import { toast } from '../shared/toast';
import { CancelDialog } from './cancel-dialog';

/** What every booking on /me has: its id and status, the server's flags (ADR 107). */
interface CardBooking extends GuestActions {
  id: string;
  status: string;
}

/** The kind's cancel control: the one dialog, or the kind's own (a stay with a trip offers its tables too). */
type CancelControl<B> = ComponentType<{ b: B; text: string; paidNote?: string; onCancel: () => void }>;

/**
 * Where a card on /me differs by kind (a table, a stay): how to reach the server, the words, the
 * facts line. Everything else (the venue, Add to Calendar, Cancel and what follows it) is `BookingCard`'s.
 */
export interface CardKind<B extends CardBooking> {
  testId: 'reservation-card' | 'stay-card';
  /** What a cancel changes, for `refreshBookings`. */
  entity: BookingEntity;
  venue: (b: B) => { name: string; address: string };
  /** The status badge inside the card (a stay's); a table's status is its group's heading alone. */
  badge: boolean;
  /** The lines under the address: when, how many, what was booked. */
  Facts: ComponentType<{ b: B }>;
  /** The kind's own actions between Add to Calendar and Cancel, and whether it has any now. */
  Extra?: { has: (b: B) => boolean; Actions: ComponentType<{ b: B }> };
  ics: (id: string) => Promise<{ filename: string; content: string }>;
  cancel: (id: string) => Promise<unknown>;
  /** The dialog's question: what is cancelled, and when. */
  cancelText: (b: B, i18n: ReturnType<typeof useI18n>) => string;
  /** The deposit was paid to the venue: the dialog says whom to ask about a refund. */
  paidToVenue: (b: B) => boolean;
  Cancel?: CancelControl<B>;
}

const OneDialog: CancelControl<CardBooking> = ({ text, paidNote, onCancel }) => <CancelDialog text={text} paidNote={paidNote} onConfirm={onCancel} />;

/** A booking on /me, table or stay: venue, facts, and the actions the server's flags allow. */
export function BookingCard<B extends CardBooking>({ kind, b }: { kind: CardKind<B>; b: B }) {
  const i18n = useI18n();
  const { t, tm } = i18n;
  const queryClient = useQueryClient();
  const venue = kind.venue(b);
  const Cancel = (kind.Cancel ?? OneDialog) as CancelControl<B>;
  const Extra = kind.Extra?.has(b) ? kind.Extra.Actions : null;
  const onCancel = async () => {
    try {
      await kind.cancel(b.id);
      toast.success(t('booking.cancelled'));
      await refreshBookings(queryClient, kind.entity);
    } catch (err) {
      reportError(err, tm, tm('Cancel failed'));
    }
  };
  const addToCalendar = async () => {
    try {
      await downloadIcs(await kind.ics(b.id));
    } catch (err) {
      reportError(err, tm, t('common.error'));
    }
  };
  return (
    <Card className="flex h-full flex-col gap-2 p-4" data-testid={kind.testId}>
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold">{venue.name}</p>
        {kind.badge && <StatusBadge status={b.status} />}
      </div>
      <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
        <MapPin aria-hidden className="size-4" />
        {venue.address}
      </p>
      <kind.Facts b={b} />
      {(b.canAddToCalendar || b.canCancel || Extra) && (
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {b.canAddToCalendar && (
            <Button variant="outline" size="sm" onClick={addToCalendar}>
              <CalendarPlus aria-hidden className="size-4" /> {t('booking.addToCalendar')}
            </Button>
          )}
          {Extra && <Extra b={b} />}
          {b.canCancel && (
            <Cancel
              b={b}
              text={kind.cancelText(b, i18n)}
              paidNote={kind.paidToVenue(b) ? t('mine.paidCancelNote', { venue: venue.name }) : undefined}
              onCancel={() => void onCancel()}
            />
          )}
        </div>
      )}
    </Card>
  );
}
