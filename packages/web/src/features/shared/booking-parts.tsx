import { AlertTriangle, CheckCircle2, Copy, MapPin } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { toast } from './toast';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { StatusBadge } from '../../components/status-badge';
import { useI18n } from '../../i18n';
import { googleMapsSearchUrl } from '../discovery/links';
import { MapEmbed } from '../discovery/map-embed';
import { TripContinue } from '../trips/trip-continue';

// The parts the booking pages (a table, a stay) share.

/** While the payment event is on its way. */
export function Confirming() {
  const { t } = useI18n();
  return (
    <p role="status" className="mx-auto max-w-xl px-4 py-16 text-center">
      {t('booking.confirming')}
    </p>
  );
}

/** The tick, the page title and "a confirmation was sent to {email}". */
export function ConfirmedHeader({ title, email }: { title: string; email: string }) {
  const { t } = useI18n();
  return (
    <div className="flex items-center gap-3">
      <CheckCircle2 aria-hidden className="size-10 shrink-0 text-primary" />
      <div className="min-w-0">
        <h1 className="font-display text-3xl font-bold">{title}</h1>
        <p className="wrap-anywhere text-muted-foreground">{t('booking.confirmedText', { email })}</p>
        <TripContinue />
      </div>
    </div>
  );
}

/** Copies the booking's details (one per line) to the clipboard. */
export function CopyDetailsButton({ details }: { details: string }) {
  const { t, tm } = useI18n();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(details);
      toast.success(t('booking.copied'));
    } catch {
      toast.error(t('common.error'), { description: tm('Failed to copy URL') });
    }
  };
  return (
    <Button variant="outline" onClick={copy}>
      <Copy aria-hidden className="size-4" /> {t('booking.copyDetails')}
    </Button>
  );
}

/** Open in Google Maps, as an outline button. */
export function OpenMapsButton({ name, address }: { name: string; address: string }) {
  const { t } = useI18n();
  return (
    <a href={googleMapsSearchUrl(name, address)} target="_blank" rel="noopener noreferrer" className={buttonClass('outline')}>
      <MapPin aria-hidden className="size-4" /> {t('booking.openMaps')}
    </a>
  );
}

/** The venue on an embedded map. */
export function VenueMap({ name, address }: { name: string; address: string }) {
  const { t } = useI18n();
  return <MapEmbed query={`${name}, ${address}`} title={t('booking.mapTitle', { name })} />;
}

/** A page that cannot be shown (a bad link, bad parameters): the warning, its title and the ways on (`children`). */
export function ProblemCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16">
      <Card role="alert" className="flex flex-col items-center gap-4 text-center">
        <AlertTriangle aria-hidden className="size-10 text-destructive" />
        <h1 className="text-xl font-semibold">{title}</h1>
        {children}
      </Card>
    </section>
  );
}

/** A booking's venue: its name and address, what was booked there (`children`), and the booking's status when given. */
export function VenueHeading({ name, address, status, children }: { name: string; address: string; status?: string; children?: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div>
        <h2 className="text-xl font-semibold">{name}</h2>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin aria-hidden className="size-4" />
          {address}
        </p>
        {children}
      </div>
      {status && <StatusBadge status={status} />}
    </div>
  );
}

/** One line of a booking's summary: what it is, its value, and a test id where a test reads it. */
export interface SummaryLine {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** A booking's summary, a line each; `children` adds lines of their own (the deposit's amount). */
export function BookingSummary({ lines, children }: { lines: SummaryLine[]; children?: ReactNode }) {
  return (
    <dl className="grid grid-cols-2 gap-2 rounded-xl bg-muted p-4 text-sm">
      {lines.map((l) => (
        <Fragment key={l.label}>
          <dt className="text-muted-foreground">{l.label}</dt>
          <dd className="text-right font-medium" data-testid={l.testId}>
            {l.value}
          </dd>
        </Fragment>
      ))}
      {children}
    </dl>
  );
}
