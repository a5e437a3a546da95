import { Link } from '@tanstack/react-router';
import { BedDouble, Printer, Utensils } from 'lucide-react';
import type { RouterOutputs } from '@tablestay/api/root';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';

type Result = RouterOutputs['citypacks']['generate'];
type Known = Extract<Result, { known: true }>;

const idOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

/**
 * The itinerary, day by day (SPEC §2: shown as plain text). What the model or the engine wrote is
 * rendered as text only; the booking links come from the plan, never from the words. Printable:
 * the page's print styles keep only this section.
 */
export function Itinerary({ result }: { result: Result }) {
  const { t } = useI18n();
  if (!result.known) {
    return (
      <p role="status" className="rounded-lg border border-border bg-muted px-4 py-3" data-testid="citypacks-unknown">
        {t('citypacks.unknownCity', { city: result.city, list: result.supported.join(', ') })}
      </p>
    );
  }
  return <KnownItinerary pack={result} />;
}

function KnownItinerary({ pack }: { pack: Known }) {
  const { t } = useI18n();
  const { plan, wording } = pack;
  return (
    <section data-printable className="flex flex-col gap-4" aria-labelledby="itinerary-title" data-testid="itinerary">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="itinerary-title" className="font-display text-2xl font-bold">
          {t('citypacks.resultTitle', { city: plan.city })}
        </h2>
        <div className="flex flex-col items-end gap-1 print:hidden">
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" />
            {t('citypacks.print')}
          </Button>
          <span className="text-xs text-muted-foreground">{t('citypacks.printHint')}</span>
        </div>
      </div>
      <p className="whitespace-pre-line">{wording.intro}</p>
      {plan.days.map((day) => {
        const words = wording.days.find((d) => d.day === day.day);
        return (
          <Card key={day.day} className="flex flex-col gap-3 break-inside-avoid p-4 sm:p-6" data-testid={`day-${day.day}`}>
            <h3 className="text-lg font-semibold">
              {t('citypacks.day', { n: day.day })}
              {words?.title ? <span className="font-normal text-muted-foreground"> · {words.title}</span> : null}
            </h3>
            {day.slots
              .filter((slot) => slot.stops.length > 0)
              .map((slot) => {
                const text = words?.slots.find((s) => s.slot === slot.slot)?.text;
                const booked = slot.stops.filter((s) => s.link);
                return (
                  <div key={slot.slot} className="flex flex-col gap-1">
                    <h4 className="text-sm font-semibold uppercase tracking-wide text-primary">{t(`citypacks.slot.${slot.slot}`)}</h4>
                    {text ? <p className="whitespace-pre-line">{text}</p> : null}
                    {booked.map((s) => (
                      <Link
                        key={s.link}
                        to="/restaurants/$id"
                        params={{ id: idOf(s.link!) }}
                        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline underline-offset-4"
                      >
                        <Utensils aria-hidden className="size-4" />
                        {t('citypacks.bookTable', { name: s.name })}
                      </Link>
                    ))}
                  </div>
                );
              })}
          </Card>
        );
      })}
      {plan.stays.length ? (
        <Card className="flex flex-col gap-2 break-inside-avoid p-4 sm:p-6">
          <h3 className="text-lg font-semibold">{t('citypacks.staysTitle')}</h3>
          {plan.stays.map((s) => (
            <Link
              key={s.link}
              to="/stays/$id"
              params={{ id: idOf(s.link) }}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline underline-offset-4"
            >
              <BedDouble aria-hidden className="size-4" />
              {t('citypacks.bookStay', { name: s.name })}
            </Link>
          ))}
        </Card>
      ) : null}
      <p className="whitespace-pre-line text-sm text-muted-foreground">{wording.closing}</p>
    </section>
  );
}
