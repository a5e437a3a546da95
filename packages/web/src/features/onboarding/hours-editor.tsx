import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { INVALID_HOURS, WEEKDAYS, weekHoursSchema, type Weekday, type WeekHours, type WizardVenue } from '@tablestay/core/onboarding/schema';
import { Button } from '../../components/ui/button';
import type { MessageKey } from '../../i18n/en';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { reportError } from '../../components/report-error';
import { toast } from '../shared/toast';
import { StepActions } from './parts';

const CLOSED_DEFAULT = { open: '11:00', close: '22:00' };
const dayKey = (d: Weekday) => `onboarding.day.${d}` as MessageKey;

interface Props {
  venue: WizardVenue;
  onSaved: (hours: WeekHours) => void;
  /** The wizard's Next and Back; without them (a venue's Settings) the form has one Save. */
  onNext?: () => void;
  onBack?: () => void;
}

/**
 * Wizard step 2: a day-by-day editor (open/close times, or closed) with the SPEC defaults, and the
 * JSON view as an advanced option. JSON text that does not parse is ignored (SPEC §5): the server
 * keeps the hours it had, and the page says so.
 */
export function HoursStep({ venue, onSaved, onNext, onBack }: Props) {
  const { t, tm } = useI18n();
  const [hours, setHours] = useState<WeekHours>(venue.hours);
  const [json, setJson] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(trpc.onboarding.saveHours.mutationOptions());
  const jsonId = useId();

  const setDay = (day: Weekday, value: WeekHours[Weekday]) => setHours((h) => ({ ...h, [day]: value }));
  const openJson = () => {
    setError(null);
    setJson(JSON.stringify(hours, null, 2));
  };
  const closeJson = () => {
    // Text that reads as a week carries over; anything else is ignored, as on save.
    const parsed = (() => {
      try {
        return weekHoursSchema.safeParse(JSON.parse(json ?? ''));
      } catch {
        return null;
      }
    })();
    if (parsed?.success) setHours(parsed.data);
    setError(null);
    setJson(null);
  };

  const submit = async (advance: boolean) => {
    setError(null);
    if (json === null && !weekHoursSchema.safeParse(hours).success) {
      setError(tm(INVALID_HOURS));
      return;
    }
    try {
      const result = await save.mutateAsync({ restaurantId: venue.id, hours: json ?? hours });
      if (result.saved && result.hours) {
        setHours(result.hours);
        onSaved(result.hours);
        if (!advance || !onNext) toast.success(t('onboarding.saved'));
      } else {
        toast.info(t('onboarding.hours.ignored'));
      }
      if (advance) onNext?.();
    } catch (err) {
      reportError(err, tm, t('onboarding.saveFailed'), (_field, message) => {
        setError(message);
        return true;
      });
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(true);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {json === null ? (
        <>
          <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
            {WEEKDAYS.map((day) => (
              <DayRow key={day} day={day} value={hours[day]} onChange={(v) => setDay(day, v)} />
            ))}
          </ul>
          <Button variant="link" className="self-start" onClick={openJson}>
            {t('onboarding.hours.advanced')}
          </Button>
        </>
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={jsonId} className="text-sm font-medium">
            {t('onboarding.hours.jsonLabel')}
          </label>
          <textarea
            id={jsonId}
            value={json}
            onChange={(e) => setJson(e.target.value)}
            rows={12}
            spellCheck={false}
            aria-describedby={`${jsonId}-hint`}
            className="rounded-lg border border-border bg-card p-3 font-mono text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <p id={`${jsonId}-hint`} className="text-sm text-muted-foreground">
            {t('onboarding.hours.jsonHint')}
          </p>
          <Button variant="link" className="self-start" onClick={closeJson}>
            {t('onboarding.hours.friendly')}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {onNext ? (
        <StepActions busy={save.isPending} onSave={() => void submit(false)} onBack={onBack} />
      ) : (
        <Button type="submit" size="lg" className="self-start" disabled={save.isPending}>
          {save.isPending ? t('onboarding.saving') : t('onboarding.save')}
        </Button>
      )}
    </form>
  );
}

function DayRow({ day, value, onChange }: { day: Weekday; value: WeekHours[Weekday]; onChange: (v: WeekHours[Weekday]) => void }) {
  const { t } = useI18n();
  const id = useId();
  const closed = value === null;
  return (
    <li className="grid grid-cols-2 items-center gap-x-3 gap-y-2 p-3 sm:grid-cols-[8rem_auto_1fr_1fr]">
      <span className="font-medium" id={`${id}-day`}>
        {t(dayKey(day))}
      </span>
      <label className="flex min-h-11 items-center justify-end gap-2 text-sm sm:justify-start">
        <input
          type="checkbox"
          className="size-5"
          checked={closed}
          onChange={(e) => onChange(e.target.checked ? null : CLOSED_DEFAULT)}
          aria-describedby={`${id}-day`}
        />
        {t('onboarding.hours.closed')}
      </label>
      <TimeField day={day} edge="open" value={value} onChange={onChange} />
      <TimeField day={day} edge="close" value={value} onChange={onChange} />
    </li>
  );
}

const EDGE_LABEL = { open: 'onboarding.hours.opens', close: 'onboarding.hours.closes' } as const satisfies Record<string, MessageKey>;

/** One end of a day's hours (opens or closes): empty and disabled while the day is closed. */
function TimeField({
  day,
  edge,
  value,
  onChange,
}: {
  day: Weekday;
  edge: 'open' | 'close';
  value: WeekHours[Weekday];
  onChange: (v: WeekHours[Weekday]) => void;
}) {
  const { t } = useI18n();
  const label = t(EDGE_LABEL[edge]);
  return (
    <label className="flex flex-col gap-1 text-xs text-muted-foreground">
      {label}
      <input
        type="time"
        className="h-11 w-full rounded-lg border border-border bg-card px-2 text-base disabled:opacity-50"
        value={value?.[edge] ?? ''}
        disabled={value === null}
        aria-label={`${t(dayKey(day))}: ${label}`}
        onChange={(e) => value && onChange({ ...value, [edge]: e.target.value })}
      />
    </label>
  );
}
